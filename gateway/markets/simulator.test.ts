import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS } from '../../src/core/markets/intervals';
import { anchorOf } from './catalogue';
import type { MarketChanges } from './market';
import { Simulator } from './simulator';

const START = Date.UTC(2025, 0, 6, 12, 0, 7);

function run(seed: number, seconds: number): { sim: Simulator; changes: Map<string, MarketChanges[]> } {
  const sim = new Simulator({ seed, start: START });
  const changes = new Map<string, MarketChanges[]>();
  sim.onFlush((m, c) => {
    const key = `${m.kind}:${m.symbol}`;
    if (!changes.has(key)) changes.set(key, []);
    changes.get(key)?.push(c);
  });
  for (let t = 1; t <= seconds; t += 1) sim.advanceTo(START + t * 1000);
  return { sim, changes };
}

describe('simulator', () => {
  it('is the same market for the same seed and clock, and another for another seed', () => {
    const a = run(7, 30).sim;
    const b = run(7, 30).sim;
    const c = run(8, 30).sim;
    const view = (s: Simulator) => s.list().map((m) => [m.ticker(0), m.snapshot(), m.recentTrades(20)]);
    expect(view(a)).toEqual(view(b));
    expect(view(a)).not.toEqual(view(c));
  });

  it('keeps prices positive, on the tick, and the book ordered and uncrossed', () => {
    const { sim, changes } = run(3, 120);
    for (const m of sim.list()) {
      const { bids, asks } = m.book.levels();
      expect(bids.length).toBe(50);
      expect(asks.length).toBe(50);
      expect(bids[0]?.[0] ?? 0).toBeLessThan(asks[0]?.[0] ?? 0);
      for (let i = 1; i < 50; i += 1) {
        expect(bids[i]?.[0] ?? 0).toBeLessThan(bids[i - 1]?.[0] ?? 0);
        expect(asks[i]?.[0] ?? 0).toBeGreaterThan(asks[i - 1]?.[0] ?? 0);
      }
      expect([...bids, ...asks].every(([t, l]) => Number.isInteger(t) && t > 0 && Number.isInteger(l) && l > 0)).toBe(true);
      const decimals = m.params.pricePrecision;
      expect(m.ticker(0).last).toMatch(new RegExp(decimals > 0 ? `^\\d+\\.\\d{${decimals}}$` : '^\\d+$'));
      // Sequence numbers are contiguous: each update names the one before it.
      const books = (changes.get(`${m.kind}:${m.symbol}`) ?? []).flatMap((c) => (c.book ? [c.book] : []));
      expect(books.length).toBeGreaterThan(1000);
      books.forEach((b, i) => expect(b.prevSeq).toBe(i === 0 ? b.seq - 1 : books[i - 1]?.seq));
    }
  });

  it('stays positive over a long, volatile run', () => {
    const sim = new Simulator({ seed: 11, start: START });
    for (let t = 1; t <= 100; t += 1) sim.advanceTo(START + t * 4_000);
    expect(sim.list().every((m) => m.mark > 0 && (m.book.bestBid ?? 0) > 0)).toBe(true);
  });

  it('back-fills a few hundred candles at every interval, each within its high and low', () => {
    const { sim } = run(5, 1);
    for (const m of sim.list()) {
      for (const interval of CANDLE_INTERVALS) {
        const candles = m.candles.list(interval, 1000);
        expect(candles.length, `${m.symbol} ${interval}`).toBeGreaterThanOrEqual(300);
        for (const c of candles) {
          expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
          expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
          expect(c.low).toBeGreaterThan(0);
        }
      }
    }
    const btc = sim.market('spot', 'BTCUSDT');
    const anchor = anchorOf('BTC');
    expect(Number(btc?.ticker(0).last)).toBeCloseTo(anchor, -2);
  });

  it('stays on whole milliseconds of its tick grid after a stall, whatever clock drives it', () => {
    const sim = new Simulator({ seed: 4, start: START });
    const times: number[] = [];
    sim.onTick((time) => times.push(time));
    // An event-loop stall over the catch-up limit, read from a sub-millisecond clock.
    sim.advanceTo(START + 7_000.9119);
    sim.advanceTo(START + 7_260.25);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((t) => Number.isInteger(t) && (t - START) % sim.tickMs === 0)).toBe(true);
    expect(sim.now).toBe(START + 7_250);
    expect(sim.list().every((m) => Number.isInteger(m.ticker(sim.now).ts))).toBe(true);
  });

  it('skips a sequence number when told, and the next update shows the jump', () => {
    const { sim } = run(2, 1);
    const seen: MarketChanges[] = [];
    const m = sim.market('spot', 'ETHUSDT');
    sim.onFlush((market, c) => market === m && c.book && seen.push(c));
    m?.skipNextUpdate();
    const before = m?.sequence ?? 0;
    sim.advanceTo(START + 3_000);
    expect(seen[0]?.book?.prevSeq).toBe(before + 1);
    expect(seen[0]?.book?.seq).toBe(before + 2);
  });
});
