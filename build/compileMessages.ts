// Messages are parsed here, at build time, so the browser receives each catalogue as the syntax
// trees intl-messageformat formats and never needs the ICU parser (docs/decisions.md, issue 12).
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isLocale, languageOf } from '../src/core/languages';

export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

export class MessageSyntaxError extends Error {
  constructor(readonly locale: string, readonly id: string, readonly kind: string, detail: string) {
    super(`locales/${locale}.json: message "${id}" is not valid ICU MessageFormat (${kind}${detail ? `: ${detail}` : ''})`);
    this.name = 'MessageSyntaxError';
  }
}

/**
 * Parses every message of one catalogue with the options intl-messageformat would use at run
 * time (its defaults, and the language's locale, which date skeletons depend on), so a compiled
 * message formats exactly as its source string would.
 */
export function compileCatalogue(locale: string, source: string): CompiledCatalogue {
  if (!isLocale(locale)) throw new Error(`locales/${locale}.json is not a language of the table (src/core/languages.ts)`);
  const parseLocale = new Intl.Locale(languageOf(locale).bcp47);
  const messages: unknown = JSON.parse(source);
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`locales/${locale}.json is not an object of messages`);
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new MessageSyntaxError(locale, id, 'NOT_A_STRING', '');
    try {
      compiled[id] = parse(message, { locale: parseLocale });
    } catch (error) {
      const { message: kind, originalMessage } = error as SyntaxError & { originalMessage?: string };
      throw new MessageSyntaxError(locale, id, kind, originalMessage ?? '');
    }
  }
  return compiled;
}

/**
 * Turns each import of `locales/<language>.json` into its compiled catalogue (still JSON, so Vite
 * emits it as before: one chunk per language, named locale-<language>), and resolves the parser
 * to its parser-less entry, which formats syntax trees only. A message that does not parse fails
 * the build, naming the file and the message.
 */
export function compileMessages(): Plugin {
  let localesDir = '';
  return {
    name: 'compile-messages',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    configResolved(config) {
      localesDir = resolve(config.root, 'locales');
    },
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (!file.endsWith('.json') || resolve(file, '..') !== localesDir) return null;
      try {
        return { code: JSON.stringify(compileCatalogue(basename(file, '.json'), code)), map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
