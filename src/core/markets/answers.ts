// The `data` of each market and trading answer (docs/protocol.md, Markets; Orders and accounts),
// read with the record checks of wireCheck.ts. The page's API modules and the gateway's contract
// test read answers through these same functions, so the test proves what the page accepts.
import type { BookSnapshot, Candle, Ticker } from './messages';
import type { MarketRef } from './favorites';
import type { Sparkline } from './sparkline';
import type { SymbolInfo } from './symbols';
import type { Balance, Order, Position, Wallet } from './trading';
import {
  type WireDrops, boolean, count, field, parseBalance, parseCandle, parseList, parseMarketRef, parseSparkline, parseOrder, parsePosition, parseSymbolInfo, parseTicker, readLevels, readList,
} from './wireCheck';

export interface SymbolList {
  readonly symbols: readonly SymbolInfo[];
  /**
   * Records of the answer that could not be read. A symbol missing from a list with unreadable
   * records may be one of them: it is unknown, not "not listed".
   */
  readonly unreadable: number;
}

/** The listed symbols; an answer without a list of them is a list that could not be read at all. */
export function readSymbols(data: unknown, drops: WireDrops): SymbolList {
  const before = drops.records;
  const symbols = readList(field(data, 'symbols'), parseSymbolInfo, drops, 'symbols') ?? [];
  return { symbols, unreadable: drops.records - before };
}

export function readTickers(data: unknown, drops: WireDrops): Ticker[] {
  return parseList(field(data, 'tickers'), parseTicker, drops, 'tickers');
}

export function readCandles(data: unknown, drops: WireDrops): Candle[] {
  return parseList(field(data, 'candles'), parseCandle, drops, 'candles');
}

export function readSparklines(data: unknown, drops: WireDrops): Sparkline[] {
  return parseList(field(data, 'sparklines'), parseSparkline, drops, 'sparklines');
}

/** The account's favourites; null when the answer holds no list (not the same as none). */
export function readFavorites(data: unknown, drops: WireDrops): MarketRef[] | null {
  return readList(field(data, 'favorites'), parseMarketRef, drops, 'favorites');
}

/** The book now, or null without a sequence number or either side: a book cannot resynchronise on it. */
export function readDepth(data: unknown, drops: WireDrops): BookSnapshot | null {
  const seq = field(data, 'seq');
  const ts = field(data, 'ts');
  const bids = readLevels(field(data, 'bids'), drops);
  const asks = readLevels(field(data, 'asks'), drops);
  if (!count(seq) || !bids || !asks) {
    drops.dropRecord('depth', 'shape');
    return null;
  }
  if (!count(ts)) drops.dropField('depth', 'ts');
  return { seq: seq as number, ts: count(ts) ? (ts as number) : 0, bids, asks };
}

export function readOrders(data: unknown, drops: WireDrops): Order[] {
  return parseList(field(data, 'orders'), parseOrder, drops, 'orders');
}

/** `data` of futures/position/reverse: the closing order and the opening one, or null when either is unreadable. */
export function readReverse(data: unknown, drops: WireDrops): { readonly closed: Order; readonly opened: Order } | null {
  const closed = parseOrder(field(data, 'closed'), drops);
  const opened = parseOrder(field(data, 'opened'), drops);
  return closed && opened ? { closed, opened } : null;
}

export function readPositions(data: unknown, drops: WireDrops): Position[] {
  return parseList(field(data, 'positions'), parsePosition, drops, 'positions');
}

export type WalletBalancesPair = Readonly<Record<Wallet, readonly Balance[]>>;

/** Both wallets' balances (transfer, demo reset). */
export function readBalancesPair(data: unknown, drops: WireDrops): WalletBalancesPair {
  return { spot: parseList(field(data, 'spot'), parseBalance, drops, 'spot balances'), futures: parseList(field(data, 'futures'), parseBalance, drops, 'futures balances') };
}

export function readWsToken(data: unknown, drops: WireDrops): { token: string; demo: boolean } | null {
  const token = field(data, 'token');
  const demo = field(data, 'demo');
  if (typeof token !== 'string' || token.length === 0 || !boolean(demo)) {
    drops.dropRecord('wsToken', 'shape');
    return null;
  }
  return { token, demo: demo as boolean };
}
