// USDT-margined linear perpetuals, isolated margin (docs/protocol.md, Markets): margin, unrealised
// PnL and the liquidation price, exactly, in bigint units. The gateway liquidates by these
// formulas and the screens can show the same figures between two position messages.
import { ASSET_DECIMALS, mulDiv, pow10 } from './decimal';
import type { PositionSide } from './trading';

/** Maintenance margin rate, in basis points of the position's value at the mark price. */
export const MAINTENANCE_MARGIN_BPS = 50;

export interface Scales {
  readonly pricePrecision: number;
  readonly amountPrecision: number;
}

/** Quote units (8 decimals) per price unit × amount unit: the symbols keep pricePrecision + amountPrecision ≤ 8. */
export function notionalFactor(s: Scales): bigint {
  return pow10(ASSET_DECIMALS - s.pricePrecision - s.amountPrecision);
}

/** Value of `amount` units at `price` units, in quote units (8 decimals), exact. */
export function notional(s: Scales, price: bigint, amount: bigint): bigint {
  return price * amount * notionalFactor(s);
}

/** Initial margin of a cost (quote units) at a leverage, rounded up. */
export function initialMargin(cost: bigint, leverage: number): bigint {
  return mulDiv(cost, 1n, BigInt(leverage), 'ceil');
}

/** Unrealised PnL in quote units: long size × mark − cost; short cost − size × mark. */
export function unrealizedPnl(s: Scales, side: PositionSide, size: bigint, cost: bigint, markPrice: bigint): bigint {
  const value = notional(s, markPrice, size);
  return side === 'long' ? value - cost : cost - value;
}

/** Average entry price (price units) of a position's cost and size, rounded to the nearest unit. */
export function entryPrice(s: Scales, size: bigint, cost: bigint): bigint {
  if (size === 0n) return 0n;
  const denominator = size * notionalFactor(s);
  return (cost * 2n + denominator) / (denominator * 2n);
}

/**
 * The mark price at which equity (margin + PnL) falls to the maintenance margin:
 *   long  E × (1 − 1/L) / (1 − mmr)      short  E × (1 + 1/L) / (1 + mmr)
 * with E the entry price, L the leverage, mmr the maintenance rate. Rounded toward the entry, so
 * the displayed price is reached no later than the formula's.
 */
export function liquidationPrice(s: Scales, side: PositionSide, size: bigint, cost: bigint, leverage: number): bigint {
  if (size === 0n) return 0n;
  const L = BigInt(leverage);
  const mmr = BigInt(MAINTENANCE_MARGIN_BPS);
  const denominator = size * notionalFactor(s) * L;
  if (side === 'long') return mulDiv(cost * (L - 1n), 10_000n, denominator * (10_000n - mmr), 'ceil');
  return mulDiv(cost * (L + 1n), 10_000n, denominator * (10_000n + mmr), 'floor');
}

/** True when a mark price has reached the liquidation price. */
export function isLiquidated(side: PositionSide, markPrice: bigint, liquidation: bigint): boolean {
  return side === 'long' ? markPrice <= liquidation : markPrice >= liquidation;
}
