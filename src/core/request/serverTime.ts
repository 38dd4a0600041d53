// Section 4: the server time offset is learned from the request-time response header, so signed
// times follow the server's clock even when the device's clock is wrong.

export interface ServerClock {
  /** Device time adjusted to the server's. */
  now(): number;
  /** Learns from a response; ignores a header that is absent or not a plausible epoch time. */
  observe(requestTimeHeader: string | null, receivedAt: number): void;
  offset(): number;
}

const PLAUSIBLE = /^\d{12,14}$/;

export function createServerClock(deviceNow: () => number): ServerClock {
  let offset = 0;
  return {
    now: () => deviceNow() + offset,
    observe(header, receivedAt) {
      if (!header || !PLAUSIBLE.test(header.trim())) return;
      offset = Number(header.trim()) - receivedAt;
    },
    offset: () => offset,
  };
}
