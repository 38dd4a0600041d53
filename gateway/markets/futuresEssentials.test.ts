// Funding, index price, open interest, margin modes, leverage and isolated margin, at the gateway,
// read through the client's own record checks (src/core/markets/wireCheck.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { MARKET_PATHS, TRADING_PATHS } from '../../src/core/markets/paths';
import type { FundingRecord, FuturesSettings, Position } from '../../src/core/markets/trading';
import { type Parse, WireDrops, parseFundingRecord, parseFuturesSettings, parsePosition, parseTicker } from '../../src/core/markets/wireCheck';
import { CODES } from '../../src/core/protocol/codes';
import { control } from '../testing/control';
import { assets, balance, DEMO, gatewayWithTrader, pause, place, setPrice } from './testing';

const env = gatewayWithTrader();
beforeEach(async () => {
  await pause(env.gw.url, true);
  await env.trader.call('POST', TRADING_PATHS.demoReset, {}, DEMO);
  await setPrice(env.gw.url, 'spot', 'ETHUSDT', 3_000);
  await setPrice(env.gw.url, 'futures', 'ETHUSDT', 3_000);
});

/** A record through the client's check: it must pass whole, no field dropped. */
function checked<T>(parse: Parse<T>, value: unknown): T {
  const drops = new WireDrops();
  const record = parse(value, drops);
  expect(drops.summary()).toBe('0 records, 0 fields: ');
  if (record === null) throw new Error('dropped');
  return record;
}

const call = async <T>(path: string, body: Record<string, unknown>, demo = true) => (await env.trader.call<T>('POST', path, body, demo ? DEMO : {})).envelope;
const positionsNow = async (demo = true) => (await call<{ positions: unknown[] }>(TRADING_PATHS.positions, {}, demo)).data.positions.map((p) => checked(parsePosition, p));
const position = async (side: 'long' | 'short') => {
  const found = (await positionsNow()).find((p) => p.posSide === side);
  if (!found) throw new Error(`no ${side} position`);
  return found;
};
const futuresUsdt = async (demo = true) => balance(await assets(env.trader, demo), 'futures', 'USDT').available;
const open = (side: 'buy' | 'sell', amount: string, leverage = 10) => place(env.trader, 'futures', { symbol: 'ETHUSDT', side, tradeSide: 'open', type: 'market', amount, leverage });
const funding = async (demo = true) => (await call<{ records: unknown[] }>(TRADING_PATHS.fundingRecords, { symbol: 'ETHUSDT' }, demo)).data.records.map((r) => checked(parseFundingRecord, r));
const ticker = async () => {
  const response = await fetch(`${env.gw.url}${MARKET_PATHS.ticker}?market=futures&symbol=ETHUSDT`);
  return checked(parseTicker, ((await response.json()) as { data: unknown }).data);
};

describe('the perpetual ticker', () => {
  it('carries the index price, the predicted funding rate, the next settlement and the open interest', async () => {
    const before = await ticker();
    expect(before.indexPrice).toMatch(/^\d+\.\d{2}$/);
    expect(before.fundingRate).toBe('0.000100');
    expect(before.nextFundingTime! % (8 * 3_600_000)).toBe(0);
    expect(before.nextFundingTime! - before.ts!).toBeLessThanOrEqual(8 * 3_600_000);
    expect(before.openInterest).toBe('0.0000');
    await open('buy', '2');
    await open('sell', '0.5');
    const after = await ticker();
    expect(after.openInterest).toBe('2.5000');
    expect(Number(after.openInterestValue)).toBeCloseTo(2.5 * Number(after.markPrice), 6);
    // The mark 1 % over the index pays the cap of the damped premium: capped at 0.75 %.
    await setPrice(env.gw.url, 'futures', 'ETHUSDT', Number(after.indexPrice) * 1.1);
    expect((await ticker()).fundingRate).toBe('0.007500');
    const spot = checked(parseTicker, ((await (await fetch(`${env.gw.url}${MARKET_PATHS.ticker}?market=spot&symbol=ETHUSDT`)).json()) as { data: unknown }).data);
    expect(spot.fundingRate).toBeUndefined();
  });
});

