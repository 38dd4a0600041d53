// What the account tables show between two account messages, computed exactly: a position's PnL
// and ROE at any mark price, which side of it a take-profit or stop-loss must sit on, and how much
// of an order has filled. The gateway sends positions only when the account changes; the ticker's
// mark price moves 4 times a second, so the screen recomputes from it (docs/protocol.md).
import { ASSET_DECIMALS, formatUnits, parseUnits } from './decimal';
import { type Scales, notional, unrealizedPnl } from './futuresMath';
import type { Order, Position, PositionSide } from './trading';

export interface PositionFigures {
  /** USDT, 8 decimals, signed ("-12.50000000"). */
  readonly unrealizedPnl: string;
  /** PnL / margin in percent, 2 decimals, cut toward zero as the gateway does ("-3.41"). */
  readonly roe: string;
}

function signedUnits(text: string, decimals: number): bigint | null {
  const negative = text.startsWith('-');
  const units = parseUnits(negative ? text.slice(1) : text, decimals);
  return units === null ? null : negative ? -units : units;
}

/**
 * The position's cost (quote units) recovered from its own message: the mark price and PnL in it
 * are exact and of the same moment, so cost = size × mark ∓ PnL is the gateway's stored cost. The
 * entry price is rounded to the tick and would only approximate it.
 */
function costOf(position: Position, s: Scales, size: bigint): bigint | null {
  const mark = parseUnits(position.markPrice, s.pricePrecision);
  const pnl = signedUnits(position.unrealizedPnl, ASSET_DECIMALS);
  if (mark !== null && pnl !== null) {
    const value = notional(s, mark, size);
    return position.posSide === 'long' ? value - pnl : value + pnl;
  }
  const entry = parseUnits(position.entryPrice, s.pricePrecision);
  return entry === null ? null : notional(s, entry, size);
}

/** PnL and ROE of the position if the mark price were `price`; null when a figure is malformed. */
export function positionFiguresAt(position: Position, s: Scales, price: string): PositionFigures | null {
  const size = parseUnits(position.size, s.amountPrecision);
  const mark = parseUnits(price, s.pricePrecision);
  const margin = parseUnits(position.margin, ASSET_DECIMALS);
  if (size === null || mark === null || margin === null) return null;
  const cost = costOf(position, s, size);
  if (cost === null) return null;
  const pnl = unrealizedPnl(s, position.posSide, size, cost, mark);
  return { unrealizedPnl: formatUnits(pnl, ASSET_DECIMALS), roe: formatUnits(margin > 0n ? (pnl * 10_000n) / margin : 0n, 2) };
}

export interface TpslSides {
  readonly takeProfit: boolean;
  readonly stopLoss: boolean;
}

/**
 * Which of a take-profit and a stop-loss (price units, null for none) sit on the wrong side of the
 * reference price: a long's take-profit must be above it and its stop-loss below, a short's the
 * other way round; at the price itself both are wrong (the gateway's 30010 rule).
 */
export function tpslWrongSides(side: PositionSide, reference: bigint, takeProfit: bigint | null, stopLoss: bigint | null): TpslSides {
  const above = (p: bigint | null) => p !== null && p > reference;
  const below = (p: bigint | null) => p !== null && p < reference;
  return side === 'long'
    ? { takeProfit: takeProfit !== null && !above(takeProfit), stopLoss: stopLoss !== null && !below(stopLoss) }
    : { takeProfit: takeProfit !== null && !below(takeProfit), stopLoss: stopLoss !== null && !above(stopLoss) };
}

/** Filled share of an order in percent with 2 decimals, rounded down (never 100.00 before the end). */
export function filledPercent(order: Pick<Order, 'amount' | 'filledAmount'>, amountPrecision: number): string | null {
  const amount = parseUnits(order.amount, amountPrecision);
  const filled = parseUnits(order.filledAmount, amountPrecision);
  if (amount === null || filled === null) return null;
  if (amount === 0n) return formatUnits(0n, 2);
  return formatUnits((filled * 10_000n) / amount, 2);
}
