import WebSocket from 'ws';
import { beforeEach, describe, expect, it } from 'vitest';
import { MARGIN_PATHS } from '../../src/core/margin/paths';
import type { MarginAccount, MarginAccounts, MarginLoan, MarginOrder, MarginRecord, MaxBorrowable, MaxTransferable } from '../../src/core/margin/wire';
import type { Order } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { COOKIES } from '../../src/core/protocol/wire';
import { control } from '../testing/control';
import { assets, balance, DEMO, gatewayWithTrader, pause, place, setPrice } from '../markets/testing';

const env = gatewayWithTrader();
const TRADER = '10000001';

const call = async <T>(path: string, body: Record<string, unknown> = {}, demo = true) => (await env.trader.call<T>('POST', path, body, demo ? DEMO : {})).envelope;
const ok = async <T>(path: string, body: Record<string, unknown> = {}, demo = true): Promise<T> => {
  const e = await call<T>(path, body, demo);
  expect(e.msg, `${path} ${JSON.stringify(body)}`).toBe('success');
  return e.data;
};
const cross = async (demo = true) => (await ok<MarginAccounts>(MARGIN_PATHS.accounts, {}, demo)).cross;
const held = (a: MarginAccount, asset: string) => a.assets.find((x) => x.asset === asset);
const records = async (body: Record<string, unknown> = {}) => (await ok<{ records: MarginRecord[]; more: boolean }>(MARGIN_PATHS.records, { limit: 100, ...body })).records;
const readBack = (demo = true) => control<MarginAccounts & { loans: MarginLoan[]; units: { wallet: string; holdings: { asset: string; available: string; principal: string; interest: string }[] }[] }>(
  env.gw.url, 'GET', `margin/accounts?userId=${TRADER}&demo=${demo ? 1 : 0}`);

beforeEach(async () => {
  await pause(env.gw.url, true);
  await env.trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
  await control(env.gw.url, 'POST', 'margin/rates', { rates: { USDT: '0.0002', LTC: '0.0003', DOT: '0.0003' } });
});

