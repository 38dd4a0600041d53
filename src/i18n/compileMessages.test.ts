// The build compiles each catalogue to strings and small functions so the browser needs no ICU
// parser. A compiled message must read exactly as intl-messageformat (through @formatjs/intl, what
// the app used before) reads its source string, in every language and through every branch.
import { createIntl } from '@formatjs/intl';
import { TYPE, type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MessageSyntaxError, compileCatalogue, compileMessage, compileMessages } from '../../build/compileMessages';
import { LANGUAGES, type Locale, languageOf } from '../core/languages';
import type { CompiledMessage, MessageValues } from './formatMessage';
import { createI18n } from './intl';
import type { MessageId, Messages } from './messages';

const localesDir = resolve(import.meta.dirname, '../../locales');
const source = (locale: string) => readFileSync(resolve(localesDir, `${locale}.json`), 'utf8');
// Vitest compiles catalogue imports with the build's plugin (vitest.config.ts), as the app gets them.
const compiledCatalogues = import.meta.glob<{ default: Messages }>('../../locales/*.json');
const compiledOf = async (locale: Locale) => (await compiledCatalogues[`../../locales/${locale}.json`]!()).default;

/** What the app showed before: the source string parsed and formatted by @formatjs/intl. */
function reference(locale: Locale, messages: Record<string, string>) {
  const intl = createIntl({ locale: languageOf(locale).bcp47, messages, defaultLocale: 'en', onError: () => {} });
  return (id: string, values?: MessageValues) => intl.formatMessage({ id }, values);
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 1.5, 1234.5, 1000000];

/** Sets of argument values that reach every branch of a message: each count, each select key and a miss. */
function samplesFor(elements: MessageFormatElement[]): Record<string, string | number>[] {
  const choices = new Map<string, (string | number)[]>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.plural || el.type === TYPE.number) choices.set(el.value, COUNTS);
      else if (el.type === TYPE.select) choices.set(el.value, [...Object.keys(el.options), 'unlisted']);
      else if ((el.type === TYPE.date || el.type === TYPE.time) && !choices.has(el.value)) choices.set(el.value, [Date.UTC(2024, 1, 29, 13, 5, 9)]);
      else if (el.type === TYPE.argument && !choices.has(el.value)) choices.set(el.value, ['BTC', 42, 0, '']);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(elements);
  let samples: Record<string, string | number>[] = [{}];
  for (const [name, values] of choices) samples = samples.flatMap((sample) => values.map((value) => ({ ...sample, [name]: value }))).slice(0, 400);
  return samples;
}

describe('compiled catalogues', () => {
  it.each(LANGUAGES.map((l) => l.locale))('%s reads exactly as its source strings', async (locale) => {
    const raw = JSON.parse(source(locale)) as Record<MessageId, string>;
    const compiled = await compiledOf(locale);
    expect(Object.keys(compiled)).toEqual(Object.keys(raw));
    const before = reference(locale, raw);
    const { t } = createI18n({ locale, complete: true, messages: compiled });
    for (const id of Object.keys(raw) as MessageId[]) {
      for (const values of samplesFor(parse(raw[id]))) {
        const text = t(id, values);
        // The id is what a message that failed to format falls back to.
        expect(text, `${locale} ${id} ${JSON.stringify(values)}`).not.toBe(id);
        expect(text, `${locale} ${id} ${JSON.stringify(values)}`).toBe(before(id, values));
      }
    }
  });

  it('keeps each language\'s plural forms and number format', async () => {
    const t = async (locale: Locale) => createI18n({ locale, complete: true, messages: await compiledOf(locale) }).t;
    const ru = await t('ru');
    expect([1, 3, 5, 21, 22, 25].map((count) => ru('market.picker.count', { count }))).toEqual(['1 рынок', '3 рынка', '5 рынков', '21 рынок', '22 рынка', '25 рынков']);
    const ar = await t('ar');
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => ar('market.picker.count', { count }));
    expect(arabic.slice(0, 3)).toEqual(['لا أسواق', 'سوق واحد', 'سوقان']);
    expect(new Set(arabic.slice(3).map((text) => text.replace(/^\S+ /, ''))).size).toBe(3);
    expect((await t('de'))('market.picker.count', { count: 1234.5 })).toBe('1.234,5 Märkte');
    expect((await t('en'))('input.refused.decimals', { max: 0 })).toBe('Whole numbers only here');
  });

  it('ships a message as text only when it has no arguments, and then as its unescaped text', async () => {
    const compiled = await compiledOf('fr');
    const raw = JSON.parse(source('fr')) as Record<string, string>;
    for (const [id, message] of Object.entries(compiled) as [string, CompiledMessage][]) {
      const elements = parse(raw[id] ?? '');
      const plain = elements.every((element) => element.type === TYPE.literal);
      expect(typeof message, id).toBe(plain ? 'string' : 'function');
      if (plain) expect(message, id).toBe(elements.map((element) => (element.type === TYPE.literal ? element.value : '')).join(''));
    }
  });
});

