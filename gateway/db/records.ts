// The trader's histories (docs/protocol.md, Records): one query per history, filtered, newest
// first, before a cursor (the last id of the previous page). Each reads down an index on
// (account_id, id) (tradingSchema.ts), so a page costs its own rows, not the account's history.
import type { MarketKind } from '../../src/core/markets/symbols';
import type { MarginMode, OrderSide, OrderStatus, OrderType, PositionSide, Wallet } from '../../src/core/markets/trading';
import { prepared, type Db } from './database';
import type { FundingRow } from './futuresSettings';
import type { LedgerRow } from './ledger';
import type { FillRow, OrderRow } from './trading';

export interface RecordQuery {
  readonly accountId: number;
  readonly symbol?: string;
  readonly side?: OrderSide | PositionSide;
  readonly type?: OrderType;
  readonly statuses?: readonly OrderStatus[];
  readonly kind?: string;
  readonly asset?: string;
  readonly from?: number;
  readonly to?: number;
  readonly before: number;
  /** One more than the page, so the page knows whether another follows. */
  readonly limit: number;
}

export type FillRecordRow = FillRow & { market: MarketKind; symbol: string; side: OrderSide; type: OrderType };

export interface ClosedPositionRow {
  readonly id: number;
  readonly account_id: number;
  readonly symbol: string;
  readonly pos_side: PositionSide;
  readonly margin_mode: MarginMode;
  readonly leverage: number;
  /** Lots: the most held; opened and closed, with their quote values (8 decimals). */
  readonly size: string;
  readonly open_size: string;
  readonly open_cost: string;
  readonly close_size: string;
  readonly close_value: string;
  /** Quote units, 8 decimals (realized and funding signed). */
  readonly realized_pnl: string;
  readonly fee: string;
  readonly funding: string;
  readonly liquidated: 0 | 1;
  readonly last_fill_id: number;
  readonly opened_at: number;
  readonly closed_at: number;
}

/** SQL conditions and their values, built from the filters a history takes. */
class Where {
  readonly parts: string[] = [];
  readonly values: (string | number)[] = [];

  add(sql: string, ...values: (string | number)[]): this {
    this.parts.push(sql);
    this.values.push(...values);
    return this;
  }

  maybe(sql: string, value: string | number | undefined): this {
    return value === undefined ? this : this.add(sql, value);
  }

  range(column: string, q: RecordQuery): this {
    return this.maybe(`${column} >= ?`, q.from).maybe(`${column} < ?`, q.to);
  }

  get sql(): string {
    return this.parts.join(' AND ');
  }
}

function run<T>(db: Db, sql: string, where: Where, limit: number): T[] {
  return prepared(db, sql.replace('$WHERE', where.sql)).all(...where.values, limit) as T[];
}

export function orderRecords(db: Db, market: MarketKind, q: RecordQuery): OrderRow[] {
  const where = new Where().add('account_id = ?', q.accountId).add('market = ?', market).add('wallet IS NULL').add('id < ?', q.before)
    .maybe('symbol = ?', q.symbol).maybe('side = ?', q.side).maybe('type = ?', q.type).range('created_at', q);
  if (q.statuses) where.add(`status IN (${q.statuses.map(() => '?').join(', ')})`, ...q.statuses);
  // INDEXED BY: with a status filter the planner would take the (account, market, status) index and sort every match.
  return run(db, 'SELECT * FROM trading_orders INDEXED BY trading_orders_history WHERE $WHERE ORDER BY id DESC LIMIT ?', where, q.limit);
}

export function fillRecords(db: Db, market: MarketKind, q: RecordQuery): FillRecordRow[] {
  const where = new Where().add('f.account_id = ?', q.accountId).add('o.market = ?', market).add('o.wallet IS NULL').add('f.id < ?', q.before)
    .maybe('o.symbol = ?', q.symbol).maybe('o.side = ?', q.side).maybe('o.type = ?', q.type).range('f.time', q);
  return run(db, `SELECT f.*, o.market, o.symbol, o.side, o.type FROM trading_fills f INDEXED BY trading_fills_account JOIN trading_orders o ON o.id = f.order_id
    WHERE $WHERE ORDER BY f.id DESC LIMIT ?`, where, q.limit);
}

export function fundingRecordRows(db: Db, q: RecordQuery): FundingRow[] {
  const where = new Where().add('account_id = ?', q.accountId).add('id < ?', q.before).maybe('symbol = ?', q.symbol).maybe('pos_side = ?', q.side).range('time', q);
  return run(db, 'SELECT * FROM trading_funding WHERE $WHERE ORDER BY id DESC LIMIT ?', where, q.limit);
}

export function closedPositionRecords(db: Db, q: RecordQuery): ClosedPositionRow[] {
  const where = new Where().add('account_id = ?', q.accountId).add('id < ?', q.before).maybe('symbol = ?', q.symbol).maybe('pos_side = ?', q.side).range('closed_at', q);
  return run(db, 'SELECT * FROM trading_closed_positions INDEXED BY trading_closed_positions_account WHERE $WHERE ORDER BY id DESC LIMIT ?', where, q.limit);
}

/** The exchange ledger: the spot and futures wallets' entries (margin wallets have /record/margin). */
export function ledgerRecords(db: Db, q: RecordQuery): (LedgerRow & { wallet: Wallet })[] {
  const where = new Where().add('account_id = ?', q.accountId).add("wallet IN ('spot', 'futures')").add('id < ?', q.before).maybe('kind = ?', q.kind).maybe('asset = ?', q.asset).range('time', q);
  return run(db, 'SELECT * FROM trading_ledger WHERE $WHERE ORDER BY id DESC LIMIT ?', where, q.limit);
}

/** The fills of one futures position side since its last close (or ever), oldest first. */
export function positionFills(db: Db, accountId: number, symbol: string, posSide: PositionSide): (FillRow & { trade_side: 'open' | 'close' })[] {
  const last = prepared(db, 'SELECT MAX(last_fill_id) AS id FROM trading_closed_positions WHERE account_id = ? AND symbol = ? AND pos_side = ?').get(accountId, symbol, posSide) as { id: number | null };
  return prepared(db, `SELECT f.*, o.trade_side FROM trading_fills f JOIN trading_orders o ON o.id = f.order_id
    WHERE f.account_id = ? AND f.id > ? AND o.market = 'futures' AND o.symbol = ? AND o.pos_side = ? ORDER BY f.id`).all(accountId, last.id ?? 0, symbol, posSide) as (FillRow & { trade_side: 'open' | 'close' })[];
}

export function fundingBetween(db: Db, accountId: number, symbol: string, posSide: PositionSide, from: number, to: number): bigint {
  const rows = prepared(db, 'SELECT amount FROM trading_funding WHERE account_id = ? AND symbol = ? AND pos_side = ? AND time >= ? AND time <= ?').all(accountId, symbol, posSide, from, to) as { amount: string }[];
  return rows.reduce((sum, r) => sum + BigInt(r.amount), 0n);
}

export function insertClosedPosition(db: Db, row: Omit<ClosedPositionRow, 'id'>): void {
  prepared(db, `INSERT INTO trading_closed_positions (account_id, symbol, pos_side, margin_mode, leverage, size, open_size, open_cost, close_size, close_value,
      realized_pnl, fee, funding, liquidated, last_fill_id, opened_at, closed_at)
    VALUES (@account_id, @symbol, @pos_side, @margin_mode, @leverage, @size, @open_size, @open_cost, @close_size, @close_value,
      @realized_pnl, @fee, @funding, @liquidated, @last_fill_id, @opened_at, @closed_at)`).run(row);
}
