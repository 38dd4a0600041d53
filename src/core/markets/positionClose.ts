// Closing a futures position from its row (docs/protocol.md, Closing positions): at the market
// or at a price, the whole or a part given as an amount or a share. The whole at the market is the
// position close call; anything else is a reduce-only close order, which the gateway caps at the
// free part of the position.
import { mulDiv, parseUnits } from './decimal';
import { type DraftProblem, type OrderFields, positive } from './orderDraft';
import { canonicalText } from './orderAmounts';
import type { OrderType, Position } from './trading';

export interface ClosePrecision {
  readonly symbol: string;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
}

export type ClosePlan =
  /** The whole position at the market: futures/position/close. */
  | { readonly kind: 'whole' }
  /** A reduce-only close order's fields for futures/order/place. */
  | { readonly kind: 'order'; readonly fields: OrderFields };

export type CloseCheck = { readonly ok: true; readonly plan: ClosePlan; readonly lots: bigint } | { readonly ok: false; readonly problems: readonly DraftProblem[] };

/** A share of the position's size, rounded down to the lot (100 % is the whole size). */
export function closeAmountForPercent(position: Pick<Position, 'size'>, info: ClosePrecision, percent: number): string {
  const size = parseUnits(position.size, info.amountPrecision) ?? 0n;
  return canonicalText(mulDiv(size, BigInt(percent), 100n, 'floor'), info.amountPrecision);
}

/** What closing `amount` (canonical decimal) of the position at the market or at `price` sends, or why it cannot. */
export function checkClose(position: Pick<Position, 'symbol' | 'posSide' | 'size'>, info: ClosePrecision, type: OrderType, price: string, amount: string): CloseCheck {
  const problems: DraftProblem[] = [];
  const size = parseUnits(position.size, info.amountPrecision) ?? 0n;
  const lots = positive(amount, info.amountPrecision);
  if ('reason' in lots) problems.push({ field: 'amount', reason: lots.reason });
  else if (lots.units > size) problems.push({ field: 'amount', reason: 'aboveClosable' });
  const limit = type === 'limit' ? positive(price, info.pricePrecision) : null;
  if (limit && 'reason' in limit) problems.push({ field: 'price', reason: limit.reason });
  if (problems.length > 0 || 'reason' in lots) return { ok: false, problems };
  if (type === 'market' && lots.units === size) return { ok: true, plan: { kind: 'whole' }, lots: lots.units };
  return {
    ok: true,
    lots: lots.units,
    plan: {
      kind: 'order',
      fields: {
        symbol: position.symbol, side: position.posSide === 'long' ? 'sell' : 'buy', tradeSide: 'close', type, reduceOnly: true,
        amount: canonicalText(lots.units, info.amountPrecision),
        ...(limit && !('reason' in limit) ? { price: canonicalText(limit.units, info.pricePrecision) } : {}),
      },
    },
  };
}