describe('transfers and borrowing', () => {
  it('moves USDT in, borrows up to the maximum, charges the first hour at once and refuses beyond it', async () => {
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'cross', asset: 'USDT', amount: '1000' });
    expect(balance(await assets(env.trader, true), 'spot', 'USDT').available).toBe(99_000);
    const max = await ok<MaxBorrowable>(MARGIN_PATHS.maxBorrowable, { mode: 'cross', asset: 'USDT' });
    // Cross 3x: the debt may grow to 2 × equity.
    expect(max).toMatchObject({ asset: 'USDT', max: '2000.00000000', borrowed: '0.00000000', dailyRate: '0.00020000' });
    const refused = await call(MARGIN_PATHS.borrow, { mode: 'cross', asset: 'USDT', amount: '2000.00000001' });
    expect(refused.code).toBe(CODES.marginBorrowTooMuch);
    expect(await cross()).toMatchObject({ totalDebt: '0.00000000', marginLevel: null, risk: 'safe' });
    const after = await ok<MarginAccount>(MARGIN_PATHS.borrow, { mode: 'cross', asset: 'USDT', amount: '1000' });
    // 1000 × 0.0002 / 24 = 0.00833333.. rounded up.
    expect(held(after, 'USDT')).toMatchObject({ available: '2000.00000000', borrowed: '1000.00000000', interest: '0.00833334' });
    expect(after.marginLevel).toBe('1.9999');
    const kinds = (await records()).map((r) => [r.kind, r.amount]);
    expect(kinds).toEqual([['interest', '0.00833334'], ['borrow', '1000.00000000'], ['transfer_in', '1000.00000000']]);
  });

  it('refuses a transfer out that would leave the level under 1.5, and allows one that keeps it', async () => {
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'cross', asset: 'USDT', amount: '1000' });
    await ok(MARGIN_PATHS.borrow, { mode: 'cross', asset: 'USDT', amount: '1000' });
    const max = await ok<MaxTransferable>(MARGIN_PATHS.maxTransferable, { mode: 'cross', asset: 'USDT' });
    // Assets 2000, debt 1000.00833334: at most 2000 − 1.5 × debt leaves.
    expect(max.max).toBe('499.98749999');
    const before = await readBack();
    expect((await call(MARGIN_PATHS.transfer, { direction: 'out', mode: 'cross', asset: 'USDT', amount: '499.9875' })).code).toBe(CODES.marginLevelTooLow);
    expect(await readBack()).toEqual(before);
    await ok(MARGIN_PATHS.transfer, { direction: 'out', mode: 'cross', asset: 'USDT', amount: max.max });
    expect(Number((await cross()).marginLevel)).toBeGreaterThanOrEqual(1.5);
  });

  it('repays interest first, then principal, and refuses more than the debt', async () => {
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'cross', asset: 'USDT', amount: '1000' });
    await ok(MARGIN_PATHS.borrow, { mode: 'cross', asset: 'USDT', amount: '100' });
    await control(env.gw.url, 'POST', 'margin/advance', { hours: 2 });
    // Three hours of 100 × 0.0002 / 24 = 0.00083334 each.
    expect(held(await cross(), 'USDT')?.interest).toBe('0.00250002');
    expect((await call(MARGIN_PATHS.repay, { mode: 'cross', asset: 'USDT', amount: '100.00250003' })).code).toBe(CODES.marginRepayInvalid);
    expect((await call(MARGIN_PATHS.repay, { mode: 'cross', asset: 'BTC', amount: '1' })).code).toBe(CODES.marginRepayInvalid);
    const part = await ok<MarginAccount>(MARGIN_PATHS.repay, { mode: 'cross', asset: 'USDT', amount: '50' });
    expect(held(part, 'USDT')).toMatchObject({ borrowed: '50.00250002', interest: '0.00000000' });
    const [repay] = await records({ kind: 'repay' });
    expect(repay).toMatchObject({ amount: '50.00000000', principal: '49.99749998', interest: '0.00250002' });
    const all = await ok<MarginAccount>(MARGIN_PATHS.repay, { mode: 'cross', asset: 'USDT', all: true });
    expect(all).toMatchObject({ totalDebt: '0.00000000', marginLevel: null });
    expect((await ok<{ loans: MarginLoan[] }>(MARGIN_PATHS.loans)).loans).toEqual([]);
  });

  it('keeps real and demo apart, and a demo reset empties the demo margin account', async () => {
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'isolated', symbol: 'LTCUSDT', asset: 'USDT', amount: '100' });
    expect((await readBack(false)).isolated).toEqual([]);
    expect((await readBack(true)).isolated.map((a) => a.symbol)).toEqual(['LTCUSDT']);
    await env.trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
    const after = await readBack(true);
    expect(after.isolated).toEqual([]);
    expect(await records()).toEqual([]);
  });

  it('refuses malformed and closed requests with their codes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ direction: 'in', mode: 'cross', symbol: 'LTCUSDT', asset: 'USDT', amount: '1' }, CODES.invalidParameter],
      [{ direction: 'in', mode: 'isolated', asset: 'USDT', amount: '1' }, CODES.invalidParameter],
      [{ direction: 'sideways', mode: 'cross', asset: 'USDT', amount: '1' }, CODES.invalidParameter],
      [{ direction: 'in', mode: 'isolated', symbol: 'LTCUSDT', asset: 'BTC', amount: '1' }, CODES.marginNotAvailable],
      [{ direction: 'in', mode: 'cross', asset: 'LUNA', amount: '1' }, CODES.marginNotAvailable],
      [{ direction: 'in', mode: 'cross', asset: 'USDT', amount: '1000000' }, CODES.insufficientBalance],
      [{ direction: 'out', mode: 'cross', asset: 'USDT', amount: '1' }, CODES.insufficientBalance],
      [{ direction: 'in', mode: 'cross', asset: 'USDT', amount: '0.000000001' }, CODES.amountInvalid],
    ];
    const before = await readBack();
    for (const [body, code] of cases) expect((await call(MARGIN_PATHS.transfer, body)).code, JSON.stringify(body)).toBe(code);
    expect(await readBack()).toEqual(before);
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'isolated', symbol: 'DOTUSDT', asset: 'USDT', amount: '100' });
    await control(env.gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'DOTUSDT', halted: true });
    try {
      expect((await call(MARGIN_PATHS.borrow, { mode: 'isolated', symbol: 'DOTUSDT', asset: 'DOT', amount: '1' })).code).toBe(CODES.marketClosed);
      expect((await call(MARGIN_PATHS.orderPlace, { mode: 'isolated', symbol: 'DOTUSDT', side: 'buy', type: 'market', amount: '1' })).code).toBe(CODES.marketClosed);
    } finally {
      await control(env.gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'DOTUSDT', halted: false });
    }
  });
});

