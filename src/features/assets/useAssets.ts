// The account's balances for the asset pages: loaded for the signed-in user in the current mode
// (the request layer picks the real or demo account), and loaded again when the account changes
// (a `balances` or `positions` message), when the window comes back into view, or on demand.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AccountValue, usdtPrices, valueAccount } from '../../core/markets/valuation';
import type { AssetOverview } from '../../core/markets/wireCheck';
import { subscribePrivate } from '../markets/feed';
import { fetchTickers } from '../markets/marketApi';
import { MalformedAnswer, fetchAssetOverview } from '../markets/tradingApi';

export interface AssetsData {
  readonly overview: AssetOverview;
  readonly value: AccountValue;
}

export type AssetsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly malformed: boolean }
  /** `stale`: the last reload failed, so these are the balances received before it. */
  | { readonly status: 'ready'; readonly data: AssetsData; readonly stale: boolean };

/** Several messages arrive together after one order or transfer: one reload answers them all. */
const MESSAGE_SETTLE_MS = 250;

async function loadAssets(): Promise<AssetsData> {
  // Without prices the balances still show; coins other than USDT are then listed as unknown.
  const [overview, tickers] = await Promise.all([fetchAssetOverview(), fetchTickers().catch(() => [])]);
  const value = valueAccount(overview, usdtPrices(tickers));
  if (!value) throw new MalformedAnswer('asset overview figures');
  return { overview, value };
}

/** `account` names the user and mode ("10000001|demo"); a new one starts from loading. */
export function useAssets(account: string, demo: boolean): { state: AssetsState; reload: () => void } {
  const [settled, setSettled] = useState<{ account: string; state: AssetsState } | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const call = ++latest.current;
    loadAssets().then(
      (data) => {
        if (call === latest.current) setSettled({ account, state: { status: 'ready', data, stale: false } });
      },
      (error: unknown) => {
        if (call !== latest.current) return;
        setSettled((previous) => {
          if (previous?.account === account && previous.state.status === 'ready') return { account, state: { ...previous.state, stale: true } };
          return { account, state: { status: 'failed', malformed: error instanceof MalformedAnswer } };
        });
      },
    );
  }, [account]);

  useEffect(() => {
    reload();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(reload, MESSAGE_SETTLE_MS);
    };
    const onMessage = (message: { demo: boolean }) => {
      if (message.demo === demo) soon();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') soon();
    };
    const unsubscribe = [subscribePrivate('balances', onMessage), subscribePrivate('positions', onMessage)];
    window.addEventListener('focus', soon);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      for (const stop of unsubscribe) stop();
      window.removeEventListener('focus', soon);
      document.removeEventListener('visibilitychange', onVisible);
      // An answer still on its way belongs to the account being left.
      latest.current += 1;
    };
  }, [reload, demo]);

  const state: AssetsState = settled?.account === account ? settled.state : { status: 'loading' };
  return { state, reload };
}
