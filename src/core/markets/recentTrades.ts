// The recent trades list: messages carry trades oldest first, the screen lists them newest first,
// and a trade the list already holds (a message replayed after a reconnect) is not listed twice.
import type { Trade } from './messages';

/** The list with `incoming` added, or null when nothing in it was new. */
export function withTrades(list: readonly Trade[], incoming: readonly Trade[], cap: number): readonly Trade[] | null {
  const known = new Set(list.map((t) => t.tradeId));
  const fresh: Trade[] = [];
  for (let i = incoming.length - 1; i >= 0; i -= 1) {
    const trade = incoming[i]!;
    if (known.has(trade.tradeId)) continue;
    known.add(trade.tradeId);
    fresh.push(trade);
  }
  return fresh.length === 0 ? null : [...fresh, ...list].slice(0, cap);
}
