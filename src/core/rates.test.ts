import { describe, expect, it } from 'vitest';
import { rateFor, valueInCurrency } from './rates';

describe('valuation through the rates', () => {
  const rates = { USDT_USD: '1', usdt_cny: '7.1', usdt_eur: '0', usdt_jpy: 'abc', usdt_twd: '31.5' };
  it('converts through a good rate', () => {
    expect(valueInCurrency(10, 'CNY', rates)).toEqual({ currency: 'CNY', amount: 71 });
    expect(rateFor(rates, 'TWD')).toBe(31.5);
  });
  it('keeps USDT when the rate is missing, zero or garbage', () => {
    expect(valueInCurrency(10, 'EUR', rates)).toEqual({ currency: 'USDT', amount: 10 });
    expect(valueInCurrency(10, 'JPY', rates)).toEqual({ currency: 'USDT', amount: 10 });
    expect(valueInCurrency(10, 'UAH', rates)).toEqual({ currency: 'USDT', amount: 10 });
    expect(valueInCurrency(10, 'USD', null)).toEqual({ currency: 'USDT', amount: 10 });
  });
});
