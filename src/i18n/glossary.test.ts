// One glossary per language (glossary.json): a message whose English uses a key term uses that
// language's one word for it, and the variants a language must not use (German "du", "Vermögen"
// alone, "Aufträge") appear nowhere. Terms are compared outside placeholders.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';

interface Glossary {
  readonly terms: Readonly<Record<string, string>>;
  readonly otherSense: Readonly<Record<string, readonly string[]>>;
  readonly languages: Readonly<Record<string, { readonly terms: Readonly<Record<string, string>>; readonly forbidden: readonly string[] }>>;
}

const { terms, otherSense, languages } = glossary as Glossary;
const dir = resolve(import.meta.dirname, '../../locales');
const read = (locale: string) => JSON.parse(readFileSync(resolve(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const english = read('en');
// Simple placeholders only: select and plural options are words a user reads.
const withoutPlaceholders = (message: string) => message.replace(/\{\s*[\w.]+\s*\}/g, ' ');
const pattern = (source: string) => new RegExp(source, 'iu');

describe('glossary', () => {
  it('covers the languages issue 11 names, each with every term', () => {
    for (const locale of ['de', 'fr', 'es-ES', 'ru', 'vi', 'ar', 'zh-CN', 'ja', 'tr', 'pt']) {
      expect(Object.keys(languages[locale]?.terms ?? {}).sort(), locale).toEqual(Object.keys(terms).sort());
    }
  });

  it('each term is used by some English message (the glossary tests something)', () => {
    for (const [term, source] of Object.entries(terms)) {
      expect(Object.values(english).some((m) => pattern(source).test(withoutPlaceholders(m))), term).toBe(true);
    }
  });

  describe.each(Object.entries(languages))('%s', (locale, language) => {
    const messages = read(locale);

    it.each(Object.entries(terms))('says %s one way', (term, source) => {
      const expected = pattern(language.terms[term] ?? '(?!)');
      const wrong = Object.keys(english)
        .filter((id) => pattern(source).test(withoutPlaceholders(english[id] ?? '')) && !(otherSense[term] ?? []).includes(id))
        .filter((id) => !expected.test(withoutPlaceholders(messages[id] ?? '')))
        .map((id) => `${id}: ${messages[id]}`);
      expect(wrong).toEqual([]);
    });

    it('uses none of its forbidden variants', () => {
      const found = language.forbidden.flatMap((source) =>
        Object.entries(messages).filter(([, m]) => pattern(source).test(m)).map(([id, m]) => `${source} in ${id}: ${m}`));
      expect(found).toEqual([]);
    });
  });
});
