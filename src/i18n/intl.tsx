import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { type Locale, languageOf } from '../core/languages';
import { type MessageValues, formatMessage, messageRuntime } from './formatMessage';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './formatters';
import { type MessageId, type Messages, loadMessages } from './messages';

export interface LoadedLanguage {
  readonly locale: Locale;
  readonly messages: Messages;
}

export interface I18n {
  readonly locale: Locale;
  readonly bcp47: string;
  readonly dir: 'ltr' | 'rtl';
  readonly intl: IntlFormatters;
  t(id: MessageId, values?: MessageValues): string;
}

/** Dates, numbers and relative times in the language; a value Intl refuses shows as it is, with a warning. */
export interface IntlFormatters {
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions): string;
}

function orAsIs(format: () => string, value: unknown): string {
  try {
    return format();
  } catch (error) {
    console.warn('could not format', value, error);
    return String(value);
  }
}

function intlFormatters(bcp47: string): IntlFormatters {
  return {
    formatDate: (value, options) => {
      const date = typeof value === 'string' ? new Date(value || 0) : value;
      return orAsIs(() => dateTimeFormat(bcp47, options).format(date), date);
    },
    formatNumber: (value, options) => orAsIs(() => numberFormat(bcp47, options).format(value), value),
    formatRelativeTime: (value, unit, options) => orAsIs(() => relativeTimeFormat(bcp47, options).format(value, unit), value),
  };
}

export function createI18n({ locale, messages }: LoadedLanguage): I18n {
  const { bcp47, dir } = languageOf(locale);
  const runtime = messageRuntime(bcp47);
  return { locale, bcp47, dir, intl: intlFormatters(bcp47), t: (id, values) => formatMessage(messages, id, values, runtime) };
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
