import { describe, expect, it } from 'vitest';
import { amountText, inputAmountText, moneyText, usdtText } from './amounts';

describe('amounts as text', () => {
  it('shows a balance exactly, with at least two decimals, per language', () => {
    expect(amountText(250_000_000_000n, 'en')).toBe('2,500.00');
    expect(amountText(2_000_000n, 'en')).toBe('0.02');
    expect(amountText(12_345_678n, 'en')).toBe('0.12345678');
    expect(amountText(250_000_000_000n, 'de')).toBe('2.500,00');
    expect(amountText(-150_000_000n, 'en', { signed: true })).toBe('-1.50');
  });

  it('writes an input amount without grouping, in the language\'s separator', () => {
    expect(inputAmountText(10_000_000_000_000n, 'en')).toBe('100000.00');
    expect(inputAmountText(10_000_000_000_000n, 'de')).toBe('100000,00');
  });

  it('shows USDT values to the cent, signed when asked', () => {
    expect(usdtText(97_750_000_000n, 'en')).toBe('977.50 USDT');
    expect(usdtText(1_250_000_000n, 'en', { signed: true })).toBe('+12.50 USDT');
    expect(usdtText(0n, 'en', { signed: true })).toBe('0.00 USDT');
  });

  it('writes money in the display currency, and USDT by name where Intl has no code for it', () => {
    expect(moneyText({ currency: 'USD', amount: 2500.5 }, 'en')).toBe('$2,500.50');
    expect(moneyText({ currency: 'USDT', amount: 2500.5 }, 'en')).toBe('2,500.50 USDT');
    expect(moneyText({ currency: 'EUR', amount: 1234.5 }, 'de')).toBe('1.234,50\u00a0€');
  });
});
