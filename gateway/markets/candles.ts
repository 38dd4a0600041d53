// Candles of one market at every interval the chart offers, and the rolling 24 h statistics.
// Prices are in ticks and amounts in lots (integers); quote volume is exact bigint units.
import { CANDLE_INTERVALS, INTERVAL_MS, bucketStart, type CandleInterval } from '../../src/core/markets/intervals';

export interface RawCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  quote: bigint;
}

export interface DayStats {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly volume: number;
  readonly quote: bigint;
}

/** Closed candles kept per interval: more than any chart asks for at once (limit ≤ 1000). */
export const KEPT_CANDLES = 1_000;
const DAY_MS = 86_400_000;

class Series {
  readonly closed: RawCandle[] = [];
  current: RawCandle | undefined;

  constructor(readonly interval: CandleInterval) {}

  /** Makes the current candle the one of `time`'s bucket; true when a candle was closed. */
  roll(time: number, lastClose: number): boolean {
    const start = bucketStart(time, this.interval);
    if (this.current && this.current.time === start) return false;
    const closedOne = this.current !== undefined && this.current.time < start;
    if (this.current && closedOne) this.push(this.current);
    if (!this.current || closedOne) this.current = { time: start, open: lastClose, high: lastClose, low: lastClose, close: lastClose, volume: 0, quote: 0n };
    return closedOne;
  }

  push(candle: RawCandle): void {
    this.closed.push(candle);
    if (this.closed.length > KEPT_CANDLES * 1.5) this.closed.splice(0, this.closed.length - KEPT_CANDLES);
  }
}

function merge(into: RawCandle, high: number, low: number, close: number, volume: number, quote: bigint): void {
  if (high > into.high) into.high = high;
  if (low < into.low) into.low = low;
  into.close = close;
  into.volume += volume;
  into.quote += quote;
}

export class CandleBook {
  private readonly series = new Map<CandleInterval, Series>(CANDLE_INTERVALS.map((i) => [i, new Series(i)]));
  private readonly changed = new Set<CandleInterval>();
  private lastClose = 0;
  private day: DayStats & { readonly from: number } = { from: 0, open: 0, high: 0, low: 0, volume: 0, quote: 0n };

  /**
   * History: one generated step of `stepMs` feeds every interval at least that long, so each
   * interval's candles are exact aggregates of the finest steps that cover them.
   */
  addStep(time: number, stepMs: number, c: Omit<RawCandle, 'time'>): void {
    for (const interval of CANDLE_INTERVALS) {
      if (INTERVAL_MS[interval] < stepMs) continue;
      const s = this.seriesOf(interval);
      const start = bucketStart(time, interval);
      if (s.current && s.current.time === start) merge(s.current, c.high, c.low, c.close, c.volume, c.quote);
      else {
        if (s.current) s.push(s.current);
        s.current = { time: start, ...c };
      }
    }
    this.lastClose = c.close;
  }

  /** Opens the candles of `time` at every interval (after history, and on every live tick). */
  roll(time: number): void {
    for (const s of this.series.values()) {
      if (s.roll(time, this.lastClose)) this.changed.add(s.interval);
      if (s.interval === '1m' && s.current && this.day.from !== s.current.time) this.recomputeDay(s);
    }
  }

  trade(time: number, price: number, lots: number, quote: bigint): void {
    this.roll(time);
    for (const s of this.series.values()) {
      if (s.current) merge(s.current, price, price, price, lots, quote);
      this.changed.add(s.interval);
    }
    this.lastClose = price;
  }

  get last(): number {
    return this.lastClose;
  }

  /** Intervals whose current candle changed since the last call. */
  takeChanged(): CandleInterval[] {
    const list = [...this.changed];
    this.changed.clear();
    return list;
  }

  current(interval: CandleInterval): RawCandle | undefined {
    return this.seriesOf(interval).current;
  }

  /** The newest `limit` candles (current included) that open before `endTime`, oldest first. */
  list(interval: CandleInterval, limit: number, endTime = Number.POSITIVE_INFINITY): RawCandle[] {
    const s = this.seriesOf(interval);
    const all = s.current ? [...s.closed, s.current] : s.closed;
    let end = all.length;
    while (end > 0 && (all[end - 1]?.time ?? 0) >= endTime) end -= 1;
    return all.slice(Math.max(0, end - limit), end);
  }

  /** Rolling 24 h: the closed minutes of the window, cached per minute, with the current minute. */
  dayStats(): DayStats {
    const current = this.seriesOf('1m').current;
    if (!current) return this.day;
    return {
      open: this.day.volume > 0 || this.day.open > 0 ? this.day.open : current.open,
      high: Math.max(this.day.high, current.high),
      low: this.day.low > 0 ? Math.min(this.day.low, current.low) : current.low,
      volume: this.day.volume + current.volume,
      quote: this.day.quote + current.quote,
    };
  }

  private recomputeDay(minutes: Series): void {
    const from = (minutes.current?.time ?? 0) - DAY_MS + INTERVAL_MS['1m'];
    let open = 0;
    let high = 0;
    let low = 0;
    let volume = 0;
    let quote = 0n;
    for (const c of minutes.closed) {
      if (c.time < from) continue;
      if (open === 0) {
        open = c.open;
        low = c.low;
      }
      high = Math.max(high, c.high);
      low = Math.min(low, c.low);
      volume += c.volume;
      quote += c.quote;
    }
    this.day = { from: minutes.current?.time ?? 0, open, high, low, volume, quote };
  }

  private seriesOf(interval: CandleInterval): Series {
    const s = this.series.get(interval);
    if (!s) throw new Error(`no series ${interval}`);
    return s;
  }
}
