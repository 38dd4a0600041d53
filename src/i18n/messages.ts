// Message ids are the keys of the English catalogue; a typo in an id is a type error.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type en from '../../locales/en.json';
import type { Locale } from '../core/languages';

export type MessageId = keyof typeof en;
/**
 * The app receives catalogues compiled to syntax trees (build/compileMessages.ts), which the
 * browser formats without the ICU parser; unit tests may pass the source strings, which Vitest
 * parses at run time.
 */
export type Messages = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>;

// One chunk per catalogue: only the active language's messages are downloaded.
const loaders = import.meta.glob<{ default: Messages }>('../../locales/*.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`../../locales/${locale}.json`] ?? loaders['../../locales/en.json'];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).default;
}
