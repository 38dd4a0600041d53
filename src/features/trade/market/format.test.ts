import { describe, expect, it } from 'vitest';
import { formatPercentText, formatTimeOfDay, percentToFraction, signOf } from './format';

describe('percentToFraction', () => {
  it('moves the point two places left without rounding', () => {
    expect(percentToFraction('1.25')).toBe('0.0125');
    expect(percentToFraction('-1.25')).toBe('-0.0125');
    expect(percentToFraction('125')).toBe('1.25');
    expect(percentToFraction('1234.5')).toBe('12.345');
    expect(percentToFraction('0')).toBe('0.00');
    expect(percentToFraction('0.001')).toBe('0.00001');
    expect(percentToFraction('1e3')).toBeNull();
  });
});

describe('formatPercentText', () => {
  it('writes the percentage as each language does', () => {
    expect(formatPercentText('1.25', 'en', 2, true)).toBe('+1.25%');
    expect(formatPercentText('-1.25', 'en', 2, true)).toBe('-1.25%');
    expect(formatPercentText('0.00', 'en', 2, true)).toBe('0.00%');
    expect(formatPercentText('1.25', 'de', 2)).toBe('1,25\u00a0%');
    expect(formatPercentText('1.25', 'tr', 2)).toBe('%1,25');
    expect(formatPercentText('0.049', 'en', 3)).toBe('0.049%');
    expect(formatPercentText('bad', 'en', 2)).toBe('—');
    expect(formatPercentText(null, 'en', 2)).toBe('—');
  });
});

describe('formatTimeOfDay', () => {
  it('is a 24-hour clock with seconds', () => {
    const time = new Date(2025, 0, 6, 21, 5, 9).getTime();
    expect(formatTimeOfDay(time, 'en')).toBe('21:05:09');
    expect(formatTimeOfDay(time, 'en-US')).toBe('21:05:09');
    expect(formatTimeOfDay(Number.NaN, 'en')).toBe('—');
  });
});

describe('signOf', () => {
  it('reads the sign of a decimal text', () => {
    expect(signOf('1.2')).toBe(1);
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('-0.00')).toBe(0);
    expect(signOf('0')).toBe(0);
    expect(signOf('x')).toBe(0);
    expect(signOf(undefined)).toBe(0);
  });
});
