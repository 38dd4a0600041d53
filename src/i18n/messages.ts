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

// One chunk per catalogue: only the active language's messages are downloaded.
const loaders = import.meta.glob<{ default: Messages }>('../../locales/*.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`../../locales/${locale}.json`] ?? loaders['../../locales/en.json'];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).default;
}
