// The markets the engine matches each tick: those with a resting order, found in one query
// (gateway/markets/service.ts), so thirty quiet markets do not cost thirty queries a tick.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { TradingStore, type NewOrder } from './trading';

const dir = mkdtempSync(join(tmpdir(), 'resting-test-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const order = (accountId: number, market: 'spot' | 'futures', symbol: string): NewOrder => ({
  account_id: accountId, market, symbol, side: 'buy', type: 'limit', trade_side: null, pos_side: null, price: '1', amount: '1', quote_amount: null,
  filled: '0', filled_quote: '0', fee: '0', fee_asset: 'BTC', status: 'new', leverage: null, take_profit: null, stop_loss: null, locked: '0',
  origin: 'user', client_oid: null,
});

describe('restingMarkets', () => {
  it('names each market with a new or partly filled order once, and no market whose orders have ended', () => {
    const store = new TradingStore(db);
    const account = store.account('42', true, { spot: {}, futures: {} }, 1).id;
    expect(store.restingMarkets()).toEqual(new Set());
    const a = store.insertOrder(order(account, 'spot', 'ETHBTC'), 1);
    store.insertOrder(order(account, 'spot', 'ETHBTC'), 1);
    const b = store.insertOrder(order(account, 'futures', 'ETHUSDT'), 1);
    const c = store.insertOrder(order(account, 'spot', 'SOLBTC'), 1);
    store.updateOrder(b.id, { status: 'partially_filled' }, 2);
    store.updateOrder(c.id, { status: 'filled' }, 2);
    expect(store.restingMarkets()).toEqual(new Set(['spot:ETHBTC', 'futures:ETHUSDT']));
    store.updateOrder(a.id, { status: 'canceled' }, 3);
    expect(store.restingMarkets().has('spot:ETHBTC')).toBe(true);
    // Only resting orders are read, however many have ended.
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT DISTINCT market, symbol FROM trading_orders INDEXED BY trading_orders_resting WHERE status IN ('new', 'partially_filled')").all();
    expect(plan).toEqual([expect.objectContaining({ detail: expect.stringContaining('trading_orders_resting') })]);
  });
});
