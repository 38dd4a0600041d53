// The margin area's wire records (docs/protocol.md, Margin trading), shared by the reference
// gateway that writes them and the front end that checks them. Decimals travel as strings.
import type { Order } from '../markets/trading';

/** Cross: one account, every asset collateral. Isolated: one account per pair, its two coins only. */
export type MarginAccountMode = 'cross' | 'isolated';
export const MARGIN_ACCOUNT_MODES: readonly MarginAccountMode[] = ['cross', 'isolated'];

export const CROSS_MAX_LEVERAGE = 3;
export const ISOLATED_MAX_LEVERAGE = 10;
/** Margin level (assets / debts) under which the trader is warned, and at or under which the account is liquidated. */
export const MARGIN_LEVEL_WARNING = '1.3';
export const MARGIN_LEVEL_LIQUIDATION = '1.1';

/** What a margin order does beside trading: nothing, borrow what it needs first, or repay from what it returns. */
export type SideEffect = 'normal' | 'auto_borrow' | 'auto_repay';
export const SIDE_EFFECTS: readonly SideEffect[] = ['normal', 'auto_borrow', 'auto_repay'];

/** safe: level ≥ 1.3 or no debt; warning: under 1.3; liquidation: at or under 1.1 (being liquidated now). */
export type MarginRisk = 'safe' | 'warning' | 'liquidation';

export interface MarginAsset {
  readonly asset: string;
  /** Free to trade, transfer out or repay with. */
  readonly available: string;
  /** Held by open margin orders. */
  readonly locked: string;
  readonly borrowed: string;
  readonly interest: string;
  /** available + locked − borrowed − interest (may be negative). */
  readonly net: string;
  /** The asset's index price in USDT (1 for USDT). */
  readonly indexPrice: string;
}

export interface MarginAccount {
  readonly mode: MarginAccountMode;
  /** The pair of an isolated account; null for cross. */
  readonly symbol: string | null;
  readonly maxLeverage: number;
  readonly assets: readonly MarginAsset[];
  /** Sum of (available + locked) × index price, in USDT, 8 decimals. */
  readonly totalAsset: string;
  /** Sum of (borrowed + interest) × index price, in USDT. */
  readonly totalDebt: string;
  /** totalAsset − totalDebt. */
  readonly netAsset: string;
  /** totalAsset / totalDebt to 4 decimals (rounded down); null while there is no debt. */
  readonly marginLevel: string | null;
  readonly risk: MarginRisk;
  readonly demo: boolean;
}

export interface MarginAccounts {
  readonly cross: MarginAccount;
  /** Only the isolated accounts that hold something or owe something, by symbol. */
  readonly isolated: readonly MarginAccount[];
}

export interface MarginRate {
  readonly asset: string;
  /** Interest per day as a fraction ("0.0002" = 0.02 % a day). */
  readonly dailyRate: string;
  /** dailyRate / 24: what each hour charges on the principal. */
  readonly hourlyRate: string;
}

export interface MarginRates {
  readonly rates: readonly MarginRate[];
  /** Pairs open to margin (cross and isolated): every spot pair whose both coins have a rate. */
  readonly symbols: readonly string[];
}

export interface MaxBorrowable {
  readonly asset: string;
  readonly max: string;
  readonly borrowed: string;
  readonly dailyRate: string;
  readonly hourlyRate: string;
}

export interface MaxTransferable {
  readonly asset: string;
  readonly max: string;
}

export interface MarginLoan {
  readonly mode: MarginAccountMode;
  readonly symbol: string | null;
  readonly asset: string;
  readonly principal: string;
  readonly interest: string;
  readonly dailyRate: string;
  /** When this coin was first borrowed in the account with no debt before (ms). */
  readonly openedAt: number;
  readonly updatedAt: number;
}

export type MarginRecordKind = 'transfer_in' | 'transfer_out' | 'borrow' | 'repay' | 'interest' | 'liquidation';
export const MARGIN_RECORD_KINDS: readonly MarginRecordKind[] = ['transfer_in', 'transfer_out', 'borrow', 'repay', 'interest', 'liquidation'];

export interface MarginRecord {
  readonly recordId: string;
  readonly kind: MarginRecordKind;
  readonly mode: MarginAccountMode;
  readonly symbol: string | null;
  readonly asset: string;
  /** transfer: the amount moved; borrow: principal borrowed; repay: principal + interest paid; interest: the hour's charge; liquidation: the debt repaid. */
  readonly amount: string;
  /** repay and liquidation: the principal part; else "0". */
  readonly principal: string;
  /** repay and liquidation: the interest part; interest: the charge; else "0". */
  readonly interest: string;
  /** liquidation: the fee charged (in `asset`); else "0". */
  readonly fee: string;
  /** What an automatic step came from: an order id for auto-borrow or auto-repay, "liquidation" for a liquidation's steps; else null. */
  readonly source: string | null;
  readonly time: number;
}

/** A margin order: a spot order on the margin account's wallet, with its account and side effect. */
export type MarginOrder = Order & { readonly marginMode: MarginAccountMode; readonly sideEffect: SideEffect };
