// One call of a dialog: pending while it runs, then its refusal in the page's own words.
import { useCallback, useState } from 'react';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';

export function useCall(): { pending: boolean; failure: TradingFailure; run: (call: () => Promise<void>) => Promise<boolean>; clear: () => void } {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TradingFailure>(null);
  const run = useCallback(async (call: () => Promise<void>) => {
    setPending(true);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(tradingFailure(error));
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, failure, run, clear: useCallback(() => setFailure(null), []) };
}
