// Trading accounts: one real and one demo account per user, each with a spot and a futures
// wallet; orders, fills and positions. Every change of money goes through adjust(), which refuses
// to take a balance below zero, so a bug can only abort its transaction, never overdraw.
import { ASSET_DECIMALS, formatUnits, parseUnits } from '../../src/core/markets/decimal';
import type { MarketKind } from '../../src/core/markets/symbols';
import type { Balance, OrderOrigin, OrderSide, OrderStatus, OrderType, PositionSide, TimeInForce, TradeSide, Wallet } from '../../src/core/markets/trading';
import type { SideEffect } from '../../src/core/margin/wire';
import { prepared, type Db } from './database';
import { type BalanceReason, insertLedger } from './ledger';
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
  /** A margin order's wallet (gateway/margin/); null: the kind's own wallet. */
  readonly wallet?: MarginWallet | null;
  readonly side_effect?: SideEffect | null;
  readonly created_at: number;
  readonly updated_at: number;
}

export type NewOrder = Omit<OrderRow, 'id' | 'created_at' | 'updated_at' | OptionColumn | 'conditional_id' | 'wallet' | 'side_effect'>;
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

/** Margin wallets live beside spot and futures in the balances: 'margin' (cross) and 'margin:BTCUSDT' (isolated). */
export type MarginWallet = 'margin' | `margin:${string}`;
export type StoreWallet = Wallet | MarginWallet;

export interface AccountRef {
  readonly id: number;
  readonly userId: string;
  readonly demo: boolean;
}

/** What a new account starts with, per wallet and asset, in decimal text. */
export type Seed = Readonly<Record<Wallet, Readonly<Record<string, string>>>>;

export class BalanceError extends Error {}

