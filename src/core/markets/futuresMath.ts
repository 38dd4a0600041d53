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

/**
 * The liquidation price of a position backed by `margin` (quote units): the mark price at which
 * margin + PnL falls to the maintenance margin,
 *   long  (cost − margin) / (size × (1 − mmr))      short  (cost + margin) / (size × (1 + mmr)).
 * With margin = cost / L this is liquidationPrice(). An isolated position's margin is its own
 * (added or removed margin moves the price); a cross position's is its own plus the futures
 * wallet's available balance. Rounded toward the entry; 0 when no price liquidates a long.
 */
export function liquidationPriceOfMargin(s: Scales, side: PositionSide, size: bigint, cost: bigint, margin: bigint): bigint {
  if (size === 0n) return 0n;
  const mmr = BigInt(MAINTENANCE_MARGIN_BPS);
  const denominator = size * notionalFactor(s);
  if (side === 'long') return cost <= margin ? 0n : mulDiv(cost - margin, 10_000n, denominator * (10_000n - mmr), 'ceil');
  return mulDiv(cost + margin, 10_000n, denominator * (10_000n + mmr), 'floor');
}

/**
 * How much margin an isolated position can give back: what keeps its equity (margin plus any
 * unrealised loss; a profit does not count) at the initial margin of its value at the mark price,
 * so removing margin never brings it near liquidation.
 */
export function maxRemovableMargin(s: Scales, side: PositionSide, size: bigint, cost: bigint, margin: bigint, leverage: number, markPrice: bigint): bigint {
  const pnl = unrealizedPnl(s, side, size, cost, markPrice);
  const loss = pnl < 0n ? pnl : 0n;
  const keep = initialMargin(notional(s, markPrice, size), leverage);
  const free = margin + loss - keep;
  return free > 0n ? free : 0n;
}

/**
 * A position's margin after a leverage change, and whether the change is allowed: the new margin
 * is the initial margin of its cost at the new leverage; with any unrealised loss taken from it,
 * it must stay above the maintenance margin of the position's value at the mark (else the change
 * would liquidate it at once). `change` is what the wallet gives (positive) or gets back (negative).
 */
export function remargin(s: Scales, side: PositionSide, size: bigint, cost: bigint, margin: bigint, leverage: number, markPrice: bigint): { readonly margin: bigint; readonly change: bigint; readonly safe: boolean } {
  const next = initialMargin(cost, leverage);
  const pnl = unrealizedPnl(s, side, size, cost, markPrice);
  const maintenance = mulDiv(notional(s, markPrice, size), BigInt(MAINTENANCE_MARGIN_BPS), 10_000n, 'ceil');
  return { margin: next, change: next - margin, safe: next + (pnl < 0n ? pnl : 0n) > maintenance };
}
