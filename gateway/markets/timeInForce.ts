// Order options as a matching engine applies them (docs/protocol.md, Order options): time in
// force (GTC rests, IOC cancels what it cannot fill at once, FOK fills whole at once or is
// refused), post-only (refused where it would take) and reduce-only (futures closes capped at the
// free part of the position, refused when nothing is free). Checks run before anything changes.
import { formatUnits, minBig } from '../../src/core/markets/decimal';
import type { MarketKind } from '../../src/core/markets/symbols';
import { TIMES_IN_FORCE, type OrderSide, type OrderType, type PositionSide, type TimeInForce, type TradeSide } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import type { AccountRef, OrderRow } from '../db/trading';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import type { Fields } from '../http/fields';
import type { EngineContext } from './engineContext';
import type { Market } from './market';
import type { OrderInput } from './orderInput';

export interface OrderOptions {
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
}

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);

/** The options an order has when its request names none: a limit order rests, a market order is IOC by nature. */
export const defaultOptions = (type: OrderType): OrderOptions => ({ timeInForce: type === 'market' ? 'IOC' : 'GTC', postOnly: false, reduceOnly: false });

function flag(fields: Fields, name: string): boolean {
  const v = fields[name];
  if (v === undefined || v === null || v === '') return false;
  if (typeof v !== 'boolean') throw refuse(CODES.invalidParameter, 'field.notBoolean', { field: name });
  return v;
}

/** Options from a request, refused (00001) where they contradict the order they go with. */
export function parseOptions(fields: Fields, kind: MarketKind, type: OrderType, tradeSide: TradeSide | null, byQuote: boolean): OrderOptions {
  const raw = fields.timeInForce;
  const named = raw !== undefined && raw !== null && raw !== '';
  if (named && (typeof raw !== 'string' || !(TIMES_IN_FORCE as readonly string[]).includes(raw))) throw refuse(CODES.invalidParameter, 'field.notOneOf', { list: TIMES_IN_FORCE.join(', '), field: 'timeInForce' });
  const timeInForce = named ? (raw as TimeInForce) : defaultOptions(type).timeInForce;
  if (type === 'market' && timeInForce === 'GTC') throw refuse(CODES.invalidParameter, 'order.marketCannotRest');
  if (byQuote && timeInForce === 'FOK') throw refuse(CODES.invalidParameter, 'order.quoteAmountIsIoc');
  const postOnly = flag(fields, 'postOnly');
  if (postOnly && (type !== 'limit' || timeInForce !== 'GTC')) throw refuse(CODES.invalidParameter, 'order.postOnlyGtcLimit');
  const reduceOnly = flag(fields, 'reduceOnly');
  if (reduceOnly && kind !== 'futures') throw refuse(CODES.invalidParameter, 'order.reduceOnlyFutures');
  if (reduceOnly && tradeSide !== 'close') throw refuse(CODES.invalidParameter, 'order.reduceOnlyClose');
  return { timeInForce, postOnly, reduceOnly };
}

/** What open close orders of a position side already cover (lots). */
export function pendingClose(ctx: EngineContext, account: AccountRef, symbol: string, posSide: PositionSide): bigint {
  return ctx.store.openOrders(account.id, 'futures', symbol)
    .filter((o) => o.trade_side === 'close' && o.pos_side === posSide)
    .reduce((sum, o) => sum + BigInt(o.amount) - BigInt(o.filled), 0n);
}

/** Lots the book would give an order now, within its limit price (none: any price), without taking them. */
export function fillableLots(market: Market, side: OrderSide, lots: bigint, limitTick: bigint | null): bigint {
  let got = 0n;
  for (const level of side === 'buy' ? market.book.asks : market.book.bids) {
    if (got >= lots) break;
    if (limitTick !== null && (side === 'buy' ? BigInt(level.tick) > limitTick : BigInt(level.tick) < limitTick)) break;
    got += BigInt(level.lots);
  }
  return minBig(got, lots);
}

/**
 * The order as the options let it go on: refused where post-only would take, FOK cannot fill
 * whole, or reduce-only finds nothing to reduce; a reduce-only amount capped at the free part.
 */
export function applyOptions(ctx: EngineContext, account: AccountRef, input: OrderInput, posSide: PositionSide | null): OrderInput {
  const options = input.options ?? defaultOptions(input.type);
  const { market, side, price } = input;
  const p = market.params;
  if (options.postOnly && price !== null) {
    const best = side === 'buy' ? market.book.bestAsk : market.book.bestBid;
    if (best !== undefined && (side === 'buy' ? price >= BigInt(best) : price <= BigInt(best))) {
      throw refuse(CODES.postOnlyWouldTake, side === 'buy' ? 'order.postOnlyWouldTakeAsk' : 'order.postOnlyWouldTakeBid', { price: formatUnits(price, p.pricePrecision), best: formatUnits(BigInt(best), p.pricePrecision) });
    }
  }
  let amount = input.amount;
  if (options.reduceOnly && posSide !== null && amount !== null) {
    const size = BigInt(ctx.store.position(account.id, market.symbol, posSide)?.size ?? '0');
    const free = size - pendingClose(ctx, account, market.symbol, posSide);
    if (free <= 0n) throw refuse(CODES.reduceOnlyNothing, size === 0n ? 'order.reduceOnlyNoPosition' : 'order.reduceOnlyCovered', { posSide, symbol: market.symbol });
    amount = minBig(amount, free);
  }
  if (options.timeInForce === 'FOK' && amount !== null && fillableLots(market, side, amount, price) < amount) {
    const fill = { symbol: market.symbol, amount: formatUnits(amount, p.amountPrecision) };
    throw price === null ? refuse(CODES.fillOrKillUnfilled, 'order.fillOrKill', fill) : refuse(CODES.fillOrKillUnfilled, 'order.fillOrKillAtPrice', { ...fill, price: formatUnits(price, p.pricePrecision) });
  }
  return { ...input, amount, options };
}

/** Whatever an order did not fill at once is canceled: market orders, IOC and FOK. */
export const endsAtOnce = (input: OrderInput): boolean => (input.options ?? defaultOptions(input.type)).timeInForce !== 'GTC';

/** Stores the options with the order just inserted. */
export function recordOptions(ctx: EngineContext, row: OrderRow, input: OrderInput): OrderRow {
  const o = input.options ?? defaultOptions(input.type);
  return ctx.store.setOrderOptions(row.id, { time_in_force: o.timeInForce, post_only: o.postOnly ? 1 : 0, reduce_only: o.reduceOnly ? 1 : 0 });
}

/** The options of a stored order as the wire shows them. */
export function optionsOf(row: OrderRow): OrderOptions {
  return { timeInForce: row.time_in_force ?? defaultOptions(row.type).timeInForce, postOnly: row.post_only === 1, reduceOnly: row.reduce_only === 1 };
}
