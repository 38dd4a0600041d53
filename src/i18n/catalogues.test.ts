// Every language of the table has a complete catalogue: a missing key, an extra key, a message
// that does not parse or that drops or invents a placeholder fails here, in every language.
import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../../build/messageArguments';
import { LANGUAGES } from '../core/languages';

const dir = resolve(import.meta.dirname, '../../locales');
const read = (locale: string) => JSON.parse(readFileSync(resolve(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;
const english = read('en') as Record<string, string>;
const ENGLISH_VARIANTS = new Set(['en', 'asia', 'en-GB', 'en-PH', 'en-IN', 'en-ZA']);

describe('message catalogues', () => {
  it('exist for exactly the languages of the table', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(LANGUAGES.map((l) => l.locale).sort());
  });

  describe.each(LANGUAGES.map((l) => l.locale))('%s', (locale) => {
    const messages = read(locale);

    it('has every key of English and no other', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it('parses, with the placeholders English has', () => {
      for (const [id, source] of Object.entries(english)) {
        const message = messages[id];
        expect(typeof message, id).toBe('string');
        expect(String(message).trim(), id).not.toBe('');
        const expected = argumentsOf(parse(source));
        expect(argumentsOf(parse(String(message))), `${locale} ${id}`).toEqual(expected);
      }
    });
  });

  it.each(LANGUAGES.map((l) => l.locale).filter((l) => !ENGLISH_VARIANTS.has(l)))('%s is a translation, not a copy of English', (locale) => {
    const messages = read(locale);
    const same = Object.keys(english).filter((id) => messages[id] === english[id]);
    expect(same.length / Object.keys(english).length).toBeLessThan(0.15);
  });
});
