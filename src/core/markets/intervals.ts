// Candle intervals the chart offers, and the bucket a time falls in.

export const CANDLE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1D', '1W'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

const MINUTE = 60_000;
export const INTERVAL_MS: Readonly<Record<CandleInterval, number>> = {
  '1m': MINUTE, '5m': 5 * MINUTE, '15m': 15 * MINUTE, '30m': 30 * MINUTE,
  '1h': 60 * MINUTE, '4h': 240 * MINUTE, '1D': 1440 * MINUTE, '1W': 7 * 1440 * MINUTE,
};

/** 1970-01-05 was a Monday: weeks start on Monday 00:00 UTC, as on most exchanges. */
const WEEK_ORIGIN_MS = 4 * 1440 * MINUTE;

export function isCandleInterval(value: unknown): value is CandleInterval {
  return typeof value === 'string' && (CANDLE_INTERVALS as readonly string[]).includes(value);
}

/** Open time (epoch ms, UTC) of the candle containing `time`. */
export function bucketStart(time: number, interval: CandleInterval): number {
  const size = INTERVAL_MS[interval];
  const origin = interval === '1W' ? WEEK_ORIGIN_MS : 0;
  return Math.floor((time - origin) / size) * size + origin;
}
