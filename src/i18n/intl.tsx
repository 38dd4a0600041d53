import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { type Locale, languageOf } from '../core/languages';
import { type MessageValues, formatMessage, messageRuntime } from './formatMessage';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './formatters';
import { type LoadedMessages, type MessageId, type Messages, completeMessages, loadMessages } from './messages';

export type LoadedLanguage = { readonly locale: Locale } & LoadedMessages;

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

export interface LanguageInUse extends I18n {
  /** Whether every message has arrived, or only the first part (see messages.ts). */
  readonly complete: boolean;
  readonly loaded: LoadedLanguage;
}

export function createI18n(loaded: LoadedLanguage): LanguageInUse {
  const { locale, messages, complete } = loaded;
  const { bcp47, dir } = languageOf(locale);
  const runtime = messageRuntime(bcp47);
  // A message of the rest, asked for in the moment before the rest arrives, shows as nothing
  // rather than as its id; the arrival renders it again.
  const t = (id: MessageId, values?: MessageValues) => (complete || Object.prototype.hasOwnProperty.call(messages, id) ? formatMessage(messages, id, values, runtime) : '');
  return { locale, bcp47, dir, complete, loaded, intl: intlFormatters(bcp47), t };
}

const I18nContext = createContext<I18n | null>(null);

let markComplete: () => void = () => undefined;
const completeCatalogue = new Promise<void>((resolve) => {
  markComplete = resolve;
});
/**
 * Resolves once a whole catalogue is on screen (or its rest could not load): what loads after the
 * first page waits for it, so it never shows a message of the rest as nothing.
 */
export const whenCatalogueComplete = (): Promise<void> => completeCatalogue;

async function completed(loaded: LoadedLanguage, restAfter: () => Promise<unknown>): Promise<LoadedLanguage> {
  if (loaded.complete) return loaded;
  try {
    await restAfter();
    return { locale: loaded.locale, ...(await completeMessages(loaded.locale, loaded.messages)) };
  } catch (error) {
    // The first part stays; what the rest would have said shows as its id, as a missing message does.
    console.warn('the rest of the catalogue failed to load', error);
    return { locale: loaded.locale, complete: true, messages: loaded.messages as Messages };
  }
}

/**
 * Shows the language asked for once its catalogue has arrived; until then the previous language
 * stays on screen rather than a blank or a flash of message ids. A first part is completed once
 * `restAfter` resolves (the app: once the first page is in, so the rest never competes with its code).
 */
export function I18nProvider({ locale, initial, restAfter = () => Promise.resolve(), children }: { locale: Locale; initial: LoadedLanguage; restAfter?: () => Promise<unknown>; children: ReactNode }) {
  const [current, setCurrent] = useState(() => createI18n(initial));
  useEffect(() => {
    if (current.locale === locale && current.complete) return;
    let cancelled = false;
    const next = current.locale === locale ? completed(current.loaded, restAfter) : loadMessages(locale).then((messages) => ({ locale, ...messages }));
    next.then(
      (loaded) => {
        if (!cancelled) setCurrent(createI18n(loaded));
      },
      (error: unknown) => console.warn('catalogue failed to load', error),
    );
    return () => {
      cancelled = true;
    };
  }, [locale, current, restAfter]);
  useEffect(() => {
    if (current.complete) markComplete();
  }, [current.complete]);
  return <I18nContext.Provider value={current}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
