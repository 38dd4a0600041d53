import { describe, expect, it } from 'vitest';
import { byOpenTime, chartStep, mergeLive, missesCandles, prependOlder, toChartBar, withNewest } from './candleSeries';
import type { Candle } from './messages';

const MINUTE = 60_000;
const candle = (minute: number, close = '100.5'): Candle => ({
  time: minute * MINUTE, open: '100', high: '101', low: '99', close, volume: '1', quoteVolume: '100',
});
const times = (list: readonly Candle[]) => list.map((c) => c.time / MINUTE);

describe('mergeLive', () => {
  const list = [candle(1), candle(2), candle(3)];

  it('replaces the last candle with a live one of the same open time', () => {
    const live = candle(3, '102');
    const merged = mergeLive(list, live);
    expect(times(merged)).toEqual([1, 2, 3]);
    expect(merged[2]).toBe(live);
    expect(list[2]?.close).toBe('100.5');
  });

  it('appends a newer candle', () => {
    expect(times(mergeLive(list, candle(4)))).toEqual([1, 2, 3, 4]);
  });

  it('ignores a candle older than the last, returning the same list', () => {
    expect(mergeLive(list, candle(2, '1'))).toBe(list);
    expect(mergeLive(list, candle(0))).toBe(list);
  });

  it('starts an empty list', () => {
    expect(times(mergeLive([], candle(7)))).toEqual([7]);
  });
});

describe('byOpenTime', () => {
  it('sorts a page and keeps one candle per open time, the later entry', () => {
    const newer = candle(2, '105');
    const page = byOpenTime([candle(3), candle(1), candle(2), newer]);
    expect(times(page)).toEqual([1, 2, 3]);
    expect(page[1]).toBe(newer);
  });
});

describe('prependOlder', () => {
  const list = [candle(10), candle(11)];

  it('puts an older page in front', () => {
    expect(times(prependOlder(list, [candle(7), candle(8), candle(9)]))).toEqual([7, 8, 9, 10, 11]);
  });

  it('drops candles the list already has or that are newer than its first', () => {
    const merged = prependOlder(list, [candle(8), candle(9), candle(10, '999'), candle(12)]);
    expect(times(merged)).toEqual([8, 9, 10, 11]);
    expect(merged[2]).toBe(list[0]);
  });

  it('orders a page that came out of order and drops its duplicates', () => {
    expect(times(prependOlder(list, [candle(9), candle(7), candle(9), candle(8)]))).toEqual([7, 8, 9, 10, 11]);
  });

  it('returns the same list when the page brings nothing older', () => {
    expect(prependOlder(list, [])).toBe(list);
    expect(prependOlder(list, [candle(10), candle(11)])).toBe(list);
  });

  it('takes the whole page into an empty list', () => {
    expect(times(prependOlder([], [candle(2), candle(1)]))).toEqual([1, 2]);
  });
});

describe('missesCandles', () => {
  const list = [candle(1), candle(2)];

  it('sees nothing missing when the live candle is the last one or the next', () => {
    expect(missesCandles(list, candle(2), '1m')).toBe(false);
    expect(missesCandles(list, candle(3), '1m')).toBe(false);
    expect(missesCandles(list, candle(1), '1m')).toBe(false);
  });

  it('sees candles missing when the live one skips an interval', () => {
    expect(missesCandles(list, candle(4), '1m')).toBe(true);
    expect(missesCandles(list, candle(6), '5m')).toBe(false);
    expect(missesCandles(list, candle(8), '5m')).toBe(true);
  });

  it('has nothing to compare with in an empty list', () => {
    expect(missesCandles([], candle(9), '1m')).toBe(false);
  });
});

describe('withNewest', () => {
  const list = [candle(1), candle(2), candle(3), candle(9)];

  it('fills the hole with the newest page and keeps the older candles', () => {
    const page = [candle(3, '103'), candle(4), candle(5), candle(6), candle(7), candle(8), candle(9, '109')];
    const merged = withNewest(list, page);
    expect(times(merged)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(merged[2]?.close).toBe('103');
    expect(merged[0]).toBe(list[0]);
  });

  it('keeps live candles newer than the page', () => {
    expect(times(withNewest(list, [candle(2), candle(3)]))).toEqual([1, 2, 3, 9]);
  });

  it('replaces the list when the page does not reach back to it', () => {
    expect(times(withNewest(list, [candle(20), candle(21)]))).toEqual([20, 21]);
  });

  it('keeps the list when the page is empty', () => {
    expect(withNewest(list, [])).toBe(list);
  });
});

describe('toChartBar', () => {
  it('turns milliseconds into whole seconds and decimal strings into numbers', () => {
    const bar = toChartBar({ time: 1_736_165_400_000, open: '67250.94', high: '67300', low: '67200.5', close: '0.00001234', volume: '1', quoteVolume: '1' });
    expect(bar).toEqual({ time: 1_736_165_400, open: 67250.94, high: 67300, low: 67200.5, close: 0.00001234 });
  });

  it('rounds a time that is not on a whole second down', () => {
    expect(toChartBar({ ...candle(0), time: 1_999 }).time).toBe(1);
  });
});

describe('chartStep', () => {
  const shown = [candle(1), candle(2), candle(3)];

  it('updates only the last bar after a live candle replaced it', () => {
    const live = candle(3, '103');
    expect(chartStep(shown, mergeLive(shown, live))).toEqual({ kind: 'update', candles: [live] });
  });

  it('updates the last bar and adds new ones when several live candles came between two draws', () => {
    const replaced = candle(3, '103');
    const added = [candle(4), candle(5)];
    const next = [replaced, ...added].reduce(mergeLive, shown);
    expect(chartStep(shown, next)).toEqual({ kind: 'update', candles: [replaced, ...added] });
  });

  it('has nothing to do when the list did not change', () => {
    expect(chartStep(shown, shown)).toEqual({ kind: 'update', candles: [] });
    expect(chartStep(shown, mergeLive(shown, candle(0)))).toEqual({ kind: 'update', candles: [] });
  });

  it('redraws after an older page went in front', () => {
    expect(chartStep(shown, prependOlder(shown, [candle(0)]))).toEqual({ kind: 'redraw' });
  });

  it('redraws for a new list (another symbol or interval), even with equal open times', () => {
    expect(chartStep(shown, [candle(1), candle(2), candle(3)])).toEqual({ kind: 'redraw' });
    expect(chartStep(shown, [])).toEqual({ kind: 'redraw' });
  });

  it('redraws from nothing', () => {
    expect(chartStep([], shown)).toEqual({ kind: 'redraw' });
  });

  it('redraws rather than update a bar whose open time differs from the one it would replace', () => {
    expect(chartStep(shown, [shown[0]!, shown[1]!, candle(4)])).toEqual({ kind: 'redraw' });
  });
});
