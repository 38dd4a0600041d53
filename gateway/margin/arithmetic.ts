// The margin arithmetic in integers (docs/protocol.md, Margin trading). Coin amounts are units of
// 1e-8; an index price is USDT units (1e-8) per whole coin; a value is amount × price, so values
// are exact in 1e-16 USDT and every comparison of levels is exact (no division, no rounding).
import { ASSET_DECIMALS, formatUnits, minBig, mulDiv, pow10 } from '../../src/core/markets/decimal';
import type { MarginRisk } from '../../src/core/margin/wire';

/** What one coin of a margin account holds and owes, with its index price. */
export interface Holding {
  readonly asset: string;
  readonly available: bigint;
  readonly locked: bigint;
  readonly principal: bigint;
  readonly interest: bigint;
  readonly price: bigint;
}

/** Assets and debts of an account, in 1e-16 USDT. */
export interface Totals {
  readonly assets: bigint;
  readonly debts: bigint;
}

const VALUE_SCALE = pow10(ASSET_DECIMALS);
/** Levels as tenths: warning under 1.3, liquidation at or under 1.1. */
const WARNING_TENTHS = 13n;
const LIQUIDATION_TENTHS = 11n;
/** The liquidation fee: 2 % of the repaid debt, in the debt's coin. */
const LIQUIDATION_FEE_PERCENT = 2n;
const HOURS_PER_DAY = 24n;

/** An index price from a USDT book's mid (ticks at the pair's price precision). */
export const indexPrice = (markTick: bigint, pricePrecision: number): bigint => markTick * pow10(ASSET_DECIMALS - pricePrecision);

export function totals(holdings: readonly Holding[]): Totals {
  let assets = 0n;
  let debts = 0n;
  for (const h of holdings) {
    assets += (h.available + h.locked) * h.price;
    debts += (h.principal + h.interest) * h.price;
  }
  return { assets, debts };
}

/** Assets / debts, 4 decimals rounded down; null without debt. */
export function marginLevel(t: Totals): string | null {
  if (t.debts === 0n) return null;
  return formatUnits((t.assets * 10_000n) / t.debts, 4);
}

export const isLiquidatable = (t: Totals): boolean => t.debts > 0n && t.assets * 10n <= t.debts * LIQUIDATION_TENTHS;

export function risk(t: Totals): MarginRisk {
  if (t.debts === 0n) return 'safe';
  if (isLiquidatable(t)) return 'liquidation';
  return t.assets * 10n < t.debts * WARNING_TENTHS ? 'warning' : 'safe';
}

/**
 * How much more debt (1e-16 USDT) the account may take: the debt may grow to (assets − debts) ×
 * (L − 1), which is a level of L / (L − 1). Negative when the account is already past it.
 */
export const borrowRoom = (t: Totals, leverage: number): bigint => (t.assets - t.debts) * BigInt(leverage - 1) - t.debts;

/** Units of a coin at `price` that may be borrowed now (rounded down). */
export function maxBorrowable(t: Totals, leverage: number, price: bigint): bigint {
  const room = borrowRoom(t, leverage);
  return room <= 0n || price <= 0n ? 0n : room / price;
}

/**
 * Units of a coin that may leave the account: all of its available balance without debt; with
 * debt, no more than keeps the level at L / (L − 1) (x × price × (L − 1) ≤ the borrow room).
 */
export function maxTransferable(t: Totals, leverage: number, price: bigint, available: bigint): bigint {
  if (t.debts === 0n) return available;
  const room = borrowRoom(t, leverage);
  if (room <= 0n || price <= 0n) return 0n;
  return minBig(available, room / (price * BigInt(leverage - 1)));
}

/** One hour's interest on a principal at a daily rate (units of 1e-8), rounded up to the unit. */
export const hourlyInterest = (principal: bigint, dailyRate: bigint): bigint => mulDiv(principal, dailyRate, HOURS_PER_DAY * VALUE_SCALE, 'ceil');

/** The hourly rate as text: the daily rate / 24, 12 decimals rounded down. */
export const hourlyRateText = (dailyRate: bigint): string => formatUnits((dailyRate * pow10(4)) / HOURS_PER_DAY, 12);

/** A payment toward a debt: interest first, then principal. */
export function splitRepay(amount: bigint, interest: bigint): { readonly interest: bigint; readonly principal: bigint } {
  const toInterest = minBig(amount, interest);
  return { interest: toInterest, principal: amount - toInterest };
}

export const liquidationFee = (repaid: bigint): bigint => mulDiv(repaid, LIQUIDATION_FEE_PERCENT, 100n, 'ceil');

/** A value in 1e-16 USDT as USDT units, rounded down (assets) or up (debts). */
export const valueUnits = (value: bigint, rounding: 'floor' | 'ceil'): bigint => mulDiv(value, 1n, VALUE_SCALE, rounding);
