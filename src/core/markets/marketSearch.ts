// Finding a market by what a trader types: a coin ("eth", "Sol"), a quote coin ("usdc"), or the
// whole symbol ("sol/usdt"). Bases that start with the query come first, then quotes that do, then
// other symbols holding it, each in the server's order.
import type { MarketKind, SymbolInfo } from './symbols';

/** The query as the symbols write it: upper case, without spaces and the separators people type. */
export function normaliseQuery(query: string): string {
  return query.trim().toUpperCase().replace(/[\s/_-]/g, '');
}

export function searchMarkets<T extends Pick<SymbolInfo, 'symbol' | 'base' | 'quote'>>(symbols: readonly T[], query: string): T[] {
  const q = normaliseQuery(query);
  if (q === '') return [...symbols];
  const byBase: T[] = [];
  const byQuote: T[] = [];
  const bySymbol: T[] = [];
  for (const s of symbols) {
    if (s.base.toUpperCase().startsWith(q)) byBase.push(s);
    else if (s.quote.toUpperCase().startsWith(q)) byQuote.push(s);
    else if (s.symbol.toUpperCase().includes(q)) bySymbol.push(s);
  }
  return [...byBase, ...byQuote, ...bySymbol];
}

/** The symbol picker's search: one market's symbols. */
export function searchSymbols(symbols: readonly SymbolInfo[], market: MarketKind, query: string): SymbolInfo[] {
  return searchMarkets(symbols.filter((s) => s.market === market), query);
}
