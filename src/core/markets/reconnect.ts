// When the market socket tries again after a drop: exponential backoff with jitter, so a gateway
// restart is not met by every open page reconnecting in the same instant.

export const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

/** Delay before attempt `attempt` (0 = the first retry): 0.5 s, 1 s, 2 s … 30 s, each ±25 %. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exact = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  return Math.round(exact * (0.75 + random() * 0.5));
}

/**
 * The gateway pushes the book 20 times a second and answers pings; a socket silent for longer than
 * this is treated as dead even when the browser has not noticed (a phone waking, a NAT timeout).
 */
export const SILENCE_LIMIT_MS = 20_000;
/** Pings keep quiet channels (private only, halted markets) from looking dead. */
export const PING_EVERY_MS = 10_000;
/** Data older than this is shown as stale. */
export const STALE_AFTER_MS = 3_000;
