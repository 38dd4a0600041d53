// All markets, moved together on a fixed grid of simulated time (every tickMs from the start), so a
// seed and a start time give the same market whatever the timer's jitter: a late timer catches
// up tick by tick. Spot mids follow each base's price process; a perpetual's mid is the spot mid
// times (1 + basis), the basis mean-reverting around +2 bp.
import type { MarketKind } from '../../src/core/markets/symbols';
import { BASES } from './catalogue';
import { generateHistory } from './history';
import { Market, type MarketChanges } from './market';
import { MeanReverting, PriceProcess } from './priceProcess';
import { Random, streamSeed } from './random';

export const DEFAULT_TICK_MS = 50;
/** Behind by more than this (a suspended laptop, a skewed clock), the simulation jumps instead of replaying. */
const MAX_CATCH_UP_MS = 5_000;
const FUTURES_VOLUME_FACTOR = 1.8;
const BASIS_MEAN = 0.0002;

export interface SimulatorOptions {
  readonly seed: number;
  /** Simulated time of the first tick (epoch ms); history ends here. */
  readonly start: number;
  readonly tickMs?: number;
}

interface BaseState {
  readonly process: PriceProcess;
  readonly basis: MeanReverting;
  readonly spot: Market;
  readonly futures: Market;
}

export type TickListener = (time: number) => void;
export type FlushListener = (market: Market, changes: MarketChanges) => void;

export class Simulator {
  readonly tickMs: number;
  paused = false;
  private readonly bases = new Map<string, BaseState>();
  private readonly markets = new Map<string, Market>();
  private readonly tickListeners: TickListener[] = [];
  private readonly flushListeners: FlushListener[] = [];
  private time: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: SimulatorOptions) {
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.time = Math.floor(options.start);
    for (const params of BASES) {
      const random = (name: string) => new Random(streamSeed(options.seed, `${name}:${params.base}`));
      const history = generateHistory(options.start, { anchorPrice: params.anchorPrice, volatility: params.volatility, volumePerMs: (params.tradeSize * 3 * 1.5) / 1000 }, random('history'));
      const state: BaseState = {
        process: new PriceProcess(params.anchorPrice, params.volatility, random('price')),
        basis: new MeanReverting(BASIS_MEAN, BASIS_MEAN, 600_000, BASIS_MEAN / 2, random('basis')),
        spot: new Market(params, 'spot', random('spot')),
        futures: new Market(params, 'futures', random('futures')),
      };
      state.spot.loadHistory(history, 1, 1);
      state.futures.loadHistory(history, 1 + BASIS_MEAN, FUTURES_VOLUME_FACTOR);
      state.spot.step(options.start, 0, params.anchorPrice, false);
      state.futures.step(options.start, 0, params.anchorPrice * (1 + BASIS_MEAN), false);
      this.bases.set(params.base, state);
      this.markets.set(`spot:${state.spot.symbol}`, state.spot);
      this.markets.set(`futures:${state.futures.symbol}`, state.futures);
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
    const market = this.market(kind, symbol);
    const base = market && this.bases.get(market.params.base);
    if (!market || !base) return false;
    base.process.set(kind === 'spot' ? price : price / (1 + base.basis.current));
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
    for (const b of this.bases.values()) {
      if (this.paused) {
        b.spot.candles.roll(time);
        b.futures.candles.roll(time);
        continue;
      }
      const mid = b.process.step(dt);
      const basis = b.basis.step(dt);
      b.spot.step(time, dt, mid, true);
      b.futures.step(time, dt, mid * (1 + basis), true);
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
