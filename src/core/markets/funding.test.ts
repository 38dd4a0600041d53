import { describe, expect, it } from 'vitest';
import { countdownText, ratePercentText, fundingAmount, fundingRate, indexPrice, nextFundingTime, settlementsBetween } from './funding';
import { notional } from './futuresMath';

// ETH: price 2 decimals, amount 4 decimals; amounts in 8-decimal USDT units.
const ETH = { pricePrecision: 2, amountPrecision: 4 };
const price = (p: number) => BigInt(Math.round(p * 100));
const amount = (a: number) => BigInt(Math.round(a * 10_000));
const HOUR = 3_600_000;

describe('funding', () => {
  it('takes the index from the spot mid, or the last price when a side is empty', () => {
    expect(indexPrice(price(3000), price(3000.03), price(2999))).toBe(price(3000.02));
    expect(indexPrice(0n, price(3000.03), price(2999))).toBe(price(2999));
  });

  it('pays the interest rate near the index and follows a large premium, capped at 0.75 %', () => {
    expect(fundingRate(price(3000.6), price(3000))).toBe(100n);
    expect(fundingRate(price(3000), price(3000))).toBe(100n);
    // premium 0.2 %: 2000 + clamp(100 − 2000, ±500) = 1500 ppm
    expect(fundingRate(price(3006), price(3000))).toBe(1_500n);
    expect(fundingRate(price(2994), price(3000))).toBe(-1_500n);
    expect(fundingRate(price(3300), price(3000))).toBe(7_500n);
    expect(fundingRate(price(2700), price(3000))).toBe(-7_500n);
    expect(fundingRate(price(3000), 0n)).toBe(0n);
  });

  it('makes longs pay shorts when the rate is positive, and the other way round', () => {
    // 2 ETH at 3000 = 6000 USDT; 0.01 % of it = 0.6 USDT
    expect(fundingAmount(ETH, 'long', amount(2), price(3000), 100n)).toBe(-60_000_000n);
    expect(fundingAmount(ETH, 'short', amount(2), price(3000), 100n)).toBe(60_000_000n);
    expect(fundingAmount(ETH, 'long', amount(2), price(3000), -100n)).toBe(60_000_000n);
    expect(fundingAmount(ETH, 'short', amount(2), price(3000), -100n)).toBe(-60_000_000n);
    expect(fundingAmount(ETH, 'short', amount(2), price(3000), 0n)).toBe(0n);
  });

  it('rounds a payment up and a receipt down', () => {
    const value = notional(ETH, price(3000.01), amount(0.0003));
    expect(value).toBe(90_000_300n);
    expect(fundingAmount(ETH, 'long', amount(0.0003), price(3000.01), 1n)).toBe(-91n);
    expect(fundingAmount(ETH, 'short', amount(0.0003), price(3000.01), 1n)).toBe(90n);
  });

  it('settles at 00:00, 08:00 and 16:00 UTC', () => {
    const day = Date.UTC(2026, 10, 24);
    expect(nextFundingTime(day + 3 * HOUR)).toBe(day + 8 * HOUR);
    expect(nextFundingTime(day + 8 * HOUR)).toBe(day + 16 * HOUR);
    expect(nextFundingTime(day + 23 * HOUR)).toBe(day + 24 * HOUR);
    expect(settlementsBetween(day + 7 * HOUR, day + 17 * HOUR)).toEqual([day + 8 * HOUR, day + 16 * HOUR]);
    expect(settlementsBetween(day + 9 * HOUR, day + 10 * HOUR)).toEqual([]);
  });

  it('writes the countdown as hours, minutes and seconds', () => {
    expect(countdownText(7 * HOUR + 59 * 60_000 + 59_999)).toBe('07:59:59');
    expect(countdownText(-5)).toBe('00:00:00');
  });

  it('shows a rate in percent without rounding', () => {
    expect(ratePercentText('0.000100')).toBe('0.0100');
    expect(ratePercentText('-0.007500')).toBe('-0.7500');
    expect(ratePercentText('1.250000')).toBe('125.0000');
    expect(ratePercentText('x')).toBeUndefined();
    expect(ratePercentText(undefined)).toBeUndefined();
  });
});
