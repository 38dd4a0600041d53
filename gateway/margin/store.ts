// The margin tables (gateway/db/tradingSchema.ts): loans, records and rate overrides, and the
// margin orders, which are spot orders on a margin wallet. Amounts are the text of bigint units.
import type { MarginRecordKind, SideEffect } from '../../src/core/margin/wire';
import { prepared, type Db } from '../db/database';
import type { MarginWallet, OrderRow } from '../db/trading';

export interface LoanRow {
  readonly account_id: number;
  readonly wallet: MarginWallet;
  readonly asset: string;
  readonly principal: string;
  readonly interest: string;
  /** On the interest clock: the next full hour that charges this loan. */
  readonly next_charge_at: number;
  readonly opened_at: number;
  readonly updated_at: number;
}

export interface RecordRow {
  readonly id: number;
  readonly account_id: number;
  readonly wallet: MarginWallet;
  readonly kind: MarginRecordKind;
  readonly asset: string;
  readonly amount: string;
  readonly principal: string;
  readonly interest: string;
  readonly fee: string;
  readonly source: string | null;
  readonly time: number;
}

/** Which margin wallets a listing covers: one, every isolated one, or all. */
export type WalletFilter = { readonly wallet: MarginWallet } | { readonly isolated: true } | 'all';

export interface RecordQuery {
  readonly wallets: WalletFilter;
  readonly kind?: MarginRecordKind;
  readonly asset?: string;
  readonly from?: number;
  readonly to?: number;
  readonly before?: number;
  readonly limit: number;
}

export type MarginOrderRow = OrderRow & { readonly wallet: MarginWallet; readonly side_effect: SideEffect };

function walletClause(filter: WalletFilter): [string, unknown[]] {
  if (filter === 'all') return ["wallet LIKE 'margin%'", []];
  if ('wallet' in filter) return ['wallet = ?', [filter.wallet]];
  return ["wallet LIKE 'margin:%'", []];
}

export class MarginStore {
  constructor(private readonly db: Db) {}

  loan(accountId: number, wallet: MarginWallet, asset: string): LoanRow | undefined {
    return prepared(this.db, 'SELECT * FROM trading_margin_loans WHERE account_id = ? AND wallet = ? AND asset = ?').get(accountId, wallet, asset) as LoanRow | undefined;
  }

  loans(accountId: number, filter: WalletFilter): LoanRow[] {
    const [clause, params] = walletClause(filter);
    return prepared(this.db, `SELECT * FROM trading_margin_loans WHERE account_id = ? AND ${clause} ORDER BY wallet, asset`).all(accountId, ...params) as LoanRow[];
  }

  /** Saves a loan; one paid off entirely is gone (its next borrow opens a new one). */
  saveLoan(row: LoanRow): void {
    if (BigInt(row.principal) === 0n && BigInt(row.interest) === 0n) {
      prepared(this.db, 'DELETE FROM trading_margin_loans WHERE account_id = ? AND wallet = ? AND asset = ?').run(row.account_id, row.wallet, row.asset);
      return;
    }
    prepared(this.db, `INSERT INTO trading_margin_loans (account_id, wallet, asset, principal, interest, next_charge_at, opened_at, updated_at)
      VALUES (@account_id, @wallet, @asset, @principal, @interest, @next_charge_at, @opened_at, @updated_at)
      ON CONFLICT (account_id, wallet, asset) DO UPDATE SET principal = excluded.principal, interest = excluded.interest,
        next_charge_at = excluded.next_charge_at, updated_at = excluded.updated_at`).run(row);
  }

  /** A margin wallet's balances in units, by coin. */
  balances(accountId: number, wallet: MarginWallet): Map<string, { available: bigint; locked: bigint }> {
    const rows = prepared(this.db, 'SELECT asset, available, locked FROM trading_balances WHERE account_id = ? AND wallet = ?').all(accountId, wallet) as { asset: string; available: string; locked: string }[];
    return new Map(rows.map((r) => [r.asset, { available: BigInt(r.available), locked: BigInt(r.locked) }]));
  }

  /** Every margin account that owes something: the only ones a tick has to value. */
  indebted(): { account_id: number; wallet: MarginWallet }[] {
    return prepared(this.db, 'SELECT DISTINCT account_id, wallet FROM trading_margin_loans ORDER BY account_id, wallet').all() as { account_id: number; wallet: MarginWallet }[];
  }

