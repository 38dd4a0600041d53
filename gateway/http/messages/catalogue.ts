// The gateway's words: every refusal's msg comes from here, in the language the request's
// languageType names (the client's own language table, src/core/languages.ts), else English.
// One JSON file per language, keyed by message id, in ICU MessageFormat; English variants of the
// table speak the English file. How to add a message: gateway/http/messages/README.md.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES, languageOf, type Locale } from '../../../src/core/languages';
import type en from './en.json';

export type ServerMessageId = keyof typeof en;

/** A message and its values; a value may itself be a message, said in the same language. */
export interface ServerMessage {
  readonly id: ServerMessageId;
  readonly values?: ServerMessageValues;
}
export type ServerMessageValue = string | number | bigint | ServerMessage;
export type ServerMessageValues = Readonly<Record<string, ServerMessageValue>>;

export const message = (id: ServerMessageId, values?: ServerMessageValues): ServerMessage => ({ id, values });

/** Languages of the table that read the English file rather than a translation of their own. */
export const ENGLISH_VARIANTS: ReadonlySet<Locale> = new Set(['en', 'asia', 'en-GB', 'en-PH', 'en-IN', 'en-ZA']);

export const MESSAGES_DIR = import.meta.dirname;

export function catalogueFile(locale: Locale): string {
  return resolve(MESSAGES_DIR, `${ENGLISH_VARIANTS.has(locale) ? 'en' : locale}.json`);
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlOf(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    const messages = JSON.parse(readFileSync(catalogueFile(locale), 'utf8')) as Record<string, string>;
    // A gap in a translation reads as English rather than as an id (the catalogue test forbids gaps).
    const english = locale === 'en' ? {} : (JSON.parse(readFileSync(catalogueFile('en'), 'utf8')) as Record<string, string>);
    intl = createIntl({ locale: languageOf(locale).bcp47, messages: { ...english, ...messages }, onError: () => undefined }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** The text of a message in a language of the table. Values are shown as given (numbers keep the wire's digits). */
export function say(locale: Locale, msg: ServerMessage): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(msg.values ?? {})) {
    values[name] = typeof value === 'object' ? say(locale, value) : String(value);
  }
  return intlOf(locale).formatMessage({ id: msg.id }, values);
}

export const SERVER_LOCALES: readonly Locale[] = LANGUAGES.map((l) => l.locale);
