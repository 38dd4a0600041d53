// Preferences are owned here: atoms read them once from the cookie and local storage, write every
// change back to all the places section 3 names, and re-read when another tab changes them.
import { atom } from 'jotai';
import { serializeCookie, readCookie } from '../core/cookies';
import {
  type Preferences, type TradingPreferences, PREFERENCE_COOKIE, PREFERENCE_COOKIE_MAX_AGE,
  isPreferenceKey, preferenceWrites, readPreferences, readTradingPreferences, tradingPreferenceWrites,
} from '../core/preferences';
import { localStore, readDocumentCookies, writeDocumentCookie } from '../platform/storage';

export function loadPreferences(): Preferences {
  return readPreferences(readCookie(readDocumentCookies(), PREFERENCE_COOKIE), localStore);
}

function savePreferences(p: Preferences): void {
  const writes = preferenceWrites(p);
  writeDocumentCookie(serializeCookie(PREFERENCE_COOKIE, writes.cookieValue, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE, secure: location.protocol === 'https:' }));
  for (const [key, value] of writes.entries) localStore.set(key, value);
}

/** Reads the value again whenever another tab changes a preference key. */
function followOtherTabs<T>(read: () => T) {
  return (set: (value: T) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (isPreferenceKey(event.key)) set(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
}

const storedPreferencesAtom = atom<Preferences>(loadPreferences());
storedPreferencesAtom.onMount = followOtherTabs(loadPreferences);

export const preferencesAtom = atom(
  (get) => get(storedPreferencesAtom),
  (get, set, change: Partial<Preferences>) => {
    const next = { ...get(storedPreferencesAtom), ...change };
    savePreferences(next);
    set(storedPreferencesAtom, next);
  },
);

const readTrading = () => readTradingPreferences(localStore);
const storedTradingAtom = atom<TradingPreferences>(readTrading());
storedTradingAtom.onMount = followOtherTabs(readTrading);

export const tradingPreferencesAtom = atom(
  (get) => get(storedTradingAtom),
  (get, set, change: Partial<TradingPreferences>) => {
    const next = { ...get(storedTradingAtom), ...change };
    for (const [key, value] of tradingPreferenceWrites(next)) localStore.set(key, value);
    set(storedTradingAtom, next);
  },
);
