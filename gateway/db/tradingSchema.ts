// Tables of the trading accounts (spot and futures, real and demo), their balances, orders, fills and
// positions. Versioned on their own (trading_schema) so they evolve apart from the account tables'
// user_version. Money is stored as the text of bigint units (8 decimals for balances; the symbol's
// decimals for prices and amounts): SQLite integers would round past 2^53 in JavaScript.
import type { Db } from './database';

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE trading_accounts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id TEXT NOT NULL,
     demo INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     UNIQUE (user_id, demo)
   );
   CREATE TABLE trading_balances (
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     wallet TEXT NOT NULL,
     asset TEXT NOT NULL,
     available TEXT NOT NULL,
     locked TEXT NOT NULL,
     PRIMARY KEY (account_id, wallet, asset)
   );
   CREATE TABLE trading_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     market TEXT NOT NULL,
     symbol TEXT NOT NULL,
     side TEXT NOT NULL,
     type TEXT NOT NULL,
     trade_side TEXT,
     pos_side TEXT,
     price TEXT,
     amount TEXT NOT NULL,
     quote_amount TEXT,
     filled TEXT NOT NULL,
     filled_quote TEXT NOT NULL,
     fee TEXT NOT NULL,
     fee_asset TEXT NOT NULL,
     status TEXT NOT NULL,
     leverage INTEGER,
     take_profit TEXT,
     stop_loss TEXT,
     locked TEXT NOT NULL,
     origin TEXT NOT NULL,
     client_oid TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX trading_orders_account ON trading_orders(account_id, market, status, id);
   CREATE INDEX trading_orders_open ON trading_orders(market, symbol, status);
   CREATE TABLE trading_fills (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_id INTEGER NOT NULL REFERENCES trading_orders(id),
     account_id INTEGER NOT NULL,
     price TEXT NOT NULL,
     amount TEXT NOT NULL,
     quote TEXT NOT NULL,
     fee TEXT NOT NULL,
     fee_asset TEXT NOT NULL,
     liquidity TEXT NOT NULL,
     realized_pnl TEXT,
     time INTEGER NOT NULL
   );
   CREATE INDEX trading_fills_account ON trading_fills(account_id, id);
   CREATE TABLE trading_positions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     symbol TEXT NOT NULL,
     pos_side TEXT NOT NULL,
     size TEXT NOT NULL,
     cost TEXT NOT NULL,
     margin TEXT NOT NULL,
     leverage INTEGER NOT NULL,
     take_profit TEXT,
     stop_loss TEXT,
     opened_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     UNIQUE (account_id, symbol, pos_side)
   );
   CREATE INDEX trading_positions_symbol ON trading_positions(symbol);`,
  // Issue 13: the markets with resting orders in one look a tick (TradingStore.restingMarkets), however many orders have ended.
  `CREATE INDEX trading_orders_resting ON trading_orders(market, symbol) WHERE status IN ('new', 'partially_filled');`,
  // Futures essentials (issue 13): each account's margin mode and leverage per perpetual, and the
  // funding each position paid or received at a settlement.
  `CREATE TABLE trading_futures_settings (
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     symbol TEXT NOT NULL,
     margin_mode TEXT NOT NULL,
     leverage INTEGER,
     PRIMARY KEY (account_id, symbol)
   );
   CREATE TABLE trading_funding (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     symbol TEXT NOT NULL,
     pos_side TEXT NOT NULL,
     margin_mode TEXT NOT NULL,
     size TEXT NOT NULL,
     mark TEXT NOT NULL,
     rate TEXT NOT NULL,
     amount TEXT NOT NULL,
     time INTEGER NOT NULL
   );
   CREATE INDEX trading_funding_account ON trading_funding(account_id, id);`,
  // Order options (issue 13): time in force (NULL: the type's own, GTC for limit and IOC for market), post-only, reduce-only.
  `ALTER TABLE trading_orders ADD COLUMN time_in_force TEXT;
   ALTER TABLE trading_orders ADD COLUMN post_only INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE trading_orders ADD COLUMN reduce_only INTEGER NOT NULL DEFAULT 0;`,
  // Conditional orders wait here until their trigger places an order (gateway/markets/conditional.ts);
  // an order they place names them in conditional_id.
  `CREATE TABLE trading_conditional (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     market TEXT NOT NULL,
     symbol TEXT NOT NULL,
     kind TEXT NOT NULL,
     side TEXT NOT NULL,
     trade_side TEXT,
     amount TEXT NOT NULL,
     trigger_by TEXT NOT NULL,
     trigger_price TEXT,
     price TEXT,
     stop_price TEXT,
     take_profit TEXT,
     stop_loss TEXT,
     callback_bps INTEGER,
     activation_price TEXT,
     activated INTEGER NOT NULL,
     best_price TEXT,
     locked TEXT NOT NULL,
     status TEXT NOT NULL,
     fired_leg TEXT,
     order_id INTEGER,
     limit_order_id INTEGER,
     fail_code TEXT,
     fail_reason TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     ended_at INTEGER
   );
   CREATE INDEX trading_conditional_waiting ON trading_conditional(market, symbol, status);
   CREATE INDEX trading_conditional_account ON trading_conditional(account_id, status, id);
   ALTER TABLE trading_orders ADD COLUMN conditional_id INTEGER;`,
  // Margin trading (issue 14, gateway/margin/): a margin order is a spot order on a margin wallet
  // ('margin' cross, 'margin:BTCUSDT' isolated; NULL: the kind's own wallet) with its side effect.
  // Loans hold each coin's principal and interest per margin wallet; records keep every borrow,
  // repay, interest charge, transfer and liquidation; rates override the default daily rates.
  `ALTER TABLE trading_orders ADD COLUMN wallet TEXT;
   ALTER TABLE trading_orders ADD COLUMN side_effect TEXT;
   CREATE TABLE trading_margin_loans (
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     wallet TEXT NOT NULL,
     asset TEXT NOT NULL,
     principal TEXT NOT NULL,
     interest TEXT NOT NULL,
     next_charge_at INTEGER NOT NULL,
     opened_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, wallet, asset)
   );
   CREATE TABLE trading_margin_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     wallet TEXT NOT NULL,
     kind TEXT NOT NULL,
     asset TEXT NOT NULL,
     amount TEXT NOT NULL,
     principal TEXT NOT NULL,
     interest TEXT NOT NULL,
     fee TEXT NOT NULL,
     source TEXT,
     time INTEGER NOT NULL
   );
   CREATE INDEX trading_margin_records_account ON trading_margin_records(account_id, id);
   CREATE TABLE trading_margin_rates (
     asset TEXT PRIMARY KEY,
     daily_rate TEXT NOT NULL
   );`,
  // Records (issue 15): the ledger of every balance change with the balance after it
  // (TradingStore.adjust), the futures positions once closed, and the indexes that keep each
  // history's newest-first page cheap with ten thousand records in an account.
  `CREATE TABLE trading_ledger (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     wallet TEXT NOT NULL,
     asset TEXT NOT NULL,
     kind TEXT NOT NULL,
     amount TEXT NOT NULL,
     balance TEXT NOT NULL,
     symbol TEXT,
     order_id INTEGER,
     time INTEGER NOT NULL
   );
   CREATE INDEX trading_ledger_account ON trading_ledger(account_id, id);
   CREATE TABLE trading_closed_positions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     symbol TEXT NOT NULL,
     pos_side TEXT NOT NULL,
     margin_mode TEXT NOT NULL,
     leverage INTEGER NOT NULL,
     size TEXT NOT NULL,
     open_size TEXT NOT NULL,
     open_cost TEXT NOT NULL,
     close_size TEXT NOT NULL,
     close_value TEXT NOT NULL,
     realized_pnl TEXT NOT NULL,
     fee TEXT NOT NULL,
     funding TEXT NOT NULL,
     liquidated INTEGER NOT NULL,
     last_fill_id INTEGER NOT NULL,
     opened_at INTEGER NOT NULL,
     closed_at INTEGER NOT NULL
   );
   CREATE INDEX trading_closed_positions_account ON trading_closed_positions(account_id, id);
   CREATE INDEX trading_closed_positions_last ON trading_closed_positions(account_id, symbol, pos_side, id);
   CREATE INDEX trading_orders_history ON trading_orders(account_id, market, id);
   CREATE INDEX trading_fills_order ON trading_fills(order_id);`,
  // Fees and VIP tiers (issue 15, gateway/markets/fees.ts): each fill's rate and its value in USDT
  // (summed over 30 days for the tier; fills before this migration keep the flat rates they paid,
  // and count their quote where it is USDT), a test control's set volume, and the fee-token switch.
  `ALTER TABLE trading_fills ADD COLUMN fee_rate TEXT NOT NULL DEFAULT '0';
   ALTER TABLE trading_fills ADD COLUMN volume_usdt INTEGER NOT NULL DEFAULT 0;
   UPDATE trading_fills SET fee_rate = CASE WHEN (SELECT market FROM trading_orders o WHERE o.id = order_id) = 'spot'
       THEN (CASE liquidity WHEN 'maker' THEN '0.0008' ELSE '0.001' END) ELSE (CASE liquidity WHEN 'maker' THEN '0.0002' ELSE '0.0006' END) END;
   UPDATE trading_fills SET volume_usdt = CAST(quote AS INTEGER) WHERE order_id IN (SELECT id FROM trading_orders WHERE symbol LIKE '%USDT');
   CREATE INDEX trading_fills_time ON trading_fills(account_id, time);
   CREATE TABLE trading_fee_volume (
     account_id INTEGER NOT NULL REFERENCES trading_accounts(id),
     market TEXT NOT NULL,
     volume INTEGER NOT NULL,
     set_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, market)
   );
   CREATE TABLE trading_fee_token (
     user_id TEXT PRIMARY KEY,
     open INTEGER NOT NULL
   );`,
];

export const TRADING_TABLES = ['trading_fee_token', 'trading_fee_volume', 'trading_ledger', 'trading_closed_positions', 'trading_margin_rates', 'trading_margin_records', 'trading_margin_loans', 'trading_conditional', 'trading_funding', 'trading_futures_settings', 'trading_fills', 'trading_positions', 'trading_orders', 'trading_balances', 'trading_accounts'] as const;

export function migrateTrading(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS trading_schema (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM trading_schema').get() as { version: number } | undefined;
  for (let v = row?.version ?? 0; v < MIGRATIONS.length; v += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] ?? '');
      db.exec('DELETE FROM trading_schema');
      db.prepare('INSERT INTO trading_schema (version) VALUES (?)').run(v + 1);
    })();
  }
}
