// Each user's favourite markets, in the order they were starred. One list per user: demo and real
// share it (a preference, not money; docs/decisions.md).
import type { MarketRef } from '../../src/core/markets/favorites';
import type { MarketKind } from '../../src/core/markets/symbols';
import { type Db, prepared } from './database';

export class Favorites {
  constructor(private readonly db: Db) {}

  list(userId: string): MarketRef[] {
    const rows = prepared(this.db, 'SELECT market, symbol FROM market_favorites WHERE user_id = ? ORDER BY position').all(userId) as Array<{ market: MarketKind; symbol: string }>;
    return rows.map((r) => ({ market: r.market, symbol: r.symbol }));
  }

  /** Adds those not there yet, after the others; answers the list. */
  add(userId: string, refs: readonly MarketRef[]): MarketRef[] {
    return this.db.transaction(() => {
      const next = (prepared(this.db, 'SELECT COALESCE(MAX(position), 0) AS p FROM market_favorites WHERE user_id = ?').get(userId) as { p: number }).p;
      refs.forEach((r, i) => {
        prepared(this.db, 'INSERT OR IGNORE INTO market_favorites (user_id, market, symbol, position) VALUES (?, ?, ?, ?)').run(userId, r.market, r.symbol, next + i + 1);
      });
      return this.list(userId);
    })();
  }

  remove(userId: string, refs: readonly MarketRef[]): MarketRef[] {
    return this.db.transaction(() => {
      for (const r of refs) prepared(this.db, 'DELETE FROM market_favorites WHERE user_id = ? AND market = ? AND symbol = ?').run(userId, r.market, r.symbol);
      return this.list(userId);
    })();
  }
}
