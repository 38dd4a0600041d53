import { describe, expect, it } from 'vitest';
import { borrowRoom, hourlyInterest, hourlyRateText, indexPrice, isLiquidatable, liquidationFee, marginLevel, maxBorrowable, maxTransferable, risk, splitRepay, totals, valueUnits, type Holding } from './arithmetic';

const USDT = 100_000_000n;
const coin = (asset: string, price: bigint, available: bigint, principal = 0n, interest = 0n): Holding => ({ asset, available, locked: 0n, principal, interest, price });
const units = (n: number): bigint => BigInt(Math.round(n * 1e8));

describe('valuation', () => {
  it('prices a coin from its book mid in ticks, exactly', () => {
    expect(indexPrice(6_725_012n, 2)).toBe(67_250_12_000_000n);
    expect(indexPrice(2_150n, 6)).toBe(215_000n);
  });

  it('values assets and debts in 1e-16 USDT and rounds the shown totals toward the exchange', () => {
    const t = totals([coin('USDT', USDT, units(100), units(50), 1n), coin('BTC', indexPrice(5_000_000n, 2), units(0.001))]);
    expect(t).toEqual({ assets: (units(100) + units(50)) * USDT, debts: (units(50) + 1n) * USDT });
    expect(valueUnits(t.assets, 'floor')).toBe(units(150));
    expect(valueUnits(5n, 'ceil')).toBe(1n);
    expect(valueUnits(5n, 'floor')).toBe(0n);
  });

  it('shows the level to 4 decimals rounded down, null without debt, and the risk at 1.3 and 1.1', () => {
    expect(marginLevel({ assets: 2n, debts: 3n })).toBe('0.6666');
    expect(marginLevel({ assets: 5n, debts: 0n })).toBeNull();
    expect(risk({ assets: 13n, debts: 10n })).toBe('safe');
    expect(risk({ assets: 129_999n, debts: 100_000n })).toBe('warning');
    expect(risk({ assets: 11n, debts: 10n })).toBe('liquidation');
    expect(isLiquidatable({ assets: 110_001n, debts: 100_000n })).toBe(false);
    expect(isLiquidatable({ assets: 0n, debts: 0n })).toBe(false);
  });
});

describe('borrowing and transfers', () => {
  it('lets the debt grow to (assets − debts) × (L − 1): the level stays at L / (L − 1)', () => {
    const t = { assets: 1_000n * USDT * USDT, debts: 0n };
    expect(maxBorrowable(t, 3, USDT)).toBe(2_000n * USDT);
    expect(maxBorrowable(t, 10, USDT)).toBe(9_000n * USDT);
    const after = { assets: 3_000n * USDT * USDT, debts: 2_000n * USDT * USDT };
    expect(borrowRoom(after, 3)).toBe(0n);
    expect(marginLevel(after)).toBe('1.5000');
  });

  it('rounds a coin maximum down to the unit and never below zero', () => {
    const t = { assets: 100n * USDT * USDT, debts: 0n };
    // 200 USDT of a coin at 3 USDT: 66.66666666.
    expect(maxBorrowable(t, 3, 3n * USDT)).toBe(6_666_666_666n);
    expect(maxBorrowable({ assets: 10n, debts: 9n }, 3, USDT)).toBe(0n);
  });

  it('lets everything leave without debt, and with debt only what keeps the borrowing level', () => {
    expect(maxTransferable({ assets: 5n, debts: 0n }, 3, USDT, 123n)).toBe(123n);
    const t = { assets: 2_000n * USDT * USDT, debts: 1_000n * USDT * USDT };
    // 2000 − x ≥ 1.5 × 1000: x ≤ 500.
    expect(maxTransferable(t, 3, USDT, 2_000n * USDT)).toBe(500n * USDT);
    expect(maxTransferable(t, 3, USDT, 100n * USDT)).toBe(100n * USDT);
    expect(maxTransferable({ assets: 14n, debts: 10n }, 3, USDT, 100n)).toBe(0n);
  });
});

describe('interest, repay and the liquidation fee', () => {
  it('charges principal × daily rate / 24 each hour, rounded up to the unit', () => {
    expect(hourlyInterest(units(1000), 20_000n)).toBe(833_334n);
    expect(hourlyInterest(units(1000), 0n)).toBe(0n);
    expect(hourlyInterest(1n, 1n)).toBe(1n);
    expect(hourlyRateText(20_000n)).toBe('0.000008333333');
  });

  it('pays interest first, then principal', () => {
    expect(splitRepay(100n, 30n)).toEqual({ interest: 30n, principal: 70n });
    expect(splitRepay(10n, 30n)).toEqual({ interest: 10n, principal: 0n });
  });

  it('charges 2 % of the repaid amount, rounded up', () => {
    expect(liquidationFee(100n)).toBe(2n);
    expect(liquidationFee(101n)).toBe(3n);
    expect(liquidationFee(0n)).toBe(0n);
  });
});