describe('margin orders', () => {
  it('buys with auto-borrow on the margin wallet, out of sight of the spot calls', async () => {
    await setPrice(env.gw.url, 'spot', 'LTCUSDT', 80);
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'isolated', symbol: 'LTCUSDT', asset: 'USDT', amount: '100' });
    const order = await ok<MarginOrder>(MARGIN_PATHS.orderPlace, { mode: 'isolated', symbol: 'LTCUSDT', side: 'buy', type: 'limit', price: '70', amount: '3', sideEffect: 'auto_borrow' });
    expect(order).toMatchObject({ marginMode: 'isolated', sideEffect: 'auto_borrow', status: 'new', symbol: 'LTCUSDT' });
    const account = (await ok<MarginAccounts>(MARGIN_PATHS.accounts)).isolated[0];
    expect(account && held(account, 'USDT')).toMatchObject({ available: '0.00000000', locked: '210.00000000', borrowed: '110.00000000' });
    const borrow = (await records({ kind: 'borrow' }))[0];
    expect(borrow).toMatchObject({ amount: '110.00000000', source: order.orderId, mode: 'isolated', symbol: 'LTCUSDT' });
    const spotOpen = (await ok<{ orders: Order[] }>('/v1/user/overview/spot/orders/open')).orders;
    expect(spotOpen).toEqual([]);
    expect((await ok<{ orders: MarginOrder[] }>(MARGIN_PATHS.openOrders, { mode: 'isolated' })).orders.map((o) => o.orderId)).toEqual([order.orderId]);
    await setPrice(env.gw.url, 'spot', 'LTCUSDT', 69.9);
    expect((await ok<{ orders: MarginOrder[] }>(MARGIN_PATHS.openOrders)).orders).toEqual([]);
    const history = (await ok<{ orders: MarginOrder[] }>(MARGIN_PATHS.orderHistory)).orders;
    expect(history[0]).toMatchObject({ orderId: order.orderId, status: 'filled' });
    expect((await ok<{ orders: Order[] }>('/v1/user/overview/spot/orders/history')).orders).toEqual([]);
    expect((await ok<{ fills: unknown[] }>('/v1/user/overview/spot/fills')).fills).toEqual([]);
    const after = (await ok<MarginAccounts>(MARGIN_PATHS.accounts)).isolated[0];
    // 3 LTC less the 0.08 % maker fee.
    expect(after && held(after, 'LTC')).toMatchObject({ available: '2.99760000' });
  });

  it('sells with auto-repay: the USDT received pays the USDT debt, interest first', async () => {
    await setPrice(env.gw.url, 'spot', 'LTCUSDT', 80);
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'cross', asset: 'USDT', amount: '100' });
    await ok(MARGIN_PATHS.orderPlace, { mode: 'cross', symbol: 'LTCUSDT', side: 'buy', type: 'market', amount: '2', sideEffect: 'auto_borrow' });
    const debt = held(await cross(), 'USDT');
    expect(Number(debt?.borrowed)).toBeGreaterThan(50);
    const sell = await ok<MarginOrder>(MARGIN_PATHS.orderPlace, { mode: 'cross', symbol: 'LTCUSDT', side: 'sell', type: 'market', amount: '1', sideEffect: 'auto_repay' });
    const repay = (await records({ kind: 'repay' }))[0];
    expect(repay).toMatchObject({ source: sell.orderId });
    expect(Number(repay?.interest)).toBeGreaterThan(0);
    const now = held(await cross(), 'USDT');
    expect(Number(now?.interest)).toBe(0);
    expect(Number(now?.borrowed)).toBeCloseTo(Number(debt?.borrowed) + Number(debt?.interest) - Number(repay?.amount), 8);
  });

  it('cancels a margin order and gives its hold back to the margin wallet', async () => {
    await setPrice(env.gw.url, 'spot', 'LINKUSDT', 17);
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'cross', asset: 'USDT', amount: '100' });
    const order = await ok<MarginOrder>(MARGIN_PATHS.orderPlace, { mode: 'cross', symbol: 'LINKUSDT', side: 'buy', type: 'limit', price: '10', amount: '5' });
    expect(held(await cross(), 'USDT')).toMatchObject({ available: '50.00000000', locked: '50.00000000' });
    expect((await call('/v1/user/overview/spot/order/cancel', { orderId: order.orderId })).code).toBe(CODES.orderNotFound);
    const canceled = await ok<MarginOrder>(MARGIN_PATHS.orderCancel, { orderId: order.orderId });
    expect(canceled.status).toBe('canceled');
    expect(held(await cross(), 'USDT')).toMatchObject({ available: '100.00000000', locked: '0.00000000' });
  });
});

