// A pseudo-locale for layout tests: every word of every message 40 % longer (with accented letters,
// so a string left in English stands out), made from a real catalogue inside the test run. It is
// never built into the app: a test serves it in place of a catalogue chunk (`servePseudoLocale`),
// compiled as the build compiles catalogues, since the browser has no parser for source strings.
import { TYPE, type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueModule } from '../../build/compileMessages';
import { LOCALES } from '../../src/core/languages';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'à', e: 'é', i: 'ï', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', s: 'š', y: 'ÿ', z: 'ž',
  A: 'Å', E: 'É', I: 'Ï', O: 'Ö', U: 'Ü', C: 'Ç', N: 'Ñ', S: 'Š', Y: 'Ÿ', Z: 'Ž',
};

/** One word 40 % longer (rounded up), its letters accented: "Research" -> "Ŕéšéàŕçĥéšé". */
function lengthenWord(word: string): string {
  const letters = [...word];
  const extra = Math.ceil(letters.length * 0.4);
  const accented = letters.map((c) => ACCENTED[c] ?? c);
  return accented.join('') + Array.from({ length: extra }, (_, i) => accented[i % accented.length]).join('');
}

const lengthenText = (text: string) => text.replace(/[\p{L}\p{N}]+/gu, lengthenWord);

function lengthen(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: lengthenText(element.value) };
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: lengthen(option.value) }]));
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: lengthen(element.children) };
    return element;
  });
}

const catalogueDir = resolve(import.meta.dirname, '../../locales');

/** The pseudo-locale of a catalogue: same ids, same placeholders, every word 40 % longer. */
export function pseudoCatalogue(locale: string): Record<string, MessageFormatElement[]> {
  const messages = JSON.parse(readFileSync(resolve(catalogueDir, `${locale}.json`), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, lengthen(parse(message))]));
}

// Longest first, so "locale-en-GB-…" is not read as "en".
const BY_LENGTH = [...LOCALES].sort((a, b) => b.length - a.length);

/**
 * Answers every catalogue chunk the page asks for with that language's pseudo-locale. Needs a
 * context with service workers blocked (`test.use({ serviceWorkers: 'block' })`): a worker would
 * answer the chunks from its precache, out of the route's reach.
 */
export async function servePseudoLocale(page: Page): Promise<void> {
  await page.route(/\/assets\/locale-[\w-]+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const locale = BY_LENGTH.find((l) => file.startsWith(`locale-${l}-`)) ?? 'en';
    await route.fulfill({
      contentType: 'text/javascript',
      body: catalogueModule(pseudoCatalogue(locale)),
    });
  });
}
