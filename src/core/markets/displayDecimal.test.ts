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

  it('cuts an available amount to the lot instead of rounding it up past what is there', () => {
    // 0.4996 ETH on a 0.001 lot: 0.499 can be sold, never 0.500.
    expect(formatDecimalText('0.49960000', 'en-US', { decimals: 3, truncate: true })).toBe('0.499');
    expect(formatDecimalText('0.49960000', 'en-US', { decimals: 3 })).toBe('0.500');
    expect(formatDecimalText('1234.99999999', 'de-DE', { decimals: 0, truncate: true })).toBe('1.234');
  });

  it('shows a dash for anything that is not a decimal', () => {
    for (const bad of ['', 'NaN', '1e5', 'abc', null, undefined]) expect(formatDecimalText(bad, 'en-US')).toBe('—');
  });
});
