import { describe, expect, it } from 'vitest';
import { Random } from '../../../gateway/markets/random';
import { notional } from './futuresMath';
import {
  baseUnitsToLots, canonicalText, feeOf, levelsOf, lotsOfUnit, lotsToBaseUnits, lotsWithin, maxLotsWithin, openHold, shareOf,
  takeCost, unitDecimals, unitKindOf, unitOfLots, unitToQuoteUnits,
} from './orderAmounts';

const BTC = { pricePrecision: 2, amountPrecision: 6 };
const DOGE = { pricePrecision: 5, amountPrecision: 0 };
const XRP = { pricePrecision: 4, amountPrecision: 1 };

/** Whole numbers below a bound from a seeded generator, so a failing case can be replayed. */
function random(seed: number): (below: number) => number {
  const r = new Random(seed);
  return (below) => Math.floor(r.next() * below);
}

describe('units', () => {
  it('reads the base_trade_unit preference per market', () => {
    expect([0, 1, 2].map((u) => unitKindOf('spot', u as 0 | 1 | 2))).toEqual(['base', 'quote', 'quote']);
    expect([0, 1, 2].map((u) => unitKindOf('futures', u as 0 | 1 | 2))).toEqual(['base', 'margin', 'quote']);
  });

  it('types base with the lot decimals and USDT with the price decimals', () => {
    expect(unitDecimals(BTC, 'base')).toBe(6);
    expect(unitDecimals(BTC, 'quote')).toBe(2);
    expect(unitDecimals(DOGE, 'base')).toBe(0);
    expect(unitDecimals(XRP, 'margin')).toBe(4);
  });

  it('writes the shortest decimal text', () => {
    expect(canonicalText(1_500_000n, 6)).toBe('1.5');
    expect(canonicalText(12n, 0)).toBe('12');
    expect(canonicalText(0n, 8)).toBe('0');
    expect(canonicalText(1n, 8)).toBe('0.00000001');
    expect(canonicalText(-250n, 2)).toBe('-2.5');
  });

  it('converts lots and base units both ways', () => {
    expect(lotsToBaseUnits(BTC, 1n)).toBe(100n);
    expect(lotsToBaseUnits(DOGE, 3n)).toBe(300_000_000n);
    expect(baseUnitsToLots(BTC, 123_456_789n)).toBe(1_234_567n);
    expect(baseUnitsToLots(DOGE, 12_399_999_999n)).toBe(123n);
  });
});

describe('fees and holds', () => {
  it('rounds fees up to the unit, like the gateway', () => {
    expect(feeOf(100_000_000n, '0.0006')).toBe(60_000n);
    expect(feeOf(1n, '0.0006')).toBe(1n);
    expect(feeOf(0n, '0.001')).toBe(0n);
    expect(feeOf(1_000n, 'bad')).toBe(0n);
  });

  it('holds the initial margin and the taker fee to open', () => {
    // 300 USDT at 10×: 30 margin + 0.18 fee.
    expect(openHold(30_000_000_000n, 10, '0.0006')).toBe(3_018_000_000n);
    expect(openHold(1n, 10, '0.0006')).toBe(2n);
  });
});

