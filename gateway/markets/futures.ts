// USDT-margined perpetuals, hedge mode, isolated margin (docs/protocol.md). Opening holds the
// initial margin (cost / leverage) plus the taker fee from the futures wallet; closing releases the
// closed share of the margin with the realised PnL, minus the fee. The engine checks every
// position on every tick: take-profit, stop-loss (both filled at the mark price as a taker) and
// liquidation (at the mark price; the position's margin is lost, as to an insurance fund).
import { ASSET_DECIMALS, formatUnits, maxBig, minBig, mulDiv, parseUnits } from '../../src/core/markets/decimal';
import { initialMargin, isLiquidated } from '../../src/core/markets/futuresMath';
import type { OrderOrigin, PositionSide } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import type { AccountRef, OrderRow, PositionRow } from '../db/trading';
import { HOLD } from '../db/ledger';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { feeOf } from '../../src/core/markets/orderAmounts';
import { QUOTE } from './catalogue';
import { crossedOrders, isOpen, previewCost, value, type EngineContext } from './engineContext';
import { recordClosedPosition } from './closedPositions';
import { feeRate, fillFee } from './fees';
import { chosenLeverage, closingCredit, liquidationOf } from './marginMode';
import type { Market } from './market';
import { posSideOf, type OrderInput } from './orderInput';
import { cancelOrderHold } from './spot';
import { applyOptions, endsAtOnce, pendingClose, recordOptions } from './timeInForce';

export const DEFAULT_LEVERAGE = 10;
const MIN_NOTIONAL_UNITS = 5n * 10n ** BigInt(ASSET_DECIMALS);
const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);

/** What opening `cost` needs from the wallet: margin plus the account's taker fee (the most a fill can charge). */
export const openHold = (ctx: EngineContext, accountId: number, cost: bigint, leverage: number): bigint =>
  initialMargin(cost, leverage) + feeOf(cost, feeRate(ctx, accountId, 'futures', 'taker'));

function leverageFor(ctx: EngineContext, account: AccountRef, input: OrderInput, posSide: PositionSide): number {
  const { market } = input;
  const position = ctx.store.position(account.id, market.symbol, posSide);
  const orders = ctx.store.openOrders(account.id, 'futures', market.symbol).filter((o) => o.trade_side === 'open' && o.pos_side === posSide);
  const existing = position?.leverage ?? orders[0]?.leverage ?? null;
  const leverage = input.leverage ?? existing ?? chosenLeverage(ctx.store, account.id, market, DEFAULT_LEVERAGE);
  if (existing !== null && leverage !== existing) throw refuse(CODES.leverageInvalid, 'order.leverageFixed', { posSide, symbol: market.symbol, leverage: existing });
  return leverage;
}

function checkTpsl(side: PositionSide, reference: bigint, tp: bigint | null, sl: bigint | null, market: Market): void {
  const p = market.params.pricePrecision;
  const ref = formatUnits(reference, p);
  if (tp !== null && (side === 'long' ? tp <= reference : tp >= reference)) throw refuse(CODES.tpslInvalid, side === 'long' ? 'order.tpAbove' : 'order.tpBelow', { posSide: side, price: ref });
  if (sl !== null && (side === 'long' ? sl >= reference : sl <= reference)) throw refuse(CODES.tpslInvalid, side === 'long' ? 'order.slBelow' : 'order.slAbove', { posSide: side, price: ref });
}

