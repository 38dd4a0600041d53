// The simulated order book of one market: 50 levels a side made by simulated makers around the
// mid. Levels persist between ticks (a maker's quote stays until the price moves through it or
// the maker changes it), so each tick changes a few levels and the deltas stay small, as on a
// real exchange. Prices are ticks and amounts lots (integers).
import type { Random } from './random';

export const BOOK_DEPTH = 50;

export interface Level {
  tick: number;
  lots: number;
}

export interface BookFill {
  readonly tick: number;
  readonly lots: number;
}

export interface BookShape {
  /** Mean gap between two levels, in ticks. */
  readonly stepTicks: number;
  /** Median size of a level near the top, in lots. */
  readonly levelLots: number;
}

export type RawLevels = readonly (readonly [tick: number, lots: number])[];

export class SimBook {
  /** Bids high to low, asks low to high. */
  readonly bids: Level[] = [];
  readonly asks: Level[] = [];
  private readonly changedBids = new Map<number, number>();
  private readonly changedAsks = new Map<number, number>();

  constructor(private readonly random: Random) {}

  get bestBid(): number | undefined {
    return this.bids[0]?.tick;
  }

  get bestAsk(): number | undefined {
    return this.asks[0]?.tick;
  }

  /** Makers requote around new best prices: crossed levels go, the gap to the new top fills, a few sizes change. */
  requote(bestBid: number, bestAsk: number, shape: BookShape): void {
    this.side('bids', bestBid, shape);
    this.side('asks', bestAsk, shape);
    for (const [side, levels] of [['bids', this.bids], ['asks', this.asks]] as const) {
      const changes = 1 + Math.floor(this.random.next() * 3);
      for (let i = 0; i < changes && levels.length > 0; i += 1) {
        const level = levels[Math.floor(this.random.next() ** 2 * levels.length)];
        if (!level) continue;
        level.lots = Math.max(1, Math.round(level.lots * this.random.lognormal(0.35)));
        this.note(side, level.tick, level.lots);
      }
    }
  }

  /**
   * A taker order against the book: buys lift asks, sells hit bids, best price first, until
   * `lots` are filled, the next level is beyond `limitTick`, or the spend reaches `budget`
   * (quote units, computed by `cost(tick, lots)`).
   */
  take(side: 'buy' | 'sell', lots: number, limitTick?: number, budget?: { readonly units: bigint; readonly cost: (tick: number, lots: number) => bigint }): BookFill[] {
    const levels = side === 'buy' ? this.asks : this.bids;
    const fills: BookFill[] = [];
    let left = lots;
    let spend = budget?.units;
    while (left > 0 && levels.length > 0) {
      const level = levels[0];
      if (!level) break;
      if (limitTick !== undefined && (side === 'buy' ? level.tick > limitTick : level.tick < limitTick)) break;
      let take = Math.min(left, level.lots);
      if (budget && spend !== undefined) {
        const perLot = budget.cost(level.tick, 1);
        const affordable = perLot > 0n ? Number(spend / perLot) : take;
        take = Math.min(take, affordable);
        if (take <= 0) break;
        spend -= budget.cost(level.tick, take);
      }
      fills.push({ tick: level.tick, lots: take });
      left -= take;
      level.lots -= take;
      this.note(side === 'buy' ? 'asks' : 'bids', level.tick, level.lots);
      if (level.lots === 0) levels.shift();
    }
    return fills;
  }

  /** Up to `limit` levels a side. */
  levels(limit = BOOK_DEPTH): { bids: RawLevels; asks: RawLevels } {
    const raw = (levels: Level[]) => levels.slice(0, limit).map((l) => [l.tick, l.lots] as const);
    return { bids: raw(this.bids), asks: raw(this.asks) };
  }

  /** Levels changed since the last call (lots 0: removed), or null when nothing changed. */
  takeChanges(): { bids: RawLevels; asks: RawLevels } | null {
    if (this.changedBids.size === 0 && this.changedAsks.size === 0) return null;
    const changes = { bids: [...this.changedBids], asks: [...this.changedAsks] };
    this.changedBids.clear();
    this.changedAsks.clear();
    return changes;
  }

  private side(name: 'bids' | 'asks', best: number, shape: BookShape): void {
    const levels = this[name];
    const dir = name === 'bids' ? -1 : 1;
    // Quotes now on the wrong side of the new best price are pulled.
    while (levels.length > 0 && (levels[0]?.tick ?? 0) * dir < best * dir) {
      const gone = levels.shift();
      if (gone) this.note(name, gone.tick, 0);
    }
    // New quotes between the new best price and the old top.
    const fresh: Level[] = [];
    const top = levels[0]?.tick;
    for (let tick = best; top === undefined ? fresh.length < BOOK_DEPTH : tick * dir < top * dir; tick += dir * (1 + this.random.geometric(shape.stepTicks - 1))) {
      if (tick <= 0) break;
      fresh.push({ tick, lots: this.size(fresh.length, shape) });
    }
    levels.unshift(...fresh);
    for (const level of fresh) this.note(name, level.tick, level.lots);
    while (levels.length > BOOK_DEPTH) {
      const gone = levels.pop();
      if (gone) this.note(name, gone.tick, 0);
    }
    while (levels.length < BOOK_DEPTH) {
      const last = levels[levels.length - 1]?.tick ?? best;
      const tick = last + dir * (1 + this.random.geometric(shape.stepTicks - 1));
      if (tick <= 0) break;
      const level = { tick, lots: this.size(levels.length, shape) };
      levels.push(level);
      this.note(name, level.tick, level.lots);
    }
  }

  /** Deeper levels are larger, as makers quote more size further from the mid. */
  private size(index: number, shape: BookShape): number {
    return Math.max(1, Math.round(shape.levelLots * (1 + index / 12) * this.random.lognormal(0.6)));
  }

  private note(side: 'bids' | 'asks', tick: number, lots: number): void {
    (side === 'bids' ? this.changedBids : this.changedAsks).set(tick, lots);
  }
}
