// A clock the test moves by hand, with the timers set against it: the `now`, `setTimer` and
// `clearTimer` that the market socket, the frame pacer and the market worker take as deps.
export interface ManualClock {
  readonly now: () => number;
  readonly setTimer: (fn: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
  /** Moves the clock on by `ms`, running every timer due on the way, in time order. */
  readonly advance: (ms: number) => void;
  /** Timers set and not yet run or cleared. */
  readonly pending: () => number;
}

export function manualClock(start = 0): ManualClock {
  let now = start;
  let timers: Array<{ at: number; fn: () => void }> = [];
  return {
    now: () => now,
    setTimer: (fn, ms) => {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => void (timers = timers.filter((t) => t !== handle)),
    advance: (ms) => {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.fn();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}