export function placeFutures(ctx: EngineContext, account: AccountRef, request: OrderInput, origin: OrderOrigin = 'user'): OrderRow {
  const posSide = posSideOf(request.side, request.tradeSide ?? 'open');
  const input = applyOptions(ctx, account, request, posSide);
  const { market, side, type, price, tradeSide } = input;
  const amount = input.amount ?? 0n;
  const opening = tradeSide === 'open';
  const minLots = parseUnits(market.params.minAmount, market.params.amountPrecision) ?? 0n;
  if (amount < minLots && origin === 'user') throw refuse(CODES.belowMinimum, 'order.amountBelowMinimum', { minAmount: market.params.minAmount, base: market.params.base });
  const estimate = price !== null ? value(market, price, amount) : previewCost(market, side, amount);
  if (estimate === null) throw refuse(CODES.noLiquidity, 'order.bookCannotFill', { symbol: market.symbol, amount: formatUnits(amount, market.params.amountPrecision) });
  let leverage: number | null = null;
  let hold = 0n;
  if (opening) {
    if (estimate < MIN_NOTIONAL_UNITS) throw refuse(CODES.belowMinimum, 'order.notionalBelowMinimum', { minNotional: market.info.minNotional, quote: QUOTE });
    leverage = leverageFor(ctx, account, input, posSide);
    checkTpsl(posSide, price ?? BigInt(market.mark), input.takeProfit, input.stopLoss, market);
    // A marketable sell fills at bids above its price: hold for the best bid, release the rest after.
    const holdPrice = price !== null && side === 'sell' ? maxBig(price, BigInt(market.book.bestBid ?? 0)) : price;
    const cost = holdPrice !== null ? value(market, holdPrice, amount) : estimate;
    hold = openHold(ctx, account.id, cost, leverage);
    const have = ctx.store.balance(account.id, 'futures', QUOTE).available;
    if (hold > have) throw refuse(CODES.insufficientBalance, 'order.marginShort', { quote: QUOTE, need: formatUnits(hold, ASSET_DECIMALS), have: formatUnits(have, ASSET_DECIMALS) });
  } else {
    const size = BigInt(ctx.store.position(account.id, market.symbol, posSide)?.size ?? '0');
    const free = size - pendingClose(ctx, account, market.symbol, posSide);
    if (amount > free) throw refuse(CODES.positionInsufficient, 'order.closeTooMuch', { posSide, symbol: market.symbol, free: formatUnits(maxBig(free, 0n), market.params.amountPrecision) });
  }
  const order = ctx.store.transaction(() => {
    const heldNow = type === 'limit' ? hold : 0n;
    ctx.store.adjust(account.id, 'futures', QUOTE, HOLD, -heldNow, heldNow);
    let row = ctx.store.insertOrder({
      account_id: account.id, market: 'futures', symbol: market.symbol, side, type, trade_side: tradeSide, pos_side: posSide,
      price: price?.toString() ?? null, amount: amount.toString(), quote_amount: null, filled: '0', filled_quote: '0', fee: '0', fee_asset: QUOTE,
      status: 'new', leverage, take_profit: input.takeProfit?.toString() ?? null, stop_loss: input.stopLoss?.toString() ?? null,
      locked: heldNow.toString(), origin, client_oid: input.clientOid,
    }, ctx.now());
    row = recordOptions(ctx, row, input);
    for (const f of market.take(side, Number(amount), ctx.now(), price === null ? undefined : Number(price))) {
      row = settleFuturesFill(ctx, row, market, BigInt(f.tick), BigInt(f.lots), 'taker');
    }
    if (endsAtOnce(input) && isOpen(row)) row = ctx.store.updateOrder(row.id, { status: 'canceled' }, ctx.now());
    return releaseFutures(ctx, row, market);
  });
  ctx.notify(account, { orders: [order], wallets: ['futures'], positions: true });
  return order;
}

