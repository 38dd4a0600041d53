// A value fed by the socket, shared by every component that shows it: the feed starts with the
// first reader and stops with the last, and readers are told of changes at most once per frame.
// The book changes 20 times a second; a screen only needs what it can paint.

export interface LiveStore<T> {
  subscribe(listener: () => void): () => void;
  get(): T;
  /** How many readers it has now. */
  readers(): number;
}

/** A value, or how to compute it: computed only when a reader asks, at most once per change. */
export type Next<T> = T | { readonly compute: () => T };
type Start<T> = (set: (next: Next<T>) => void, get: () => T) => () => void;

const nextFrame = (fn: () => void): void => {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(fn);
  else setTimeout(fn, 250);
};

export function liveStore<T>(initial: T, start: Start<T>, onIdle?: () => void): LiveStore<T> {
  let value = initial;
  let compute: (() => T) | null = null;
  let stop: (() => void) | null = null;
  let pending = false;
  const listeners = new Set<() => void>();
  const flush = () => {
    pending = false;
    for (const listener of [...listeners]) listener();
  };
  const get = () => {
    if (compute) {
      value = compute();
      compute = null;
    }
    return value;
  };
  const set = (next: Next<T>) => {
    if (typeof next === 'object' && next !== null && 'compute' in next) compute = next.compute;
    else {
      value = next;
      compute = null;
    }
    if (!pending && listeners.size > 0) {
      pending = true;
      nextFrame(flush);
    }
  };
  return {
    get,
    readers: () => listeners.size,
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) stop = start(set, get);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stop) return;
        stop();
        stop = null;
        value = initial;
        compute = null;
        onIdle?.();
      };
    },
  };
}

/**
 * One store per key (a market and symbol), forgotten when nobody reads it. A forgotten store can
 * still be read by a component that held it across the moment it went idle; when that one lets
 * go, it must not forget the store that replaced it under the same key.
 */
export function keyedStores<T>(create: (key: string, forget: () => void) => LiveStore<T>): (key: string) => LiveStore<T> {
  const stores = new Map<string, LiveStore<T>>();
  return (key) => {
    let store = stores.get(key);
    if (!store) {
      const created: LiveStore<T> = create(key, () => {
        if (stores.get(key) === created) stores.delete(key);
      });
      store = created;
      stores.set(key, store);
    }
    return store;
  };
}
