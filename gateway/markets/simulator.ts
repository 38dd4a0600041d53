// All markets, moved together on a fixed grid of simulated time (every tickMs from the start), so a
// seed and a start time give the same market whatever the timer's jitter: a late timer catches
// up tick by tick. Each asset has one US-dollar price process; a spot pair's mid is its base's
// price over its quote's (USDT is the unit), so ETHBTC starts at ETHUSDT / BTCUSDT, and a pair in
// another quote than USDT drifts from that ratio by a small mean-reverting premium, as cross
// pairs do between arbitrages. A perpetual's mid is the spot mid times (1 + basis), the basis
// mean-reverting around +2 bp.
import type { MarketKind } from '../../src/core/markets/symbols';
import { ASSETS, MAIN_TRADES_PER_SECOND, MARKETS, QUOTE, anchorMid, marketParams, type MarketParams } from './catalogue';
import { generateHistory, type HistoryStep } from './history';
import { Market, type MarketChanges } from './market';
import { MeanReverting, PriceProcess } from './priceProcess';
import { Random, streamSeed } from './random';

export const DEFAULT_TICK_MS = 50;
/** Behind by more than this (a suspended laptop, a skewed clock), the simulation jumps instead of replaying. */
const MAX_CATCH_UP_MS = 5_000;
const FUTURES_VOLUME_FACTOR = 1.8;
const BASIS_MEAN = 0.0002;
/** A cross pair's premium over the ratio of its coins' prices: stationary sd 3 bp, half-life 10 minutes. */
const CROSS_PREMIUM_SD = 0.0003;
const CROSS_PREMIUM_HALF_LIFE_MS = 600_000;
/**
 * Markets with fewer takers than this a second requote every other tick: a quiet book changes less
 * often on a real exchange too, and it halves such a market's CPU and stream traffic.
 */
const QUIET_TRADES_PER_SECOND = 2;

export interface SimulatorOptions {
  readonly seed: number;
  /** Simulated time of the first tick (epoch ms); history ends here. */
  readonly start: number;
  readonly tickMs?: number;
}

interface AssetState {
  readonly process: PriceProcess;
  readonly history: readonly HistoryStep[];
}

interface MarketState {
  readonly market: Market;
  readonly base: PriceProcess;
  /** Null when the quote is USDT, the unit of every price process. */
  readonly quote: PriceProcess | null;
  /** The futures basis, or a cross pair's premium; null for a spot pair in USDT, whose mid is its base's price. */
  readonly premium: MeanReverting | null;
  /** Simulated ms between two steps of the market. */
  readonly stepMs: number;
  lastStep: number;
}

/** A cross pair's history: the base's over the quote's, step by step (both are generated on the same grid). */
function ratioHistory(base: readonly HistoryStep[], quote: readonly HistoryStep[]): HistoryStep[] {
  return base.map((b, i) => {
    const q = quote[i];
    if (!q || q.time !== b.time) throw new Error('asset histories are on different grids');
    const open = b.open / q.open;
    const close = b.close / q.close;
    return { ...b, open, close, high: Math.max(open, close, b.high / q.close), low: Math.min(open, close, b.low / q.close) };
  });
}

/** History volume of a market relative to its base's, which follows the base's USDT spot pair. */
function volumeFactor(m: MarketParams, main: MarketParams): number {
  if (m.kind === 'spot') return (m.tradeSize * m.tradesPerSecond) / (main.tradeSize * main.tradesPerSecond);
  return FUTURES_VOLUME_FACTOR * ((m.tradeSize * m.tradesPerSecond) / (main.tradeSize * MAIN_TRADES_PER_SECOND.futures));
}

export type TickListener = (time: number) => void;
export type FlushListener = (market: Market, changes: MarketChanges) => void;

