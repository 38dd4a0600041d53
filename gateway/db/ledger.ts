// Why a balance changed: every call of TradingStore.adjust() names its reason (the type checker
// holds it), and each change of a balance (available plus held) becomes a ledger entry with the
// balance after it. Moving money between available and held (an order's hold, its release) is no
// change of the balance: its reason is 'hold', and adjust() refuses a 'hold' that changes the sum.
import type { LedgerKind } from '../../src/core/markets/records';
import { prepared, type Db } from './database';
import type { StoreWallet } from './trading';

/**
 * The ledger's kinds: the exchange ledger's (LEDGER_KINDS), and the margin wallets' borrow and
 * repay, which only margin wallets see; /record/margin lists those, the exchange ledger does not.
 */
export type BalanceKind = LedgerKind | 'borrow' | 'repay';

export type BalanceReason =
  | { readonly kind: 'hold' }
  | { readonly kind: BalanceKind; readonly symbol?: string; readonly orderId?: number };

/** Money moved between available and held: no change of the balance. */
export const HOLD: BalanceReason = { kind: 'hold' };

export interface LedgerRow {
  readonly id: number;
  readonly account_id: number;
  readonly wallet: StoreWallet;
  readonly asset: string;
  readonly kind: BalanceKind;
  /** Signed units of 8 decimals, and the balance after it. */
  readonly amount: string;
  readonly balance: string;
  readonly symbol: string | null;
  readonly order_id: number | null;
  readonly time: number;
}

export function insertLedger(db: Db, row: Omit<LedgerRow, 'id'>): void {
  prepared(db, `INSERT INTO trading_ledger (account_id, wallet, asset, kind, amount, balance, symbol, order_id, time)
    VALUES (@account_id, @wallet, @asset, @kind, @amount, @balance, @symbol, @order_id, @time)`).run(row);
}
