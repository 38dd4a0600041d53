// Splits the route locale off the path and scopes every route and link below it to that locale,
// so that links drawn anywhere in the app keep the user's language. The language on screen is
// the route locale's when the path carries one, the preference's otherwise.
import { type ReactNode, createContext, useContext, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import type { Locale } from '../core/languages';
import { type RouteLocale, splitRouteLocale } from '../core/routeLocale';
import { type LoadedLanguage, I18nProvider } from '../i18n/intl';
import { preferencesAtom, useAtom } from '../state/hooks';
import { whenFirstPageShown } from './afterFirstPage';

const RouteLocaleContext = createContext<RouteLocale | null>(null);

export function effectiveLanguage(pathname: string, preferred: Locale): Locale {
  const { routeLocale } = splitRouteLocale(pathname);
  return routeLocale ?? preferred;
}

export function LocaleScope({ initial, children }: { initial: LoadedLanguage; children: ReactNode }) {
  const [location] = useLocation();
  const { routeLocale } = splitRouteLocale(location);
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const language = routeLocale ?? preferences.language;

  useEffect(() => {
    // A locale in the address is the user's choice of language: remember it for later visits.
    if (language !== preferences.language) setPreferences({ language });
  }, [language, preferences.language, setPreferences]);

  return (
    <RouteLocaleContext.Provider value={routeLocale}>
      <I18nProvider locale={language} initial={initial} restAfter={whenFirstPageShown}>
        <Router base={routeLocale ? `/${routeLocale}` : ''}>{children}</Router>
      </I18nProvider>
    </RouteLocaleContext.Provider>
  );
}

export function useRouteLocale(): RouteLocale | null {
  return useContext(RouteLocaleContext);
}
