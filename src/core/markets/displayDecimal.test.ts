import { describe, expect, it } from 'vitest';
import { formatDecimalText } from './displayDecimal';

describe('formatDecimalText', () => {
  it('keeps every digit of long decimals and uses the language separators', () => {
    expect(formatDecimalText('67250.94', 'en-US')).toBe('67,250.94');
    expect(formatDecimalText('67250.94', 'de-DE')).toBe('67.250,94');
    expect(formatDecimalText('12345678901234.12345678', 'en-US')).toBe('12,345,678,901,234.12345678');
    expect(formatDecimalText('0.5', 'fr-FR', { decimals: 2, grouping: false })).toBe('0,50');
    expect(formatDecimalText('1.25', 'en-US', { signed: true })).toBe('+1.25');
    expect(formatDecimalText('-1.25', 'en-US', { signed: true })).toBe('-1.25');
  });

  it('shows a dash for anything that is not a decimal', () => {
    for (const bad of ['', 'NaN', '1e5', 'abc', null, undefined]) expect(formatDecimalText(bad, 'en-US')).toBe('—');
  });
});
