// The public market calls (docs/protocol.md, Markets), checked at the edge.
import { api } from '../../api/api';
import type { CandleInterval } from '../../core/markets/intervals';
import type { BookSnapshot, Candle, Ticker } from '../../core/markets/messages';
import { MARKET_PATHS } from '../../core/markets/paths';
import type { MarketKind, SymbolInfo } from '../../core/markets/symbols';
import { field, parseCandle, parseLevels, parseList, parseSymbolInfo, parseTicker } from '../../core/markets/wireCheck';

const get = (path: string, params: Record<string, string | number>, shownByCaller = false) =>
  api<unknown>(path, params, { method: 'GET', ...(shownByCaller ? { shownByCaller } : {}) });

export async function fetchSymbols(market?: MarketKind): Promise<SymbolInfo[]> {
  return parseList(field(await get(MARKET_PATHS.symbols, market ? { market } : {}), 'symbols'), parseSymbolInfo);
}

export async function fetchTickers(market?: MarketKind): Promise<Ticker[]> {
  return parseList(field(await get(MARKET_PATHS.tickers, market ? { market } : {}), 'tickers'), parseTicker);
}

export async function fetchCandles(market: MarketKind, symbol: string, interval: CandleInterval, options: { limit?: number; endTime?: number } = {}): Promise<Candle[]> {
  const params = { market, symbol, interval, ...(options.limit ? { limit: options.limit } : {}), ...(options.endTime ? { endTime: options.endTime } : {}) };
  // The chart says itself when its history fails (and retries older pages while the user drags): no toast.
  return parseList(field(await get(MARKET_PATHS.candles, params, true), 'candles'), parseCandle);
}


/** The book now; a malformed answer (no sequence number) is an error, since a book cannot resynchronise on it. */
export async function fetchDepth(market: MarketKind, symbol: string): Promise<BookSnapshot> {
  const data = await get(MARKET_PATHS.depth, { market, symbol });
  const seq = field(data, 'seq');
  const ts = field(data, 'ts');
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq)) throw new Error('depth answer without a sequence number');
  return { seq, ts: typeof ts === 'number' ? ts : 0, bids: parseLevels(field(data, 'bids')), asks: parseLevels(field(data, 'asks')) };
}
