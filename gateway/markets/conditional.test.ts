// Conditional orders against the real gateway: every trigger rule on a paused market moved by
// test control, and every answer read through the client's own record checks.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConditionalOrder } from '../../src/core/markets/conditional';
import { parseConditionalOrder, readConditionalOrders } from '../../src/core/markets/conditionalWire';
import { TRADING_PATHS } from '../../src/core/markets/paths';
import type { Order } from '../../src/core/markets/trading';
import { WireDrops, parseOrder } from '../../src/core/markets/wireCheck';
import { readOrders } from '../../src/core/markets/answers';
import { CODES } from '../../src/core/protocol/codes';
import { control } from '../testing/control';
import { assets, balance, DEMO, gatewayWithTrader, pause, place, positions, setPrice } from './testing';

const env = gatewayWithTrader();
beforeEach(async () => {
  await pause(env.gw.url, true);
  await env.trader.call('POST', TRADING_PATHS.demoReset, {}, DEMO);
  await setPrice(env.gw.url, 'spot', 'BTCUSDT', 60_000);
  await setPrice(env.gw.url, 'futures', 'ETHUSDT', 3_000);
});

/** A record answer through the client's checks: nothing may be dropped. */
function checked<T>(data: unknown, parse: (v: unknown, d: WireDrops) => T | null): T {
  const drops = new WireDrops();
  const value = parse(data, drops);
  expect(drops.summary()).toBe(new WireDrops().summary());
  expect(value).not.toBeNull();
  return value as T;
}

async function placeConditional(fields: Record<string, unknown>, demo = true) {
  const r = await env.trader.call<ConditionalOrder>('POST', TRADING_PATHS.conditionalPlace, fields, demo ? DEMO : {});
  return { code: r.envelope.code, msg: r.envelope.msg, order: r.envelope.code === CODES.success ? checked(r.envelope.data, parseConditionalOrder) : null };
}

async function list(open: boolean, demo = true): Promise<ConditionalOrder[]> {
  const r = await env.trader.call('POST', open ? TRADING_PATHS.conditionalOpen : TRADING_PATHS.conditionalHistory, {}, demo ? DEMO : {});
  return checked(r.envelope.data, readConditionalOrders);
}

const find = async (id: string): Promise<ConditionalOrder | undefined> => [...await list(true), ...await list(false)].find((c) => c.conditionalId === id);

async function orderHistory(kind: 'spot' | 'futures'): Promise<Order[]> {
  const r = await env.trader.call('POST', kind === 'spot' ? TRADING_PATHS.spotHistory : TRADING_PATHS.futuresHistory, {}, DEMO);
  return checked(r.envelope.data, readOrders);
}
async function openOrders(kind: 'spot' | 'futures'): Promise<Order[]> {
  const r = await env.trader.call('POST', kind === 'spot' ? TRADING_PATHS.spotOpenOrders : TRADING_PATHS.futuresOpenOrders, {}, DEMO);
  return checked(r.envelope.data, readOrders);
}

const spotStop = { market: 'spot', symbol: 'BTCUSDT', kind: 'stop_market', side: 'buy', amount: '0.01', triggerPrice: '61000' };

describe('refusals', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a buy stop below the price', { ...spotStop, triggerPrice: '59000' }, CODES.triggerWrongSide],
    ['a sell stop above the price', { ...spotStop, side: 'sell', triggerPrice: '61000' }, CODES.triggerWrongSide],
    ['a stop at the price', { ...spotStop, triggerPrice: '60000' }, CODES.triggerWrongSide],
    ['a stop-limit without its price', { ...spotStop, kind: 'stop_limit' }, CODES.priceInvalid],
    ['a callback under 0.1 %', { ...spotStop, kind: 'trailing_stop', triggerPrice: undefined, callbackRate: '0.05' }, CODES.callbackRateInvalid],
    ['a callback over 10 %', { ...spotStop, kind: 'trailing_stop', triggerPrice: undefined, callbackRate: '10.5' }, CODES.callbackRateInvalid],
    ['a trailing sell activating under the price', { ...spotStop, kind: 'trailing_stop', side: 'sell', triggerPrice: undefined, callbackRate: '1', activationPrice: '59000' }, CODES.triggerWrongSide],
    ['a sell OCO with its limit under the price', { market: 'spot', symbol: 'BTCUSDT', kind: 'oco', side: 'sell', amount: '0.1', price: '59500', triggerPrice: '58000', stopPrice: '57900' }, CODES.ocoPricesInvalid],
    ['a sell OCO with its stop over the price', { market: 'spot', symbol: 'BTCUSDT', kind: 'oco', side: 'sell', amount: '0.1', price: '62000', triggerPrice: '60500', stopPrice: '60400' }, CODES.ocoPricesInvalid],
    ['a TP/SL with its stop-loss over the price', { market: 'spot', symbol: 'BTCUSDT', kind: 'tpsl', side: 'sell', amount: '0.1', takeProfit: '62000', stopLoss: '61000' }, CODES.ocoPricesInvalid],
    ['a TP/SL on more than is held', { market: 'spot', symbol: 'BTCUSDT', kind: 'tpsl', side: 'sell', amount: '2', stopLoss: '58000' }, CODES.insufficientBalance],
    ['an OCO on futures', { market: 'futures', symbol: 'ETHUSDT', kind: 'oco', side: 'sell', tradeSide: 'close', amount: '1', price: '3100', triggerPrice: '2900', stopPrice: '2890' }, CODES.invalidParameter],
    ['a mark trigger on spot', { ...spotStop, triggerBy: 'mark' }, CODES.invalidParameter],
    ['a field the kind does not use', { ...spotStop, callbackRate: '1' }, CODES.invalidParameter],
  ];
  it.each(cases)('%s', async (_name, fields, code) => {
    const r = await placeConditional(fields);
    expect(r.code).toBe(code);
    expect(await list(true)).toEqual([]);
  });
});

