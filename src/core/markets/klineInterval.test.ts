import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS } from '../preferences';
import { CANDLE_INTERVALS } from './intervals';
import { candleIntervalOf, klineIntervalOf } from './klineInterval';

describe('kline interval preference and candle interval', () => {
  it('maps the preference values in minutes to the gateway intervals', () => {
    expect(KLINE_INTERVALS.map(candleIntervalOf)).toEqual(['1m', '5m', '15m', '30m', '1h', '4h', '1D', '1W']);
  });

  it('maps every candle interval back to its preference value', () => {
    expect(CANDLE_INTERVALS.map(klineIntervalOf)).toEqual(['1', '5', '15', '30', '60', '240', '1D', '1W']);
  });

  it('is one to one both ways', () => {
    for (const preference of KLINE_INTERVALS) expect(klineIntervalOf(candleIntervalOf(preference))).toBe(preference);
    for (const interval of CANDLE_INTERVALS) expect(candleIntervalOf(klineIntervalOf(interval))).toBe(interval);
    expect(new Set(KLINE_INTERVALS.map(candleIntervalOf)).size).toBe(CANDLE_INTERVALS.length);
  });
});
