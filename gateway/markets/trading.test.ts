import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../src/core/protocol/codes';
import type { Order } from '../../src/core/markets/trading';
import { GatewayClient } from '../testing/client';
import { control } from '../testing/control';
import { assets, balance, DEMO, gatewayWithTrader, pause, place, positions, setPrice } from './testing';

const env = gatewayWithTrader();
beforeEach(async () => {
  await pause(env.gw.url, true);
  await env.trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
});

const history = async (kind: 'spot' | 'futures') =>
  (await env.trader.call<{ orders: Order[] }>('POST', `/v1/user/overview/${kind}/orders/history`, {}, DEMO)).envelope.data.orders;

describe('order validation', () => {
  const spot = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', amount: '0.01' };
  const fut = { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'limit', price: '3000', amount: '0.1', leverage: 10 };
  const cases: [string, 'spot' | 'futures', Record<string, unknown>, string][] = [
    ['zero amount', 'spot', { ...spot, amount: '0' }, CODES.amountInvalid],
    ['negative amount', 'spot', { ...spot, amount: '-1' }, CODES.amountInvalid],
    ['too many decimals in amount', 'spot', { ...spot, amount: '0.0000001' }, CODES.amountInvalid],
    ['malformed amount', 'spot', { ...spot, amount: '1e-3' }, CODES.amountInvalid],
    ['zero price', 'spot', { ...spot, price: '0' }, CODES.priceInvalid],
    ['too many decimals in price', 'spot', { ...spot, price: '50000.001' }, CODES.priceInvalid],
    ['limit without price', 'spot', { ...spot, price: undefined }, CODES.priceInvalid],
    ['market with a price', 'spot', { ...spot, type: 'market' }, CODES.priceInvalid],
    ['above the balance', 'spot', { ...spot, amount: '3' }, CODES.insufficientBalance],
    ['selling more than held', 'spot', { ...spot, side: 'sell', amount: '1.5' }, CODES.insufficientBalance],
    ['below minimum amount', 'spot', { ...spot, symbol: 'DOGEUSDT', price: '0.15', amount: '5' }, CODES.belowMinimum],
    ['below minimum notional', 'spot', { ...spot, amount: '0.00001' }, CODES.belowMinimum],
    ['unknown symbol', 'spot', { ...spot, symbol: 'LUNAUSDT' }, CODES.symbolUnknown],
    ['bad side', 'spot', { ...spot, side: 'hold' }, CODES.invalidParameter],
    ['leverage zero', 'futures', { ...fut, leverage: 0 }, CODES.leverageInvalid],
    ['leverage above max', 'futures', { ...fut, leverage: 101 }, CODES.leverageInvalid],
    ['fractional leverage', 'futures', { ...fut, leverage: 2.5 }, CODES.leverageInvalid],
    ['margin above the balance', 'futures', { ...fut, amount: '400', leverage: 1 }, CODES.insufficientBalance],
    ['closing without a position', 'futures', { ...fut, tradeSide: 'close' }, CODES.positionInsufficient],
    ['take-profit below a long entry', 'futures', { ...fut, takeProfit: '2900' }, CODES.tpslInvalid],
    ['stop-loss above a long entry', 'futures', { ...fut, stopLoss: '3100' }, CODES.tpslInvalid],
    ['missing tradeSide', 'futures', { ...fut, tradeSide: undefined }, CODES.invalidParameter],
  ];

  it.each(cases)('refuses %s and changes nothing', async (_name, kind, body, code) => {
    const before = [await assets(env.trader, true), await assets(env.trader, false)];
    const result = await place(env.trader, kind, body);
    expect(result.envelope.code).toBe(code);
    expect(result.envelope.msg.length).toBeGreaterThan(5);
    expect([await assets(env.trader, true), await assets(env.trader, false)]).toEqual(before);
  });

  it('refuses orders on a closed market', async () => {
    await control(env.gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'BTCUSDT', halted: true });
    try {
      expect((await place(env.trader, 'spot', spot)).envelope.code).toBe(CODES.marketClosed);
    } finally {
      await control(env.gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'BTCUSDT', halted: false });
    }
  });

  it('answers 00004 without a session', async () => {
    const visitor = new GatewayClient(env.gw.url);
    await visitor.loadConfig();
    expect((await place(visitor, 'spot', spot)).envelope.code).toBe(CODES.sessionInvalid);
  });
});