describe('stops', () => {
  it('a buy stop-market fires on an up-crossing and places a linked market order', async () => {
    const { order } = await placeConditional(spotStop);
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 60_900);
    expect((await find(order!.conditionalId))?.status).toBe('waiting');
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 61_000);
    const done = await find(order!.conditionalId);
    expect(done).toMatchObject({ status: 'triggered', firedLeg: 'stop' });
    const placed = (await orderHistory('spot')).find((o) => o.orderId === done?.orderId);
    expect(placed).toMatchObject({ origin: 'trigger', conditionalId: order!.conditionalId, type: 'market', status: 'filled' });
  });

  it('a sell stop-limit fires on a down-crossing, even when the price gaps through it', async () => {
    const { order } = await placeConditional({ ...spotStop, kind: 'stop_limit', side: 'sell', triggerPrice: '59000', price: '50000', amount: '0.1' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 55_000);
    const done = await find(order!.conditionalId);
    expect(done).toMatchObject({ status: 'triggered', firedLeg: 'stop' });
    expect((await orderHistory('spot')).find((o) => o.orderId === done?.orderId)).toMatchObject({ type: 'limit', price: '50000.00', side: 'sell', origin: 'trigger' });
  });

  it('a futures stop watches the mark price when asked', async () => {
    const { order } = await placeConditional({ market: 'futures', symbol: 'ETHUSDT', kind: 'stop_market', side: 'buy', tradeSide: 'open', amount: '0.1', triggerPrice: '3050', triggerBy: 'mark' });
    expect(order).toMatchObject({ triggerBy: 'mark', status: 'waiting' });
    await setPrice(env.gw.url, 'futures', 'ETHUSDT', 3_060);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'triggered' });
    expect((await positions(env.trader)).find((p) => p.symbol === 'ETHUSDT' && p.posSide === 'long')?.size).toBe('0.1000');
  });

  it('a trigger that cannot place ends as failed with its reason', async () => {
    const { order } = await placeConditional({ ...spotStop, amount: '5' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 61_500);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'failed', failCode: CODES.insufficientBalance, orderId: null });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 60_000);
    const halted = await placeConditional(spotStop);
    await control(env.gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'BTCUSDT', halted: true });
    try {
      await setPrice(env.gw.url, 'spot', 'BTCUSDT', 62_000);
      await setPrice(env.gw.url, 'spot', 'BTCUSDT', 59_000);
      await setPrice(env.gw.url, 'spot', 'BTCUSDT', 62_000);
      expect(await find(halted.order!.conditionalId)).toMatchObject({ status: 'failed', failCode: CODES.marketClosed });
    } finally {
      await control(env.gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'BTCUSDT', halted: false });
    }
  });

  it('is edited and cancelled while it waits; real and demo stay apart', async () => {
    const { order } = await placeConditional(spotStop);
    const edited = await env.trader.call('POST', TRADING_PATHS.conditionalEdit, { conditionalId: order!.conditionalId, triggerPrice: '65000', amount: '0.02' }, DEMO);
    expect(checked(edited.envelope.data, parseConditionalOrder)).toMatchObject({ triggerPrice: '65000.00', amount: '0.020000' });
    const wrong = await env.trader.call('POST', TRADING_PATHS.conditionalEdit, { conditionalId: order!.conditionalId, triggerPrice: '50000' }, DEMO);
    expect(wrong.envelope.code).toBe(CODES.triggerWrongSide);
    expect(await list(true, false)).toEqual([]);
    const fromReal = await env.trader.call('POST', TRADING_PATHS.conditionalCancel, { conditionalId: order!.conditionalId });
    expect(fromReal.envelope.code).toBe(CODES.conditionalNotFound);
    const cancelled = await env.trader.call('POST', TRADING_PATHS.conditionalCancel, { conditionalId: order!.conditionalId }, DEMO);
    expect(checked(cancelled.envelope.data, parseConditionalOrder)).toMatchObject({ status: 'canceled' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 66_000);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'canceled', orderId: null });
  });
});