describe('funding settlements', () => {
  it('takes an isolated long\'s payment from its margin, pays the short, and records both', async () => {
    await open('buy', '2');
    await open('sell', '1');
    const long = await position('long');
    const short = await position('short');
    const wallet = await futuresUsdt();
    const rate = Number((await ticker()).fundingRate);
    await control(env.gw.url, 'POST', 'markets/funding', { symbol: 'ETHUSDT' });
    const records = await funding();
    expect(records.map((r) => r.posSide).sort()).toEqual(['long', 'short']);
    const paid = records.find((r) => r.posSide === 'long') as FundingRecord;
    const received = records.find((r) => r.posSide === 'short') as FundingRecord;
    expect(Number(paid.rate)).toBe(rate);
    expect(Number(paid.amount)).toBeCloseTo(-2 * Number(paid.markPrice) * rate, 7);
    expect(Number(received.amount)).toBeCloseTo(Number(received.markPrice) * rate, 7);
    expect(paid).toMatchObject({ symbol: 'ETHUSDT', marginMode: 'isolated', size: '2.0000' });
    expect(Number((await position('long')).margin)).toBeCloseTo(Number(long.margin) + Number(paid.amount), 8);
    expect(Number((await position('short')).margin)).toBeCloseTo(Number(short.margin) + Number(received.amount), 8);
    expect(await futuresUsdt()).toBeCloseTo(wallet, 8);
    // The real account saw none of it.
    expect(await funding(false)).toEqual([]);
  });

  it('settles every perpetual on request, and a cross position pays from the wallet', async () => {
    expect((await call<FuturesSettings>(TRADING_PATHS.futuresMarginMode, { symbol: 'ETHUSDT', marginMode: 'cross' })).data).toMatchObject({ marginMode: 'cross' });
    await open('buy', '1');
    const margin = (await position('long')).margin;
    const wallet = await futuresUsdt();
    const done = await control<{ settled: { symbol: string; positions: number }[] }>(env.gw.url, 'POST', 'markets/funding', { all: true });
    expect(done.settled.find((s) => s.symbol === 'ETHUSDT')?.positions).toBeGreaterThanOrEqual(1);
    const [record] = await funding();
    expect(record).toMatchObject({ marginMode: 'cross' });
    expect(await futuresUsdt()).toBeCloseTo(wallet + Number(record?.amount), 8);
    expect((await position('long')).margin).toBe(margin);
  });
});

