// The candles of one market, symbol and interval as one list: the history, the live candles of
// the socket, older pages fetched while the user scrolls back, and the newest page again when live
// candles skipped some. A new symbol or interval starts from nothing, and answers that arrive for
// the previous one are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CandleList, byOpenTime, mergeLive, missesCandles, prependOlder, withNewest } from '../../../core/markets/candleSeries';
import type { CandleInterval } from '../../../core/markets/intervals';
import type { Candle } from '../../../core/markets/messages';
import type { MarketKind } from '../../../core/markets/symbols';
import { subscribePublic } from '../../markets/feed';
import { fetchCandles } from '../../markets/marketApi';

const PAGE_SIZE = 300;
/** After an older page failed, dragging the chart does not ask again for this long (one request, not one per frame). */
const OLDER_RETRY_MS = 5_000;
const NO_CANDLES: CandleList = [];

export type CandlesStatus = 'loading' | 'failed' | 'ready';

export interface Candles {
  /** Changes with the market, symbol, interval and each retry: the chart starts over when it does. */
  readonly key: string;
  readonly status: CandlesStatus;
  /** Empty unless ready. */
  readonly candles: CandleList;
  readonly retry: () => void;
  /** Asks for the page before the first candle; calls while one is on its way, or after the first candle of all, do nothing. */
  readonly loadOlder: () => void;
}

interface Loaded {
  readonly key: string;
  readonly result: CandleList | 'failed';
}

interface OlderPages {
  readonly key: string;
  busy: boolean;
  /** A page brought nothing older: the history starts here. */
  exhausted: boolean;
  notBefore: number;
}

export function useCandles(market: MarketKind, symbol: string, interval: CandleInterval): Candles {
  const [attempt, setAttempt] = useState(0);
  const key = `${market}/${symbol}/${interval}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const older = useRef<OlderPages>({ key: '', busy: false, exhausted: false, notBefore: 0 });

  useEffect(() => {
    let current = true;
    // The socket may send the current candle before the history arrives; it is merged in after.
    let early: Candle[] | null = [];
    // The newest candle seen (a list of one), to notice candles that never came (a socket that
    // was down, a phone that slept): the newest page is then fetched again.
    let newest: CandleList = [];
    let refilling = false;
    const update = (change: (list: CandleList) => CandleList) =>
      setLoaded((l) => (l?.key === key && l.result !== 'failed' ? { key, result: change(l.result) } : l));
    const refill = () => {
      refilling = true;
      fetchCandles(market, symbol, interval, { limit: PAGE_SIZE }).then(
        (page) => {
          refilling = false;
          if (current) update((list) => withNewest(list, page));
        },
        (error: unknown) => {
          refilling = false;
          console.warn('candles after a gap failed to load', error);
        },
      );
    };
    const unsubscribe = subscribePublic({ channel: 'candle', market, symbol, interval }, (message) => {
      if (!current || message.channel !== 'candle' || message.market !== market || message.symbol !== symbol || message.interval !== interval) return;
      if (early) {
        early.push(message.data);
        return;
      }
      if (!refilling && missesCandles(newest, message.data, interval)) refill();
      newest = mergeLive(newest, message.data).slice(-1);
      update((list) => mergeLive(list, message.data));
    });
    fetchCandles(market, symbol, interval, { limit: PAGE_SIZE }).then(
      (history) => {
        if (!current) return;
        const result = (early ?? []).reduce(mergeLive, byOpenTime(history));
        early = null;
        newest = result.slice(-1);
        setLoaded({ key, result });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('candles failed to load', error);
        early = null;
        setLoaded({ key, result: 'failed' });
      },
    );
    return () => {
      current = false;
      unsubscribe();
    };
  }, [key, market, symbol, interval]);

  const mine = loaded?.key === key ? loaded.result : null;

  const loadOlder = useCallback(() => {
    const first = mine === null || mine === 'failed' ? undefined : mine[0];
    if (!first) return;
    if (older.current.key !== key) older.current = { key, busy: false, exhausted: false, notBefore: 0 };
    const pages = older.current;
    if (pages.busy || pages.exhausted || Date.now() < pages.notBefore) return;
    pages.busy = true;
    fetchCandles(market, symbol, interval, { limit: PAGE_SIZE, endTime: first.time }).then(
      (page) => {
        pages.busy = false;
        pages.exhausted = !page.some((c) => c.time < first.time);
        setLoaded((l) => (l?.key === key && l.result !== 'failed' ? { key, result: prependOlder(l.result, page) } : l));
      },
      (error: unknown) => {
        pages.busy = false;
        pages.notBefore = Date.now() + OLDER_RETRY_MS;
        console.warn('older candles failed to load', error);
      },
    );
  }, [mine, key, market, symbol, interval]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  if (mine === null) return { key, status: 'loading', candles: NO_CANDLES, retry, loadOlder };
  if (mine === 'failed') return { key, status: 'failed', candles: NO_CANDLES, retry, loadOlder };
  return { key, status: 'ready', candles: mine, retry, loadOlder };
}
