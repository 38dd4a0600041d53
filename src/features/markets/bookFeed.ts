// A market's book and recent trades as frames to paint. The market worker keeps them (the
// socket's snapshot and updates, gaps and REST resyncs, grouping, trades newest first: see
// workers/marketService.ts) and sends a view's latest state at most once per frame's worth of
// time; these stores hand it to readers at most once per animation frame.
import { type BookState, EMPTY_BOOK } from '../../core/markets/feedProtocol';
import type { Trade } from '../../core/markets/messages';
import type { MarketKind } from '../../core/markets/symbols';
import { type LiveStore, keyedStores, liveStore } from './liveStore';
import { openView } from './marketWorker';

export type { BookPhase, BookState } from '../../core/markets/feedProtocol';
export { EMPTY_BOOK };

/** `group`: the price step the levels are merged into (bookGrouping.ts); null keeps every level. */
export function bookStore(market: MarketKind, symbol: string, group: string | null = null, onIdle?: () => void): LiveStore<BookState> {
  return liveStore<BookState>(EMPTY_BOOK, (set) => openView<'book'>({ type: 'book', market, symbol, group }, (m) => set(m.frame)), onIdle);
}

export function tradesStore(market: MarketKind, symbol: string, onIdle?: () => void): LiveStore<readonly Trade[]> {
  return liveStore<readonly Trade[]>([], (set) => openView<'trades'>({ type: 'trades', market, symbol }, (m) => set(m.trades)), onIdle);
}

const books = keyedStores<BookState>((key, forget) => {
  const [market, symbol, group] = key.split(':') as [MarketKind, string, string];
  return bookStore(market, symbol, group || null, forget);
});

const trades = keyedStores<readonly Trade[]>((key, forget) => {
  const [market, symbol] = key.split(':') as [MarketKind, string];
  return tradesStore(market, symbol, forget);
});

/**
 * A market's book as frames to paint: its levels best first, merged into buckets of `group` (a
 * multiple of the tick; null: every level as it is), told to readers at most once per frame.
 */
export const bookFrames = (market: MarketKind, symbol: string, group: string | null = null): LiveStore<BookState> => books(`${market}:${symbol}:${group ?? ''}`);
/** A market's latest trades, newest first, told to readers at most once per frame. */
export const tradeFrames = (market: MarketKind, symbol: string): LiveStore<readonly Trade[]> => trades(`${market}:${symbol}`);