describe('liquidation', () => {
  it('warns under 1.3, then at 1.1 sells the collateral, repays, charges 2 % and records it', async () => {
    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 7);
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'isolated', symbol: 'DOTUSDT', asset: 'USDT', amount: '100' });
    await ok(MARGIN_PATHS.orderPlace, { mode: 'isolated', symbol: 'DOTUSDT', side: 'buy', type: 'market', amount: '40', sideEffect: 'auto_borrow' });
    const isolated = async () => (await ok<MarginAccounts>(MARGIN_PATHS.accounts)).isolated.find((a) => a.symbol === 'DOTUSDT');
    expect((await isolated())?.risk).toBe('safe');
    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 5.6);
    expect((await isolated())?.risk).toBe('warning');
    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 4.9);
    const after = await isolated();
    expect(after).toMatchObject({ totalDebt: '0.00000000', marginLevel: null, risk: 'safe' });
    expect(held(after as MarginAccount, 'DOT')?.available).toBe('0.00000000');
    const [liquidation] = await records({ kind: 'liquidation' });
    expect(liquidation).toMatchObject({ asset: 'USDT', source: 'liquidation', mode: 'isolated', symbol: 'DOTUSDT' });
    expect(Number(liquidation?.fee)).toBeCloseTo(Number(liquidation?.amount) * 0.02, 6);
    const history = (await ok<{ orders: MarginOrder[] }>(MARGIN_PATHS.orderHistory, { mode: 'isolated', symbol: 'DOTUSDT' })).orders;
    expect(history[0]).toMatchObject({ origin: 'liquidation', side: 'sell', marginMode: 'isolated' });
  });
});

describe('liquidation of a short', () => {
  it('buys the borrowed coin back with the USDT collateral, repays it whole and charges 2 % in that coin', async () => {
    await setPrice(env.gw.url, 'spot', 'LINKUSDT', 17);
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'cross', asset: 'USDT', amount: '100' });
    await ok(MARGIN_PATHS.orderPlace, { mode: 'cross', symbol: 'LINKUSDT', side: 'sell', type: 'market', amount: '10', sideEffect: 'auto_borrow' });
    const debt = held(await cross(), 'LINK');
    expect(debt).toMatchObject({ available: '0.00000000', borrowed: '10.00000000' });
    await setPrice(env.gw.url, 'spot', 'LINKUSDT', 26);
    const after = await cross();
    expect(after).toMatchObject({ totalDebt: '0.00000000', marginLevel: null });
    const [liquidation] = await records({ kind: 'liquidation' });
    const owed = Number(debt?.borrowed) + Number(debt?.interest);
    expect(liquidation).toMatchObject({ asset: 'LINK', principal: '10.00000000', interest: debt?.interest, source: 'liquidation' });
    // Paid whole: nothing written off, and the fee in LINK.
    expect(Number(liquidation?.amount)).toBeCloseTo(owed, 8);
    expect(Number(liquidation?.fee)).toBeCloseTo(owed * 0.02, 7);
    expect(Number(held(after, 'USDT')?.available)).toBeGreaterThan(0);
    const [buy] = (await ok<{ orders: MarginOrder[] }>(MARGIN_PATHS.orderHistory, { mode: 'cross' })).orders;
    expect(buy).toMatchObject({ origin: 'liquidation', side: 'buy', symbol: 'LINKUSDT', marginMode: 'cross' });
    expect(await readBack()).toMatchObject({ loans: [] });
  });
});

