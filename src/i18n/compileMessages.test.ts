// The build compiles each catalogue to syntax trees so the browser needs no ICU parser; a compiled
// message must read exactly as its source string parsed at run time, in every language.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CompiledCatalogue, MessageSyntaxError, compileCatalogue, compileMessages } from '../../build/compileMessages';
import { LANGUAGES, type Locale } from '../core/languages';
import { createI18n } from './intl';
import type { MessageId, Messages } from './messages';

const localesDir = resolve(import.meta.dirname, '../../locales');
const source = (locale: string) => readFileSync(resolve(localesDir, `${locale}.json`), 'utf8');

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 1.5, 1234.5, 1000000];

/** Sets of argument values that reach every branch of a message: each count, each select key and a miss. */
function samplesFor(elements: MessageFormatElement[]): Record<string, string | number>[] {
  const choices = new Map<string, (string | number)[]>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.plural) choices.set(el.value, COUNTS);
      else if (el.type === TYPE.select) choices.set(el.value, [...Object.keys(el.options), 'unlisted']);
      else if (el.type === TYPE.number) choices.set(el.value, COUNTS);
      else if (el.type === TYPE.argument && !choices.has(el.value)) choices.set(el.value, ['BTC', 42]);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(elements);
  const samples: Record<string, string | number>[] = [{}];
  for (const [name, values] of choices) {
    const widened = samples.flatMap((sample) => values.map((value) => ({ ...sample, [name]: value })));
    samples.splice(0, samples.length, ...widened.slice(0, 400));
  }
  return samples;
}

const i18nOf = (locale: Locale, messages: CompiledCatalogue | Record<string, string>) => createI18n({ locale, messages: messages as Messages });

describe('compiled catalogues', () => {
  it.each(LANGUAGES.map((l) => l.locale))('%s reads exactly as its source strings', (locale) => {
    const raw = JSON.parse(source(locale)) as Record<MessageId, string>;
    const compiled = compileCatalogue(locale, source(locale));
    expect(Object.keys(compiled)).toEqual(Object.keys(raw));
    const fromSource = i18nOf(locale, raw);
    const fromCompiled = i18nOf(locale, compiled);
    for (const id of Object.keys(raw) as MessageId[]) {
      const tree = compiled[id];
      // A string would need the parser the browser no longer has.
      expect(Array.isArray(tree), id).toBe(true);
      for (const values of samplesFor(tree ?? [])) {
        const text = fromCompiled.t(id, values);
        // The id is what a message that failed to format falls back to.
        expect(text, `${locale} ${id} ${JSON.stringify(values)}`).not.toBe(id);
        expect(text, `${locale} ${id} ${JSON.stringify(values)}`).toBe(fromSource.t(id, values));
      }
    }
  });

  it('keeps each language\'s plural forms and number format', () => {
    const t = (locale: Locale) => i18nOf(locale, compileCatalogue(locale, source(locale))).t;
    const ru = t('ru');
    expect([1, 3, 5, 21, 22, 25].map((count) => ru('market.picker.count', { count }))).toEqual(['1 рынок', '3 рынка', '5 рынков', '21 рынок', '22 рынка', '25 рынков']);
    const ar = t('ar');
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => ar('market.picker.count', { count }));
    expect(arabic.slice(0, 3)).toEqual(['لا أسواق', 'سوق واحد', 'سوقان']);
    expect(new Set(arabic.slice(3).map((text) => text.replace(/^\S+ /, ''))).size).toBe(3);
    expect(t('de')('market.picker.count', { count: 1234.5 })).toBe('1.234,5 Märkte');
    expect(t('en')('input.refused.decimals', { max: 0 })).toBe('Whole numbers only here');
  });

  it('keeps an apostrophe that quotes nothing, and reads a quoted brace as text', () => {
    const compiled = compileCatalogue('fr', JSON.stringify({ a: "n'a pas", b: "'{'x'}' {n, plural, one {# '#'} other {#}}" }));
    const t = i18nOf('fr', compiled).t as (id: string, values?: Record<string, number>) => string;
    expect(t('a')).toBe("n'a pas");
    expect(t('b', { n: 1 })).toBe('{x} 1 #');
  });

  it('names the language and the message that does not parse', () => {
    const broken = JSON.stringify({ fine: 'Fine', 'market.picker.count': '{count, plural, one {# market} other {# markets}' });
    expect(() => compileCatalogue('de', broken)).toThrow(MessageSyntaxError);
    expect(() => compileCatalogue('de', broken)).toThrow(/locales\/de\.json: message "market\.picker\.count" .*EXPECT_ARGUMENT_CLOSING_BRACE/);
    expect(() => compileCatalogue('de', JSON.stringify({ x: '{n, plural, one {#}}' }))).toThrow(/MISSING_OTHER_CLAUSE/);
    expect(() => compileCatalogue('xx', '{}')).toThrow(/not a language/);
  });
});

describe('the compile-messages plugin', () => {
  const plugin = compileMessages();
  const root = resolve(import.meta.dirname, '../..');
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const fail = (message: string): never => {
    throw new Error(message);
  };
  const transform = (code: string, id: string) => (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call({ error: fail }, code, id);

  it('compiles a catalogue import and leaves other JSON alone', () => {
    const out = transform(source('ar'), resolve(localesDir, 'ar.json'));
    expect(JSON.parse(out?.code ?? 'null')).toEqual(compileCatalogue('ar', source('ar')));
    expect(transform('{"a":"{"}', resolve(root, 'package.json'))).toBeNull();
    expect(transform('{"a":"{"}', resolve(root, 'node_modules/some-package/locales/en.json'))).toBeNull();
  });

  it('fails the build on a message that does not parse', () => {
    expect(() => transform('{"bad":"{count, plural}"}', `${resolve(localesDir, 'en.json')}?import`)).toThrow(/locales\/en\.json: message "bad"/);
  });

  it('gives the browser the parser-less entry', () => {
    const config = (plugin.config as () => { resolve: { alias: { find: RegExp; replacement: string }[] } })();
    const [alias] = config.resolve.alias;
    expect(alias?.find.test('@formatjs/icu-messageformat-parser')).toBe(true);
    expect(alias?.find.test('@formatjs/icu-messageformat-parser/printer.js')).toBe(false);
    expect(alias?.replacement).toBe('@formatjs/icu-messageformat-parser/no-parser.js');
  });
});
