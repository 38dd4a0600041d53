import { type IntlShape, createIntl, createIntlCache } from '@formatjs/intl';
import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { type Locale, languageOf } from '../core/languages';
import { type MessageId, type Messages, loadMessages } from './messages';

export interface LoadedLanguage {
  readonly locale: Locale;
  readonly messages: Messages;
}

export interface I18n {
  readonly locale: Locale;
  readonly bcp47: string;
  readonly dir: 'ltr' | 'rtl';
  readonly intl: IntlShape<string>;
  t(id: MessageId, values?: Record<string, string | number>): string;
}

const cache = createIntlCache();

export function createI18n({ locale, messages }: LoadedLanguage): I18n {
  const { bcp47, dir } = languageOf(locale);
  const intl = createIntl({ locale: bcp47, messages, defaultLocale: 'en', onError: (error) => console.warn(error.message) }, cache);
  return { locale, bcp47, dir, intl, t: (id, values) => intl.formatMessage({ id }, values) };
}

const I18nContext = createContext<I18n | null>(null);

/**
 * Shows the language asked for once its catalogue has arrived; until then the previous language
 * stays on screen rather than a blank or a flash of message ids.
 */
export function I18nProvider({ locale, initial, children }: { locale: Locale; initial: LoadedLanguage; children: ReactNode }) {
  const [current, setCurrent] = useState(() => createI18n(initial));
  useEffect(() => {
    if (current.locale === locale) return;
    let cancelled = false;
    loadMessages(locale).then(
      (messages) => {
        if (!cancelled) setCurrent(createI18n({ locale, messages }));
      },
      (error: unknown) => console.warn('catalogue failed to load', error),
    );
    return () => {
      cancelled = true;
    };
  }, [locale, current.locale]);
  return <I18nContext.Provider value={current}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
