// The listed symbols of a market: fetched once per page, kept for the next visit so a trading
// screen opens offline. Apart from the live feeds, so the page's first chunk does not carry them.
import { useMemo } from 'react';
import type { MarketKind, SymbolInfo } from '../../core/markets/symbols';
import { parseList, parseSymbolInfo } from '../../core/markets/wireCheck';
import { localStore } from '../../platform/storage';
import { type Load, useLoad } from '../../ui/useLoad';
import { fetchSymbols } from './marketApi';

const symbolLists = new Map<MarketKind, Promise<SymbolInfo[]>>();
const symbolsKey = (market: MarketKind) => `market_symbols_${market}`;

/** The list kept from the last visit, checked like a fresh answer: a screen can open offline. */
function keptSymbols(market: MarketKind): SymbolInfo[] | null {
  const text = localStore.get(symbolsKey(market));
  if (!text) return null;
  try {
    const list = parseList(JSON.parse(text), parseSymbolInfo).filter((s) => s.market === market);
    return list.length > 0 ? list : null;
  } catch {
    return null;
  }
}

/** The market's symbols, fetched once per page and kept for the next visit; a failure is forgotten, so retry asks again. */
export function loadSymbols(market: MarketKind): Promise<SymbolInfo[]> {
  let list = symbolLists.get(market);
  if (!list) {
    list = fetchSymbols(market).then((fresh) => {
      if (fresh.length > 0) localStore.set(symbolsKey(market), JSON.stringify(fresh));
      return fresh;
    });
    symbolLists.set(market, list);
    list.catch(() => symbolLists.delete(market));
  }
  return list;
}

/** The symbols: those kept from the last visit at once (then the fresh list), else the fetch's result. */
export function useSymbols(market: MarketKind): { result: Load<SymbolInfo[]>; retry: () => void } {
  const fetched = useLoad(() => loadSymbols(market), market);
  const kept = useMemo(() => keptSymbols(market), [market]);
  if (fetched.result.state === 'ready' || !kept) return fetched;
  return { result: { state: 'ready', value: kept }, retry: fetched.retry };
}
