// Conditional orders as stored (trading_conditional, migrated with the trading tables): prices and
// amounts in the symbol's units as text, like the orders they place.
import type { ConditionalKind, ConditionalLeg, ConditionalStatus, TriggerBy } from '../../src/core/markets/conditional';
import type { MarketKind } from '../../src/core/markets/symbols';
import type { OrderSide, TradeSide } from '../../src/core/markets/trading';
import { prepared, type Db } from './database';

export interface ConditionalRow {
  readonly id: number;
  readonly account_id: number;
  readonly market: MarketKind;
  readonly symbol: string;
  readonly kind: ConditionalKind;
  readonly side: OrderSide;
  readonly trade_side: TradeSide | null;
  readonly amount: string;
  readonly trigger_by: TriggerBy;
  readonly trigger_price: string | null;
  readonly price: string | null;
  readonly stop_price: string | null;
  readonly take_profit: string | null;
  readonly stop_loss: string | null;
  readonly callback_bps: number | null;
  readonly activation_price: string | null;
  /** 0 or 1. */
  readonly activated: number;
  readonly best_price: string | null;
  /** TP/SL: the base it holds (8 decimals). */
  readonly locked: string;
  readonly status: ConditionalStatus;
  readonly fired_leg: ConditionalLeg | null;
  readonly order_id: number | null;
  readonly limit_order_id: number | null;
  readonly fail_code: string | null;
  readonly fail_reason: string | null;
  readonly created_at: number;
  readonly updated_at: number;
  readonly ended_at: number | null;
}

export type NewConditional = Omit<ConditionalRow, 'id' | 'created_at' | 'updated_at' | 'ended_at'>;
type Changes = Partial<Omit<ConditionalRow, 'id' | 'account_id' | 'market' | 'symbol' | 'kind' | 'side' | 'trade_side' | 'created_at' | 'updated_at'>>;

const COLUMNS = ['account_id', 'market', 'symbol', 'kind', 'side', 'trade_side', 'amount', 'trigger_by', 'trigger_price', 'price', 'stop_price',
  'take_profit', 'stop_loss', 'callback_bps', 'activation_price', 'activated', 'best_price', 'locked', 'status', 'fired_leg', 'order_id',
  'limit_order_id', 'fail_code', 'fail_reason'] as const;

export class ConditionalStore {
  constructor(private readonly db: Db) {}

  insert(row: NewConditional, now: number): ConditionalRow {
    const id = Number(prepared(this.db, `INSERT INTO trading_conditional (${COLUMNS.join(', ')}, created_at, updated_at)
      VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')}, @now, @now)`).run({ ...row, now }).lastInsertRowid);
    return this.get(id) as ConditionalRow;
  }

  update(id: number, changes: Changes, now: number): ConditionalRow {
    const names = Object.keys(changes);
    if (names.length > 0) {
      prepared(this.db, `UPDATE trading_conditional SET ${names.map((n) => `${n} = @${n}`).join(', ')}, updated_at = @now WHERE id = @id`).run({ ...changes, now, id });
    }
    return this.get(id) as ConditionalRow;
  }

  get(id: number): ConditionalRow | undefined {
    return prepared(this.db, 'SELECT * FROM trading_conditional WHERE id = ?').get(id) as ConditionalRow | undefined;
  }

  /** The waiting orders of one market, oldest first: checked on every tick. */
  waiting(market: MarketKind, symbol: string): ConditionalRow[] {
    return prepared(this.db, "SELECT * FROM trading_conditional WHERE market = ? AND symbol = ? AND status = 'waiting' ORDER BY id").all(market, symbol) as ConditionalRow[];
  }

  /** An account's waiting orders (open) or ended ones (history, paged by id), newest first. */
  list(accountId: number, market: MarketKind | undefined, open: boolean, limit: number, beforeId: number): ConditionalRow[] {
    return prepared(this.db, `SELECT * FROM trading_conditional WHERE account_id = ? AND (? IS NULL OR market = ?)
      AND (status = 'waiting') = ? AND id < ? ORDER BY id DESC LIMIT ?`).all(accountId, market ?? null, market ?? null, open ? 1 : 0, beforeId, limit) as ConditionalRow[];
  }

  /** Every account's conditional orders on one market, oldest first (test control). */
  ofMarket(market: MarketKind, symbol: string): ConditionalRow[] {
    return prepared(this.db, 'SELECT * FROM trading_conditional WHERE market = ? AND symbol = ? ORDER BY id').all(market, symbol) as ConditionalRow[];
  }

  /** Names the conditional order an order came from. */
  linkOrder(orderId: number, conditionalId: number): void {
    prepared(this.db, 'UPDATE trading_orders SET conditional_id = ? WHERE id = ?').run(conditionalId, orderId);
  }
}
