import { describe, expect, it } from 'vitest';
import { entryPrice, isLiquidated, liquidationPrice, liquidationPriceOfMargin, maxRemovableMargin, notional, remargin, unrealizedPnl } from './futuresMath';

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

describe('margin-backed liquidation', () => {
  const cost = notional(ETH, price(3000), amount(1));

  it('agrees with the leverage formula at the initial margin', () => {
    expect(liquidationPriceOfMargin(ETH, 'long', amount(1), cost, cost / 10n)).toBe(liquidationPrice(ETH, 'long', amount(1), cost, 10));
    expect(liquidationPriceOfMargin(ETH, 'short', amount(1), cost, cost / 10n)).toBe(liquidationPrice(ETH, 'short', amount(1), cost, 10));
  });

  it('moves away from the mark as margin is added (isolated) or the wallet backs it (cross)', () => {
    const isolated = liquidationPriceOfMargin(ETH, 'long', amount(1), cost, cost / 10n);
    const added = liquidationPriceOfMargin(ETH, 'long', amount(1), cost, cost / 10n + 100n * 100_000_000n);
    expect(added).toBeLessThan(isolated);
    // (3000 − 300 − 100) / 0.995 = 2613.07 (rounded up)
    expect(added).toBe(price(2613.07));
    // cross: 300 margin + 1000 available backs a long of 1 ETH down to (3000 − 1300) / 0.995
    expect(liquidationPriceOfMargin(ETH, 'long', amount(1), cost, cost / 10n + 1000n * 100_000_000n)).toBe(price(1708.55));
    expect(liquidationPriceOfMargin(ETH, 'long', amount(1), cost, cost * 2n)).toBe(0n);
    expect(liquidationPriceOfMargin(ETH, 'short', amount(1), cost, cost / 10n + 1000n * 100_000_000n)).toBe(price(4278.60));
  });

  it('lets an isolated position give back margin only above the initial margin at the mark', () => {
    const usdt100 = 100n * 100_000_000n;
    // 10x at 3000 with 400 margin (100 added): mark 3000 keeps 300, so 100 is removable
    expect(maxRemovableMargin(ETH, 'long', amount(1), cost, cost / 10n + usdt100, 10, price(3000))).toBe(usdt100);
    // a loss of 50 counts against it; a profit does not add to it
    expect(maxRemovableMargin(ETH, 'long', amount(1), cost, cost / 10n + usdt100, 10, price(2950))).toBe(usdt100 - 50n * 100_000_000n + 5n * 100_000_000n);
    expect(maxRemovableMargin(ETH, 'short', amount(1), cost, cost / 10n + usdt100, 10, price(2950))).toBe(usdt100 + 5n * 100_000_000n);
    expect(maxRemovableMargin(ETH, 'long', amount(1), cost, cost / 10n, 10, price(2900))).toBe(0n);
  });

  it('re-margins a position for a new leverage when what stays suffices', () => {
    const up = remargin(ETH, 'long', amount(1), cost, cost / 10n, 5, price(3000));
    expect(up).toEqual({ margin: cost / 5n, change: cost / 10n, safe: true });
    const down = remargin(ETH, 'long', amount(1), cost, cost / 10n, 20, price(3000));
    expect(down).toEqual({ margin: cost / 20n, change: -cost / 20n, safe: true });
    // at a loss of 200, 20x would leave 150 − 200 of equity: refused
    expect(remargin(ETH, 'long', amount(1), cost, cost / 10n, 20, price(2800)).safe).toBe(false);
  });
});
