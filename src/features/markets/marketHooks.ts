// What trading screens read from the market: hooks over the shared live stores and the REST lists.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useThrottled } from '../../ui/useThrottled';
import type { Ticker, Trade } from '../../core/markets/messages';
import { STALE_AFTER_MS } from '../../core/markets/reconnect';
import type { MarketKind } from '../../core/markets/symbols';
import { type BookState, bookFrames, tradeFrames } from './bookFeed';
import { connectionStatus, onConnectionStatus, subscribePublic } from './feed';
import { keyedStores, liveStore } from './liveStore';
import { fetchTickers } from './marketApi';

export { bookFrames, tradeFrames };

// One REST list per market serves every ticker store that starts together (the positions' marks
// start several at once); forgotten when it settles, so a later start asks afresh.
const startingLists = new Map<MarketKind, Promise<Ticker[]>>();
function startingList(market: MarketKind): Promise<Ticker[]> {
  let list = startingLists.get(market);
  if (!list) {
    list = fetchTickers(market).finally(() => startingLists.delete(market));
    startingLists.set(market, list);
  }
  return list;
}

const tickers = keyedStores<Ticker | null>((key, forget) => {
  const [market, symbol] = key.split(':') as [MarketKind, string];
  return liveStore<Ticker | null>(null, (set, get) => {
    let started = true;
    // The last answer over REST until the socket speaks: a price at once on a slow start, and
    // offline the one the service worker kept, instead of a dash.
    startingList(market).then((list) => {
      const found = list.find((t) => t.symbol === symbol);
      if (started && found && get() === null) set(found);
    }, () => undefined);
    const off = subscribePublic({ channel: 'ticker', market, symbol }, (m) => {
      if (m.channel === 'ticker') set(m.data);
    });
    return () => {
      started = false;
      off();
    };
  }, forget);
});

/** How long what waits for the book waits at most: a feed that never speaks must not hide the rest. */
const BOOK_FIRST_WAIT_MS = 2_500;

/**
 * False until the market's book has arrived (or a few seconds have passed without it), then true
 * for good: what is heavy and can wait (the chart's code and history) starts after the book.
 */
export function useBookArrived(market: MarketKind, symbol: string): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived) return;
    const book = bookFrames(market, symbol);
    const check = () => {
      if (book.get().phase !== 'loading') setArrived(true);
    };
    const off = book.subscribe(check);
    check();
    const timer = setTimeout(() => setArrived(true), BOOK_FIRST_WAIT_MS);
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [market, symbol, arrived]);
  return arrived;
}

function useStore<T>(store: { subscribe: (l: () => void) => () => void; get: () => T }): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Live tickers of several symbols (the positions' marks), as one map. */
export function useTickerMap(market: MarketKind, symbols: readonly string[]): ReadonlyMap<string, Ticker> {
  const key = [...new Set(symbols)].sort().join(',');
  const [map, setMap] = useState<ReadonlyMap<string, Ticker>>(new Map());
  useEffect(() => {
    const stores = key ? key.split(',').map((symbol) => [symbol, tickers(`${market}:${symbol}`)] as const) : [];
    const update = () => setMap(new Map(stores.flatMap(([symbol, store]) => {
      const ticker = store.get();
      return ticker ? [[symbol, ticker] as const] : [];
    })));
    const offs = stores.map(([, store]) => store.subscribe(update));
    update();
    return () => {
      for (const off of offs) off();
    };
  }, [market, key]);
  return map;
}

export const useBook = (market: MarketKind, symbol: string, group: string | null = null): BookState => useStore(bookFrames(market, symbol, group));
export const useTicker = (market: MarketKind, symbol: string): Ticker | null => useStore(tickers(`${market}:${symbol}`));
export const useTrades = (market: MarketKind, symbol: string): readonly Trade[] => useStore(tradeFrames(market, symbol));

export type FeedHealth = 'live' | 'stale' | 'reconnecting';

/** Whether what the screen shows is current: the socket is open and has spoken lately. */
export function useFeedHealth(): FeedHealth {
  const [health, setHealth] = useState<FeedHealth>('live');
  useEffect(() => {
    const check = () => {
      const status = connectionStatus();
      if (status.state === 'idle') return setHealth('live');
      if (status.state !== 'open') return setHealth('reconnecting');
      setHealth(Date.now() - status.lastDataAt > STALE_AFTER_MS ? 'stale' : 'live');
    };
    check();
    const off = onConnectionStatus(check);
    const timer = setInterval(check, 1_000);
    return () => {
      off();
      clearInterval(timer);
    };
  }, []);
  return health;
}

const NO_SYMBOLS: readonly string[] = [];

/**
 * Live tickers of a market's symbols while `active` (a list of them shows), from the same ticker
 * stores as the rest of the screen (one subscription per symbol on the one socket), re-rendered at
 * most every `periodMs`: a list of dozens of markets moves four times a second each.
 */
export function useMarketTickers(market: MarketKind, symbols: readonly string[], active: boolean, periodMs = 500): ReadonlyMap<string, Ticker> {
  return useThrottled(useTickerMap(market, active ? symbols : NO_SYMBOLS), periodMs);
}
