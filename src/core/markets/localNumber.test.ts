import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, parseLocalDecimal, toLocalInput, typingRefusal } from './localNumber';

const LANGUAGES = ['en-US', 'de-DE', 'fr-FR', 'ru-RU', 'ar', 'ja'] as const;

/** The language's own grouping of 1234.5, as Intl writes it (fr: narrow no-break space, ru: no-break space). */
const grouped = (bcp47: string) => new Intl.NumberFormat(bcp47, { numberingSystem: 'latn' }).format(1234.5);

describe('decimalSeparatorOf', () => {
  it('gives the separator each language writes with ASCII digits', () => {
    expect(LANGUAGES.map(decimalSeparatorOf)).toEqual(['.', ',', ',', ',', '.', '.']);
    expect(decimalSeparatorOf('ar-EG')).toBe('.');
    expect(decimalSeparatorOf('pt-BR')).toBe(',');
  });

  it('falls back to a point for a tag Intl refuses', () => {
    expect(decimalSeparatorOf('not a tag')).toBe('.');
  });
});

describe('parseLocalDecimal', () => {
  it('reads the language separator and the point in every language', () => {
    for (const bcp47 of LANGUAGES) {
      const local = decimalSeparatorOf(bcp47);
      expect(parseLocalDecimal(`1234${local}5`, bcp47)).toBe('1234.5');
      expect(parseLocalDecimal('0.5', bcp47)).toBe('0.5');
      expect(parseLocalDecimal('42', bcp47)).toBe('42');
      expect(parseLocalDecimal('  7.25\u00a0', bcp47)).toBe('7.25');
    }
    expect(parseLocalDecimal('0,5', 'de-DE')).toBe('0.5');
    expect(parseLocalDecimal('0,5', 'fr-FR')).toBe('0.5');
    expect(parseLocalDecimal('0,5', 'ru-RU')).toBe('0.5');
  });

  it('refuses a comma where it groups thousands', () => {
    for (const bcp47 of ['en-US', 'ar', 'ja']) expect(parseLocalDecimal('1,5', bcp47)).toBeNull();
  });

  it('refuses grouping of any language, including the one it is typed in', () => {
    for (const bcp47 of LANGUAGES) expect(parseLocalDecimal(grouped(bcp47), bcp47)).toBeNull();
    expect(grouped('fr-FR')).toContain('\u202f');
    expect(grouped('ru-RU')).toContain('\u00a0');
    for (const text of ['1 234,5', '1\u202f234,5', '1\u00a0234,5', "1'234.5", '1.234,5', '1,234.5', '1٬234']) {
      for (const bcp47 of LANGUAGES) expect(parseLocalDecimal(text, bcp47)).toBeNull();
    }
  });

  it('refuses signs, exponents, two separators, letters, blanks and lone separators', () => {
    const bad = ['-1', '+1', '−1', '1e5', '1E-3', '1..2', '1.2.3', '1,2,3', '0x10', 'abc', '1a', 'NaN', 'Infinity', '', '   ', '.', ',', '١,٢,٣', '½'];
    for (const bcp47 of LANGUAGES) for (const text of bad) expect(parseLocalDecimal(text, bcp47), `${text} in ${bcp47}`).toBeNull();
  });

  it('maps Arabic-Indic, Persian and full-width digits and the Arabic decimal separator', () => {
    expect(parseLocalDecimal('١٢٣٤٫٥', 'ar')).toBe('1234.5');
    expect(parseLocalDecimal('٠٫٠٠١', 'ar')).toBe('0.001');
    expect(parseLocalDecimal('۱۲۳۴٫۵۰', 'ar')).toBe('1234.5');
    expect(parseLocalDecimal('٦٧٢٥٠.٩٤', 'ar')).toBe('67250.94');
    expect(parseLocalDecimal('\u200f١٢٫٥\u061c', 'ar')).toBe('12.5');
    expect(parseLocalDecimal('１２．５', 'ja')).toBe('12.5');
    expect(parseLocalDecimal('٣٫٥', 'de-DE')).toBe('3.5');
  });

  it('gives one canonical text per value', () => {
    expect(parseLocalDecimal('007,50', 'de-DE')).toBe('7.5');
    expect(parseLocalDecimal(',5', 'de-DE')).toBe('0.5');
    expect(parseLocalDecimal('1,', 'de-DE')).toBe('1');
    expect(parseLocalDecimal('0,000', 'de-DE')).toBe('0');
    expect(parseLocalDecimal('000', 'en-US')).toBe('0');
    expect(parseLocalDecimal('0.00000001', 'en-US')).toBe('0.00000001');
  });

  it('keeps every digit of long numbers (no trip through a double)', () => {
    expect(parseLocalDecimal('123456789012345678901234567890,123456789', 'de-DE')).toBe('123456789012345678901234567890.123456789');
    expect(parseLocalDecimal('1234567890123456789012345678901', 'en-US')).toBeNull();
  });
});

