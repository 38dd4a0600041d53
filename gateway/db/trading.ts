// Trading accounts: one real and one demo account per user, each with a spot and a futures
// wallet; orders, fills and positions. Every change of money goes through adjust(), which refuses
// to take a balance below zero, so a bug can only abort its transaction, never overdraw.
import { ASSET_DECIMALS, formatUnits, parseUnits } from '../../src/core/markets/decimal';
import type { MarketKind } from '../../src/core/markets/symbols';
import type { Balance, OrderOrigin, OrderSide, OrderStatus, OrderType, PositionSide, TimeInForce, TradeSide, Wallet } from '../../src/core/markets/trading';
import { prepared, type Db } from './database';
import { migrateTrading, TRADING_TABLES } from './tradingSchema';

export interface OrderRow {
  readonly id: number;
  readonly account_id: number;
  readonly market: MarketKind;
  readonly symbol: string;
  readonly side: OrderSide;
  readonly type: OrderType;
  readonly trade_side: TradeSide | null;
  readonly pos_side: PositionSide | null;
  readonly price: string | null;
  readonly amount: string;
  readonly quote_amount: string | null;
  readonly filled: string;
  readonly filled_quote: string;
  readonly fee: string;
  readonly fee_asset: string;
  readonly status: OrderStatus;
  readonly leverage: number | null;
  readonly take_profit: string | null;
  readonly stop_loss: string | null;
  readonly locked: string;
  readonly origin: OrderOrigin;
  readonly client_oid: string | null;
  /** Null: the type's own (GTC for limit, IOC for market). */
  readonly time_in_force: TimeInForce | null;
  readonly post_only: 0 | 1;
  readonly reduce_only: 0 | 1;
  /** The conditional order that placed it (origin 'trigger'). */
  readonly conditional_id?: number | null;
  readonly created_at: number;
  readonly updated_at: number;
}

export type NewOrder = Omit<OrderRow, 'id' | 'created_at' | 'updated_at' | OptionColumn | 'conditional_id'>;
type OptionColumn = 'time_in_force' | 'post_only' | 'reduce_only';

export interface PositionRow {
  readonly id: number;
  readonly account_id: number;
  readonly symbol: string;
  readonly pos_side: PositionSide;
  readonly size: string;
  readonly cost: string;
  readonly margin: string;
  readonly leverage: number;
  readonly take_profit: string | null;
  readonly stop_loss: string | null;
  readonly opened_at: number;
  readonly updated_at: number;
}

export interface FillRow {
  readonly id: number;
  readonly order_id: number;
  readonly account_id: number;
  readonly price: string;
  readonly amount: string;
  readonly quote: string;
  readonly fee: string;
  readonly fee_asset: string;
  readonly liquidity: 'maker' | 'taker';
  readonly realized_pnl: string | null;
  readonly time: number;
  /** The rate charged (gateway/markets/fees.ts), a decimal text. */
  readonly fee_rate: string;
  /** The fill's value in USDT units: what it adds to the 30-day volume. */
  readonly volume_usdt: number | bigint;
}

export interface AccountRef {
  readonly id: number;
  readonly userId: string;
  readonly demo: boolean;
}

/** What a new account starts with, per wallet and asset, in decimal text. */
export type Seed = Readonly<Record<Wallet, Readonly<Record<string, string>>>>;

export class BalanceError extends Error {}