describe('amounts in a unit', () => {
  const price = 6_725_094n; // BTC 67250.94

  it('turns a value or a margin into lots, rounded down to the lot', () => {
    expect(lotsOfUnit(BTC, 'base', 1234n, price, 10)).toBe(1234n);
    // 100 USDT / 67250.94 = 0.001486976… BTC
    expect(lotsOfUnit(BTC, 'quote', 10_000n, price, 10)).toBe(1486n);
    expect(lotsOfUnit(BTC, 'margin', 1_000n, price, 10)).toBe(1486n);
    expect(lotsOfUnit(DOGE, 'quote', 1_000_000n, 15_200n, 1)).toBe(65n);
  });

  it('never gives back more lots than it started from (a random sweep)', () => {
    const next = random(7);
    for (let i = 0; i < 2_000; i += 1) {
      const s = [BTC, DOGE, XRP][next(3)] ?? BTC;
      const kind = (['base', 'quote', 'margin'] as const)[next(3)] ?? 'base';
      const p = BigInt(1 + next(10_000_000));
      const leverage = 1 + next(125);
      const lots = BigInt(next(1_000_000_000));
      const typed = unitOfLots(s, kind, lots, p, leverage);
      const back = lotsOfUnit(s, kind, typed, p, leverage);
      expect(back <= lots).toBe(true);
      if (kind === 'base') expect(back).toBe(lots);
    }
  });

  it('rescales a USDT amount to quote units', () => {
    expect(unitToQuoteUnits(BTC, 'quote', 25_050n)).toBe(25_050_000_000n);
    expect(unitToQuoteUnits(DOGE, 'margin', 1n)).toBe(1_000n);
  });
});

describe('the book', () => {
  const asks = levelsOf(BTC, [['100.00', '0.5'], ['bad', '1'], ['101.00', '0'], ['101.00', '1.000000'], ['102', '2.0000001'], ['103.50', '2']]);

  it('keeps only well-formed levels', () => {
    expect(asks).toEqual([{ tick: 10_000n, lots: 500_000n }, { tick: 10_100n, lots: 1_000_000n }, { tick: 10_350n, lots: 2_000_000n }]);
  });

  it('costs a take level by level, and nothing it cannot fill', () => {
    expect(takeCost(BTC, asks, 500_000n)).toBe(notional(BTC, 10_000n, 500_000n));
    expect(takeCost(BTC, asks, 1_000_000n)).toBe(5_000_000_000n + 5_050_000_000n);
    expect(takeCost(BTC, asks, 3_500_000n)).toBe(5_000_000_000n + 10_100_000_000n + 20_700_000_000n);
    expect(takeCost(BTC, asks, 3_500_001n)).toBeNull();
    expect(takeCost(BTC, [], 1n)).toBeNull();
    expect(takeCost(BTC, [], 0n)).toBe(0n);
  });

  it('buys the most a budget can with lotsWithin (agrees with takeCost)', () => {
    const next = random(11);
    for (let i = 0; i < 500; i += 1) {
      const budget = BigInt(next(2 ** 30)) * 100n;
      const lots = lotsWithin(BTC, asks, budget);
      expect(takeCost(BTC, asks, lots)! <= budget).toBe(true);
      const more = takeCost(BTC, asks, lots + 1n);
      expect(more === null || more > budget).toBe(true);
    }
  });
});

describe('maxLotsWithin', () => {
  it('finds the largest fitting lots, as a brute force does', () => {
    const next = random(3);
    for (let i = 0; i < 300; i += 1) {
      const step = BigInt(1 + next(50));
      const cap = BigInt(next(200));
      const need = (lots: bigint) => (lots > cap ? null : lots * step + (lots > 0n ? 7n : 0n));
      const budget = BigInt(next(5_000));
      let brute = 0n;
      for (let lots = 0n; lots <= 300n; lots += 1n) {
        const n = need(lots);
        if (n !== null && n <= budget) brute = lots;
      }
      expect(maxLotsWithin(300n, budget, need)).toBe(brute);
    }
  });

  it('gives 0 when nothing fits', () => {
    expect(maxLotsWithin(10n, 5n, () => 6n)).toBe(0n);
  });
});

describe('shareOf', () => {
  it('takes a share in hundredths of a percent, rounded down, held to 0..100', () => {
    expect(shareOf(1_000n, 25)).toBe(250n);
    expect(shareOf(1_000_000n, 33.33)).toBe(333_300n);
    expect(shareOf(999n, 50)).toBe(499n);
    expect(shareOf(1_000n, 150)).toBe(1_000n);
    expect(shareOf(1_000n, -5)).toBe(0n);
    expect(shareOf(1_000n, Number.NaN)).toBe(0n);
    expect(shareOf(1_000n, Number.POSITIVE_INFINITY)).toBe(0n);
  });
});