describe('spot', () => {
  it('holds, fills a resting limit order as maker when the price crosses it, and charges the fee in base', async () => {
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 50_000);
    const order = await place(env.trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '49000', amount: '0.1' });
    expect(order.envelope.data).toMatchObject({ status: 'new', price: '49000.00', filledAmount: '0.000000' });
    let a = await assets(env.trader, true);
    expect(balance(a, 'spot', 'USDT')).toEqual({ available: 95_100, locked: 4_900 });
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 48_900);
    a = await assets(env.trader, true);
    expect(balance(a, 'spot', 'USDT')).toEqual({ available: 95_100, locked: 0 });
    // 0.1 BTC less the 0.08 % maker fee.
    expect(balance(a, 'spot', 'BTC').available).toBeCloseTo(1.09992, 8);
    const done = (await history('spot'))[0];
    expect(done).toMatchObject({ status: 'filled', avgPrice: '49000.00', fee: '0.00008000', feeAsset: 'BTC' });
  });

  it('fills a market sell against the book, level by level, and cancels a resting order back', async () => {
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 50_000);
    const sell = await place(env.trader, 'spot', { symbol: 'BTCUSDT', side: 'sell', type: 'market', amount: '0.5' });
    expect(sell.envelope.data.status).toBe('filled');
    const fills = (await env.trader.call<{ fills: { quote: string; fee: string; liquidity: string; price: string }[] }>('POST', '/v1/user/overview/spot/fills', {}, DEMO)).envelope.data.fills;
    const received = fills.reduce((sum, f) => sum + Number(f.quote) - Number(f.fee), 0);
    expect(fills.every((f) => f.liquidity === 'taker' && Number(f.price) < 50_000)).toBe(true);
    const a = await assets(env.trader, true);
    expect(balance(a, 'spot', 'USDT').available).toBeCloseTo(100_000 + received, 6);
    expect(balance(a, 'spot', 'BTC').available).toBeCloseTo(0.5, 8);

    const resting = await place(env.trader, 'spot', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', amount: '0.2', clientOid: 'tp-1' });
    expect(balance(await assets(env.trader, true), 'spot', 'BTC')).toEqual({ available: 0.3, locked: 0.2 });
    const cancel = await env.trader.call<Order>('POST', '/v1/user/overview/spot/order/cancel', { orderId: resting.envelope.data.orderId }, DEMO);
    expect(cancel.envelope.data).toMatchObject({ status: 'canceled', clientOid: 'tp-1' });
    expect(balance(await assets(env.trader, true), 'spot', 'BTC')).toEqual({ available: 0.5, locked: 0 });
    expect((await env.trader.call('POST', '/v1/user/overview/spot/order/cancel', { orderId: resting.envelope.data.orderId }, DEMO)).envelope.code).toBe(CODES.orderNotFound);
  });

  it('buys for a quote amount', async () => {
    await setPrice(env.gw.url, 'spot', 'ETHUSDT', 3_000);
    const buy = await place(env.trader, 'spot', { symbol: 'ETHUSDT', side: 'buy', type: 'market', quoteAmount: '1000' });
    expect(buy.envelope.data.status).toBe('filled');
    expect(Number(buy.envelope.data.filledQuote)).toBeLessThanOrEqual(1000);
    expect(Number(buy.envelope.data.filledQuote)).toBeGreaterThan(999);
    expect(balance(await assets(env.trader, true), 'spot', 'USDT').available).toBeCloseTo(100_000 - Number(buy.envelope.data.filledQuote), 8);
  });
});

