import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, formatPercent } from './format';

describe('formatting', () => {
  it('uses the specification symbols', () => {
    expect(formatMoney(1234.5, 'TWD', 'zh-TW')).toContain('NT$');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'de')).toMatch(/1\.234,50\s€/);
  });

  it('follows the language for separators', () => {
    expect(formatDecimal(1234.5, 'fr', 2)).toMatch(/1\s234,50/);
    expect(formatDecimal(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatPercent(0.0123, 'en')).toBe('+1.23%');
  });
});