describe('toLocalInput', () => {
  it('shows the language separator with ASCII digits and no grouping', () => {
    expect(LANGUAGES.map((l) => toLocalInput('1234.5', l))).toEqual(['1234.5', '1234,5', '1234,5', '1234,5', '1234.5', '1234.5']);
    expect(toLocalInput('67250', 'de-DE')).toBe('67250');
    expect(toLocalInput('0.00000001', 'fr-FR')).toBe('0,00000001');
  });

  it('shows nothing for text that is not canonical', () => {
    for (const bad of ['', '-1', '1e5', '1,5', ' 1', 'abc']) expect(toLocalInput(bad, 'de-DE')).toBe('');
  });

  it('round-trips through parseLocalDecimal in every language', () => {
    for (const bcp47 of LANGUAGES) {
      for (const canonical of ['0', '1', '0.5', '1234.5678', '67250.94', '0.00001']) {
        expect(parseLocalDecimal(toLocalInput(canonical, bcp47), bcp47)).toBe(canonical);
      }
    }
  });
});

/** Whether an input takes the text. */
const accepts = (text: string, bcp47: string, maxDecimals: number) => typingRefusal(text, bcp47, maxDecimals) === null;

describe('typingRefusal', () => {
  it('accepts each step of typing a number within the decimals', () => {
    for (const bcp47 of LANGUAGES) {
      const s = decimalSeparatorOf(bcp47);
      for (const step of ['', '1', `1${s}`, `1${s}2`, `1${s}25`, `${s}`, `${s}5`, '0', '00']) expect(accepts(step, bcp47, 2), `${step} in ${bcp47}`).toBe(true);
      expect(accepts(`1${s}256`, bcp47, 2)).toBe(false);
      expect(accepts('1.2', bcp47, 2)).toBe(true);
    }
  });

  it('refuses a separator when the unit has no decimals (DOGE amounts)', () => {
    expect(accepts('10', 'de-DE', 0)).toBe(true);
    expect(accepts('10,', 'de-DE', 0)).toBe(false);
    expect(accepts('10.', 'en-US', 0)).toBe(false);
  });

  it('refuses signs, letters, grouping and a second separator', () => {
    for (const bcp47 of LANGUAGES) {
      for (const bad of ['-', '-1', '+1', 'e', '1e', '1e5', '1 2', '1,2,', '1..', 'x', '1.2.']) expect(accepts(bad, bcp47, 8), `${bad} in ${bcp47}`).toBe(false);
    }
    expect(accepts('1,5', 'en-US', 8)).toBe(false);
    expect(accepts('1.000,5', 'de-DE', 8)).toBe(false);
  });

  it('accepts Arabic typing with Arabic digits and separator', () => {
    for (const step of ['١', '١٢', '١٢٫', '١٢٫٥', '۱۲٫۵']) expect(accepts(step, 'ar', 4)).toBe(true);
    expect(accepts('١٢٫٥٦٧٨٩', 'ar', 4)).toBe(false);
    expect(accepts('١٬٢', 'ar', 4)).toBe(false);
  });

  it('agrees with parseLocalDecimal on complete numbers', () => {
    for (const bcp47 of LANGUAGES) {
      for (const text of ['1', '0,5', '0.5', '12,345', '٣٫٥', '1,2,3', '-1', 'abc']) {
        const parsed = parseLocalDecimal(text, bcp47);
        if (parsed !== null) expect(accepts(text, bcp47, 8)).toBe(true);
        if (!accepts(text, bcp47, 8)) expect(parsed).toBeNull();
      }
    }
  });
});

describe('typingRefusal names the reason', () => {
  it('a sign, whether typed first or pasted with a number', () => {
    for (const text of ['-', '-0.01', '+1', '\u22121']) expect(typingRefusal(text, 'en-US', 8), text).toEqual({ reason: 'sign' });
  });

  it('a decimal past the market\'s precision, with the precision', () => {
    expect(typingRefusal('0.0000001', 'en-US', 6)).toEqual({ reason: 'decimals', max: 6 });
    expect(typingRefusal('0,1234567', 'de-DE', 6)).toEqual({ reason: 'decimals', max: 6 });
    expect(typingRefusal('10,', 'de-DE', 0)).toEqual({ reason: 'decimals', max: 0 });
  });

  it('thousands separators of every kind', () => {
    for (const [text, bcp47] of [['1,000', 'en-US'], ['1.000,5', 'de-DE'], ['1.000.000', 'de-DE'], ['1 000', 'fr-FR'], ['1\u202f000', 'fr-FR'], ["1'000", 'en-US'], ['١٬٢', 'ar']] as const) {
      expect(typingRefusal(text, bcp47, 8), `${text} in ${bcp47}`).toEqual({ reason: 'grouping' });
    }
  });

  it('exponent notation', () => {
    for (const text of ['1e-3', '1E5', '2.5e3', '1e']) expect(typingRefusal(text, 'en-US', 8), text).toEqual({ reason: 'exponent' });
  });

  it('letters and stray separators', () => {
    for (const text of ['x', 'e', '1..', '1.2.', 'abc']) expect(typingRefusal(text, 'en-US', 8), text).toEqual({ reason: 'character' });
  });

  it('a number longer than any price or amount', () => {
    expect(typingRefusal('1'.repeat(31), 'en-US', 8)).toEqual({ reason: 'tooLong' });
  });
});
