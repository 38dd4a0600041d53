// Futures settings and funding records of the trading accounts (tables in tradingSchema.ts): each
// account's margin mode and leverage per perpetual, and what each position paid or received at a
// funding settlement. Real and demo accounts are separate accounts, so they never share either.
import type { MarginMode, PositionSide } from '../../src/core/markets/trading';
import { prepared } from './database';
import type { TradingStore } from './trading';

export interface FuturesSettingsRow {
  readonly margin_mode: MarginMode;
  /** Null until the user sets one: orders then use the position's or the default. */
  readonly leverage: number | null;
}

export interface FundingRow {
  readonly id: number;
  readonly account_id: number;
  readonly symbol: string;
  readonly pos_side: PositionSide;
  readonly margin_mode: MarginMode;
  /** Lots, price ticks, rate in ppm, amount in quote units (signed: negative was paid). */
  readonly size: string;
  readonly mark: string;
  readonly rate: string;
  readonly amount: string;
  readonly time: number;
}

const DEFAULT_SETTINGS: FuturesSettingsRow = { margin_mode: 'isolated', leverage: null };

export function futuresSettings(store: TradingStore, accountId: number, symbol: string): FuturesSettingsRow {
  const row = prepared(store.db, 'SELECT margin_mode, leverage FROM trading_futures_settings WHERE account_id = ? AND symbol = ?').get(accountId, symbol) as FuturesSettingsRow | undefined;
  return row ?? DEFAULT_SETTINGS;
}

export function saveFuturesSettings(store: TradingStore, accountId: number, symbol: string, settings: FuturesSettingsRow): void {
  prepared(store.db, `INSERT INTO trading_futures_settings (account_id, symbol, margin_mode, leverage) VALUES (?, ?, ?, ?)
    ON CONFLICT (account_id, symbol) DO UPDATE SET margin_mode = excluded.margin_mode, leverage = excluded.leverage`)
    .run(accountId, symbol, settings.margin_mode, settings.leverage);
}

export function insertFunding(store: TradingStore, row: Omit<FundingRow, 'id'>): void {
  prepared(store.db, `INSERT INTO trading_funding (account_id, symbol, pos_side, margin_mode, size, mark, rate, amount, time)
    VALUES (@account_id, @symbol, @pos_side, @margin_mode, @size, @mark, @rate, @amount, @time)`).run(row);
}

/** An account's funding records, newest first, before a record id (paging). */
export function fundingRecords(store: TradingStore, accountId: number, symbol: string | undefined, limit: number, beforeId: number): FundingRow[] {
  return prepared(store.db, `SELECT * FROM trading_funding WHERE account_id = ? AND (? IS NULL OR symbol = ?) AND id < ?
    ORDER BY id DESC LIMIT ?`).all(accountId, symbol ?? null, symbol ?? null, beforeId, limit) as FundingRow[];
}