export class TradingStore {
  constructor(readonly db: Db) {
    migrateTrading(db);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /** The account, created with `seed` on first use. */
  account(userId: string, demo: boolean, seed: Seed, now: number): AccountRef {
    const found = prepared(this.db, 'SELECT id FROM trading_accounts WHERE user_id = ? AND demo = ?').get(userId, demo ? 1 : 0) as { id: number } | undefined;
    if (found) return { id: found.id, userId, demo };
    return this.transaction(() => {
      const id = Number(prepared(this.db, 'INSERT INTO trading_accounts (user_id, demo, created_at) VALUES (?, ?, ?)').run(userId, demo ? 1 : 0, now).lastInsertRowid);
      this.seed(id, seed);
      return { id, userId, demo };
    });
  }

  accountById(id: number): AccountRef | undefined {
    const row = prepared(this.db, 'SELECT id, user_id, demo FROM trading_accounts WHERE id = ?').get(id) as { id: number; user_id: string; demo: number } | undefined;
    return row && { id: row.id, userId: row.user_id, demo: row.demo === 1 };
  }

  /** Empties an account (orders, fills, positions, balances) and seeds it again: the demo reset. */
  reset(accountId: number, seed: Seed): void {
    this.transaction(() => {
      for (const table of ['trading_conditional', 'trading_funding', 'trading_futures_settings', 'trading_fills', 'trading_positions', 'trading_orders', 'trading_balances']) {
        prepared(this.db, `DELETE FROM ${table} WHERE account_id = ?`).run(accountId);
      }
      this.seed(accountId, seed);
    });
  }

  clearAll(): void {
    this.transaction(() => {
      for (const table of TRADING_TABLES) this.db.exec(`DELETE FROM ${table}`);
    });
  }

  balance(accountId: number, wallet: Wallet, asset: string): { available: bigint; locked: bigint } {
    const row = prepared(this.db, 'SELECT available, locked FROM trading_balances WHERE account_id = ? AND wallet = ? AND asset = ?').get(accountId, wallet, asset) as { available: string; locked: string } | undefined;
    return { available: BigInt(row?.available ?? '0'), locked: BigInt(row?.locked ?? '0') };
  }

  balances(accountId: number, wallet: Wallet): Balance[] {
    const rows = prepared(this.db, 'SELECT asset, available, locked FROM trading_balances WHERE account_id = ? AND wallet = ? ORDER BY asset').all(accountId, wallet) as { asset: string; available: string; locked: string }[];
    return rows.map((r) => ({ asset: r.asset, available: formatUnits(BigInt(r.available), ASSET_DECIMALS), locked: formatUnits(BigInt(r.locked), ASSET_DECIMALS) }));
  }

  /** Moves a balance by deltas (units, 8 decimals); throws BalanceError rather than go below zero. */
  adjust(accountId: number, wallet: Wallet, asset: string, available: bigint, locked = 0n): void {
    if (available === 0n && locked === 0n) return;
    const current = this.balance(accountId, wallet, asset);
    const next = { available: current.available + available, locked: current.locked + locked };
    if (next.available < 0n || next.locked < 0n) throw new BalanceError(`${wallet} ${asset} would go below zero`);
    prepared(this.db, `INSERT INTO trading_balances (account_id, wallet, asset, available, locked) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (account_id, wallet, asset) DO UPDATE SET available = excluded.available, locked = excluded.locked`)
      .run(accountId, wallet, asset, next.available.toString(), next.locked.toString());
  }

  insertOrder(order: NewOrder, now: number): OrderRow {
    const id = Number(prepared(this.db, `INSERT INTO trading_orders (account_id, market, symbol, side, type, trade_side, pos_side, price, amount, quote_amount, filled,
        filled_quote, fee, fee_asset, status, leverage, take_profit, stop_loss, locked, origin, client_oid, created_at, updated_at)
      VALUES (@account_id, @market, @symbol, @side, @type, @trade_side, @pos_side, @price, @amount, @quote_amount, @filled,
        @filled_quote, @fee, @fee_asset, @status, @leverage, @take_profit, @stop_loss, @locked, @origin, @client_oid, @now, @now)`).run({ ...order, now }).lastInsertRowid);
    return this.order(id) as OrderRow;
  }

  updateOrder(id: number, changes: Partial<Pick<OrderRow, 'amount' | 'filled' | 'filled_quote' | 'fee' | 'fee_asset' | 'status' | 'locked' | 'leverage'>>, now: number): OrderRow {
    const names = Object.keys(changes);
    if (names.length > 0) {
      prepared(this.db, `UPDATE trading_orders SET ${names.map((n) => `${n} = @${n}`).join(', ')}, updated_at = @now WHERE id = @id`).run({ ...changes, now, id });
    }
    return this.order(id) as OrderRow;
  }

  /** Records an order's options (gateway/markets/timeInForce.ts), set apart so every other insert keeps the defaults. */
  setOrderOptions(id: number, options: Pick<OrderRow, OptionColumn>): OrderRow {
    prepared(this.db, 'UPDATE trading_orders SET time_in_force = @time_in_force, post_only = @post_only, reduce_only = @reduce_only WHERE id = @id').run({ ...options, id });
    return this.order(id) as OrderRow;
  }

  order(id: number): OrderRow | undefined {
    return prepared(this.db, 'SELECT * FROM trading_orders WHERE id = ?').get(id) as OrderRow | undefined;
  }

  openOrders(accountId: number, market: MarketKind, symbol?: string): OrderRow[] {
    return prepared(this.db, `SELECT * FROM trading_orders WHERE account_id = ? AND market = ? AND status IN ('new', 'partially_filled')
      AND (? IS NULL OR symbol = ?) ORDER BY id DESC`).all(accountId, market, symbol ?? null, symbol ?? null) as OrderRow[];
  }

  /** Finished orders, newest first, before an order id (paging). */
  history(accountId: number, market: MarketKind, symbol: string | undefined, limit: number, beforeId: number): OrderRow[] {
    return prepared(this.db, `SELECT * FROM trading_orders WHERE account_id = ? AND market = ? AND status IN ('filled', 'canceled')
      AND (? IS NULL OR symbol = ?) AND id < ? ORDER BY id DESC LIMIT ?`).all(accountId, market, symbol ?? null, symbol ?? null, beforeId, limit) as OrderRow[];
  }

  /** Resting limit orders of one market, for matching on every tick. */
  restingOrders(market: MarketKind, symbol: string): OrderRow[] {
    return prepared(this.db, "SELECT * FROM trading_orders WHERE market = ? AND symbol = ? AND status IN ('new', 'partially_filled') ORDER BY id").all(market, symbol) as OrderRow[];
  }

  /** "spot:ETHBTC" for each market with a resting order: one query a tick instead of one a market (a partial index keeps it to resting orders). */
  restingMarkets(): Set<string> {
    // INDEXED BY: the planner would otherwise scan the covering index of every order ever placed.
    const rows = prepared(this.db, "SELECT DISTINCT market, symbol FROM trading_orders INDEXED BY trading_orders_resting WHERE status IN ('new', 'partially_filled')").all() as { market: string; symbol: string }[];
    return new Set(rows.map((r) => `${r.market}:${r.symbol}`));
  }

  insertFill(fill: Omit<FillRow, 'id'>): void {
    prepared(this.db, `INSERT INTO trading_fills (order_id, account_id, price, amount, quote, fee, fee_asset, liquidity, realized_pnl, time, fee_rate, volume_usdt)
      VALUES (@order_id, @account_id, @price, @amount, @quote, @fee, @fee_asset, @liquidity, @realized_pnl, @time, @fee_rate, @volume_usdt)`).run(fill);
  }

  fills(accountId: number, market: MarketKind, limit: number): (FillRow & { market: MarketKind; symbol: string; side: OrderSide })[] {
    return prepared(this.db, `SELECT f.*, o.market, o.symbol, o.side FROM trading_fills f JOIN trading_orders o ON o.id = f.order_id
      WHERE f.account_id = ? AND o.market = ? ORDER BY f.id DESC LIMIT ?`).all(accountId, market, limit) as (FillRow & { market: MarketKind; symbol: string; side: OrderSide })[];
  }

  position(accountId: number, symbol: string, posSide: PositionSide): PositionRow | undefined {
    return prepared(this.db, 'SELECT * FROM trading_positions WHERE account_id = ? AND symbol = ? AND pos_side = ?').get(accountId, symbol, posSide) as PositionRow | undefined;
  }

  positions(accountId: number): PositionRow[] {
    return prepared(this.db, 'SELECT * FROM trading_positions WHERE account_id = ? ORDER BY symbol, pos_side').all(accountId) as PositionRow[];
  }

  positionsOf(symbol: string): PositionRow[] {
    return prepared(this.db, 'SELECT * FROM trading_positions WHERE symbol = ? ORDER BY id').all(symbol) as PositionRow[];
  }

  savePosition(p: Omit<PositionRow, 'id'>): void {
    if (BigInt(p.size) === 0n) {
      prepared(this.db, 'DELETE FROM trading_positions WHERE account_id = ? AND symbol = ? AND pos_side = ?').run(p.account_id, p.symbol, p.pos_side);
      return;
    }
    prepared(this.db, `INSERT INTO trading_positions (account_id, symbol, pos_side, size, cost, margin, leverage, take_profit, stop_loss, opened_at, updated_at)
      VALUES (@account_id, @symbol, @pos_side, @size, @cost, @margin, @leverage, @take_profit, @stop_loss, @opened_at, @updated_at)
      ON CONFLICT (account_id, symbol, pos_side) DO UPDATE SET size = excluded.size, cost = excluded.cost, margin = excluded.margin,
        leverage = excluded.leverage, take_profit = excluded.take_profit, stop_loss = excluded.stop_loss, updated_at = excluded.updated_at`).run(p);
  }

  private seed(accountId: number, seed: Seed): void {
    for (const [wallet, assets] of Object.entries(seed) as [Wallet, Readonly<Record<string, string>>][]) {
      for (const [asset, amount] of Object.entries(assets)) {
        this.adjust(accountId, wallet, asset, parseUnits(amount, ASSET_DECIMALS) ?? 0n);
      }
    }
  }
}
