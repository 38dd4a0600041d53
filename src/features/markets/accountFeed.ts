// The signed-in account on the trading and asset screens: fetched once over REST, then kept
// current by the private channels. One store per mode, so a demo screen can never show a real
// order (the store of the other mode is not even running).
import { useEffect, useSyncExternalStore } from 'react';
import {
  type AccountState, EMPTY_ACCOUNT, fillsIn, withBalances, withOpenOrders, withOrders, withPositions,
} from '../../core/markets/accountState';
import type { Order } from '../../core/markets/trading';
import { sessionAtom, simulationAtom, useAtomValue } from '../../state/hooks';
import { useFillNotices } from '../trade/account/fillNotices';
import { setFeedAccount, subscribePrivate } from './feed';
import { tellFills } from './fillEvents';
import { keyedStores, liveStore, type LiveStore } from './liveStore';
import { fetchAssetOverview, fetchOpenOrders, fetchPositions } from './tradingApi';

export type AccountLoad = 'loading' | 'ready' | 'failed';

export interface AccountView {
  readonly load: AccountLoad;
  readonly state: AccountState;
}

const INITIAL: AccountView = { load: 'loading', state: EMPTY_ACCOUNT };

interface Controls {
  /** Merges an answer the screen got itself, so it shows before its push arrives. */
  readonly merge: (change: (s: AccountState) => AccountState) => void;
  readonly reload: () => void;
}
const controls = new Map<string, Controls>();

const stores = keyedStores<AccountView>((key, forget) => liveStore<AccountView>(INITIAL, (set, get) => {
  let current = true;
  const merge = (change: (s: AccountState) => AccountState) => set({ ...get(), state: change(get().state) });
  const offs = [
    subscribePrivate('orders', (m) => {
      if (m.channel !== 'orders') return;
      const fills = fillsIn(get().state, m.data);
      merge((s) => withOrders(s, m.data));
      if (fills.length > 0) tellFills(key, fills);
    }),
    subscribePrivate('positions', (m) => m.channel === 'positions' && merge((s) => withPositions(s, m.data))),
    subscribePrivate('balances', (m) => m.channel === 'balances' && merge((s) => withBalances(s, m.data.wallet, m.data.balances))),
  ];
  const load = async () => {
    const [spot, futures, positions, overview] = await Promise.all([
      fetchOpenOrders('spot'), fetchOpenOrders('futures'), fetchPositions(), fetchAssetOverview(),
    ]);
    if (!current) return;
    const state = [
      (s: AccountState) => withOpenOrders(s, 'spot', spot),
      (s: AccountState) => withOpenOrders(s, 'futures', futures),
      (s: AccountState) => withPositions(s, positions),
      (s: AccountState) => withBalances(s, 'spot', overview.spot.balances),
      (s: AccountState) => withBalances(s, 'futures', overview.futures.balances),
    ].reduce((s, change) => change(s), get().state);
    set({ load: 'ready', state });
  };
  const reload = () => {
    set({ ...get(), load: 'loading' });
    load().catch(() => current && set({ ...get(), load: 'failed' }));
  };
  controls.set(key, { merge, reload });
  reload();
  return () => {
    current = false;
    controls.delete(key);
    for (const off of offs) off();
  };
}, forget));

const accountKey = (userId: string, demo: boolean) => `${userId}:${demo ? 'demo' : 'real'}`;

const SIGNED_OUT: LiveStore<null> = { get: () => null, subscribe: () => () => undefined, readers: () => 0 };

/** The account of the current mode, or null when nobody is signed in. */
export function useAccount(): AccountView | null {
  const session = useAtomValue(sessionAtom);
  const demo = useAtomValue(simulationAtom);
  const signedIn = session.status === 'signed-in';
  const store: LiveStore<AccountView | null> = signedIn ? stores(accountKey(session.user.userId, demo)) : SIGNED_OUT;
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The current account's controls: echo an order the screen placed or canceled, reload after a failure. */
export function useAccountControls(): { echo: (order: Order) => void; reload: () => void } {
  const session = useAtomValue(sessionAtom);
  const demo = useAtomValue(simulationAtom);
  const key = session.status === 'signed-in' ? accountKey(session.user.userId, demo) : '';
  return {
    echo: (order) => controls.get(key)?.merge((s) => withOrders(s, [order])),
    reload: () => controls.get(key)?.reload(),
  };
}

/**
 * Mounted by each screen that shows the account (trading, assets): tells the socket whose private
 * channels to carry, and tells the user when a resting order fills.
 */
export function FeedAccountSync(): null {
  const session = useAtomValue(sessionAtom);
  const demo = useAtomValue(simulationAtom);
  const userId = session.status === 'signed-in' ? session.user.userId : null;
  useFillNotices(userId !== null ? accountKey(userId, demo) : null);
  useEffect(() => {
    setFeedAccount(userId !== null ? { signedIn: true, demo, userId } : { signedIn: false });
  }, [userId, demo]);
  return null;
}
