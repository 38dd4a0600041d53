// Fills of resting orders, as the account store finds them in the orders channel, for whoever
// tells the user (a toast); apart from the store so the notice needs no handle on it.
import type { OrderFill } from '../../core/markets/accountState';

type FillListener = (fills: readonly OrderFill[]) => void;
const listenersByAccount = new Map<string, Set<FillListener>>();

/** Tells `listener` of each resting order of the account `key` that fills. */
export function onFills(key: string, listener: FillListener): () => void {
  const listeners = listenersByAccount.get(key) ?? new Set<FillListener>();
  listenersByAccount.set(key, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) listenersByAccount.delete(key);
  };
}

export function tellFills(key: string, fills: readonly OrderFill[]): void {
  for (const listener of listenersByAccount.get(key) ?? []) listener(fills);
}
