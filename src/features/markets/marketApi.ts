// The public market calls (docs/protocol.md, Markets), checked at the edge.
import { api } from '../../api/api';
import { type SymbolList, readCandles, readDepth, readSparklines, readSymbols, readTickers } from '../../core/markets/answers';
import type { CandleInterval } from '../../core/markets/intervals';
import type { BookSnapshot, Candle, Ticker } from '../../core/markets/messages';
import { MARKET_PATHS } from '../../core/markets/paths';
import type { Sparkline } from '../../core/markets/sparkline';
import type { MarketKind } from '../../core/markets/symbols';
import { MalformedAnswer } from './tradingApi';
import { readAnswer } from './wireLog';

const get = (path: string, params: Record<string, string | number>, shownByCaller = false) =>
  api<unknown>(path, params, { method: 'GET', ...(shownByCaller ? { shownByCaller } : {}) });

/** The listed symbols, and how many records could not be read (an unreadable answer is not an empty market). */
export async function fetchSymbols(market?: MarketKind): Promise<SymbolList> {
  const data = await get(MARKET_PATHS.symbols, market ? { market } : {});
  return readAnswer(MARKET_PATHS.symbols, (drops) => readSymbols(data, drops));
}

export async function fetchTickers(market?: MarketKind): Promise<Ticker[]> {
  const data = await get(MARKET_PATHS.tickers, market ? { market } : {});
  return readAnswer(MARKET_PATHS.tickers, (drops) => readTickers(data, drops));
}

export async function fetchCandles(market: MarketKind, symbol: string, interval: CandleInterval, options: { limit?: number; endTime?: number } = {}): Promise<Candle[]> {
  const params = { market, symbol, interval, ...(options.limit ? { limit: options.limit } : {}), ...(options.endTime ? { endTime: options.endTime } : {}) };
  // The chart says itself when its history fails (and retries older pages while the user drags): no toast.
  const data = await get(MARKET_PATHS.candles, params, true);
  return readAnswer(MARKET_PATHS.candles, (drops) => readCandles(data, drops));
}

/** Every market's price line of the last day; the markets page shows rows without one when it fails: no toast. */
export async function fetchSparklines(market: MarketKind): Promise<Sparkline[]> {
  const data = await get(MARKET_PATHS.sparklines, { market }, true);
  return readAnswer(MARKET_PATHS.sparklines, (drops) => readSparklines(data, drops));
}

/** The book now; a malformed answer is an error, since a book cannot resynchronise on it. */
export async function fetchDepth(market: MarketKind, symbol: string): Promise<BookSnapshot> {
  const data = await get(MARKET_PATHS.depth, { market, symbol });
  const snapshot = readAnswer(MARKET_PATHS.depth, (drops) => readDepth(data, drops));
  if (!snapshot) throw new MalformedAnswer('depth answer without a sequence number or sides');
  return snapshot;
}
