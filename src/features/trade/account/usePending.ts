// Per-row progress of a call (cancel, close): pending while it runs, then its failure if it was
// refused. A row whose call succeeded forgets its state; the row itself goes when the data does.
import { useCallback, useState } from 'react';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';

export type RowState = { readonly kind: 'pending' } | { readonly kind: 'failed'; readonly failure: TradingFailure };

export function usePending(): {
  stateOf: (key: string) => RowState | undefined;
  run: (key: string, call: () => Promise<void>) => Promise<boolean>;
} {
  const [states, setStates] = useState<ReadonlyMap<string, RowState>>(() => new Map());
  const put = useCallback((key: string, state: RowState | null) => setStates((current) => {
    const next = new Map(current);
    if (state) next.set(key, state);
    else next.delete(key);
    return next;
  }), []);
  const run = useCallback(async (key: string, call: () => Promise<void>) => {
    put(key, { kind: 'pending' });
    try {
      await call();
      put(key, null);
      return true;
    } catch (error) {
      const failure = tradingFailure(error);
      put(key, failure ? { kind: 'failed', failure } : null);
      return false;
    }
  }, [put]);
  return { stateOf: (key) => states.get(key), run };
}
