import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS, DISPLAY_CURRENCIES, LANGUAGES, LOCALES, isLocale, languageOf, languageOfType } from './languages';

describe('the language table', () => {
  it('holds every id both readings give, and bg on the English id', () => {
    const ids = Object.fromEntries(LANGUAGES.map((l) => [l.locale, l.languageType]));
    expect(ids).toEqual({
      en: 0, 'zh-CN': 1, ja: 2, asia: 3, vi: 4, 'zh-TW': 5, 'zh-TC': 5, ru: 6, es: 7, tr: 8, it: 9, fr: 10, de: 11,
      pt: 12, id: 13, th: 14, nl: 16, 'en-PH': 17, 'en-IN': 18, 'en-ZA': 19, pl: 20, uk: 21, sv: 22, 'es-ES': 23,
      'pt-PT': 24, uz: 25, ar: 39, ph: 40, 'en-GB': 41, 'es-AR': 42, bg: 0,
    });
    expect(LANGUAGES).toHaveLength(31);
    expect(LANGUAGES.map((l) => l.locale)).toEqual([...LOCALES]);
  });

  it('gives each language a display currency from the list, and uses each listed currency', () => {
    for (const l of LANGUAGES) expect(DISPLAY_CURRENCIES).toContain(l.coinType);
    expect(new Set(LANGUAGES.map((l) => l.coinType))).toEqual(new Set(DISPLAY_CURRENCIES));
    expect(languageOf('en').coinType).toBe('USD');
  });

  it('marks Arabic, and only Arabic, right to left', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.locale)).toEqual(['ar']);
  });

  it('keys are unique, names are in their own language, and tags are valid BCP 47', () => {
    expect(new Set(LANGUAGES.map((l) => l.languageKey)).size).toBe(31);
    expect(languageOf('ja').languageName).toBe('日本語');
    for (const l of LANGUAGES) expect(() => new Intl.Locale(l.bcp47)).not.toThrow();
  });

  it('hides only the zh-TC alias from menus', () => {
    expect(LANGUAGES.filter((l) => l.hide).map((l) => l.locale)).toEqual(['zh-TC']);
  });

  it('recognises only table locales', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('DE')).toBe(false);
    expect(isLocale('__proto__')).toBe(false);
    expect(isLocale(7)).toBe(false);
  });

  it('spells the symbols section 3 names, NT$ for TWD', () => {
    expect(CURRENCY_SYMBOLS.TWD).toBe('NT$');
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual(['CNY', 'EUR', 'JPY', 'KRW', 'RUB', 'TRY', 'TWD', 'USD', 'VND']);
  });

  it('reads a languageType (number or digits) back to its language, the locale telling shared ids apart', () => {
    expect(languageOfType(11)?.locale).toBe('de');
    expect(languageOfType('39')?.locale).toBe('ar');
    expect(languageOfType(5)?.locale).toBe('zh-TW');
    expect(languageOfType(5, 'zh-TC')?.locale).toBe('zh-TC');
    expect(languageOfType(5, 'de')?.locale).toBe('zh-TW');
    expect(languageOfType(0)?.locale).toBe('en');
    expect(languageOfType('0', 'bg')?.locale).toBe('bg');
    for (const bad of [999, '1e1', '', ' 11', null, undefined, {}]) expect(languageOfType(bad)).toBeNull();
  });
});
