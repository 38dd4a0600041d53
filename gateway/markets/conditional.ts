// Conditional orders (docs/protocol.md, Conditional orders; docs/decisions.md): they wait here,
// are checked on every tick against the price before and after it (core/markets/triggers.ts),
// and when triggered place a normal order (origin 'trigger') that names them. A placement the
// exchange refuses (funds, a halted market, a minimum) ends the conditional order as failed,
// with the refusal's code and reason; it never stops the tick.
//
// Funds: stops and trailing stops hold nothing while they wait and are checked when they fire,
// as on the large exchanges. An OCO's limit leg is a real resting order that holds the funds once
// for both legs: the stop leg cancels it (releasing them) before it places its own order. A TP/SL
// holds the amount of the coin it sells until a leg fires or it is cancelled.
import type { ConditionalLeg, ConditionalOrder } from '../../src/core/markets/conditional';
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { callbackText, moveOf, reached, stopDirection, tpslLeg, trail, trailingTrigger, type Prices } from '../../src/core/markets/triggers';
import type { OrderType } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { ConditionalStore, type ConditionalRow } from '../db/conditionalOrders';
import type { AccountRef, OrderRow } from '../db/trading';
import { HOLD } from '../db/ledger';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { QUOTE } from './catalogue';
import { baseUnits, isOpen, type EngineContext } from './engineContext';
import { checkAgainstPrice, editConditional, referenceOf, type ConditionalSpec } from './conditionalInput';
import { placeFutures } from './futures';
import type { Market } from './market';
import { cancelOrderHold, placeSpot } from './spot';

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);
const units = (v: bigint | null): string | null => v?.toString() ?? null;
const big = (v: string | null): bigint | null => (v === null ? null : BigInt(v));

export function specOf(row: ConditionalRow): ConditionalSpec {
  return {
    kind: row.kind, side: row.side, tradeSide: row.trade_side, amount: BigInt(row.amount), triggerBy: row.trigger_by,
    triggerPrice: big(row.trigger_price), price: big(row.price), stopPrice: big(row.stop_price), takeProfit: big(row.take_profit),
    stopLoss: big(row.stop_loss), callbackBps: row.callback_bps, activationPrice: big(row.activation_price),
  };
}

const specColumns = (spec: ConditionalSpec) => ({
  amount: spec.amount.toString(), trigger_price: units(spec.triggerPrice), price: units(spec.price), stop_price: units(spec.stopPrice),
  take_profit: units(spec.takeProfit), stop_loss: units(spec.stopLoss), callback_bps: spec.callbackBps, activation_price: units(spec.activationPrice),
});

export function conditionalView(row: ConditionalRow, market: Market, demo: boolean): ConditionalOrder {
  const p = market.params.pricePrecision;
  const price = (v: string | null) => (v === null ? null : formatUnits(BigInt(v), p));
  const trailing = row.kind === 'trailing_stop' && row.best_price !== null && row.callback_bps !== null
    ? formatUnits(trailingTrigger(row.side, BigInt(row.best_price), row.callback_bps), p) : null;
  return {
    conditionalId: String(row.id), market: row.market, symbol: row.symbol, kind: row.kind, side: row.side, tradeSide: row.trade_side,
    amount: formatUnits(BigInt(row.amount), market.params.amountPrecision), triggerBy: row.trigger_by,
    triggerPrice: row.kind === 'trailing_stop' ? trailing : price(row.trigger_price), price: price(row.price), stopPrice: price(row.stop_price),
    takeProfit: price(row.take_profit), stopLoss: price(row.stop_loss), callbackRate: row.callback_bps === null ? null : callbackText(row.callback_bps),
    activationPrice: price(row.activation_price), activated: row.activated === 1, bestPrice: price(row.best_price), status: row.status,
    firedLeg: row.fired_leg, orderId: row.order_id === null ? null : String(row.order_id),
    limitOrderId: row.limit_order_id === null ? null : String(row.limit_order_id), failCode: row.fail_code, failReason: row.fail_reason,
    demo, createdAt: row.created_at, updatedAt: row.updated_at, endedAt: row.ended_at,
  };
}

export class ConditionalOrders {
  readonly store: ConditionalStore;
  /** Each market's last and mark price at the previous tick, in ticks: a trigger between two ticks still fires. */
  private readonly previous = new Map<string, { last: bigint; mark: bigint }>();

  constructor(private readonly ctx: EngineContext) {
    this.store = new ConditionalStore(ctx.store.db);
  }

