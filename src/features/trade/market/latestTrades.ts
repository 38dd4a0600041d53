// The trades list's rows: newest first and each trade once, whatever order and overlap the
// sources give (the socket sends its last 50 oldest first; a REST answer after a reconnect repeats
// some of them).
import type { Trade } from '../../../core/markets/messages';

// Trade ids are increasing decimal integers; comparing them as numbers would lose digits.
function compareIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}

export function latestTrades(trades: readonly Trade[], limit: number): Trade[] {
  const seen = new Set<string>();
  const unique: Trade[] = [];
  for (const trade of trades) {
    if (seen.has(trade.tradeId)) continue;
    seen.add(trade.tradeId);
    unique.push(trade);
  }
  unique.sort((a, b) => b.time - a.time || compareIds(b.tradeId, a.tradeId));
  return unique.slice(0, Math.max(0, limit));
}