// Constructs the catalogues do not use yet, each read by the compiled form and by intl-messageformat.
const SYNTHETIC: readonly (readonly [string, readonly MessageValues[]])[] = [
  ["n'a pas '{'x'}' '' it''s", [{}]],
  ['{n, plural, offset:1 =0 {none} =1 {only {who}} one {{who} and # other} other {{who} and # others}}', [0, 1, 2, 3, 22].map((n) => ({ n, who: 'Ana' }))],
  ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((n) => ({ n }))],
  ['{n, plural, one {# {k, select, a {in select: #} other {{m, plural, one {inner #} other {inner #}}}}} other {# x}}', [1, 2].flatMap((n) => ['a', 'b'].map((k) => ({ n, k, m: 5 })))],
  ["{n, plural, one {'#' is #} other {'#' are #}}", [1, 7].map((n) => ({ n }))],
  ['{n, number} {n, number, integer} {n, number, percent} {n, number, ::currency/EUR} {n, number, ::percent scale/100 .0} {n, number, ::compact-short}', [0.256, 1234.5, 1200000].map((n) => ({ n }))],
  ['{d, date} {d, date, short} {d, date, full} {d, time} {d, time, short} {d, date, ::yyyyMMMd}', [{ d: Date.UTC(2024, 1, 29, 13, 5, 9) }]],
  ['{s, select, yes {Yes} other {No}} {v}', [{ s: 'yes', v: 3 }, { s: 'other', v: 'x' }, { s: 'constructor', v: 0 }]],
  ['{n, plural, one {one} other {other}}', [{ n: '1' }, { n: 'abc' }]],
];

describe('the compiled form of each ICU construct', () => {
  const run = (locale: Locale, message: string, values: MessageValues) => {
    const compiled = new Function(`return ${compileMessage(parse(message, { locale: new Intl.Locale(languageOf(locale).bcp47) }))}`)() as CompiledMessage;
    return createI18n({ locale, complete: true, messages: { x: compiled } as unknown as Messages }).t('x' as MessageId, values);
  };

  for (const locale of ['en', 'de', 'ar', 'ru', 'fr', 'ja'] as const) {
    it.each(SYNTHETIC.map(([message, samples]) => ({ message, samples })))(`${locale}: $message`, ({ message, samples }) => {
      const before = reference(locale, { x: message });
      for (const values of samples) {
        const text = run(locale, message, values);
        expect(text, JSON.stringify(values)).not.toBe('x');
        expect(text, JSON.stringify(values)).toBe(before('x', values));
      }
    });
  }

  it('shows the id, with a warning, for a missing message or a missing value, as before', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { t } = createI18n({ locale: 'en', complete: true, messages: await compiledOf('en') });
    expect(t('market.picker.count')).toBe('market.picker.count');
    expect(t('no.such.id' as MessageId)).toBe('no.such.id');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('compiling a catalogue', () => {
  it('names the language and the message that does not parse', () => {
    const broken = JSON.stringify({ fine: 'Fine', 'market.picker.count': '{count, plural, one {# market} other {# markets}' });
    expect(() => compileCatalogue('de', broken)).toThrow(MessageSyntaxError);
    expect(() => compileCatalogue('de', broken)).toThrow(/locales\/de\.json: message "market\.picker\.count" .*EXPECT_ARGUMENT_CLOSING_BRACE/);
    expect(() => compileCatalogue('de', JSON.stringify({ x: '{n, plural, one {#}}' }))).toThrow(/MISSING_OTHER_CLAUSE/);
    expect(() => compileCatalogue('de', JSON.stringify({ x: 'Read <b>this</b>' }))).toThrow(/message "x" .*UNSUPPORTED/);
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
  const transform = (code: string, id: string) => (plugin.transform as (this: unknown, code: string, id: string) => { code: string; moduleType: string } | null).call({ error: fail }, code, id);

  it('compiles a catalogue import into a JavaScript module and leaves other JSON alone', () => {
    const out = transform(source('ar'), resolve(localesDir, 'ar.json'));
    expect(out).toEqual({ code: compileCatalogue('ar', source('ar')), map: null, moduleType: 'js' });
    expect(transform('{"a":"{"}', resolve(root, 'package.json'))).toBeNull();
    expect(transform('{"a":"{"}', resolve(root, 'node_modules/some-package/locales/en.json'))).toBeNull();
  });

  it('fails the build on a message that does not parse', () => {
    expect(() => transform('{"bad":"{count, plural}"}', `${resolve(localesDir, 'en.json')}?import`)).toThrow(/locales\/en\.json: message "bad"/);
  });
});
