// The kline_interval preference (section 3 spells it in minutes, or 1D / 1W) and the candle
// interval the gateway speaks name the same eight choices; each maps to exactly one of the other.
import type { KlineInterval } from '../preferences';
import type { CandleInterval } from './intervals';

const CANDLE_OF: Readonly<Record<KlineInterval, CandleInterval>> = {
  '1': '1m', '5': '5m', '15': '15m', '30': '30m', '60': '1h', '240': '4h', '1D': '1D', '1W': '1W',
};

const KLINE_OF: Readonly<Record<CandleInterval, KlineInterval>> = {
  '1m': '1', '5m': '5', '15m': '15', '30m': '30', '1h': '60', '4h': '240', '1D': '1D', '1W': '1W',
};

export const candleIntervalOf = (preference: KlineInterval): CandleInterval => CANDLE_OF[preference];

export const klineIntervalOf = (interval: CandleInterval): KlineInterval => KLINE_OF[interval];
