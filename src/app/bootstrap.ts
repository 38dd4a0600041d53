// What must be settled before the first render: the theme the address asks for, the device's
// terminal code, the language and its catalogue, and the document attributes (so the first paint
// is already in the right language, direction and theme).
import { languageOf } from '../core/languages';
import { CACHE_KEYS } from '../core/preferences';
import { appearanceOf, themeFromQuery } from '../core/theme';
import type { LoadedLanguage } from '../i18n/intl';
import { loadFirstMessages, loadMessages } from '../i18n/messages';
import { splitRouteLocale } from '../core/routeLocale';
import { deviceId, terminalCode } from '../platform/deviceIdentity';
import { localStore } from '../platform/storage';
import { configureApi } from '../api/environment';
import { prefetchSignConfig } from '../api/signing';
import { answerWorkerContextRequests } from '../api/workerContext';
import { endSession, takeMessageFromBeforeReload } from '../features/account/session';
import { createStore, preferencesAtom, pushToastAtom, simulationAtom } from '../state/hooks';
import { applyDocumentAttributes } from './DocumentAttributes';
import { effectiveLanguage } from './LocaleScope';
import { opensTradingScreen } from './paths';
import { conventionContext } from './requestContext';

function applyThemeQuery(store: ReturnType<typeof createStore>): void {
  const url = new URL(window.location.href);
  const theme = themeFromQuery(url.searchParams.get('appTheme'));
  if (!theme) return;
  store.set(preferencesAtom, { theme });
  url.searchParams.delete('appTheme');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** `configured`: runs once requests can be made, before the catalogue is awaited (what a screen can fetch early). */
export async function bootstrap(configured: () => void = () => undefined): Promise<{ store: ReturnType<typeof createStore>; initial: LoadedLanguage }> {
  const store = createStore();
  applyThemeQuery(store);
  terminalCode();
  deviceId();
  localStore.set(CACHE_KEYS.global_app_version, JSON.stringify(__APP_VERSION__));
  configureApi({
    context: () => conventionContext(store),
    notify: (message) => store.set(pushToastAtom, message),
    endSession: (reason, message) => void endSession(store, reason, message),
  });
  answerWorkerContextRequests(() => conventionContext(store));
  // With the request layer configured: in parallel with the catalogue, not after the first screen.
  prefetchSignConfig();
  configured();
  const told = takeMessageFromBeforeReload();
  if (told) store.set(pushToastAtom, told);
  const preferences = store.get(preferencesAtom);
  const locale = effectiveLanguage(window.location.pathname, preferences.language);
  const { bcp47, dir } = languageOf(locale);
  applyDocumentAttributes({ lang: bcp47, dir, appearance: appearanceOf(preferences.theme), demo: store.get(simulationAtom) });
  // A trading screen, where most first visits land, renders with the messages it can show and
  // gets the rest right after; any other page waits for all of them.
  const load = opensTradingScreen(splitRouteLocale(window.location.pathname).rest) ? loadFirstMessages : loadMessages;
  const messages = await load(locale).catch(() => load('en'));
  return { store, initial: { locale, ...messages } };
}
