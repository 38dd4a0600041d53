import { describe, expect, it } from 'vitest';
import { bps, formatUnits, mulDiv, parseSignedUnits, parseUnits, rescale } from './decimal';

describe('decimal units', () => {
  it('parses within the precision and refuses the rest', () => {
    expect(parseUnits('1.5', 2)).toBe(150n);
    expect(parseUnits('1.50', 1)).toBe(15n);
    expect(parseUnits(' 0.00001 ', 6)).toBe(10n);
    expect(parseUnits(2, 3)).toBe(2000n);
    expect(parseSignedUnits('-1.5', 2)).toBe(-150n);
    expect(parseSignedUnits('2', 0)).toBe(2n);
    expect(parseSignedUnits('--1', 2)).toBeNull();
    for (const bad of ['1.234', '-1', '1e5', '', '.5', '1.', 'abc', '0x10', null, undefined, {}, '1,5']) expect(parseUnits(bad, 2)).toBeNull();
  });

  it('formats with the scale and sign, and rounds as asked', () => {
    expect(formatUnits(150n, 2)).toBe('1.50');
    expect(formatUnits(-5n, 3)).toBe('-0.005');
    expect(formatUnits(7n, 0)).toBe('7');
    expect(mulDiv(10n, 1n, 3n, 'floor')).toBe(3n);
    expect(mulDiv(10n, 1n, 3n, 'ceil')).toBe(4n);
    expect(mulDiv(-10n, 1n, 3n, 'floor')).toBe(-4n);
    expect(rescale(123n, 2, 4)).toBe(12_300n);
    expect(rescale(12_345n, 4, 2, 'ceil')).toBe(124n);
    expect(bps(1_000_001n, 10, 'ceil')).toBe(1_001n);
  });
});
