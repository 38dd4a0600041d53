// The symbol picker's search: what a trader types is a coin ("eth", "Sol"), sometimes the whole
// symbol. Bases that start with the query come first, then other matches, each in the server's order.
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';

export function searchSymbols(symbols: readonly SymbolInfo[], market: MarketKind, query: string): SymbolInfo[] {
  const q = query.trim().toUpperCase().replace(/[\s/_-]/g, '');
  const ofMarket = symbols.filter((s) => s.market === market);
  if (q === '') return ofMarket;
  const first: SymbolInfo[] = [];
  const then: SymbolInfo[] = [];
  for (const s of ofMarket) {
    if (s.base.toUpperCase().startsWith(q)) first.push(s);
    else if (s.symbol.toUpperCase().includes(q)) then.push(s);
  }
  return [...first, ...then];
}
