// The upload loop's decisions, without timers or I/O: what a gateway answer means for the batch,
// how long to wait before the next batch, how many queued events go into one request.
import { ANALYTICS_LOOP_MS, ANALYTICS_PAUSE_AFTER_403_MS } from './analyticsConfig';
import { ANALYTICS_BATCH_LIMIT } from './protocol/analytics';
import { isSuccessCode } from './protocol/envelope';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** A keepalive request's body may not exceed 64 KiB; this leaves room for what else is in flight. */
export const KEEPALIVE_BODY_BYTES = 60_000;

export type UploadOutcome =
  /** Stored; the events at these indexes failed the schema and are dropped, never retried. */
  | { readonly kind: 'accepted'; readonly rejected: ReadonlyArray<{ readonly index: number; readonly reason: string }> }
  /** Section 4: uploads pause 10 s; the batch stays queued. */
  | { readonly kind: 'paused' }
  /** The gateway refused the request as such (malformed batch): the same bytes can never pass. */
  | { readonly kind: 'refused'; readonly status: number }
  /** Network, server or unreadable answer: try again later with the same events. */
  | { readonly kind: 'retry' };

function rejectedOf(data: unknown): Array<{ index: number; reason: string }> | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as { accepted?: unknown; rejected?: unknown };
  if (typeof d.accepted !== 'number' || !Array.isArray(d.rejected)) return null;
  const out: Array<{ index: number; reason: string }> = [];
  for (const r of d.rejected as unknown[]) {
    const item = r as { index?: unknown; reason?: unknown } | null;
    if (typeof item?.index === 'number') out.push({ index: item.index, reason: typeof item.reason === 'string' ? item.reason : '' });
  }
  return out;
}

/** status 0 stands for a request that got no answer at all. */
export function outcomeOf(status: number, body: unknown): UploadOutcome {
  if (status === 403) return { kind: 'paused' };
  if (status === 400 || status === 413 || status === 415) return { kind: 'refused', status };
  if (status !== 200 || typeof body !== 'object' || body === null) return { kind: 'retry' };
  const envelope = body as { code?: unknown; data?: unknown };
  if (!isSuccessCode(envelope.code)) return { kind: 'retry' };
  const rejected = rejectedOf(envelope.data);
  return rejected ? { kind: 'accepted', rejected } : { kind: 'retry' };
}

/** After the n-th failure in a row (n ≥ 1): 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
}

export interface LoopState {
  /** Epoch ms until which nothing is sent (after a 403). */
  readonly pausedUntil: number;
  /** Failures in a row since the last answered batch. */
  readonly failures: number;
  /** When the last request ended (epoch ms), 0 before the first. */
  readonly lastSentAt: number;
  /** The tab turned hidden (or the page asked for it): send what waits without the loop's pause. */
  readonly urgent: boolean;
}

export const INITIAL_LOOP: LoopState = { pausedUntil: 0, failures: 0, lastSentAt: 0, urgent: false };

/** Milliseconds to wait before the next batch may go. */
export function waitBeforeNext(state: LoopState, now: number): number {
  const pause = state.pausedUntil - now;
  const spacing = state.failures > 0 ? retryDelay(state.failures) : state.urgent ? 0 : ANALYTICS_LOOP_MS;
  return Math.max(0, pause, state.lastSentAt + spacing - now);
}

/**
 * Back online or a tab shown: after failures the next batch may go at once (a 403 pause still
 * holds); after a batch that was answered the spacing holds, or two nudges in a row would send two
 * batches milliseconds apart. A shown tab ends the hurry its hiding started.
 */
export function resumed(state: LoopState, visible: boolean): LoopState {
  const retryNow = state.failures > 0 ? { failures: 0, lastSentAt: 0 } : {};
  return { ...state, ...retryNow, urgent: visible ? false : state.urgent };
}

/**
 * The pause a restarted worker keeps from the stored end of a 403's silence: what is left of it,
 * never more than one whole pause (a clock set back must not silence uploads for longer).
 */
export function restoredPause(storedUntil: number, now: number): number {
  return storedUntil > now ? Math.min(storedUntil, now + ANALYTICS_PAUSE_AFTER_403_MS) : 0;
}

export function afterOutcome(state: LoopState, outcome: UploadOutcome, now: number): LoopState {
  switch (outcome.kind) {
    case 'paused':
      return { ...state, pausedUntil: now + ANALYTICS_PAUSE_AFTER_403_MS, failures: 0, lastSentAt: now };
    case 'retry':
      return { ...state, failures: state.failures + 1, lastSentAt: now };
    default:
      return { ...state, failures: 0, lastSentAt: now };
  }
}

/**
 * How many of the queued events (their JSON sizes, oldest first) go into the next request: at most
 * 50, and under `maxBytes` when the request must fit a keepalive body (always at least one).
 */
export function batchSize(sizes: readonly number[], maxBytes = Infinity): number {
  let bytes = 2;
  let count = 0;
  for (const size of sizes.slice(0, ANALYTICS_BATCH_LIMIT)) {
    bytes += size + (count > 0 ? 1 : 0);
    if (count > 0 && bytes > maxBytes) break;
    count += 1;
  }
  return count;
}
