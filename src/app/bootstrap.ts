// What must be settled before the first render: the theme the address asks for, the device's
// terminal code, the language and its catalogue, and the document attributes (so the first paint
// is already in the right language, direction and theme).
import { languageOf } from '../core/languages';
import { CACHE_KEYS, GLOBAL_KEYS, terminalCodeCodec } from '../core/preferences';
import { parseStored } from '../core/storedValue';
import { appearanceOf, themeFromQuery } from '../core/theme';
import type { LoadedLanguage } from '../i18n/intl';
import { loadMessages } from '../i18n/messages';
import { localStore } from '../platform/storage';
import { createStore, preferencesAtom, simulationAtom } from '../state/hooks';
import { applyDocumentAttributes } from './DocumentAttributes';
import { effectiveLanguage } from './LocaleScope';

function applyThemeQuery(store: ReturnType<typeof createStore>): void {
  const url = new URL(window.location.href);
  const theme = themeFromQuery(url.searchParams.get('appTheme'));
  if (!theme) return;
  store.set(preferencesAtom, { theme });
  url.searchParams.delete('appTheme');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

function ensureTerminalCode(): void {
  const existing = terminalCodeCodec.decode(parseStored(localStore.get(GLOBAL_KEYS.terminalCode)));
  const code = existing ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  if (existing) return;
  localStore.set(GLOBAL_KEYS.terminalCode, JSON.stringify(code));
  localStore.set(CACHE_KEYS.terminal_code, JSON.stringify(code));
}

export async function bootstrap(): Promise<{ store: ReturnType<typeof createStore>; initial: LoadedLanguage }> {
  const store = createStore();
  applyThemeQuery(store);
  ensureTerminalCode();
  localStore.set(CACHE_KEYS.global_app_version, JSON.stringify(__APP_VERSION__));
  const preferences = store.get(preferencesAtom);
  const locale = effectiveLanguage(window.location.pathname, preferences.language);
  const { bcp47, dir } = languageOf(locale);
  applyDocumentAttributes({ lang: bcp47, dir, appearance: appearanceOf(preferences.theme), demo: store.get(simulationAtom) });
  const messages = await loadMessages(locale).catch(() => loadMessages('en'));
  return { store, initial: { locale, messages } };
}
