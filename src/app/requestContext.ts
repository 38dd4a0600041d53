// The conventions' context, read from the store and the address at the moment of each call, so
// a change of language, theme or mode shows on the very next request.
import { languageOf } from '../core/languages';
import type { ConventionContext } from '../core/request/conventions';
import { appearanceOf } from '../core/theme';
import { deviceId, terminalCode } from '../platform/deviceIdentity';
import { type createStore, preferencesAtom, simulationAtom } from '../state/hooks';
import { effectiveLanguage } from './LocaleScope';

export function conventionContext(store: ReturnType<typeof createStore>): ConventionContext {
  const preferences = store.get(preferencesAtom);
  const locale = effectiveLanguage(window.location.pathname, preferences.language);
  const language = languageOf(locale);
  return {
    languageType: language.languageType,
    locale,
    languageKey: language.languageKey,
    deviceLanguage: navigator.language || 'en',
    appearance: appearanceOf(preferences.theme),
    terminalCode: terminalCode(),
    deviceId: deviceId(),
    demo: store.get(simulationAtom),
    beta: import.meta.env.VITE_BETA === '1',
  };
}