describe('futures', () => {
  it('opens a long, shows its PnL and liquidation price, and takes profit', async () => {
    await setPrice(env.gw.url, 'futures', 'ETHUSDT', 3_000);
    const open = await place(env.trader, 'futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '2', leverage: 10, takeProfit: '3300', stopLoss: '2800' });
    expect(open.envelope.data).toMatchObject({ status: 'filled', posSide: 'long', leverage: 10 });
    const entry = Number(open.envelope.data.avgPrice);
    const fee = Number(open.envelope.data.fee);
    expect(fee).toBeCloseTo(entry * 2 * 0.0006, 6);
    let [position] = await positions(env.trader);
    expect(position).toMatchObject({ posSide: 'long', size: '2.0000', leverage: 10, takeProfit: '3300.00', stopLoss: '2800.00' });
    expect(Number(position?.margin)).toBeCloseTo((entry * 2) / 10, 6);
    expect(Number(position?.liquidationPrice)).toBeCloseTo((entry * 0.9) / 0.995, 1);

    await setPrice(env.gw.url, 'futures', 'ETHUSDT', 3_100);
    [position] = await positions(env.trader);
    expect(Number(position?.unrealizedPnl)).toBeCloseTo((3_100 - entry) * 2, 6);
    expect(Number((await assets(env.trader, true)).futures.equity)).toBeCloseTo(100_000 - fee + (3_100 - entry) * 2, 6);

    await setPrice(env.gw.url, 'futures', 'ETHUSDT', 3_300);
    expect(await positions(env.trader)).toEqual([]);
    const closed = (await history('futures'))[0];
    expect(closed).toMatchObject({ origin: 'take_profit', status: 'filled', avgPrice: '3300.00', tradeSide: 'close' });
    const closeFee = 3_300 * 2 * 0.0006;
    expect(balance(await assets(env.trader, true), 'futures', 'USDT').available).toBeCloseTo(100_000 - fee + (3_300 - entry) * 2 - closeFee, 6);
  });

  it('stops a loss, and liquidates a short whose margin is gone', async () => {
    await setPrice(env.gw.url, 'futures', 'BTCUSDT', 60_000);
    await place(env.trader, 'futures', { symbol: 'BTCUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '0.1', leverage: 5, stopLoss: '59000' });
    await setPrice(env.gw.url, 'futures', 'BTCUSDT', 58_900);
    expect(await positions(env.trader)).toEqual([]);
    expect((await history('futures'))[0]?.origin).toBe('stop_loss');

    const before = balance(await assets(env.trader, true), 'futures', 'USDT').available;
    const short = await place(env.trader, 'futures', { symbol: 'BTCUSDT', side: 'sell', tradeSide: 'open', type: 'market', amount: '0.1', leverage: 20 });
    const [position] = await positions(env.trader);
    const liquidation = Number(position?.liquidationPrice);
    expect(liquidation).toBeCloseTo((Number(short.envelope.data.avgPrice) * 1.05) / 1.005, 1);
    await setPrice(env.gw.url, 'futures', 'BTCUSDT', liquidation - 5);
    expect(await positions(env.trader)).toHaveLength(1);
    await setPrice(env.gw.url, 'futures', 'BTCUSDT', liquidation + 5);
    expect(await positions(env.trader)).toEqual([]);
    expect((await history('futures'))[0]?.origin).toBe('liquidation');
    const after = balance(await assets(env.trader, true), 'futures', 'USDT').available;
    expect(after).toBeCloseTo(before - Number(position?.margin) - Number(short.envelope.data.fee), 6);
  });

  it('keeps one leverage per position side and closes positions by order or at once', async () => {
    await setPrice(env.gw.url, 'futures', 'SOLUSDT', 150);
    await place(env.trader, 'futures', { symbol: 'SOLUSDT', side: 'sell', tradeSide: 'open', type: 'market', amount: '10', leverage: 5 });
    expect((await place(env.trader, 'futures', { symbol: 'SOLUSDT', side: 'sell', tradeSide: 'open', type: 'market', amount: '1', leverage: 6 })).envelope.code).toBe(CODES.leverageInvalid);
    const partial = await place(env.trader, 'futures', { symbol: 'SOLUSDT', side: 'buy', tradeSide: 'close', type: 'limit', price: '140', amount: '4' });
    expect(partial.envelope.data.status).toBe('new');
    expect((await place(env.trader, 'futures', { symbol: 'SOLUSDT', side: 'buy', tradeSide: 'close', type: 'market', amount: '7' })).envelope.code).toBe(CODES.positionInsufficient);
    await setPrice(env.gw.url, 'futures', 'SOLUSDT', 139);
    expect((await positions(env.trader))[0]?.size).toBe('6.00');
    const all = await env.trader.call<Order>('POST', '/v1/user/overview/futures/position/close', { symbol: 'SOLUSDT', posSide: 'short' }, DEMO);
    expect(all.envelope.data).toMatchObject({ origin: 'close_position', status: 'filled', filledAmount: '6.00' });
    expect(await positions(env.trader)).toEqual([]);
  });
});

describe('demo and real', () => {
  it('keeps them apart: demo orders never touch the real account, and only demo resets', async () => {
    const real = await assets(env.trader, false);
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 50_000);
    await place(env.trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.5' });
    await place(env.trader, 'futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '1' });
    expect(await assets(env.trader, false)).toEqual(real);
    expect(balance(real, 'spot', 'USDT').available).toBe(2_500);
    const realOrder = await place(env.trader, 'spot', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '70000', amount: '0.01' }, false);
    expect(realOrder.envelope.data.demo).toBe(false);
    const demoOpen = (await env.trader.call<{ orders: Order[] }>('POST', '/v1/user/overview/spot/orders/open', {}, DEMO)).envelope.data.orders;
    expect(demoOpen.some((o) => o.orderId === realOrder.envelope.data.orderId)).toBe(false);
    expect((await env.trader.call('POST', '/v1/user/overview/spot/order/cancel', { orderId: realOrder.envelope.data.orderId }, DEMO)).envelope.code).toBe(CODES.orderNotFound);
    expect((await env.trader.call('POST', '/v1/user/overview/demo/reset', {})).envelope.code).toBe(CODES.forbidden);
    await env.trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
    const demo = await assets(env.trader, true);
    expect(balance(demo, 'spot', 'USDT').available).toBe(100_000);
    expect(balance(demo, 'spot', 'BTC').available).toBe(1);
    expect(await positions(env.trader)).toEqual([]);
    await env.trader.call('POST', '/v1/user/overview/spot/order/cancel', { orderId: realOrder.envelope.data.orderId });
  });

  it('moves USDT between the wallets', async () => {
    const moved = await env.trader.call('POST', '/v1/user/overview/asset/transfer', { from: 'spot', to: 'futures', asset: 'USDT', amount: '250.5' }, DEMO);
    expect(moved.envelope.code).toBe(CODES.success);
    const a = await assets(env.trader, true);
    expect(balance(a, 'spot', 'USDT').available).toBe(99_749.5);
    expect(balance(a, 'futures', 'USDT').available).toBe(100_250.5);
    expect((await env.trader.call('POST', '/v1/user/overview/asset/transfer', { from: 'spot', to: 'futures', asset: 'USDT', amount: '1000000' }, DEMO)).envelope.code).toBe(CODES.insufficientBalance);
  });
});

describe('fuzz', () => {
  it('never changes an account with bad order bodies', async () => {
    await setPrice(env.gw.url, 'spot', 'BTCUSDT', 50_000);
    await setPrice(env.gw.url, 'futures', 'BTCUSDT', 50_000);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    let state = seed;
    const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const badValues: Record<string, unknown[]> = {
      symbol: ['', 'XXXUSDT', 42, null, ['BTCUSDT'], 'BTC-USDT'],
      side: ['', 'BUY', 'long', 0, true, null],
      type: ['', 'stop', 'LIMIT', 1, {}],
      tradeSide: ['', 'both', 'OPEN', 2],
      price: ['0', '-1', '1e9', '50000.001', 'NaN', 'Infinity', '', {}, [], '0x10', '٥٠٠٠٠', '50 000', '50,000.5'],
      amount: ['0', '-0.1', '0.0000001', '1e-3', '100000', '', '.5', 'abc', true, '00000000000000000000000000000001'],
      leverage: [0, -1, 1000, 1.5, '10x', true],
      takeProfit: ['1', '48000', '-5', 'x'],
      stopLoss: ['999999999', '1.0000001', '0'],
    };
    const base = (kind: 'spot' | 'futures') => kind === 'spot'
      ? { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '49000', amount: '0.01' }
      : { symbol: 'BTCUSDT', side: 'buy', tradeSide: 'open', type: 'limit', price: '49000', amount: '0.01', leverage: 10 };
    const before = [await assets(env.trader, true), await assets(env.trader, false)];
    const accepted: string[] = [];
    for (let round = 0; round < 150; round += 1) {
      const kind = pick(['spot', 'futures'] as const);
      const body: Record<string, unknown> = base(kind);
      const field = pick(Object.keys(badValues).filter((f) => kind === 'futures' || !['tradeSide', 'leverage', 'takeProfit', 'stopLoss'].includes(f)));
      body[field] = pick(badValues[field] ?? []);
      const result = await place(env.trader, kind, body, random() < 0.5);
      if (result.envelope.code === CODES.success) accepted.push(`seed ${seed}: ${kind} ${JSON.stringify(body)}`);
    }
    expect(accepted).toEqual([]);
    expect([await assets(env.trader, true), await assets(env.trader, false)]).toEqual(before);
  }, 60_000);
});
