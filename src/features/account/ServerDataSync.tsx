// When the language or the trading mode changes, what the server said depends on it (localised
// rates, the demo account's record): ask again, so the next calls carry the new conventions.
import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/intl';
import { simulationAtom, useAtomValue, useStore } from '../../state/hooks';
import { loadRates, loadUser } from './session';

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
  return null;
}
