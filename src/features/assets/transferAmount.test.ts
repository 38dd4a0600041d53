import { describe, expect, it } from 'vitest';
import { checkTransferAmount } from './transferAmount';

describe('checkTransferAmount', () => {
  const available = 250_000_000_000n; // 2,500 USDT

  it('accepts an amount within the balance, written the language\'s way', () => {
    expect(checkTransferAmount('250.5', available, 'en')).toEqual({ ok: true, units: 25_050_000_000n, text: '250.5' });
    expect(checkTransferAmount('250,5', available, 'de')).toEqual({ ok: true, units: 25_050_000_000n, text: '250.5' });
    expect(checkTransferAmount('٢٥٠٫٥', available, 'ar')).toEqual({ ok: true, units: 25_050_000_000n, text: '250.5' });
    expect(checkTransferAmount('2500', available, 'en')).toEqual({ ok: true, units: available, text: '2500' });
  });

  it.each([
    ['', 'empty'], ['  ', 'empty'], ['ten', 'malformed'], ['1.000,5', 'malformed'], ['-3', 'malformed'],
    ['0.000000001', 'tooPrecise'], ['0', 'zero'], ['0,00', 'zero'], ['2500.00000001', 'aboveAvailable'],
  ])('%s is refused in German as %s', (typed, problem) => {
    expect(checkTransferAmount(typed, available, 'de')).toEqual({ ok: false, problem });
  });

  it('takes trailing zeros beyond 8 decimals as the same amount', () => {
    expect(checkTransferAmount('1.0000000000', available, 'en')).toMatchObject({ ok: true, units: 100_000_000n });
  });

  it('leaves the amount to the gateway while the balance is not known: a dialog submitted before its maximum loads still sends', () => {
    expect(checkTransferAmount('5', null, 'en')).toEqual({ ok: true, units: 500_000_000n, text: '5' });
    expect(checkTransferAmount('0', null, 'en')).toEqual({ ok: false, problem: 'zero' });
  });
});
