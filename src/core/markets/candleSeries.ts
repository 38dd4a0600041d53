// A chart's candles as one oldest-first list fed from the history answer, live candles from the
// socket, older pages fetched while the user scrolls back, and the newest page fetched again after
// live candles skipped some. Lists are never changed in place; an operation that changes nothing
// returns the very list it was given, so a caller can tell by identity, and the chart can tell
// what it must redraw.
import { type CandleInterval, INTERVAL_MS } from './intervals';
import type { Candle } from './messages';

/** Oldest first, open times strictly increasing. */
export type CandleList = readonly Candle[];

/**
 * A live candle replaces the last one when it has the same open time and follows it when newer.
 * An older one is a late message about a closed candle the list already holds: it is ignored.
 */
export function mergeLive(list: CandleList, live: Candle): CandleList {
  const last = list[list.length - 1];
  if (!last || live.time > last.time) return [...list, live];
  if (live.time === last.time) return [...list.slice(0, -1), live];
  return list;
}

/** A page in time order with one candle per open time (the later entry wins, as the newer state). */
export function byOpenTime(page: readonly Candle[]): CandleList {
  const byTime = new Map<number, Candle>();
  for (const candle of page) byTime.set(candle.time, candle);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** An older page goes in front; of it only candles opening before the list's first are kept. */
export function prependOlder(list: CandleList, page: readonly Candle[]): CandleList {
  const first = list[0];
  const older = byOpenTime(first ? page.filter((c) => c.time < first.time) : page);
  return older.length === 0 ? list : [...older, ...list];
}

/**
 * A live candle that opens more than one interval after the list's last: candles closed while no
 * message arrived (a dropped socket, a phone asleep), and the newest page must be fetched again.
 */
export function missesCandles(list: CandleList, live: Candle, interval: CandleInterval): boolean {
  const last = list[list.length - 1];
  return last !== undefined && live.time - last.time > INTERVAL_MS[interval];
}

/**
 * The newest page fetched again after a gap takes over its span of the list. A page that does not
 * reach back to the list's last candle replaces the list: the chart spaces bars by index, so a
 * hole would pass for continuous time.
 */
export function withNewest(list: CandleList, page: readonly Candle[]): CandleList {
  const fresh = byOpenTime(page);
  const first = fresh[0];
  const newest = fresh[fresh.length - 1];
  const last = list[list.length - 1];
  if (!first || !newest) return list;
  if (!last || first.time > last.time) return fresh;
  return [...list.filter((c) => c.time < first.time), ...fresh, ...list.filter((c) => c.time > newest.time)];
}

/** A candle as the chart draws it: open time in whole seconds (UTC), prices as numbers. */
export interface ChartBar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

export function toChartBar(candle: Candle): ChartBar {
  return {
    time: Math.floor(candle.time / 1000),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

/**
 * What a chart showing `shown` must do to show `next`: update only the newest bars (the last one
 * replaced, newer ones added, the cheap path for live candles) or redraw everything (a new
 * symbol or interval, an older page in front).
 */
export type ChartStep = { readonly kind: 'redraw' } | { readonly kind: 'update'; readonly candles: CandleList };

export function chartStep(shown: CandleList, next: CandleList): ChartStep {
  let kept = 0;
  while (kept < shown.length && kept < next.length && shown[kept] === next[kept]) kept += 1;
  const appendsOnly = kept === shown.length;
  const replacesLast = kept === shown.length - 1 && next[kept]?.time === shown[kept]?.time;
  if (shown.length === 0 || !(appendsOnly || replacesLast)) return { kind: 'redraw' };
  return { kind: 'update', candles: next.slice(kept) };
}