  place(account: AccountRef, market: Market, spec: ConditionalSpec): ConditionalRow {
    if (market.halted) throw refuse(CODES.marketClosed, 'order.marketClosed', { market: market.kind, symbol: market.symbol });
    checkAgainstPrice(market, spec);
    const { store, now } = this.ctx;
    const row = store.transaction(() => {
      let locked = 0n;
      if (spec.kind === 'tpsl') {
        locked = baseUnits(market, spec.amount);
        const have = store.balance(account.id, 'spot', market.params.base).available;
        if (locked > have) throw refuse(CODES.insufficientBalance, 'order.tpslBalanceShort', { base: market.params.base, need: formatUnits(locked, ASSET_DECIMALS), have: formatUnits(have, ASSET_DECIMALS) });
        store.adjust(account.id, 'spot', market.params.base, HOLD, -locked, locked);
      }
      const inserted = this.store.insert({
        account_id: account.id, market: market.kind, symbol: market.symbol, kind: spec.kind, side: spec.side, trade_side: spec.tradeSide,
        trigger_by: spec.triggerBy, ...specColumns(spec), activated: spec.kind === 'trailing_stop' && spec.activationPrice === null ? 1 : 0,
        best_price: spec.kind === 'trailing_stop' && spec.activationPrice === null ? referenceOf(market, spec.triggerBy).toString() : null,
        locked: locked.toString(), status: 'waiting', fired_leg: null, order_id: null, limit_order_id: null, fail_code: null, fail_reason: null,
      }, now());
      if (spec.kind !== 'oco') return inserted;
      const leg = this.placeOrder(account, market, inserted, 'limit', spec.price, 'user');
      return this.store.update(inserted.id, { limit_order_id: leg.id }, now());
    });
    this.ctx.notify(account, { wallets: [market.kind] });
    return row;
  }

  edit(account: AccountRef, row: ConditionalRow, market: Market, fields: Parameters<typeof editConditional>[2]): ConditionalRow {
    const spec = editConditional(market, specOf(row), fields);
    checkAgainstPrice(market, spec, row.activated === 1);
    const { store, now } = this.ctx;
    const next = store.transaction(() => {
      let changes: Parameters<ConditionalStore['update']>[1] = specColumns(spec);
      if (spec.kind === 'tpsl') {
        const locked = baseUnits(market, spec.amount);
        const delta = locked - BigInt(row.locked);
        const have = store.balance(account.id, 'spot', market.params.base).available;
        if (delta > have) throw refuse(CODES.insufficientBalance, 'order.tpslLargerBalanceShort', { base: market.params.base });
        store.adjust(account.id, 'spot', market.params.base, HOLD, -delta, delta);
        changes = { ...changes, locked: locked.toString() };
      }
      let updated = this.store.update(row.id, changes, now());
      // An OCO's limit leg with a new price or amount is a new resting order.
      const leg = row.limit_order_id === null ? undefined : store.order(row.limit_order_id);
      if (leg && isOpen(leg) && (leg.price !== updated.price || leg.amount !== updated.amount)) {
        this.cancelOrder(leg, market);
        updated = this.store.update(row.id, { limit_order_id: this.placeOrder(account, market, updated, 'limit', spec.price, 'user').id }, now());
      }
      return updated;
    });
    this.ctx.notify(account, { wallets: [market.kind] });
    return next;
  }

  cancel(account: AccountRef, row: ConditionalRow, market: Market): ConditionalRow {
    const done = this.ctx.store.transaction(() => {
      this.release(row, market);
      const leg = row.limit_order_id === null ? undefined : this.ctx.store.order(row.limit_order_id);
      if (leg && isOpen(leg)) this.cancelOrder(leg, market);
      return this.end(row, 'canceled', {});
    });
    this.ctx.notify(account, { wallets: [market.kind] });
    return done;
  }

  /** Every tick, for each market: the waiting orders against the price before and after it. */
  check(market: Market): void {
    const key = `${market.kind}:${market.symbol}`;
    const current = { last: BigInt(market.candles.last), mark: BigInt(market.mark) };
    const before = this.previous.get(key) ?? current;
    this.previous.set(key, current);
    const rows = this.store.waiting(market.kind, market.symbol);
    if (rows.length === 0) return;
    const prices: Prices = { last: { previous: before.last, current: current.last }, mark: { previous: before.mark, current: current.mark } };
    for (const row of rows) {
      try {
        this.checkOne(row, market, prices);
      } catch {
        // A fault in one order must not stop the tick for the others (nor the simulator): it ends failed.
        this.end(row, 'failed', { fail_code: CODES.systemBusy, fail_reason: 'The conditional order could not be checked' });
      }
    }
  }

  private checkOne(row: ConditionalRow, market: Market, prices: Prices): void {
    const move = moveOf(prices, row.trigger_by);
    switch (row.kind) {
      case 'stop_limit':
      case 'stop_market':
        if (reached(stopDirection(row.side), BigInt(row.trigger_price ?? '0'), move)) this.fire(row, market, 'stop');
        return;
      case 'trailing_stop': {
        const step = trail(row.side, row.callback_bps ?? 0, big(row.activation_price), { activated: row.activated === 1, best: big(row.best_price) }, move);
        const activated = step.state.activated ? 1 : 0;
        const best = units(step.state.best);
        const saved = activated !== row.activated || best !== row.best_price
          ? this.store.update(row.id, { activated, best_price: best }, this.ctx.now()) : row;
        if (step.fire) this.fire(saved, market, 'trailing');
        return;
      }
      case 'oco': {
        const leg = row.limit_order_id === null ? undefined : this.ctx.store.order(row.limit_order_id);
        if (leg && BigInt(leg.filled) > 0n) this.finish(row, market, () => this.end(row, 'triggered', { fired_leg: 'limit', order_id: leg.id }));
        else if (!leg || !isOpen(leg)) this.finish(row, market, () => this.end(row, 'canceled', {}));
        else if (reached(stopDirection(row.side), BigInt(row.trigger_price ?? '0'), move)) this.fire(row, market, 'stop');
        return;
      }
      case 'tpsl': {
        const leg = tpslLeg(big(row.take_profit), big(row.stop_loss), move);
        if (leg) this.fire(row, market, leg);
      }
    }
  }

