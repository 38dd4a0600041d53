import { describe, expect, it } from 'vitest';
import { checkTransferAmount, readTypedDecimal } from './transferAmount';

describe('readTypedDecimal', () => {
  it.each([
    ['12.5', '12.5'], ['12,5', '12.5'], [' 0,50 ', '0.50'], ['.5', '0.5'], ['5.', '5'], ['007', '7'],
    ['١٢٫٥', '12.5'], ['۱۲,۵', '12.5'], ['1 000', '1000'],
  ])('%s reads as %s', (typed, canonical) => {
    expect(readTypedDecimal(typed)).toBe(canonical);
  });

  it.each(['', '.', 'abc', '1.000,5', '1,000.5', '-3', '1e3', '12.5.1', '+2'])('%s is not an amount', (typed) => {
    expect(readTypedDecimal(typed)).toBeNull();
  });
});

describe('checkTransferAmount', () => {
  const available = 250_000_000_000n; // 2,500 USDT

  it('accepts an amount within the balance, in either separator', () => {
    expect(checkTransferAmount('250,5', available)).toEqual({ ok: true, units: 25_050_000_000n, text: '250.5' });
    expect(checkTransferAmount('2500', available)).toEqual({ ok: true, units: available, text: '2500' });
  });

  it.each([
    ['', 'empty'], ['  ', 'empty'], ['ten', 'malformed'], ['0.000000001', 'tooPrecise'], ['0', 'zero'], ['0,00', 'zero'],
    ['2500.00000001', 'aboveAvailable'],
  ])('%s is refused as %s', (typed, problem) => {
    expect(checkTransferAmount(typed, available)).toEqual({ ok: false, problem });
  });

  it('takes trailing zeros beyond 8 decimals as the same amount', () => {
    expect(checkTransferAmount('1.0000000000', available)).toMatchObject({ ok: true, units: 100_000_000n });
  });
});
