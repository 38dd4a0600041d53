// Message ids are the keys of the English catalogue; a typo in an id is a type error.
import type en from '../../locales/en.json';
import type { Locale } from '../core/languages';
import type { CompiledMessage } from './formatMessage';

export type MessageId = keyof typeof en;
/**
 * A catalogue as the build compiles it (build/compileMessages.ts): a message without arguments
 * is its text, any other a function of its values. Vitest compiles catalogues the same way.
 */
export type Messages = Readonly<Record<MessageId, CompiledMessage>>;

/**
 * A language's messages as far as they have arrived: its first part alone (what a first visit to a
 * trading screen can show) until the rest follows, or all of them.
 */
export type LoadedMessages =
  | { readonly complete: false; readonly messages: Partial<Messages> }
  | { readonly complete: true; readonly messages: Messages };

type Part = () => Promise<{ default: Partial<Messages> }>;

// Two chunks per language, and only the active language's are downloaded: the first part goes
// with a trading screen's first render, the rest follows it (docs/decisions.md, issue 12).
const firstParts = import.meta.glob<{ default: Partial<Messages> }>('../../locales/*.json', { query: '?part=first' });
const restParts = import.meta.glob<{ default: Partial<Messages> }>('../../locales/*.json', { query: '?part=rest' });

function partOf(parts: Record<string, Part>, locale: Locale): Part {
  const load = parts[`../../locales/${locale}.json`] ?? parts['../../locales/en.json'];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return load;
}

/** The first part of a language's messages alone: a cold trading screen renders with these. */
export async function loadFirstMessages(locale: Locale): Promise<LoadedMessages> {
  return { complete: false, messages: (await partOf(firstParts, locale)()).default };
}

/** Every message of a language, both parts fetched together. */
export async function loadMessages(locale: Locale): Promise<LoadedMessages> {
  const [first, rest] = await Promise.all([partOf(firstParts, locale)(), partOf(restParts, locale)()]);
  return { complete: true, messages: { ...first.default, ...rest.default } as Messages };
}

/** Completes a language's first part with the rest. */
export async function completeMessages(locale: Locale, first: Partial<Messages>): Promise<LoadedMessages> {
  const rest = (await partOf(restParts, locale)()).default;
  return { complete: true, messages: { ...first, ...rest } as Messages };
}