export class Simulator {
  readonly tickMs: number;
  paused = false;
  private readonly assets = new Map<string, AssetState>();
  private readonly states = new Map<string, MarketState>();
  private readonly markets = new Map<string, Market>();
  private readonly tickListeners: TickListener[] = [];
  private readonly flushListeners: FlushListener[] = [];
  private time: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: SimulatorOptions) {
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.time = Math.floor(options.start);
    const random = (name: string, key: string) => new Random(streamSeed(options.seed, `${name}:${key}`));
    for (const a of ASSETS) {
      const main = marketParams('spot', `${a.asset}${QUOTE}`);
      if (!main) throw new Error(`${a.asset} has no ${QUOTE} pair to set its volume`);
      const history = generateHistory(options.start, { anchorPrice: a.anchorPrice, volatility: a.volatility, volumePerMs: (main.tradeSize * main.tradesPerSecond * 1.5) / 1000 }, random('history', a.asset));
      this.assets.set(a.asset, { process: new PriceProcess(a.anchorPrice, a.volatility, random('price', a.asset)), history });
    }
    for (const params of MARKETS) {
      const base = this.assets.get(params.base);
      const quote = params.quote === QUOTE ? null : this.assets.get(params.quote);
      const main = marketParams('spot', `${params.base}${QUOTE}`);
      if (!base || quote === undefined || !main) throw new Error(`${params.symbol}: an asset without a price`);
      // The first markets keep their random streams (named by base), so a seed still gives them the same prices.
      const futures = params.kind === 'futures';
      const market = new Market(params, random(params.kind, params.quote === QUOTE ? params.base : params.symbol));
      const premium = futures ? new MeanReverting(BASIS_MEAN, BASIS_MEAN, 600_000, BASIS_MEAN / 2, random('basis', params.base))
        : quote ? new MeanReverting(0, 0, CROSS_PREMIUM_HALF_LIFE_MS, CROSS_PREMIUM_SD, random('premium', params.symbol)) : null;
      const start = futures ? 1 + BASIS_MEAN : 1;
      market.loadHistory(quote ? ratioHistory(base.history, quote.history) : base.history, start, volumeFactor(params, main));
      market.step(options.start, 0, futures ? anchorMid(params) * start : anchorMid(params), false);
      const stepMs = this.tickMs * (params.tradesPerSecond < QUIET_TRADES_PER_SECOND ? 2 : 1);
      this.states.set(`${params.kind}:${params.symbol}`, { market, base: base.process, quote: quote?.process ?? null, premium, stepMs, lastStep: this.time });
      this.markets.set(`${params.kind}:${params.symbol}`, market);
    }
  }

  get now(): number {
    return this.time;
  }

  market(kind: MarketKind, symbol: string): Market | undefined {
    return this.markets.get(`${kind}:${symbol}`);
  }

  list(kind?: MarketKind): Market[] {
    return [...this.markets.values()].filter((m) => kind === undefined || m.kind === kind);
  }

  /** Called before each flush with the tick's time: the order engine matches here. */
  onTick(listener: TickListener): void {
    this.tickListeners.push(listener);
  }

  /** Called for every market after each tick with what changed. */
  onFlush(listener: FlushListener): void {
    this.flushListeners.push(listener);
  }

  /**
   * Runs every tick up to `time`. A jump skips whole ticks, so simulated time stays on the grid
   * and in whole milliseconds: it goes on the wire as `ts` and `time`, which clients read as
   * integers (a fractional clock such as `performance.now()` must never leak through).
   */
  advanceTo(time: number): void {
    const behind = Math.floor(time) - this.time;
    if (behind > MAX_CATCH_UP_MS) this.time += (Math.floor(behind / this.tickMs) - 1) * this.tickMs;
    while (this.time + this.tickMs <= time) this.tick(this.time + this.tickMs);
  }

  /** Moves a market to a price now (test control), then matches and publishes at once. */
  setPrice(kind: MarketKind, symbol: string, price: number): boolean {
    const state = this.states.get(`${kind}:${symbol}`);
    if (!state) return false;
    const { market, base, quote, premium } = state;
    const quoteMid = quote?.mid ?? 1;
    // A USDT pair or a perpetual moves its base (and so every pair of that base); a cross pair moves alone.
    if (!premium) base.set(price);
    else if (kind === 'futures') base.set(price / (1 + premium.current));
    else premium.set((price * quoteMid) / base.mid - 1);
    market.pin(price, this.time);
    this.publish(this.time);
    return true;
  }

  start(clock: () => number): void {
    this.stop();
    this.timer = setInterval(() => this.advanceTo(clock()), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(time: number): void {
    const dt = time - this.time;
    this.time = time;
    if (this.paused) {
      for (const market of this.markets.values()) market.candles.roll(time);
    } else {
      for (const a of this.assets.values()) a.process.step(dt);
      for (const state of this.states.values()) {
        const { market, base, quote, premium } = state;
        if (time - state.lastStep < state.stepMs) continue;
        // At most one step's worth: after a jump or a pause, a market moves on as from one step ago.
        const elapsed = Math.min(time - state.lastStep, state.stepMs);
        state.lastStep = time;
        const ratio = quote ? base.mid / quote.mid : base.mid;
        market.step(time, elapsed, premium ? ratio * (1 + premium.step(elapsed)) : ratio, true);
      }
    }
    this.publish(time);
  }

  /** Matching first, so fills made by this tick's prices go out in the same flush. */
  private publish(time: number): void {
    for (const listener of this.tickListeners) listener(time);
    for (const market of this.markets.values()) {
      const changes = market.flush();
      for (const listener of this.flushListeners) listener(market, changes);
    }
  }
}
