// The catalogue's rules: every market keeps money exact in its quote, asks a sensible minimum per
// quote coin, and the list is as wide as the screens must prove they handle.
import { describe, expect, it } from 'vitest';
import { ASSET_DECIMALS, parseUnits } from '../../src/core/markets/decimal';
import { notional } from '../../src/core/markets/futuresMath';
import { splitPair } from '../../src/core/markets/quotes';
import { ASSETS, MARKETS, MIN_NOTIONAL_BY_QUOTE, QUOTE, anchorMid, anchorOf, minNotionalUnits, symbolInfo } from './catalogue';
import { Simulator } from './simulator';

const spot = MARKETS.filter((m) => m.kind === 'spot');
const perps = MARKETS.filter((m) => m.kind === 'futures');

describe('the catalogue', () => {
  it('lists at least 20 spot pairs, quoted in USDT, USDC and BTC, and at least 10 USDT perpetuals', () => {
    expect(spot.length).toBeGreaterThanOrEqual(20);
    expect(perps.length).toBeGreaterThanOrEqual(10);
    expect(new Set(spot.map((m) => m.quote))).toEqual(new Set(['USDT', 'USDC', 'BTC']));
    expect(perps.every((m) => m.quote === QUOTE && m.maxLeverage > 1)).toBe(true);
    expect(spot.every((m) => m.maxLeverage === 1)).toBe(true);
  });

  it('names each market once per kind, as its base and quote, which the client splits back', () => {
    for (const kind of ['spot', 'futures'] as const) {
      const symbols = MARKETS.filter((m) => m.kind === kind).map((m) => m.symbol);
      expect(new Set(symbols).size).toBe(symbols.length);
    }
    for (const m of MARKETS) {
      expect(m.symbol).toBe(`${m.base}${m.quote}`);
      expect(splitPair(m.symbol)).toEqual({ base: m.base, quote: m.quote });
      expect(m.symbol).toMatch(/^[A-Z0-9]{2,20}$/);
    }
  });

  it('keeps a price times an amount an exact number of quote units (8 decimals, a satoshi for BTC)', () => {
    for (const m of MARKETS) {
      expect(m.pricePrecision + m.amountPrecision, m.symbol).toBeLessThanOrEqual(ASSET_DECIMALS);
      // One tick of one lot is a whole, non-zero number of units.
      expect(notional(m, 1n, 1n), m.symbol).toBeGreaterThanOrEqual(1n);
    }
  });

  it('varies tick and lot sizes widely, so the screens prove they handle them', () => {
    const prices = new Set(MARKETS.map((m) => m.pricePrecision));
    const amounts = new Set(MARKETS.map((m) => m.amountPrecision));
    for (const d of [0, 1, 2, 3, 4, 5, 6]) expect(prices.has(d) || amounts.has(d), `${d} decimals`).toBe(true);
    expect(prices.has(0) && prices.has(6)).toBe(true);
    expect(amounts.has(0) && amounts.has(6)).toBe(true);
  });

  it('asks a minimum value that makes sense in each quote: 5 USDT or USDC, 0.0001 BTC', () => {
    expect(MIN_NOTIONAL_BY_QUOTE).toEqual({ USDT: '5', USDC: '5', BTC: '0.0001' });
    for (const m of MARKETS) {
      expect(m.minNotional, m.symbol).toBe(MIN_NOTIONAL_BY_QUOTE[m.quote]);
      expect(minNotionalUnits(m), m.symbol).toBe(parseUnits(m.minNotional, ASSET_DECIMALS));
      // The minimum amount is whole lots and worth a small fraction of the minimum value at the start price, so the minimum value is the rule that bites.
      const lots = parseUnits(m.minAmount, m.amountPrecision);
      expect(lots !== null && lots >= 1n, m.symbol).toBe(true);
      expect(Number(m.minAmount) * anchorMid(m), m.symbol).toBeLessThan(Number(m.minNotional));
    }
  });

  it('prices every market through its coins, and starts a cross pair at the ratio of its coins', () => {
    const priced = new Set([QUOTE, ...ASSETS.map((a) => a.asset)]);
    for (const m of MARKETS) expect(priced.has(m.base) && priced.has(m.quote), m.symbol).toBe(true);
    const eth = MARKETS.find((m) => m.symbol === 'ETHBTC');
    expect(eth && anchorMid(eth)).toBeCloseTo(anchorOf('ETH') / anchorOf('BTC'), 12);
    // Every start price has a few thousand ticks at least, so a tick is a small step.
    for (const m of MARKETS) expect(anchorMid(m) * 10 ** m.pricePrecision, m.symbol).toBeGreaterThan(700);
  });

  it('serves each market with its own quote and minimum', () => {
    const info = symbolInfo(MARKETS.find((m) => m.symbol === 'SOLBTC') ?? MARKETS[0]!, false);
    expect(info).toMatchObject({ symbol: 'SOLBTC', base: 'SOL', quote: 'BTC', tickSize: '0.000001', lotSize: '0.01', minNotional: '0.0001', status: 'trading' });
    expect(info).not.toHaveProperty('maxLeverage');
  });
});

describe('cross pairs in the simulator', () => {
  it('start at the ratio of their coins\' USDT pairs, and stay near it', () => {
    const start = Date.UTC(2026, 0, 5, 12);
    const sim = new Simulator({ seed: 7, start });
    const mark = (kind: 'spot' | 'futures', symbol: string) => {
      const m = sim.market(kind, symbol);
      return m ? Number(m.price(m.mark)) : NaN;
    };
    const ratio = () => mark('spot', 'ETHUSDT') / mark('spot', 'BTCUSDT');
    expect(mark('spot', 'ETHBTC') / ratio()).toBeCloseTo(1, 3);
    expect(mark('spot', 'BTCUSDC')).toBeCloseTo(mark('spot', 'BTCUSDT') / mark('spot', 'USDCUSDT'), -1);
    for (let t = 50; t <= 60_000; t += 50) sim.advanceTo(start + t);
    // A minute later the pair has moved with its coins, within its premium and spread.
    expect(Math.abs(mark('spot', 'ETHBTC') / ratio() - 1)).toBeLessThan(0.003);
  });

  it('moves alone when a test pins its price, and its coins keep theirs', () => {
    const start = Date.UTC(2026, 0, 5, 12);
    const sim = new Simulator({ seed: 8, start });
    const before = sim.market('spot', 'ETHUSDT')?.mark;
    expect(sim.setPrice('spot', 'ETHBTC', 0.06)).toBe(true);
    expect(sim.market('spot', 'ETHBTC')?.ticker(start).last).toBe('0.06000');
    expect(sim.market('spot', 'ETHUSDT')?.mark).toBe(before);
  });
});
