// Margin modes, leverage and isolated margin of the perpetuals (docs/protocol.md, Futures
// settings). Isolated: a position's margin is its own, and margin can be added or removed. Cross:
// the futures wallet's available balance backs the position too, so its liquidation price comes
// from both, and a loss beyond its margin is taken from the wallet. A mode changes only while the
// market has no position and no open order; a leverage change re-margins the positions and the
// resting opening orders of the market, taking from the wallet or giving back.
import { ASSET_DECIMALS, formatUnits, minBig } from '../../src/core/markets/decimal';
import { liquidationPriceOfMargin, maxRemovableMargin, remargin } from '../../src/core/markets/futuresMath';
import type { FuturesSettings, MarginMode, PositionSide } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { futuresSettings, saveFuturesSettings } from '../db/futuresSettings';
import type { AccountRef, OrderRow, PositionRow, TradingStore } from '../db/trading';
import { HOLD } from '../db/ledger';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { QUOTE } from './catalogue';
import { value, type EngineContext } from './engineContext';
import type { Market } from './market';

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);
const usdt = (units: bigint): string => formatUnits(units, ASSET_DECIMALS);
const SIDES: readonly PositionSide[] = ['long', 'short'];

export function marginModeOf(store: TradingStore, accountId: number, symbol: string): MarginMode {
  return futuresSettings(store, accountId, symbol).margin_mode;
}

export function settingsView(store: TradingStore, accountId: number, symbol: string): FuturesSettings {
  const row = futuresSettings(store, accountId, symbol);
  return { symbol, marginMode: row.margin_mode, leverage: row.leverage };
}

/** The leverage of an opening order that names none, on a side with no position or order. */
export function chosenLeverage(store: TradingStore, accountId: number, market: Market, fallback: number): number {
  return futuresSettings(store, accountId, market.symbol).leverage ?? Math.min(fallback, market.params.maxLeverage);
}

/** The liquidation price of a stored position (price units), by its mode. */
export function liquidationOf(store: TradingStore, row: PositionRow, market: Market): bigint {
  const margin = BigInt(row.margin);
  const backing = marginModeOf(store, row.account_id, row.symbol) === 'cross' ? margin + store.balance(row.account_id, 'futures', QUOTE).available : margin;
  return liquidationPriceOfMargin(market.params, row.pos_side, BigInt(row.size), BigInt(row.cost), backing);
}

/**
 * What closing a share of a position gives the wallet: its margin plus the realised PnL minus the
 * fee. Isolated, a loss beyond the margin is not taken (nor anything on liquidation, when the
 * margin is lost); cross, the wallet's available balance covers the loss, as far as it goes.
 */
export function closingCredit(store: TradingStore, order: OrderRow, shareMargin: bigint, realized: bigint, fee: bigint, forfeit: boolean): bigint {
  const credit = shareMargin + realized - fee;
  if (marginModeOf(store, order.account_id, order.symbol) === 'isolated') return forfeit || credit < 0n ? 0n : credit;
  const floor = -store.balance(order.account_id, 'futures', QUOTE).available;
  const settled = forfeit ? minBig(credit, 0n) : credit;
  return settled < floor ? floor : settled;
}

function hasOpenPositionOrOrder(ctx: EngineContext, account: AccountRef, market: Market): boolean {
  return SIDES.some((side) => ctx.store.position(account.id, market.symbol, side) !== undefined)
    || ctx.store.openOrders(account.id, 'futures', market.symbol).length > 0;
}

export function setMarginMode(ctx: EngineContext, account: AccountRef, market: Market, mode: MarginMode): FuturesSettings {
  const current = futuresSettings(ctx.store, account.id, market.symbol);
  if (current.margin_mode !== mode) {
    if (hasOpenPositionOrOrder(ctx, account, market)) {
      throw refuse(CODES.marginModeLocked, 'order.marginModeLocked', { symbol: market.symbol, mode });
    }
    saveFuturesSettings(ctx.store, account.id, market.symbol, { ...current, margin_mode: mode });
  }
  return settingsView(ctx.store, account.id, market.symbol);
}

