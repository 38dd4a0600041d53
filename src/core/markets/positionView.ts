// What the account tables show between two account messages, computed exactly: a position's PnL
// and ROE at any mark price, which side of it a take-profit or stop-loss must sit on, and how much
// of an order has filled. The gateway sends positions only when the account changes; the ticker's
// mark price moves 4 times a second, so the screen recomputes from it (docs/protocol.md).
import { ASSET_DECIMALS, formatUnits, parseSignedUnits, parseUnits } from './decimal';
import { type Scales, notional, unrealizedPnl } from './futuresMath';
import { parseLocalDecimal } from './localNumber';
import type { Order, Position, PositionSide } from './trading';

export interface PositionFigures {
  /** USDT, 8 decimals, signed ("-12.50000000"). */
  readonly unrealizedPnl: string;
  /** PnL / margin in percent, 2 decimals, cut toward zero as the gateway does ("-3.41"). */
  readonly roe: string;
}

/**
 * The position's cost (quote units) recovered from its own message: the mark price and PnL in it
 * are exact and of the same moment, so cost = size × mark ∓ PnL is the gateway's stored cost. The
 * entry price is rounded to the tick and would only approximate it.
 */
export function costOf(position: Position, s: Scales, size: bigint): bigint | null {
  const mark = parseUnits(position.markPrice, s.pricePrecision);
  const pnl = parseSignedUnits(position.unrealizedPnl, ASSET_DECIMALS);
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
  const wrong = (which: keyof TpslSides, price: bigint | null) =>
    price !== null && (triggersAbove(which, side) ? price <= reference : price >= reference);
  return { takeProfit: wrong('takeProfit', takeProfit), stopLoss: wrong('stopLoss', stopLoss) };
}

/** Whether a take-profit or stop-loss of this side must be above the reference price (else below). */
export function triggersAbove(which: keyof TpslSides, side: PositionSide): boolean {
  return (side === 'long') === (which === 'takeProfit');
}

export type TpslInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'price'; readonly text: string }
  | { readonly kind: 'problem'; readonly problem: 'invalid' | 'tooPrecise' | 'wrongSide' };

/**
 * A take-profit or stop-loss price as typed in the user's language: empty (clears it), a canonical
 * price, or why it can't be sent. The side is checked against `reference` (the live mark price)
 * when it is known; the gateway checks again against its own mark when the call arrives.
 */
export function checkTpslPrice(which: keyof TpslSides, typed: string, side: PositionSide, reference: string, pricePrecision: number, bcp47: string): TpslInput {
  if (typed.trim() === '') return { kind: 'empty' };
  const text = parseLocalDecimal(typed, bcp47);
  if (text === null) return { kind: 'problem', problem: 'invalid' };
  const units = parseUnits(text, pricePrecision);
  if (units === null) return { kind: 'problem', problem: 'tooPrecise' };
  if (units <= 0n) return { kind: 'problem', problem: 'invalid' };
  const mark = parseUnits(reference, pricePrecision);
  if (mark !== null) {
    const wrong = tpslWrongSides(side, mark, which === 'takeProfit' ? units : null, which === 'stopLoss' ? units : null);
    if (wrong[which]) return { kind: 'problem', problem: 'wrongSide' };
  }
  return { kind: 'price', text: formatUnits(units, pricePrecision) };
}

/** Filled share of an order in percent with 2 decimals, rounded down (never 100.00 before the end). */
export function filledPercent(order: Pick<Order, 'amount' | 'filledAmount'>, amountPrecision: number): string | null {
  const amount = parseUnits(order.amount, amountPrecision);
  const filled = parseUnits(order.filledAmount, amountPrecision);
  if (amount === null || filled === null) return null;
  if (amount === 0n) return formatUnits(0n, 2);
  return formatUnits((filled * 10_000n) / amount, 2);
}
