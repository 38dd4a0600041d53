// The back-filled history of a base, generated backwards from its anchor price at the start time,
// so that today's price is realistic whatever the seed. The resolution coarsens with age: one-minute
// steps for the last day, then 5 minutes, 15, 30, an hour, 4 hours and a day, each region long
// enough for a few hundred candles of its interval and aligned to the next coarser one. Every
// interval's candles aggregate the finest steps that cover them (candles.ts), so they agree.
import { bucketStart, INTERVAL_MS, type CandleInterval } from '../../src/core/markets/intervals';
import type { Random } from './random';

export interface HistoryStep {
  readonly time: number;
  readonly stepMs: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Base volume, in units of the base (not lots). */
  readonly volume: number;
}

const DAY = 86_400_000;
const YEAR_MS = 365 * DAY;

/** [step, how far back it reaches, the interval its start aligns to]. */
const REGIONS: readonly (readonly [CandleInterval, number, CandleInterval])[] = [
  ['1m', 1 * DAY, '5m'],
  ['5m', 4 * DAY, '15m'],
  ['15m', 8 * DAY, '30m'],
  ['30m', 16 * DAY, '1h'],
  ['1h', 64 * DAY, '4h'],
  ['4h', 400 * DAY, '1D'],
  ['1D', 2_500 * DAY, '1W'],
];

export interface HistoryParams {
  readonly anchorPrice: number;
  readonly volatility: number;
  /** Base volume traded per ms on average. */
  readonly volumePerMs: number;
}

/** Steps oldest first, ending at the start of the minute of `now`, where the price is the anchor. */
export function generateHistory(now: number, params: HistoryParams, random: Random): HistoryStep[] {
  const steps: HistoryStep[] = [];
  let end = bucketStart(now, '1m');
  let close = params.anchorPrice;
  const newest = end;
  for (const [interval, reach, alignTo] of REGIONS) {
    const stepMs = INTERVAL_MS[interval];
    const from = bucketStart(newest - reach, alignTo);
    let vol = 1;
    while (end > from) {
      const start = end - stepMs;
      // Volatility clusters in history too: a slowly wandering multiplier.
      vol = Math.min(2.5, Math.max(0.4, vol * Math.exp(0.15 * random.normal())));
      const sigma = params.volatility * vol * Math.sqrt(stepMs / YEAR_MS);
      const ret = sigma * random.normal();
      const open = close * Math.exp(-ret);
      const wick = () => Math.abs(random.normal()) * sigma * 0.5;
      const high = Math.max(open, close) * Math.exp(wick());
      const low = Math.min(open, close) * Math.exp(-wick());
      const volume = params.volumePerMs * stepMs * random.lognormal(0.4) * vol;
      steps.push({ time: start, stepMs, open, high, low, close, volume });
      close = open;
      end = start;
    }
  }
  return steps.reverse();
}