describe('a debt the assets cannot cover', () => {
  it('is repaid as far as the collateral goes, and the rest is written off in the liquidation record', async () => {
    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 7);
    await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'isolated', symbol: 'DOTUSDT', asset: 'USDT', amount: '50' });
    await ok(MARGIN_PATHS.orderPlace, { mode: 'isolated', symbol: 'DOTUSDT', side: 'sell', type: 'market', amount: '60', sideEffect: 'auto_borrow' });
    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 14);
    const [liquidation] = await records({ kind: 'liquidation' });
    expect(liquidation).toMatchObject({ asset: 'DOT', principal: '60.00000000', fee: '0.00000000' });
    expect(Number(liquidation?.amount)).toBeGreaterThan(0);
    expect(Number(liquidation?.amount)).toBeLessThan(60);
    const account = (await readBack()).isolated.find((a) => a.symbol === 'DOTUSDT');
    expect(account).toMatchObject({ totalDebt: '0.00000000', marginLevel: null });
    expect(Number(account && held(account, 'USDT')?.available)).toBeLessThan(14 * 0.01 + 0.01);
  });
});

describe('the account socket', () => {
  it('never carries a margin order, placed, filled or canceled', async () => {
    await setPrice(env.gw.url, 'spot', 'LINKUSDT', 17);
    const ws = new WebSocket(`${env.gw.url.replace('http', 'ws')}/v1/ws`, { headers: { cookie: `${COOKIES.sessionToken}=${env.trader.cookie(COOKIES.sessionToken)}` } });
    const messages: { channel?: string; event?: string; data?: unknown }[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const until = async (test: () => boolean) => {
      for (let i = 0; i < 100 && !test(); i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(test()).toBe(true);
    };
    try {
      const token = (await ok<{ token: string }>('/v1/user/overview/wsToken')).token;
      ws.send(JSON.stringify({ op: 'login', token }));
      await until(() => messages.some((m) => m.event === 'login'));
      ws.send(JSON.stringify({ op: 'subscribe', args: [{ channel: 'orders' }, { channel: 'balances' }] }));
      await until(() => messages.filter((m) => m.event === 'subscribed').length === 2);
      await ok(MARGIN_PATHS.transfer, { direction: 'in', mode: 'cross', asset: 'USDT', amount: '100' });
      const resting = await ok<MarginOrder>(MARGIN_PATHS.orderPlace, { mode: 'cross', symbol: 'LINKUSDT', side: 'buy', type: 'limit', price: '16.5', amount: '1' });
      const canceled = await ok<MarginOrder>(MARGIN_PATHS.orderPlace, { mode: 'cross', symbol: 'LINKUSDT', side: 'buy', type: 'limit', price: '10', amount: '1' });
      await ok(MARGIN_PATHS.orderCancel, { orderId: canceled.orderId });
      await ok(MARGIN_PATHS.orderPlace, { mode: 'cross', symbol: 'LINKUSDT', side: 'sell', type: 'market', amount: '1', sideEffect: 'auto_borrow' });
      await setPrice(env.gw.url, 'spot', 'LINKUSDT', 16.4);
      expect((await ok<{ orders: MarginOrder[] }>(MARGIN_PATHS.orderHistory)).orders.map((o) => o.orderId)).toContain(resting.orderId);
      // A spot order after them: its message comes after anything they would have sent.
      const marker = (await place(env.trader, 'spot', { symbol: 'LINKUSDT', side: 'buy', type: 'limit', price: '10', amount: '1' })).envelope.data;
      await until(() => messages.some((m) => m.channel === 'orders' && JSON.stringify(m.data).includes(`"orderId":"${marker.orderId}"`)));
      const orders = messages.filter((m) => m.channel === 'orders');
      expect(orders).toHaveLength(1);
      expect(messages.filter((m) => m.channel === 'balances').map((m) => (m.data as { wallet: string }).wallet)).toEqual(['spot', 'spot']);
    } finally {
      ws.close();
    }
  });
});

describe('the spot calls', () => {
  it('still place spot orders on the spot wallet', async () => {
    const order = await place(env.trader, 'spot', { symbol: 'LTCUSDT', side: 'buy', type: 'limit', price: '10', amount: '1' });
    expect(order.envelope.code).toBe(CODES.success);
    expect((await ok<{ orders: Order[] }>('/v1/user/overview/spot/orders/open')).orders).toHaveLength(1);
    expect((await ok<{ orders: MarginOrder[] }>(MARGIN_PATHS.openOrders)).orders).toEqual([]);
  });
});
