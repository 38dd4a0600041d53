// A market's small price line: the closes of its last day, oldest first, drawn as an SVG polyline
// in a box of the caller's size. Only the shape matters (no axis), so doubles are fine here.
import type { CandleInterval } from './intervals';
import type { MarketKind } from './symbols';

export interface Sparkline {
  readonly symbol: string;
  readonly market: MarketKind;
  /** Epoch ms of the first close's candle. */
  readonly start: number;
  /** Closing prices, oldest first; the last is the current candle's (the last price when it came). */
  readonly closes: readonly string[];
}

/** Closes a sparkline holds at most: 48 half-hours. */
export const SPARKLINE_POINTS = 48;
export const SPARKLINE_INTERVAL: CandleInterval = '30m';

/**
 * The polyline's points ("0,12 4.17,9.5 …") across `width` and `height` (y down, the highest close
 * at the top), with the last price replacing the last close when given. Null with fewer than two
 * readable closes: nothing worth a line. A flat day is a line through the middle.
 */
export function sparklinePoints(closes: readonly string[], width: number, height: number, last?: string): string | null {
  const values = closes.map(Number).filter(Number.isFinite);
  const now = last === undefined ? NaN : Number(last);
  if (Number.isFinite(now) && values.length > 0) values[values.length - 1] = now;
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = width / (values.length - 1);
  const round = (n: number) => Math.round(n * 100) / 100;
  return values.map((v, i) => `${round(i * step)},${round(span === 0 ? height / 2 : height - ((v - min) / span) * height)}`).join(' ');
}

/** Whether the line ends above (1), below (-1) or level with (0) where it started: its colour. */
export function sparklineTrend(points: string): -1 | 0 | 1 {
  const ys = points.split(' ').map((p) => Number(p.split(',')[1]));
  const first = ys[0] ?? 0;
  const last = ys[ys.length - 1] ?? 0;
  return last < first ? 1 : last > first ? -1 : 0;
}
