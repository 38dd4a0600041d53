// Spot orders. A limit buy holds price × amount of quote, a limit sell holds the amount of base;
// a marketable limit order first takes from the book up to its price (taker), the rest rests and
// fills whole at its price as soon as the book trades through it (maker). Market orders take from
// the book at once, level by level, and any part the book cannot fill is canceled. Fees are taken
// from what the order receives: base on a buy, quote on a sell (docs/protocol.md).
import { ASSET_DECIMALS, formatUnits, parseUnits } from '../../src/core/markets/decimal';
import type { SideEffect } from '../../src/core/margin/wire';
import type { OrderOrigin } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import type { AccountRef, MarginWallet, OrderRow, StoreWallet } from '../db/trading';
import { HOLD } from '../db/ledger';
import { EnvelopeError } from '../http/envelope';
import { minNotionalUnits } from './catalogue';
import { baseUnits, crossedOrders, isOpen, previewCost, value, type EngineContext } from './engineContext';
import { fillFee, orderFee, usdtValue } from './fees';
import type { Market } from './market';
import type { OrderInput } from './orderInput';
import { applyOptions, endsAtOnce, recordOptions } from './timeInForce';

/** Margin orders (gateway/margin/) trade here too, on their own wallet; the spot calls and the account socket never show them. */
export interface MarginPlacement {
  readonly wallet: MarginWallet;
  readonly sideEffect: SideEffect;
}

const walletOf = (order: OrderRow): StoreWallet => order.wallet ?? 'spot';

function check(ctx: EngineContext, account: AccountRef, input: OrderInput, wallet: StoreWallet): void {
  const { market, side, price, amount, quoteAmount } = input;
  const minLots = parseUnits(market.params.minAmount, market.params.amountPrecision) ?? 0n;
  if (amount !== null && amount < minLots) throw new EnvelopeError(CODES.belowMinimum, 'order.amountBelowMinimum', { minAmount: market.params.minAmount, base: market.params.base });
  const estimate = quoteAmount ?? (price !== null && amount !== null ? value(market, price, amount) : previewCost(market, side, amount ?? 0n));
  if (estimate === null) throw new EnvelopeError(CODES.noLiquidity, 'order.bookCannotFill', { symbol: market.symbol, amount: formatUnits(amount ?? 0n, market.params.amountPrecision) });
  if (estimate < minNotionalUnits(market.params)) throw new EnvelopeError(CODES.belowMinimum, 'order.notionalBelowMinimum', { minNotional: market.params.minNotional, quote: market.params.quote });
  const [asset, need] = side === 'buy' ? [market.params.quote, estimate] : [market.params.base, baseUnits(market, amount ?? 0n)];
  const have = ctx.store.balance(account.id, wallet, asset).available;
  if (need > have) throw new EnvelopeError(CODES.insufficientBalance, 'order.balanceShort', { asset, need: formatUnits(need, ASSET_DECIMALS), have: formatUnits(have, ASSET_DECIMALS) });
}

/** Settles one fill: pays from the order's hold (limit) or the available balance (market), credits the rest minus the fee (or takes the fee in the fee token). */
export function settleSpotFill(ctx: EngineContext, order: OrderRow, market: Market, tick: bigint, lots: bigint, liquidity: 'maker' | 'taker'): OrderRow {
  const quote = value(market, tick, lots);
  const base = baseUnits(market, lots);
  const held = order.type === 'limit';
  const [payAsset, pay, getAsset, gross] = order.side === 'buy' ? [market.params.quote, quote, market.params.base, base] : [market.params.base, base, market.params.quote, quote];
  const wallet = walletOf(order);
  const charge = fillFee(ctx, order.account_id, wallet, 'spot', liquidity, gross, getAsset, usdtValue(ctx, market.params.quote, quote));
  const trade = { kind: 'trade', symbol: order.symbol, orderId: order.id } as const;
  ctx.store.adjust(order.account_id, wallet, payAsset, trade, held ? 0n : -pay, held ? -pay : 0n);
  ctx.store.adjust(order.account_id, wallet, getAsset, trade, gross);
  ctx.store.adjust(order.account_id, wallet, charge.asset, { ...trade, kind: 'fee' }, -charge.fee);
  const now = ctx.now();
  ctx.store.insertFill({
    order_id: order.id, account_id: order.account_id, price: tick.toString(), amount: lots.toString(), quote: quote.toString(), fee: charge.fee.toString(), fee_asset: charge.asset,
    liquidity, realized_pnl: null, time: now, fee_rate: charge.rate, volume_usdt: charge.volumeUsdt,
  });
  const filled = BigInt(order.filled) + lots;
  const row = ctx.store.updateOrder(order.id, {
    filled: filled.toString(), filled_quote: (BigInt(order.filled_quote) + quote).toString(), ...orderFee(order, charge),
    locked: held ? (BigInt(order.locked) - pay).toString() : order.locked,
    status: filled >= BigInt(order.amount) ? 'filled' : 'partially_filled',
  }, now);
  ctx.afterSpotFill?.(row, getAsset, gross - (charge.asset === getAsset ? charge.fee : 0n));
  return row;
}