export class TradingStore {
  /** `now` dates the ledger's entries: the engines' clock. */
  constructor(readonly db: Db, private readonly now: () => number = Date.now) {
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

  /**
   * Empties an account (orders, fills, positions, its ledger) and seeds it again: the demo reset.
   * The reset is itself the new ledger's first entries: each coin's change to its seeded balance.
   */
  reset(accountId: number, seed: Seed): void {
    this.transaction(() => {
      for (const table of ['trading_margin_records', 'trading_margin_loans', 'trading_conditional', 'trading_funding', 'trading_futures_settings', 'trading_fills', 'trading_positions', 'trading_orders', 'trading_ledger', 'trading_closed_positions']) {
        prepared(this.db, `DELETE FROM ${table} WHERE account_id = ?`).run(accountId);
      }
      const held = prepared(this.db, 'SELECT wallet, asset FROM trading_balances WHERE account_id = ?').all(accountId) as { wallet: StoreWallet; asset: string }[];
      // A margin wallet's name has a colon of its own (margin:BTCUSDT): the key splits at a space.
      const assets = new Set([...held.map((b) => `${b.wallet} ${b.asset}`), ...Object.entries(seed).flatMap(([wallet, coins]) => Object.keys(coins).map((asset) => `${wallet} ${asset}`))]);
      for (const key of assets) {
        const [wallet, asset] = key.split(' ') as [StoreWallet, string];
        const current = this.balance(accountId, wallet, asset);
        const target = parseUnits((seed as Readonly<Record<string, Readonly<Record<string, string>>>>)[wallet]?.[asset] ?? '0', ASSET_DECIMALS) ?? 0n;
        this.apply(accountId, wallet, asset, target - current.available, -current.locked, { kind: 'demo_reset' }, true);
      }
      prepared(this.db, "DELETE FROM trading_balances WHERE account_id = ? AND available = '0' AND locked = '0'").run(accountId);
    });
  }

  clearAll(): void {
    this.transaction(() => {
      for (const table of TRADING_TABLES) this.db.exec(`DELETE FROM ${table}`);
    });
  }

  balance(accountId: number, wallet: StoreWallet, asset: string): { available: bigint; locked: bigint } {
    const row = prepared(this.db, 'SELECT available, locked FROM trading_balances WHERE account_id = ? AND wallet = ? AND asset = ?').get(accountId, wallet, asset) as { available: string; locked: string } | undefined;
    return { available: BigInt(row?.available ?? '0'), locked: BigInt(row?.locked ?? '0') };
  }

  balances(accountId: number, wallet: StoreWallet): Balance[] {
    const rows = prepared(this.db, 'SELECT asset, available, locked FROM trading_balances WHERE account_id = ? AND wallet = ? ORDER BY asset').all(accountId, wallet) as { asset: string; available: string; locked: string }[];
    return rows.map((r) => ({ asset: r.asset, available: formatUnits(BigInt(r.available), ASSET_DECIMALS), locked: formatUnits(BigInt(r.locked), ASSET_DECIMALS) }));
  }

  /**
   * Moves a balance by deltas (units, 8 decimals) for a reason; throws BalanceError rather than go
   * below zero. A change of the sum of available and held is written to the ledger.
   */
  adjust(accountId: number, wallet: StoreWallet, asset: string, reason: BalanceReason, available: bigint, locked = 0n): void {
    this.apply(accountId, wallet, asset, available, locked, reason, false);
  }

  private apply(accountId: number, wallet: StoreWallet, asset: string, available: bigint, locked: bigint, reason: BalanceReason, recordUnchanged: boolean): void {
    if (available === 0n && locked === 0n && !recordUnchanged) return;
    const current = this.balance(accountId, wallet, asset);
    const next = { available: current.available + available, locked: current.locked + locked };
    if (next.available < 0n || next.locked < 0n) throw new BalanceError(`${wallet} ${asset} would go below zero`);
    const change = available + locked;
    if (reason.kind === 'hold' && change !== 0n) throw new Error(`a hold of ${wallet} ${asset} changed the balance by ${change}`);
    prepared(this.db, `INSERT INTO trading_balances (account_id, wallet, asset, available, locked) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (account_id, wallet, asset) DO UPDATE SET available = excluded.available, locked = excluded.locked`)
      .run(accountId, wallet, asset, next.available.toString(), next.locked.toString());
    if (reason.kind === 'hold' || (change === 0n && !recordUnchanged)) return;
    insertLedger(this.db, {
      account_id: accountId, wallet, asset, kind: reason.kind, amount: change.toString(), balance: (next.available + next.locked).toString(),
      symbol: reason.symbol ?? null, order_id: reason.orderId ?? null, time: this.now(),
    });
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

  /** Makes a just-inserted spot order a margin order, before it trades. */
  setOrderWallet(id: number, wallet: MarginWallet, sideEffect: SideEffect): OrderRow {
    prepared(this.db, 'UPDATE trading_orders SET wallet = ?, side_effect = ? WHERE id = ?').run(wallet, sideEffect, id);
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
      AND wallet IS NULL AND (? IS NULL OR symbol = ?) ORDER BY id DESC`).all(accountId, market, symbol ?? null, symbol ?? null) as OrderRow[];
  }

  /** Finished orders, newest first, before an order id (paging). */
  history(accountId: number, market: MarketKind, symbol: string | undefined, limit: number, beforeId: number): OrderRow[] {
    return prepared(this.db, `SELECT * FROM trading_orders WHERE account_id = ? AND market = ? AND status IN ('filled', 'canceled')
      AND wallet IS NULL AND (? IS NULL OR symbol = ?) AND id < ? ORDER BY id DESC LIMIT ?`).all(accountId, market, symbol ?? null, symbol ?? null, beforeId, limit) as OrderRow[];
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
      WHERE f.account_id = ? AND o.market = ? AND o.wallet IS NULL ORDER BY f.id DESC LIMIT ?`).all(accountId, market, limit) as (FillRow & { market: MarketKind; symbol: string; side: OrderSide })[];
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

  /** A new account's first balances: its opening entries in the ledger. */
  private seed(accountId: number, seed: Seed): void {
    for (const [wallet, assets] of Object.entries(seed) as [Wallet, Readonly<Record<string, string>>][]) {
      for (const [asset, amount] of Object.entries(assets)) {
        this.adjust(accountId, wallet, asset, { kind: 'opening_balance' }, parseUnits(amount, ASSET_DECIMALS) ?? 0n);
      }
    }
  }
}
