// A refusal the user reads as it is (section 8 shows the msg of 00004-00006) is written in the
// language the request names (its `language` header, a languageKey), from the front end's own
// catalogues, so the gateway and the screens say the same thing in the same words.
import type { FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES, type Locale } from '../../src/core/languages';
import { HEADERS } from '../../src/core/protocol/wire';

const LOCALES_DIR = resolve(import.meta.dirname, '../../locales');
const catalogues = new Map<Locale, Readonly<Record<string, unknown>>>();

function catalogue(locale: Locale): Readonly<Record<string, unknown>> {
  let found = catalogues.get(locale);
  if (!found) {
    try {
      found = JSON.parse(readFileSync(resolve(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, unknown>;
    } catch {
      found = {};
    }
    catalogues.set(locale, found);
  }
  return found;
}

/** The message of the catalogues' id (one without placeholders) in the request's language, else in English, else the fallback. */
export function localMessage(request: FastifyRequest, id: string, fallback: string): string {
  const key = request.headers[HEADERS.language];
  const locale = LANGUAGES.find((l) => l.languageKey === key)?.locale ?? 'en';
  const text = catalogue(locale)[id] ?? catalogue('en')[id];
  return typeof text === 'string' ? text : fallback;
}