/** After taking from the book: a limit order gives back what it held beyond its resting part (price improvement). */
function release(ctx: EngineContext, order: OrderRow, market: Market): OrderRow {
  if (order.type !== 'limit') return order;
  const remaining = isOpen(order) ? BigInt(order.amount) - BigInt(order.filled) : 0n;
  const needed = order.side === 'buy' ? value(market, BigInt(order.price ?? '0'), remaining) : baseUnits(market, remaining);
  const excess = BigInt(order.locked) - needed;
  if (excess <= 0n) return order;
  ctx.store.adjust(order.account_id, walletOf(order), order.side === 'buy' ? market.params.quote : market.params.base, HOLD, excess, -excess);
  return ctx.store.updateOrder(order.id, { locked: needed.toString() }, ctx.now());
}

export function placeSpot(ctx: EngineContext, account: AccountRef, request: OrderInput, origin: OrderOrigin = 'user', margin?: MarginPlacement): OrderRow {
  const input = applyOptions(ctx, account, request, null);
  const wallet = margin?.wallet ?? 'spot';
  check(ctx, account, input, wallet);
  const { market, side, type, price, amount, quoteAmount } = input;
  const order = ctx.store.transaction(() => {
    const hold = type !== 'limit' ? 0n : side === 'buy' ? value(market, price ?? 0n, amount ?? 0n) : baseUnits(market, amount ?? 0n);
    ctx.store.adjust(account.id, wallet, side === 'buy' ? market.params.quote : market.params.base, HOLD, -hold, hold);
    let row = ctx.store.insertOrder({
      account_id: account.id, market: 'spot', symbol: market.symbol, side, type, trade_side: null, pos_side: null,
      price: price?.toString() ?? null, amount: (amount ?? 0n).toString(), quote_amount: quoteAmount?.toString() ?? null,
      filled: '0', filled_quote: '0', fee: '0', fee_asset: side === 'buy' ? market.params.base : market.params.quote, status: 'new', leverage: null,
      take_profit: null, stop_loss: null, locked: hold.toString(), origin, client_oid: input.clientOid,
    }, ctx.now());
    row = recordOptions(ctx, row, input);
    if (margin) row = ctx.store.setOrderWallet(row.id, margin.wallet, margin.sideEffect);
    const fills = market.take(side, Number(amount ?? BigInt(Number.MAX_SAFE_INTEGER)), ctx.now(), price === null ? undefined : Number(price),
      quoteAmount === null ? undefined : { units: quoteAmount, cost: (tick, lots) => value(market, BigInt(tick), BigInt(lots)) });
    for (const f of fills) row = settleSpotFill(ctx, row, market, BigInt(f.tick), BigInt(f.lots), 'taker');
    if (quoteAmount !== null) row = ctx.store.updateOrder(row.id, { amount: row.filled, status: BigInt(row.filled) > 0n ? 'filled' : 'canceled' }, ctx.now());
    else if (endsAtOnce(input) && isOpen(row)) row = ctx.store.updateOrder(row.id, { status: 'canceled' }, ctx.now());
    return release(ctx, row, market);
  });
  if (!margin) ctx.notify(account, { orders: [order], wallets: ['spot'] });
  return order;
}

export function cancelOrderHold(ctx: EngineContext, order: OrderRow, asset: string, wallet: StoreWallet): OrderRow {
  const locked = BigInt(order.locked);
  ctx.store.adjust(order.account_id, wallet, asset, HOLD, locked, -locked);
  return ctx.store.updateOrder(order.id, { status: 'canceled', locked: '0' }, ctx.now());
}

/** Resting spot orders fill, whole and at their own price, once the book trades through them. */
export function matchSpot(ctx: EngineContext, market: Market): void {
  for (const order of crossedOrders(ctx, market)) {
    const price = Number(order.price);
    const done = ctx.store.transaction(() => {
      const row = settleSpotFill(ctx, order, market, BigInt(price), BigInt(order.amount) - BigInt(order.filled), 'maker');
      return release(ctx, row, market);
    });
    const account = ctx.store.accountById(order.account_id);
    if (account && done.wallet == null) ctx.notify(account, { orders: [done], wallets: ['spot'] });
  }
}