/** One fill: opening adds size, cost and margin to the position; closing realises PnL on the closed share. */
export function settleFuturesFill(ctx: EngineContext, order: OrderRow, market: Market, tick: bigint, lots: bigint, liquidity: 'maker' | 'taker', forfeit = false): OrderRow {
  const now = ctx.now();
  const posSide = order.pos_side ?? 'long';
  const cost = value(market, tick, lots);
  const charge = fillFee(ctx, order.account_id, 'futures', 'futures', liquidity, cost, QUOTE, cost);
  const fee = charge.fee;
  const position = ctx.store.position(order.account_id, order.symbol, posSide);
  const size = BigInt(position?.size ?? '0');
  let realized: bigint | null = null;
  let fromHold = 0n;
  if (order.trade_side === 'open') {
    const leverage = order.leverage ?? DEFAULT_LEVERAGE;
    const margin = initialMargin(cost, leverage);
    fromHold = order.type === 'limit' ? minBig(margin + fee, BigInt(order.locked)) : 0n;
    const feeFromHold = minBig(fee, fromHold);
    ctx.store.adjust(order.account_id, 'futures', QUOTE, { kind: 'fee', symbol: order.symbol, orderId: order.id }, -(fee - feeFromHold), -feeFromHold);
    ctx.store.adjust(order.account_id, 'futures', QUOTE, { kind: 'position_margin', symbol: order.symbol, orderId: order.id }, -(margin - (fromHold - feeFromHold)), -(fromHold - feeFromHold));
    ctx.store.savePosition({
      account_id: order.account_id, symbol: order.symbol, pos_side: posSide, size: (size + lots).toString(),
      cost: (BigInt(position?.cost ?? '0') + cost).toString(), margin: (BigInt(position?.margin ?? '0') + margin).toString(), leverage,
      take_profit: order.take_profit ?? position?.take_profit ?? null, stop_loss: order.stop_loss ?? position?.stop_loss ?? null,
      opened_at: position?.opened_at ?? now, updated_at: now,
    });
  } else if (position) {
    const shareCost = lots === size ? BigInt(position.cost) : mulDiv(BigInt(position.cost), lots, size, 'floor');
    const shareMargin = lots === size ? BigInt(position.margin) : mulDiv(BigInt(position.margin), lots, size, 'floor');
    realized = posSide === 'long' ? cost - shareCost : shareCost - cost;
    const credit = closingCredit(ctx.store, order, shareMargin, realized, fee, forfeit);
    // The margin comes back, then the profit or loss (what the credit's cap left of it), then the fee.
    const ref = { symbol: order.symbol, orderId: order.id };
    ctx.store.adjust(order.account_id, 'futures', QUOTE, { kind: 'position_margin', ...ref }, shareMargin);
    ctx.store.adjust(order.account_id, 'futures', QUOTE, { kind: forfeit ? 'liquidation' : 'realized_pnl', ...ref }, credit - shareMargin + fee);
    ctx.store.adjust(order.account_id, 'futures', QUOTE, { kind: 'fee', ...ref }, -fee);
    ctx.store.savePosition({ ...position, size: (size - lots).toString(), cost: (BigInt(position.cost) - shareCost).toString(), margin: (BigInt(position.margin) - shareMargin).toString(), updated_at: now });
  }
  ctx.store.insertFill({ order_id: order.id, account_id: order.account_id, price: tick.toString(), amount: lots.toString(), quote: cost.toString(), fee: fee.toString(), fee_asset: QUOTE, liquidity, realized_pnl: realized?.toString() ?? null, time: now, fee_rate: charge.rate, volume_usdt: charge.volumeUsdt });
  if (realized !== null && position && lots === size) recordClosedPosition(ctx.store, order, position, now);
  const filled = BigInt(order.filled) + lots;
  return ctx.store.updateOrder(order.id, {
    filled: filled.toString(), filled_quote: (BigInt(order.filled_quote) + cost).toString(), fee: (BigInt(order.fee) + fee).toString(),
    locked: (BigInt(order.locked) - fromHold).toString(),
    status: filled >= BigInt(order.amount) ? 'filled' : 'partially_filled',
  }, now);
}

/** An open limit order keeps holding only what its resting part needs; the rest goes back. */
function releaseFutures(ctx: EngineContext, order: OrderRow, market: Market): OrderRow {
  if (order.type !== 'limit' || order.trade_side !== 'open') return order;
  const needed = isOpen(order) ? openHold(ctx, order.account_id, value(market, BigInt(order.price ?? '0'), BigInt(order.amount) - BigInt(order.filled)), order.leverage ?? DEFAULT_LEVERAGE) : 0n;
  const excess = BigInt(order.locked) - needed;
  if (excess === 0n) return order;
  ctx.store.adjust(order.account_id, 'futures', QUOTE, HOLD, excess, -excess);
  return ctx.store.updateOrder(order.id, { locked: needed.toString() }, ctx.now());
}

export function cancelFuturesOrder(ctx: EngineContext, order: OrderRow): OrderRow {
  return cancelOrderHold(ctx, order, QUOTE, 'futures');
}