  /** Loans with a principal whose next hour has come on the interest clock. */
  dueLoans(time: number): LoanRow[] {
    return prepared(this.db, "SELECT * FROM trading_margin_loans WHERE principal != '0' AND next_charge_at <= ? ORDER BY account_id, wallet, asset").all(time) as LoanRow[];
  }

  /** The isolated accounts that hold or owe something. */
  isolatedWallets(accountId: number): MarginWallet[] {
    const rows = prepared(this.db, `SELECT wallet FROM trading_balances WHERE account_id = ? AND wallet LIKE 'margin:%' AND (available != '0' OR locked != '0')
      UNION SELECT wallet FROM trading_margin_loans WHERE account_id = ? AND wallet LIKE 'margin:%' ORDER BY wallet`).all(accountId, accountId) as { wallet: MarginWallet }[];
    return rows.map((r) => r.wallet);
  }

  insertRecord(record: Omit<RecordRow, 'id'>): number {
    return Number(prepared(this.db, `INSERT INTO trading_margin_records (account_id, wallet, kind, asset, amount, principal, interest, fee, source, time)
      VALUES (@account_id, @wallet, @kind, @asset, @amount, @principal, @interest, @fee, @source, @time)`).run(record).lastInsertRowid);
  }

  setRecordSource(id: number, source: string): void {
    prepared(this.db, 'UPDATE trading_margin_records SET source = ? WHERE id = ?').run(source, id);
  }

  /** Newest first; one more than the limit tells the caller whether there are more. */
  records(accountId: number, q: RecordQuery): RecordRow[] {
    const [clause, params] = walletClause(q.wallets);
    return prepared(this.db, `SELECT * FROM trading_margin_records WHERE account_id = ? AND ${clause}
      AND (? IS NULL OR kind = ?) AND (? IS NULL OR asset = ?) AND (? IS NULL OR time >= ?) AND (? IS NULL OR time <= ?) AND (? IS NULL OR id < ?)
      ORDER BY id DESC LIMIT ?`).all(accountId, ...params, q.kind ?? null, q.kind ?? null, q.asset ?? null, q.asset ?? null,
      q.from ?? null, q.from ?? null, q.to ?? null, q.to ?? null, q.before ?? null, q.before ?? null, q.limit) as RecordRow[];
  }

  rateOverride(asset: string): bigint | undefined {
    const row = prepared(this.db, 'SELECT daily_rate FROM trading_margin_rates WHERE asset = ?').get(asset) as { daily_rate: string } | undefined;
    return row ? BigInt(row.daily_rate) : undefined;
  }

  setRate(asset: string, dailyRate: bigint): void {
    prepared(this.db, 'INSERT INTO trading_margin_rates (asset, daily_rate) VALUES (?, ?) ON CONFLICT (asset) DO UPDATE SET daily_rate = excluded.daily_rate').run(asset, dailyRate.toString());
  }

  /** Open margin orders of an account, newest first, by wallet and order symbol. */
  openOrders(accountId: number, wallets: WalletFilter, symbol?: string): MarginOrderRow[] {
    const [clause, params] = walletClause(wallets);
    return prepared(this.db, `SELECT * FROM trading_orders WHERE account_id = ? AND market = 'spot' AND status IN ('new', 'partially_filled') AND ${clause}
      AND (? IS NULL OR symbol = ?) ORDER BY id DESC`).all(accountId, ...params, symbol ?? null, symbol ?? null) as MarginOrderRow[];
  }

  history(accountId: number, wallets: WalletFilter, symbol: string | undefined, limit: number, beforeId: number): MarginOrderRow[] {
    const [clause, params] = walletClause(wallets);
    return prepared(this.db, `SELECT * FROM trading_orders WHERE account_id = ? AND market = 'spot' AND status IN ('filled', 'canceled') AND ${clause}
      AND (? IS NULL OR symbol = ?) AND id < ? ORDER BY id DESC LIMIT ?`).all(accountId, ...params, symbol ?? null, symbol ?? null, beforeId, limit) as MarginOrderRow[];
  }
}