describe('margin modes', () => {
  it('backs a cross position with the wallet: its liquidation price is further away', async () => {
    await open('buy', '1');
    const isolated = await position('long');
    expect(isolated.marginMode).toBe('isolated');
    await call(TRADING_PATHS.positionClose, { symbol: 'ETHUSDT', posSide: 'long' });
    await call(TRADING_PATHS.futuresMarginMode, { symbol: 'ETHUSDT', marginMode: 'cross' });
    await open('buy', '1');
    const cross = await position('long');
    expect(cross.marginMode).toBe('cross');
    expect(Number(cross.liquidationPrice)).toBeLessThan(Number(isolated.liquidationPrice));
    // (cost − margin − wallet) ≤ 0 with 100,000 USDT behind one ETH: nothing liquidates it.
    expect(cross.liquidationPrice).toBe('0.00');
    const settings = (await call<unknown>(TRADING_PATHS.futuresSettings, { symbol: 'ETHUSDT' })).data;
    expect(checked(parseFuturesSettings, settings)).toEqual({ symbol: 'ETHUSDT', marginMode: 'cross', leverage: null });
  });

  it('refuses to switch while the market has a position or an open order, and the real account keeps its own mode', async () => {
    await open('buy', '0.1');
    const refused = await call(TRADING_PATHS.futuresMarginMode, { symbol: 'ETHUSDT', marginMode: 'cross' });
    expect(refused.code).toBe(CODES.marginModeLocked);
    expect(refused.msg).toMatch(/open positions or orders/);
    await call(TRADING_PATHS.positionClose, { symbol: 'ETHUSDT', posSide: 'long' });
    await place(env.trader, 'futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'limit', price: '2000', amount: '0.1', leverage: 10 });
    expect((await call(TRADING_PATHS.futuresMarginMode, { symbol: 'ETHUSDT', marginMode: 'cross' })).code).toBe(CODES.marginModeLocked);
    expect((await call<FuturesSettings>(TRADING_PATHS.futuresSettings, { symbol: 'ETHUSDT' })).data.marginMode).toBe('isolated');
    expect((await call(TRADING_PATHS.futuresMarginMode, { symbol: 'BTCUSDT', marginMode: 'cross' })).code).toBe(CODES.success);
    expect((await call<FuturesSettings>(TRADING_PATHS.futuresSettings, { symbol: 'BTCUSDT' }, false)).data.marginMode).toBe('isolated');
    expect((await call(TRADING_PATHS.futuresMarginMode, { symbol: 'ETHUSDT', marginMode: 'hedged' })).code).toBe(CODES.invalidParameter);
    await call(TRADING_PATHS.futuresMarginMode, { symbol: 'BTCUSDT', marginMode: 'isolated' });
  });
});

describe('leverage', () => {
  it('re-margins an open position: lower leverage takes from the wallet, higher gives back', async () => {
    await open('buy', '1');
    const at10 = await position('long');
    const wallet = await futuresUsdt();
    const lower = await call<FuturesSettings>(TRADING_PATHS.futuresLeverage, { symbol: 'ETHUSDT', leverage: 5 });
    expect(checked(parseFuturesSettings, lower.data)).toMatchObject({ leverage: 5 });
    const at5 = await position('long');
    expect(at5.leverage).toBe(5);
    expect(Number(at5.margin)).toBeCloseTo(Number(at10.margin) * 2, 6);
    expect(await futuresUsdt()).toBeCloseTo(wallet - Number(at10.margin), 6);
    expect(Number(at5.liquidationPrice)).toBeLessThan(Number(at10.liquidationPrice));
    await call(TRADING_PATHS.futuresLeverage, { symbol: 'ETHUSDT', leverage: 20 });
    const at20 = await position('long');
    expect(Number(at20.margin)).toBeCloseTo(Number(at10.margin) / 2, 6);
    expect(await futuresUsdt()).toBeCloseTo(wallet + Number(at10.margin) / 2, 6);
    // A later order that names no leverage uses the market's.
    const next = await place(env.trader, 'futures', { symbol: 'ETHUSDT', side: 'sell', tradeSide: 'open', type: 'market', amount: '0.1' });
    expect(next.envelope.data.leverage).toBe(20);
  });

  it('re-holds a resting opening order at the new leverage', async () => {
    await place(env.trader, 'futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'limit', price: '2000', amount: '1', leverage: 10 });
    const locked = balance(await assets(env.trader, true), 'futures', 'USDT').locked;
    await call(TRADING_PATHS.futuresLeverage, { symbol: 'ETHUSDT', leverage: 20 });
    expect(balance(await assets(env.trader, true), 'futures', 'USDT').locked).toBeCloseTo(locked - 100, 6);
    const [order] = (await call<{ orders: { leverage: number }[] }>(TRADING_PATHS.futuresOpenOrders, {})).data.orders;
    expect(order?.leverage).toBe(20);
  });

  it('refuses what the margin cannot carry, changing nothing', async () => {
    await open('buy', '300', 10);
    const before = [await positionsNow(), await assets(env.trader, true)];
    const poor = await call(TRADING_PATHS.futuresLeverage, { symbol: 'ETHUSDT', leverage: 1 });
    expect(poor.code).toBe(CODES.insufficientBalance);
    await setPrice(env.gw.url, 'futures', 'ETHUSDT', 2_800);
    const lossy = await call(TRADING_PATHS.futuresLeverage, { symbol: 'ETHUSDT', leverage: 50 });
    expect(lossy.code).toBe(CODES.marginTooLow);
    expect((await call(TRADING_PATHS.futuresLeverage, { symbol: 'ETHUSDT', leverage: 101 })).code).toBe(CODES.leverageInvalid);
    expect((await call(TRADING_PATHS.futuresLeverage, { symbol: 'ETHUSDT', leverage: 'ten' })).code).toBe(CODES.leverageInvalid);
    const after = await positionsNow();
    expect(after.map((p) => [p.leverage, p.margin])).toEqual((before[0] as Position[]).map((p) => [p.leverage, p.margin]));
    expect((await assets(env.trader, true)).futures.balances).toEqual((before[1] as Awaited<ReturnType<typeof assets>>).futures.balances);
  });
});

describe('isolated margin', () => {
  const margin = (posSide: string, action: string, amount: string) => call<unknown>(TRADING_PATHS.positionMargin, { symbol: 'ETHUSDT', posSide, action, amount });

  it('adds margin from the wallet and removes what keeps the position away from liquidation', async () => {
    await open('buy', '1');
    const start = await position('long');
    const wallet = await futuresUsdt();
    const added = checked(parsePosition, (await margin('long', 'add', '100')).data);
    expect(Number(added.margin)).toBeCloseTo(Number(start.margin) + 100, 8);
    expect(Number(added.liquidationPrice)).toBeLessThan(Number(start.liquidationPrice));
    expect(await futuresUsdt()).toBeCloseTo(wallet - 100, 8);
    const tooMuch = await margin('long', 'remove', '150');
    expect(tooMuch.code).toBe(CODES.marginTooLow);
    expect(tooMuch.msg).toMatch(/At most/);
    const removed = checked(parsePosition, (await margin('long', 'remove', '60')).data);
    expect(Number(removed.margin)).toBeCloseTo(Number(start.margin) + 40, 8);
    expect(Number(removed.liquidationPrice)).toBeGreaterThan(Number(added.liquidationPrice));
    expect(await futuresUsdt()).toBeCloseTo(wallet - 40, 8);
  });

  it('refuses without a position, beyond the wallet, on a cross position and for a bad amount', async () => {
    expect((await margin('short', 'add', '10')).code).toBe(CODES.positionInsufficient);
    await open('buy', '1');
    expect((await margin('long', 'add', '200000')).code).toBe(CODES.insufficientBalance);
    expect((await margin('long', 'add', '-5')).code).toBe(CODES.amountInvalid);
    expect((await margin('long', 'take', '5')).code).toBe(CODES.invalidParameter);
    await call(TRADING_PATHS.positionClose, { symbol: 'ETHUSDT', posSide: 'long' });
    await call(TRADING_PATHS.futuresMarginMode, { symbol: 'ETHUSDT', marginMode: 'cross' });
    await open('buy', '1');
    expect((await margin('long', 'add', '10')).code).toBe(CODES.positionNotIsolated);
  });
});
