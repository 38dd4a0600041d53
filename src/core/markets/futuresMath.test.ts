import { describe, expect, it } from 'vitest';
import { entryPrice, isLiquidated, liquidationPrice, notional, unrealizedPnl } from './futuresMath';

// ETH: price 2 decimals, amount 4 decimals; cost and PnL in 8-decimal USDT units.
const ETH = { pricePrecision: 2, amountPrecision: 4 };
const price = (p: number) => BigInt(Math.round(p * 100));
const amount = (a: number) => BigInt(Math.round(a * 10_000));
const usdt = (u: bigint) => Number(u) / 1e8;

describe('futures math', () => {
  it('values exactly and averages the entry', () => {
    expect(usdt(notional(ETH, price(3000), amount(1.5)))).toBe(4500);
    const cost = notional(ETH, price(3000), amount(1)) + notional(ETH, price(3100), amount(1));
    expect(entryPrice(ETH, amount(2), cost)).toBe(price(3050));
  });

  it('gives long and short PnL', () => {
    const cost = notional(ETH, price(3000), amount(2));
    expect(usdt(unrealizedPnl(ETH, 'long', amount(2), cost, price(3100)))).toBe(200);
    expect(usdt(unrealizedPnl(ETH, 'short', amount(2), cost, price(3100)))).toBe(-200);
  });

  it('puts the liquidation price where equity meets the maintenance margin', () => {
    const cost = notional(ETH, price(3000), amount(1));
    // long 10x: 3000 × 0.9 / 0.995 = 2713.57 (rounded up); short: 3000 × 1.1 / 1.005 = 3283.58 (rounded down)
    const long = liquidationPrice(ETH, 'long', amount(1), cost, 10);
    const short = liquidationPrice(ETH, 'short', amount(1), cost, 10);
    expect(long).toBe(price(2713.57));
    expect(short).toBe(price(3283.58));
    for (const [side, liq] of [['long', long], ['short', short]] as const) {
      const margin = cost / 10n;
      const equity = margin + unrealizedPnl(ETH, side, amount(1), cost, liq);
      const maintenance = (notional(ETH, liq, amount(1)) * 50n) / 10_000n;
      expect(Math.abs(usdt(equity - maintenance))).toBeLessThan(0.05);
    }
    expect(isLiquidated('long', price(2713.57), long)).toBe(true);
    expect(isLiquidated('long', price(2713.58), long)).toBe(false);
    expect(isLiquidated('short', price(3283.58), short)).toBe(true);
    expect(liquidationPrice(ETH, 'long', amount(1), cost, 1)).toBe(0n);
  });
});
