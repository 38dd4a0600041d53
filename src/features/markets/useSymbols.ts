// The listed symbols of a market: fetched once per page, kept for the next visit so a trading
// screen opens offline. Apart from the live feeds, so the page's first chunk does not carry them.
import { useMemo } from 'react';
import type { SymbolList } from '../../core/markets/answers';
import type { MarketKind } from '../../core/markets/symbols';
import { parseList, parseSymbolInfo } from '../../core/markets/wireCheck';
import { localStore } from '../../platform/storage';
import { type Load, useLoad } from '../../ui/useLoad';
import { fetchSymbols } from './marketApi';
import { readAnswer } from './wireLog';

const symbolLists = new Map<MarketKind, Promise<SymbolList>>();
const symbolsKey = (market: MarketKind) => `market_symbols_${market}`;

/** The list kept from the last visit, checked like a fresh answer: a screen can open offline. */
function keptSymbols(market: MarketKind): SymbolList | null {
  const text = localStore.get(symbolsKey(market));
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    const list = readAnswer('kept symbols', (drops) => parseList(raw, parseSymbolInfo, drops)).filter((s) => s.market === market);
    return list.length > 0 ? { symbols: list, unreadable: 0 } : null;
  } catch {
    return null;
  }
}

/**
 * The market's symbols, fetched once per page and kept for the next visit. A failure, or a list
 * with unreadable records, is forgotten, so a retry asks again; only a whole list is kept.
 */
export function loadSymbols(market: MarketKind): Promise<SymbolList> {
  let list = symbolLists.get(market);
  if (!list) {
    list = fetchSymbols(market).then((fresh) => {
      if (fresh.unreadable > 0) symbolLists.delete(market);
      else if (fresh.symbols.length > 0) localStore.set(symbolsKey(market), JSON.stringify(fresh.symbols));
      return fresh;
    });
    symbolLists.set(market, list);
    list.catch(() => symbolLists.delete(market));
  }
  return list;
}

/**
 * The symbols: the fresh list once it is whole, else those kept from the last visit (at once,
 * and when the fresh list fails or has unreadable records), else the fetch's result.
 */
export function useSymbols(market: MarketKind): { result: Load<SymbolList>; retry: () => void } {
  const fetched = useLoad(() => loadSymbols(market), market);
  const kept = useMemo(() => keptSymbols(market), [market]);
  const whole = fetched.result.state === 'ready' && fetched.result.value.unreadable === 0;
  if (whole || !kept) return fetched;
  return { result: { state: 'ready', value: kept }, retry: fetched.retry };
}
