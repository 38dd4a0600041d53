// The margin screens' record checks against the reference gateway itself: every answer a margin
// screen reads, from a transfer through a borrow, an auto-borrow order, a cancel, interest, a
// repay and a liquidation, passes the checks with nothing dropped.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gatewayWithTrader, pause, readAll, setPrice } from '../../../gateway/markets/testing';
import type { WireDrops } from '../markets/wireCheck';
import { control } from '../../../gateway/testing/control';
import { MARGIN_PATHS } from './paths';
import { riskOf } from './risk';
import {
  parseMarginAccount, parseMarginAccounts, parseMarginOrder, parseMarginRates, parseMaxBorrowable, parseMaxTransferable,
  readMarginLoans, readMarginOrders, readMarginRecords,
} from './wireCheck';

const env = gatewayWithTrader();

const data = async (path: string, body: Record<string, unknown> = {}): Promise<unknown> => {
  const { envelope } = await env.trader.call('POST', path, body, DEMO);
  expect(envelope.msg, `${path} ${JSON.stringify(body)}`).toBe('success');
  return envelope.data;
};

/** readAll fails the test on a drop or a null: what it returns is the record. */
const check = <T>(what: string, value: unknown, read: (d: unknown, drops: WireDrops) => T | null): T => readAll(what, value, read) as T;

beforeAll(async () => {
  await pause(env.gw.url, true);
  await env.trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
});

describe('margin answers of the reference gateway', () => {
  it('pass the checks at every step from a transfer to a liquidation', async () => {
    const rates = check('rates', await data(MARGIN_PATHS.rates), parseMarginRates);
    expect(rates.symbols).toContain('DOTUSDT');
    check('accounts before', await data(MARGIN_PATHS.accounts), parseMarginAccounts);

    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 7);
    const target = { mode: 'isolated', symbol: 'DOTUSDT' };
    check('transfer', await data(MARGIN_PATHS.transfer, { ...target, direction: 'in', asset: 'USDT', amount: '100' }), parseMarginAccount);
    check('max borrowable', await data(MARGIN_PATHS.maxBorrowable, { ...target, asset: 'USDT' }), parseMaxBorrowable);
    check('max transferable', await data(MARGIN_PATHS.maxTransferable, { ...target, asset: 'USDT' }), parseMaxTransferable);
    check('borrow', await data(MARGIN_PATHS.borrow, { ...target, asset: 'USDT', amount: '10' }), parseMarginAccount);
    check('repay', await data(MARGIN_PATHS.repay, { ...target, asset: 'USDT', all: true }), parseMarginAccount);

    const resting = check('resting order', await data(MARGIN_PATHS.orderPlace, { ...target, side: 'buy', type: 'limit', price: '5', amount: '1', sideEffect: 'normal' }), parseMarginOrder);
    expect(check('open orders', await data(MARGIN_PATHS.openOrders), readMarginOrders).map((o) => o.orderId)).toContain(resting.orderId);
    check('cancel', await data(MARGIN_PATHS.orderCancel, { orderId: resting.orderId }), parseMarginOrder);

    const bought = check('auto-borrow order', await data(MARGIN_PATHS.orderPlace, { ...target, side: 'buy', type: 'market', amount: '40', sideEffect: 'auto_borrow' }), parseMarginOrder);
    expect(bought.sideEffect).toBe('auto_borrow');
    await control(env.gw.url, 'POST', 'margin/advance', { hours: 1 });
    expect(check('loans', await data(MARGIN_PATHS.loans), readMarginLoans).length).toBeGreaterThan(0);

    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 5.6);
    const warned = check('accounts warned', await data(MARGIN_PATHS.accounts), parseMarginAccounts).isolated.find((a) => a.symbol === 'DOTUSDT');
    expect(warned && riskOf(warned)).toBe('warning');

    await setPrice(env.gw.url, 'spot', 'DOTUSDT', 4.9);
    check('accounts liquidated', await data(MARGIN_PATHS.accounts), parseMarginAccounts);
    const page = check('records', await data(MARGIN_PATHS.records, { limit: 3 }), readMarginRecords);
    expect(page.more).toBe(true);
    const older = check('older records', await data(MARGIN_PATHS.records, { limit: 100, before: page.records[2]?.recordId }), readMarginRecords);
    const kinds = new Set([...page.records, ...older.records].map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['borrow', 'interest', 'liquidation', 'repay', 'transfer_in']);
    check('history', await data(MARGIN_PATHS.orderHistory, target), readMarginOrders);
  });
});
