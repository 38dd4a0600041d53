// The fee schedule and the user's own fees on a screen. The user's are per account (real or demo)
// and change as they trade: loaded again on a new user or mode, when the account's balances move
// (a fill), when the window comes back, and after the fee-token switch is saved — which every
// screen showing them hears at once (one event), and which also updates the user record's flag.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FeeSchedule, MyFees } from '../../core/markets/feeTiers';
import type { SymbolInfo } from '../../core/markets/symbols';
import { sessionAtom, simulationAtom, useAtomValue, useSetAtom } from '../../state/hooks';
import { type Load, useLoad } from '../../ui/useLoad';
import { subscribePrivate } from '../markets/feed';
import { fetchFeeSchedule, fetchMyFees, saveFeeToken } from './feesApi';

/** The schedule is public and the same for everyone: one answer per visit is enough. */
let schedule: Promise<FeeSchedule> | null = null;
function loadSchedule(): Promise<FeeSchedule> {
  schedule ??= fetchFeeSchedule().catch((error: unknown) => {
    schedule = null;
    throw error;
  });
  return schedule;
}

export function useFeeSchedule(): { result: Load<FeeSchedule>; retry: () => void } {
  return useLoad(loadSchedule, 'schedule');
}

const changed = new EventTarget();
const SETTLE_MS = 250;

export type MyFeesState = { readonly state: 'signed-out' } | Load<MyFees>;

/** The signed-in user's fees in the current mode; 'signed-out' for a visitor (and while the session is not known). */
export function useMyFees(): { result: MyFeesState; retry: () => void } {
  const session = useAtomValue(sessionAtom);
  const demo = useAtomValue(simulationAtom);
  const userId = session.status === 'signed-in' ? session.user.userId : null;
  const [version, setVersion] = useState(0);
  const { result, retry } = useLoad(() => (userId ? fetchMyFees() : Promise.resolve(null)), `${userId ?? ''}|${demo ? 'demo' : 'real'}|${version}`);
  useEffect(() => {
    if (!userId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVersion((v) => v + 1), SETTLE_MS);
    };
    const onBalances = (message: { demo: boolean }) => {
      if (message.demo === demo) soon();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') soon();
    };
    const stop = subscribePrivate('balances', onBalances);
    changed.addEventListener('change', soon);
    window.addEventListener('focus', soon);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      stop();
      changed.removeEventListener('change', soon);
      window.removeEventListener('focus', soon);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, demo]);
  if (!userId) return { result: { state: 'signed-out' }, retry };
  if (result.state === 'ready' && result.value === null) return { result: { state: 'loading' }, retry };
  return { result: result as Load<MyFees>, retry };
}

/** Saves the fee-token switch; every screen showing the user's fees loads them again. */
export function useSaveFeeToken(): (open: boolean) => Promise<MyFees> {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(async (open: boolean) => {
    const saved = await saveFeeToken(open);
    setSession((s) => (s.status === 'signed-in' ? { ...s, user: { ...s.user, openGtFees: saved.feeToken } } : s));
    changed.dispatchEvent(new Event('change'));
    return saved;
  }, [setSession]);
}

/** The symbol with the user's own maker and taker rates for its market kind, once known; the listed (base tier's) rates before. */
export function useOwnRates(info: SymbolInfo): SymbolInfo {
  const { result } = useMyFees();
  const own = result.state === 'ready' ? result.value[info.market] : null;
  return useMemo(() => (own ? { ...info, makerFeeRate: own.maker, takerFeeRate: own.taker } : info), [info, own]);
}