describe('trailing stops', () => {
  it('activates at its price, follows the best price and fires on the callback', async () => {
    const { order } = await placeConditional({ market: 'spot', symbol: 'BTCUSDT', kind: 'trailing_stop', side: 'sell', amount: '0.1', callbackRate: '1', activationPrice: '61000' });
    expect(order).toMatchObject({ activated: false, triggerPrice: null, callbackRate: '1.00' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 62_000);
    expect(await find(order!.conditionalId)).toMatchObject({ activated: true, bestPrice: '62000.00', triggerPrice: '61380.00' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 64_000);
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 63_500);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'waiting', bestPrice: '64000.00', triggerPrice: '63360.00' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 63_300);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'triggered', firedLeg: 'trailing' });
  });
});

describe('OCO', () => {
  const oco = { market: 'spot', symbol: 'BTCUSDT', kind: 'oco', side: 'sell', amount: '0.1', price: '62000', triggerPrice: '58000', stopPrice: '57000' };

  it('holds once: its limit leg rests; the stop leg cancels it and places its own order', async () => {
    const { order } = await placeConditional(oco);
    expect(balance(await assets(env.trader, true), 'spot', 'BTC').locked).toBe(0.1);
    const leg = (await openOrders('spot')).find((o) => o.orderId === order!.limitOrderId);
    expect(leg).toMatchObject({ price: '62000.00', conditionalId: order!.conditionalId });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 57_500);
    const done = await find(order!.conditionalId);
    expect(done).toMatchObject({ status: 'triggered', firedLeg: 'stop' });
    const history = await orderHistory('spot');
    expect(history.find((o) => o.orderId === order!.limitOrderId)?.status).toBe('canceled');
    expect(history.find((o) => o.orderId === done?.orderId)).toMatchObject({ origin: 'trigger', price: '57000.00', status: 'filled' });
  });

  it('ends as canceled when its limit leg is cancelled, and cancelling it cancels the leg', async () => {
    const first = await placeConditional(oco);
    await env.trader.call('POST', TRADING_PATHS.spotCancel, { orderId: first.order!.limitOrderId }, DEMO);
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 60_010);
    expect(await find(first.order!.conditionalId)).toMatchObject({ status: 'canceled', orderId: null });
    const second = await placeConditional(oco);
    await env.trader.call('POST', TRADING_PATHS.conditionalCancel, { conditionalId: second.order!.conditionalId }, DEMO);
    expect(await openOrders('spot')).toEqual([]);
    expect(balance(await assets(env.trader, true), 'spot', 'BTC')).toEqual({ available: 1, locked: 0 });
  });

  it('ends when its limit leg fills, and the stop no longer fires', async () => {
    const { order } = await placeConditional(oco);
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 62_500);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'triggered', firedLeg: 'limit', orderId: order!.limitOrderId });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 57_000);
    expect((await orderHistory('spot')).filter((o) => o.origin === 'trigger')).toEqual([]);
  });
});

describe('TP/SL on spot holdings', () => {
  const tpsl = { market: 'spot', symbol: 'BTCUSDT', kind: 'tpsl', side: 'sell', amount: '0.5', takeProfit: '63000', stopLoss: '57000' };

  it('holds the coin; the take-profit fires and the stop-loss goes with it', async () => {
    const { order } = await placeConditional(tpsl);
    expect(balance(await assets(env.trader, true), 'spot', 'BTC')).toEqual({ available: 0.5, locked: 0.5 });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 63_100);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'triggered', firedLeg: 'take_profit' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 56_000);
    const sells = (await orderHistory('spot')).filter((o) => o.origin === 'trigger');
    expect(sells).toHaveLength(1);
    expect(balance(await assets(env.trader, true), 'spot', 'BTC').locked).toBe(0);
  });

  it('the stop-loss fires on a fall; a cancel gives the coin back', async () => {
    const { order } = await placeConditional(tpsl);
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 56_000);
    expect(await find(order!.conditionalId)).toMatchObject({ status: 'triggered', firedLeg: 'stop_loss' });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 60_000);
    const second = await placeConditional({ ...tpsl, amount: '0.2' });
    await env.trader.call('POST', TRADING_PATHS.conditionalCancel, { conditionalId: second.order!.conditionalId }, DEMO);
    expect(balance(await assets(env.trader, true), 'spot', 'BTC')).toEqual({ available: 0.5, locked: 0 });
  });
});

describe('the order placed', () => {
  it('carries its origin and link through the order record check', async () => {
    await placeConditional(spotStop);
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 61_200);
    const placed = (await orderHistory('spot'))[0];
    expect(checked(placed, parseOrder)).toMatchObject({ origin: 'trigger' });
    expect(placed?.conditionalId).toMatch(/^\d+$/);
    const plain = await place(env.trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.001' });
    expect(plain.envelope.data).not.toHaveProperty('conditionalId');
  });
});