/** A system order closing (part of) a position at a price, for TP/SL and liquidation. */
function closeAt(ctx: EngineContext, position: PositionRow, market: Market, tick: bigint, origin: OrderOrigin): OrderRow {
  const size = BigInt(position.size);
  for (const o of ctx.store.openOrders(position.account_id, 'futures', position.symbol)) {
    if (o.trade_side === 'close' && o.pos_side === position.pos_side) cancelFuturesOrder(ctx, o);
  }
  const order = ctx.store.insertOrder({
    account_id: position.account_id, market: 'futures', symbol: position.symbol, side: position.pos_side === 'long' ? 'sell' : 'buy', type: 'market',
    trade_side: 'close', pos_side: position.pos_side, price: null, amount: size.toString(), quote_amount: null, filled: '0', filled_quote: '0', fee: '0',
    fee_asset: QUOTE, status: 'new', leverage: position.leverage, take_profit: null, stop_loss: null, locked: '0', origin, client_oid: null,
  }, ctx.now());
  return settleFuturesFill(ctx, order, market, tick, size, 'taker', origin === 'liquidation');
}

/** Every tick: resting futures orders against the book, then each position's liquidation, stop-loss and take-profit. */
export function matchFutures(ctx: EngineContext, market: Market): void {
  for (const order of crossedOrders(ctx, market)) {
    const price = Number(order.price);
    const done = ctx.store.transaction(() => {
      let left = BigInt(order.amount) - BigInt(order.filled);
      if (order.trade_side === 'close') left = minBig(left, BigInt(ctx.store.position(order.account_id, order.symbol, order.pos_side ?? 'long')?.size ?? '0'));
      const row = left > 0n ? settleFuturesFill(ctx, order, market, BigInt(price), left, 'maker') : order;
      return isOpen(row) ? cancelFuturesOrder(ctx, row) : releaseFutures(ctx, row, market);
    });
    const account = ctx.store.accountById(order.account_id);
    if (account) ctx.notify(account, { orders: [done], wallets: ['futures'], positions: true });
  }
  const mark = BigInt(market.mark);
  for (const position of ctx.store.positionsOf(market.symbol)) {
    const side = position.pos_side;
    const liquidation = liquidationOf(ctx.store, position, market);
    const tp = position.take_profit === null ? null : BigInt(position.take_profit);
    const sl = position.stop_loss === null ? null : BigInt(position.stop_loss);
    let origin: OrderOrigin | null = null;
    if (position.leverage > 1 && isLiquidated(side, mark, liquidation)) origin = 'liquidation';
    else if (sl !== null && (side === 'long' ? mark <= sl : mark >= sl)) origin = 'stop_loss';
    else if (tp !== null && (side === 'long' ? mark >= tp : mark <= tp)) origin = 'take_profit';
    if (origin === null) continue;
    const trigger = origin;
    const done = ctx.store.transaction(() => closeAt(ctx, position, market, mark, trigger));
    const account = ctx.store.accountById(position.account_id);
    if (account) ctx.notify(account, { orders: [done], wallets: ['futures'], positions: true });
  }
}

/** Sets or clears (null) a position's take-profit and stop-loss. */
export function setTpsl(ctx: EngineContext, account: AccountRef, market: Market, posSide: PositionSide, tp: bigint | null, sl: bigint | null): PositionRow {
  const position = ctx.store.position(account.id, market.symbol, posSide);
  if (!position) throw refuse(CODES.positionInsufficient, 'order.noPosition', { posSide, symbol: market.symbol });
  checkTpsl(posSide, BigInt(market.mark), tp, sl, market);
  const next = { ...position, take_profit: tp?.toString() ?? null, stop_loss: sl?.toString() ?? null, updated_at: ctx.now() };
  ctx.store.savePosition(next);
  ctx.notify(account, { positions: true });
  return next;
}

/** Closes a whole position at the market, canceling its pending close orders first. */
export function closePosition(ctx: EngineContext, account: AccountRef, market: Market, posSide: PositionSide): OrderRow {
  const position = ctx.store.position(account.id, market.symbol, posSide);
  if (!position) throw refuse(CODES.positionInsufficient, 'order.noPosition', { posSide, symbol: market.symbol });
  ctx.store.transaction(() => {
    for (const o of ctx.store.openOrders(account.id, 'futures', market.symbol)) {
      if (o.trade_side === 'close' && o.pos_side === posSide) cancelFuturesOrder(ctx, o);
    }
  });
  return placeFutures(ctx, account, {
    market, side: posSide === 'long' ? 'sell' : 'buy', type: 'market', price: null, amount: BigInt(position.size), quoteAmount: null,
    clientOid: null, tradeSide: 'close', leverage: null, takeProfit: null, stopLoss: null,
  }, 'close_position');
}

