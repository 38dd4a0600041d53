// The margin accounts, their open orders and loans, shared by every margin screen of one user and
// mode. The gateway pushes no margin changes on the socket, so the store polls: every 3 s while
// someone reads it and the tab is visible, at once when the tab comes back or an action asks.
// It also watches for liquidations while there is debt, so the trader is told once of each.
import { useCallback, useSyncExternalStore } from 'react';
import { liquidationNotice } from '../../core/margin/liquidationNotice';
import { hasDebt } from '../../core/margin/risk';
import type { MarginAccounts, MarginLoan, MarginOrder, MarginRecord } from '../../core/margin/wire';
import { sessionAtom, simulationAtom, useAtomValue } from '../../state/hooks';
import { type LiveStore, keyedStores, liveStore } from '../markets/liveStore';
import { MalformedAnswer } from '../markets/tradingApi';
import { fetchMarginAccounts, fetchMarginLoans, fetchMarginOpenOrders, fetchMarginRecords } from './marginApi';

export const MARGIN_POLL_MS = 3_000;

export interface MarginData {
  readonly accounts: MarginAccounts;
  readonly orders: readonly MarginOrder[];
  readonly loans: readonly MarginLoan[];
}

export interface MarginView {
  /** The last figures read, kept while a later poll fails. */
  readonly data: MarginData | null;
  readonly failure: 'none' | 'failed' | 'malformed';
  /** A liquidation the trader has not dismissed yet. */
  readonly liquidation: MarginRecord | null;
}

const INITIAL: MarginView = { data: null, failure: 'none', liquidation: null };
const refreshers = new Map<string, () => void>();
const dismissers = new Map<string, (record: MarginRecord) => void>();

const seenKey = (key: string) => `margin_liquidation_seen:${key}`;
const debtKey = (key: string) => `margin_debt:${key}`;

function remember(name: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  } catch {
    // Storage refused (private mode): the notice then shows once per page load, which is still safe.
  }
}

function recall(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

const stores = keyedStores<MarginView>((key, forget) => liveStore<MarginView>(INITIAL, (set, get) => {
  let current = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const newestLiquidation = async (): Promise<MarginRecord | null> => (await fetchMarginRecords({ kind: 'liquidation', limit: 1 })).records[0] ?? null;

  const poll = async () => {
    const hadDebt = get().data ? hasDebt(get().data!.accounts) : recall(debtKey(key)) === '1';
    try {
      const [accounts, orders, loans, liquidation] = await Promise.all([
        fetchMarginAccounts(), fetchMarginOpenOrders(), fetchMarginLoans(),
        // Only an account with debt can be liquidated: the check costs a call only then.
        hadDebt || recall(seenKey(key)) === null ? newestLiquidation() : Promise.resolve(undefined),
      ]);
      if (!current) return;
      let shown = get().liquidation;
      if (liquidation !== undefined) {
        const step = liquidationNotice(recall(seenKey(key)), liquidation, shown);
        if (step.note !== null) remember(seenKey(key), step.note);
        shown = step.show;
      }
      remember(debtKey(key), hasDebt(accounts) ? '1' : null);
      set({ data: { accounts, orders, loans }, failure: 'none', liquidation: shown });
    } catch (error) {
      if (current) set({ ...get(), failure: error instanceof MalformedAnswer ? 'malformed' : 'failed' });
    }
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = document.visibilityState === 'visible' ? setTimeout(refresh, MARGIN_POLL_MS) : null;
  };

  // One poll at a time; an action during a poll asks for one more right after it.
  function refresh(): void {
    if (!current) return;
    if (running) {
      again = true;
      return;
    }
    running = poll().finally(() => {
      running = null;
      if (again) {
        again = false;
        refresh();
      } else schedule();
    });
  }

  const onVisibility = () => {
    if (document.visibilityState === 'visible') refresh();
    else if (timer) clearTimeout(timer);
  };
  document.addEventListener('visibilitychange', onVisibility);
  refreshers.set(key, refresh);
  dismissers.set(key, (record) => {
    remember(seenKey(key), record.recordId);
    if (get().liquidation?.recordId === record.recordId) set({ ...get(), liquidation: null });
  });
  refresh();
  return () => {
    current = false;
    if (timer) clearTimeout(timer);
    refreshers.delete(key);
    dismissers.delete(key);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}, forget));

const SIGNED_OUT: LiveStore<null> = { get: () => null, subscribe: () => () => undefined, readers: () => 0 };

function useMarginKey(): string | null {
  const session = useAtomValue(sessionAtom);
  const demo = useAtomValue(simulationAtom);
  return session.status === 'signed-in' ? `${session.user.userId}:${demo ? 'demo' : 'real'}` : null;
}

/** The margin state of the signed-in user's current mode; null when signed out. `watch` false reads nothing (and polls nothing). */
export function useMargin(watch = true): MarginView | null {
  const key = useMarginKey();
  const store: LiveStore<MarginView | null> = key && watch ? stores(key) : SIGNED_OUT;
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Polls now: after a transfer, borrow, repay, order or cancel. */
export function useMarginRefresh(): () => void {
  const key = useMarginKey();
  return useCallback(() => {
    if (key) refreshers.get(key)?.();
  }, [key]);
}

/** Whether the last look at this user's margin accounts found debt: then the whole app keeps watching. */
export function useKnownDebt(): boolean {
  const key = useMarginKey();
  return key !== null && recall(debtKey(key)) === '1';
}

/** The trader has read the liquidation notice. */
export function useDismissLiquidation(): (record: MarginRecord) => void {
  const key = useMarginKey();
  return useCallback((record) => {
    if (key) dismissers.get(key)?.(record);
  }, [key]);
}