  /** Places the order a trigger calls for; a refusal ends the conditional order as failed, with its reason. */
  private fire(row: ConditionalRow, market: Market, leg: ConditionalLeg): void {
    this.finish(row, market, () => {
      this.release(row, market);
      if (row.kind === 'oco' && row.limit_order_id !== null) {
        const limit = this.ctx.store.order(row.limit_order_id);
        if (limit && isOpen(limit)) this.cancelOrder(limit, market);
      }
      const account = this.ctx.store.accountById(row.account_id);
      try {
        if (!account) throw refuse(CODES.systemBusy, 'order.accountGone');
        if (market.halted) throw refuse(CODES.marketClosed, 'order.marketClosed', { market: market.kind, symbol: market.symbol });
        const [type, price] = row.kind === 'stop_limit' ? ['limit', big(row.price)] as const
          : row.kind === 'oco' ? ['limit', big(row.stop_price)] as const : ['market', null] as const;
        const order = this.placeOrder(account, market, row, type, price, 'trigger');
        return this.end(row, 'triggered', { fired_leg: leg, order_id: order.id });
      } catch (error) {
        const code = error instanceof EnvelopeError ? error.code : CODES.systemBusy;
        const reason = error instanceof EnvelopeError ? error.message : 'The order could not be placed';
        return this.end(row, 'failed', { fired_leg: leg, fail_code: code, fail_reason: reason.slice(0, 200) });
      }
    });
  }

  /** Runs an ending, then tells the account's sockets: the order it placed and the wallet it moved. */
  private finish(row: ConditionalRow, market: Market, ending: () => ConditionalRow): void {
    const ended = ending();
    const account = this.ctx.store.accountById(row.account_id);
    const order = ended.order_id === null ? undefined : this.ctx.store.order(ended.order_id);
    if (account) this.ctx.notify(account, { orders: order ? [order] : [], wallets: [market.kind], positions: market.kind === 'futures' });
  }

  private end(row: ConditionalRow, status: 'triggered' | 'canceled' | 'failed', changes: Parameters<ConditionalStore['update']>[1]): ConditionalRow {
    const now = this.ctx.now();
    return this.store.update(row.id, { ...changes, status, ended_at: now }, now);
  }

  /** A TP/SL gives back the coin it held. */
  private release(row: ConditionalRow, market: Market): void {
    const locked = BigInt(row.locked);
    if (locked === 0n) return;
    this.ctx.store.adjust(row.account_id, 'spot', market.params.base, HOLD, locked, -locked);
    this.store.update(row.id, { locked: '0' }, this.ctx.now());
  }

  private cancelOrder(order: OrderRow, market: Market): OrderRow {
    const asset = order.market === 'futures' || order.side === 'buy' ? QUOTE : market.params.base;
    const done = cancelOrderHold(this.ctx, order, asset, order.market);
    const account = this.ctx.store.accountById(order.account_id);
    if (account) this.ctx.notify(account, { orders: [done] });
    return done;
  }

  /** A normal order for the conditional one, linked to it; the sockets hear of it once linked. */
  private placeOrder(account: AccountRef, market: Market, row: ConditionalRow, type: OrderType, price: bigint | null, origin: 'user' | 'trigger'): OrderRow {
    const input = {
      market, side: row.side, type, price, amount: BigInt(row.amount), quoteAmount: null, clientOid: null,
      tradeSide: row.trade_side, leverage: null, takeProfit: null, stopLoss: null,
    };
    const quiet: EngineContext = { ...this.ctx, notify: () => undefined };
    const order = market.kind === 'spot' ? placeSpot(quiet, account, input, origin) : placeFutures(quiet, account, input, origin);
    this.store.linkOrder(order.id, row.id);
    const linked = this.ctx.store.order(order.id) ?? order;
    this.ctx.notify(account, { orders: [linked], wallets: [market.kind], positions: market.kind === 'futures' });
    return linked;
  }
}

/** The waiting conditional order of an account, or the 30044 refusal. */
export function waitingOf(orders: ConditionalOrders, account: AccountRef, id: number): ConditionalRow {
  const row = orders.store.get(id);
  if (!row || row.account_id !== account.id || row.status !== 'waiting') throw refuse(CODES.conditionalNotFound, 'order.conditionalNotFound', { id });
  return row;
}
