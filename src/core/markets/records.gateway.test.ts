// The records calls against the reference gateway, every answer read with the page's own record
// checks (recordsCheck.ts): each history after real trades, its filters and cursor pages, the
// ledger that accounts for every balance change, the demo reset as a ledger entry, real and demo
// apart, and a refusal for a filter a history does not take.
import { describe, expect, it } from 'vitest';
import { DEMO, gatewayWithTrader, place, readAll } from '../../../gateway/markets/testing';
import { control } from '../../../gateway/testing/control';
import { CODES } from '../protocol/codes';
import { TRADING_PATHS } from './paths';
import { RECORD_KINDS, RECORD_PATHS, type LedgerEntry, type RecordKind, type RecordPage } from './records';
import { type RecordOf, readRecordPage } from './recordsCheck';

const env = gatewayWithTrader();

async function page<K extends RecordKind>(kind: K, query: Record<string, string> = {}, demo = true) {
  const { envelope } = await env.trader.call('POST', RECORD_PATHS[kind], query, demo ? DEMO : {});
  expect(envelope.code, envelope.msg).toBe(CODES.success);
  const read = readAll(kind, envelope.data, (data, drops) => readRecordPage(kind, data, drops));
  if (!read) throw new Error(`${kind}: no page`);
  return read;
}

async function all<K extends RecordKind>(kind: K, query: Record<string, string> = {}, demo = true): Promise<RecordOf[K][]> {
  const out: RecordOf[K][] = [];
  for (let before: string | null = ''; before !== null;) {
    const p: RecordPage<RecordOf[K]> = await page(kind, { ...query, limit: '2', ...(before ? { before } : {}) }, demo);
    out.push(...p.records);
    before = p.next;
  }
  return out;
}

const spotBuy = (amount: string) => place(env.trader, 'spot', { symbol: 'ETHUSDT', side: 'buy', type: 'market', amount });
const futures = (side: 'buy' | 'sell', tradeSide: 'open' | 'close', amount: string) =>
  place(env.trader, 'futures', { symbol: 'SOLUSDT', side, tradeSide, type: 'market', amount, leverage: 5 });

describe('records', () => {
  it('answers every history, read whole by the page, after spot and futures trades and a funding settlement', async () => {
    await spotBuy('0.01');
    await spotBuy('0.02');
    await place(env.trader, 'spot', { symbol: 'ETHUSDT', side: 'sell', type: 'limit', price: '999999', amount: '0.01' });
    await futures('buy', 'open', '1');
    await control(env.gw.url, 'POST', 'markets/funding', { symbol: 'SOLUSDT' });
    await futures('sell', 'close', '1');
    for (const kind of RECORD_KINDS) expect((await page(kind)).records.length, kind).toBeGreaterThan(0);
    const [position] = (await page('positions')).records;
    expect(position).toMatchObject({ symbol: 'SOLUSDT', posSide: 'long', leverage: 5, liquidated: false });
    expect(Number(position?.netPnl)).toBeCloseTo(Number(position?.realizedPnl) - Number(position?.fee) + Number(position?.funding), 8);
    const fills = await all('spotFills');
    expect(fills.map((f) => f.amount)).toEqual(['0.0200', '0.0100']);
  });

  it('pages newest first by cursor, and the filters narrow each history', async () => {
    const orders = await all('spotOrders');
    expect(orders.map((o) => Number(o.orderId))).toEqual([...orders.map((o) => Number(o.orderId))].sort((a, b) => b - a));
    expect((await all('spotOrders', { status: 'new,partially_filled' })).map((o) => o.status)).toEqual(['new']);
    expect((await all('spotOrders', { side: 'sell' })).every((o) => o.side === 'sell')).toBe(true);
    expect((await all('spotOrders', { type: 'market' })).length).toBe(2);
    expect(await all('spotFills', { symbol: 'BTCUSDT' })).toEqual([]);
    expect(await all('spotFills', { from: String(Date.now() + 60_000) })).toEqual([]);
    expect((await all('spotFills', { from: String(Date.now() - 60_000), to: String(Date.now() + 60_000) })).length).toBe(2);
    expect((await all('positions', { side: 'short' }))).toEqual([]);
    expect((await all('ledger', { kind: 'fee', asset: 'ETH' })).length).toBe(2);
  });

  it('accounts for every balance change in the ledger, the balance after each one agreeing with the wallet', async () => {
    const entries = (await all('ledger')).reverse();
    const last = new Map<string, LedgerEntry>();
    for (const e of entries) {
      const previous = last.get(`${e.wallet}:${e.asset}`);
      expect(Number(e.balance)).toBeCloseTo(Number(previous?.balance ?? 0) + Number(e.amount), 8);
      last.set(`${e.wallet}:${e.asset}`, e);
    }
    const wallets = await control<Record<'spot' | 'futures', { asset: string; available: string; locked: string }[]>>(env.gw.url, 'GET', 'markets/balances?userId=10000001&demo=1');
    for (const wallet of ['spot', 'futures'] as const) {
      for (const b of wallets[wallet]) expect(last.get(`${wallet}:${b.asset}`)?.balance, `${wallet} ${b.asset}`).toBe((Number(b.available) + Number(b.locked)).toFixed(8));
    }
    // An isolated position's funding moves its margin, not the wallet: the funding history has it, the ledger not.
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(['opening_balance', 'trade', 'fee', 'position_margin', 'realized_pnl']));
  });

  it('keeps real and demo apart, and a demo reset starts the ledger again with the reset itself', async () => {
    expect((await page('spotFills', {}, false)).records).toEqual([]);
    await env.trader.call('POST', TRADING_PATHS.demoReset, {}, DEMO);
    const entries = await all('ledger');
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(['demo_reset']));
    expect(entries.find((e) => e.wallet === 'spot' && e.asset === 'USDT')?.balance).toBe('100000.00000000');
    expect(entries.find((e) => e.asset === 'ETH')).toMatchObject({ balance: '0.00000000' });
    expect(await all('spotFills')).toEqual([]);
  });

  it('refuses a filter the history does not take, a bad range and a page too large', async () => {
    for (const query of [{ status: 'filled' }, { side: 'long' }, { from: '5', to: '4' }, { limit: '501' }, { status: 'done' }]) {
      const { envelope } = await env.trader.call('POST', RECORD_PATHS.spotFills, query, DEMO);
      expect(envelope.code, JSON.stringify(query)).toBe(CODES.invalidParameter);
    }
  });
});
