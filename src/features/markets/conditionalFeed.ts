// The account's conditional orders for a market, fetched when shown and again whenever the account
// feed moves (a trigger places an order or moves a wallet, and the gateway pushes that) or the
// screen itself placed, edited or cancelled one. One list per call at a time: the service worker
// cancels a duplicate of a request in flight, so two hooks asking the same would fail one.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConditionalOrder } from '../../core/markets/conditional';
import type { MarketKind } from '../../core/markets/symbols';
import { useAccount } from './accountFeed';
import { fetchConditional } from './conditionalApi';

let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Something changed a conditional order from this page: every list shown asks again. */
export function conditionalChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Pushes come in bursts (an order, its wallet, its position): one fetch for the burst. */
const SETTLE_MS = 150;

export type ConditionalList = { readonly state: 'loading' } | { readonly state: 'failed'; readonly retry: () => void } | { readonly state: 'ready'; readonly orders: readonly ConditionalOrder[] };

export function useConditionalOrders(market: MarketKind, which: 'open' | 'history'): ConditionalList {
  const account = useAccount();
  const changed = useSyncExternalStore(subscribe, () => version);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<{ key: string; value: ConditionalList } | null>(null);
  const stamp = account?.state;
  const key = `${market}:${which}`;
  useEffect(() => {
    if (!stamp) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      fetchConditional(which, market).then(
        (orders) => current && setList({ key, value: { state: 'ready', orders } }),
        () => current && setList({ key, value: { state: 'failed', retry: () => setAttempt((a) => a + 1) } }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [market, which, key, stamp, changed, attempt]);
  // The last answer stays shown while the next is on its way, but never another market's.
  return list && list.key === key ? list.value : { state: 'loading' };
}
