// When the language or the trading mode changes, what the server said depends on it (localised
// rates, the demo account's record): ask again, so the next calls carry the new conventions.
// When the network comes back or the tab is shown again, an account that could not be confirmed
// is asked for at once rather than at the next backoff step.
import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/intl';
import { simulationAtom, useAtomValue, useStore } from '../../state/hooks';
import { loadRates, loadUser, retryUserNow } from './session';

export function ServerDataSync() {
  const store = useStore();
  const { locale } = useI18n();
  const demo = useAtomValue(simulationAtom);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void loadRates(store, locale);
    void loadUser(store);
  }, [store, locale, demo]);

  useEffect(() => {
    const online = () => {
      retryUserNow(store);
      void loadRates(store, locale);
    };
    const shown = () => {
      if (document.visibilityState === 'visible') retryUserNow(store);
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [store, locale]);
  return null;
}
