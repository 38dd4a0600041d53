// Section 9: toasts, logout and config reloads are debounced by 2000 ms. A leading-edge gate: the
// first event of a burst acts at once, the rest of the burst is swallowed.

export const DEBOUNCE_MS = 2000;

export interface Gate {
  /** True when the event with this key may act now. */
  pass(key: string): boolean;
}

export function createGate(now: () => number, windowMs = DEBOUNCE_MS): Gate {
  const last = new Map<string, number>();
  return {
    pass(key) {
      const t = now();
      const previous = last.get(key);
      if (previous !== undefined && t - previous < windowMs) return false;
      last.set(key, t);
      if (last.size > 200) for (const [k, v] of last) if (t - v >= windowMs) last.delete(k);
      return true;
    },
  };
}