/**
 * Sets the market's leverage: each position's margin becomes its cost / leverage and each resting
 * opening order holds again at it. Refused, changing nothing, when the wallet cannot give what
 * lowering the leverage takes (30006) or raising it would leave a position too little margin (30021).
 */
export function setLeverage(ctx: EngineContext, account: AccountRef, market: Market, leverage: number, openHold: (cost: bigint, leverage: number) => bigint): FuturesSettings {
  const { store } = ctx;
  const mark = BigInt(market.mark);
  const positions = SIDES.flatMap((side) => store.position(account.id, market.symbol, side) ?? []);
  const plans = positions.map((p) => {
    const plan = remargin(market.params, p.pos_side, BigInt(p.size), BigInt(p.cost), BigInt(p.margin), leverage, mark);
    if (!plan.safe) throw refuse(CODES.marginTooLow, 'order.leverageTooHigh', { leverage, posSide: p.pos_side, symbol: market.symbol });
    return { position: p, ...plan };
  });
  const orders = store.openOrders(account.id, 'futures', market.symbol).filter((o) => o.trade_side === 'open' && o.type === 'limit').map((o) => {
    const needed = openHold(value(market, BigInt(o.price ?? '0'), BigInt(o.amount) - BigInt(o.filled)), leverage);
    return { order: o, needed, change: needed - BigInt(o.locked) };
  });
  const wanted = [...plans, ...orders].reduce((sum, p) => sum + p.change, 0n);
  const have = store.balance(account.id, 'futures', QUOTE).available;
  if (wanted > have) throw refuse(CODES.insufficientBalance, 'order.leverageMarginShort', { leverage, symbol: market.symbol, need: usdt(wanted), quote: QUOTE, have: usdt(have) });
  const now = ctx.now();
  store.transaction(() => {
    for (const p of plans) {
      store.adjust(account.id, 'futures', QUOTE, { kind: 'position_margin', symbol: market.symbol }, -p.change);
      store.savePosition({ ...p.position, margin: p.margin.toString(), leverage, updated_at: now });
    }
    for (const o of orders) {
      store.adjust(account.id, 'futures', QUOTE, HOLD, -o.change, o.change);
      store.updateOrder(o.order.id, { locked: o.needed.toString(), leverage }, now);
    }
    saveFuturesSettings(store, account.id, market.symbol, { ...futuresSettings(store, account.id, market.symbol), leverage });
  });
  ctx.notify(account, { orders: orders.map((o) => store.order(o.order.id) ?? o.order), wallets: ['futures'], positions: true });
  return settingsView(store, account.id, market.symbol);
}

/** Adds margin to an isolated position from the wallet, or gives back what keeps it away from liquidation. */
export function changeMargin(ctx: EngineContext, account: AccountRef, market: Market, posSide: PositionSide, direction: 'add' | 'remove', amount: bigint): PositionRow {
  const { store } = ctx;
  const position = store.position(account.id, market.symbol, posSide);
  if (!position) throw refuse(CODES.positionInsufficient, 'order.noPosition', { posSide, symbol: market.symbol });
  if (marginModeOf(store, account.id, market.symbol) !== 'isolated') throw refuse(CODES.positionNotIsolated, 'order.positionNotIsolated', { symbol: market.symbol });
  const margin = BigInt(position.margin);
  if (direction === 'add') {
    const have = store.balance(account.id, 'futures', QUOTE).available;
    if (amount > have) throw refuse(CODES.insufficientBalance, 'order.futuresWalletShort', { quote: QUOTE, have: usdt(have) });
  } else {
    const most = maxRemovableMargin(market.params, posSide, BigInt(position.size), BigInt(position.cost), margin, position.leverage, BigInt(market.mark));
    if (amount > most) throw refuse(CODES.marginTooLow, 'order.marginRemoveTooMuch', { max: usdt(most), quote: QUOTE, posSide, symbol: market.symbol });
  }
  const delta = direction === 'add' ? amount : -amount;
  const next = { ...position, margin: (margin + delta).toString(), updated_at: ctx.now() };
  store.transaction(() => {
    store.adjust(account.id, 'futures', QUOTE, { kind: 'position_margin', symbol: market.symbol }, -delta);
    store.savePosition(next);
  });
  ctx.notify(account, { wallets: ['futures'], positions: true });
  return next;
}
