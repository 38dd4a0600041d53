// Time in force, post-only and reduce-only against the real gateway with the simulator paused, so
// the book each order meets is the one read just before; every answer goes through the client's
// own record checks (core/markets/wireCheck.ts).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOrders } from '../../src/core/markets/answers';
import { MARKET_PATHS, TRADING_PATHS } from '../../src/core/markets/paths';
import type { Order } from '../../src/core/markets/trading';
import { WireDrops, parseOrder } from '../../src/core/markets/wireCheck';
import { CODES } from '../../src/core/protocol/codes';
import { assets, DEMO, gatewayWithTrader, pause, place, positions, setPrice } from './testing';

const env = gatewayWithTrader();
beforeAll(async () => {
  await pause(env.gw.url, true);
});
beforeEach(async () => {
  await env.trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
  // Room for a spot order into a deep first level: 150,000 USDT spot, 50,000 futures.
  await env.trader.call('POST', TRADING_PATHS.transfer, { from: 'futures', to: 'spot', asset: 'USDT', amount: '50000' }, DEMO);
  await setPrice(env.gw.url, 'spot', 'ETHUSDT', 3_000);
  await setPrice(env.gw.url, 'futures', 'ETHUSDT', 3_000);
});

type Levels = [string, string][];
async function book(kind: 'spot' | 'futures', symbol = 'ETHUSDT'): Promise<{ bids: Levels; asks: Levels }> {
  const answer = await env.trader.call<{ bids: Levels; asks: Levels }>('GET', `${MARKET_PATHS.depth}?market=${kind}&symbol=${symbol}`);
  return answer.envelope.data;
}

/** An order answer as the client reads it: refused by its record checks if the gateway's shape drifted. */
async function placed(kind: 'spot' | 'futures', fields: Record<string, unknown>): Promise<Order> {
  const result = await place(env.trader, kind, fields);
  expect(result.envelope.code, result.envelope.msg).toBe(CODES.success);
  const drops = new WireDrops();
  const order = parseOrder(result.envelope.data, drops);
  expect(drops.empty, drops.summary()).toBe(true);
  if (!order) throw new Error('unreadable order');
  return order;
}

async function refusedUnchanged(kind: 'spot' | 'futures', fields: Record<string, unknown>, code: string): Promise<void> {
  const before = [await assets(env.trader, true), await positions(env.trader), await openOrders(kind)];
  const result = await place(env.trader, kind, fields);
  expect(result.envelope.code, result.envelope.msg).toBe(code);
  expect([await assets(env.trader, true), await positions(env.trader), await openOrders(kind)]).toEqual(before);
}

async function openOrders(kind: 'spot' | 'futures'): Promise<Order[]> {
  const answer = await env.trader.call('POST', kind === 'spot' ? TRADING_PATHS.spotOpenOrders : TRADING_PATHS.futuresOpenOrders, {}, DEMO);
  const drops = new WireDrops();
  const orders = readOrders(answer.envelope.data, drops);
  expect(drops.empty, drops.summary()).toBe(true);
  return orders;
}

const lotsSum = (levels: Levels, n: number) => levels.slice(0, n).reduce((sum, [, amount]) => sum + Number(amount), 0);

describe('time in force', () => {
  it('a GTC limit rests what the book cannot fill; its options are on the wire', async () => {
    const { asks } = await book('spot');
    const [bestAsk, size] = asks[0] ?? ['0', '0'];
    const amount = (Number(size) + 0.5).toFixed(4);
    const order = await placed('spot', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: bestAsk, amount });
    expect(order).toMatchObject({ status: 'partially_filled', timeInForce: 'GTC', postOnly: false, reduceOnly: false, filledAmount: size });
  });

  for (const kind of ['spot', 'futures'] as const) {
    const extra = kind === 'futures' ? { tradeSide: 'open', leverage: 10 } : {};
    it(`${kind}: an IOC limit fills what the book has at its price and cancels the rest, holding nothing after`, async () => {
      const { asks } = await book(kind);
      const [bestAsk, size] = asks[0] ?? ['0', '0'];
      const amount = (Number(size) + 0.5).toFixed(4);
      const order = await placed(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: bestAsk, amount, timeInForce: 'IOC', ...extra });
      expect(order).toMatchObject({ status: 'canceled', timeInForce: 'IOC', filledAmount: size, amount });
      expect(await openOrders(kind)).toEqual([]);
      const wallet = (await assets(env.trader, true))[kind].balances.find((b) => b.asset === 'USDT');
      expect(Number(wallet?.locked)).toBe(0);
    });

    it(`${kind}: an IOC limit that meets nothing at its price is canceled unfilled and changes no balance`, async () => {
      const { bids } = await book(kind);
      const before = await assets(env.trader, true);
      const order = await placed(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: bids[0]?.[0], amount: '0.1', timeInForce: 'IOC', ...extra });
      expect(order).toMatchObject({ status: 'canceled', filledAmount: '0.0000' });
      expect(await assets(env.trader, true)).toEqual(before);
    });

    it(`${kind}: an FOK limit the book can fill fills whole, across levels`, async () => {
      const { asks } = await book(kind);
      // Into the second level, within what the demo wallet can pay for.
      const amount = Math.min(lotsSum(asks, 1) + 0.0001, 40).toFixed(4);
      const order = await placed(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: asks[1]?.[0], amount, timeInForce: 'FOK', ...extra });
      expect(order).toMatchObject({ status: 'filled', timeInForce: 'FOK', filledAmount: amount });
    });

    it(`${kind}: an FOK limit the thin book cannot fill at its price is refused and nothing changes`, async () => {
      const { asks } = await book(kind);
      const amount = (lotsSum(asks, 2) + 0.0001).toFixed(4);
      await refusedUnchanged(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: asks[1]?.[0], amount, timeInForce: 'FOK', ...extra }, CODES.fillOrKillUnfilled);
      expect((await book(kind)).asks).toEqual(asks);
    });

    it(`${kind}: an FOK market order beyond the whole book is refused; a market order is IOC by nature`, async () => {
      const { bids } = await book(kind);
      const amount = (lotsSum(bids, 50) + 1).toFixed(4);
      const sell = kind === 'spot' ? { side: 'sell' } : { side: 'sell', tradeSide: 'open', leverage: 100 };
      await refusedUnchanged(kind, { symbol: 'ETHUSDT', type: 'market', amount, timeInForce: 'FOK', ...sell }, CODES.fillOrKillUnfilled);
      const whole = await placed(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'market', amount: '0.2', timeInForce: 'FOK', ...extra });
      expect(whole).toMatchObject({ status: 'filled', timeInForce: 'FOK', filledAmount: '0.2000' });
      const market = await placed(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'market', amount: '0.1', ...extra });
      expect(market).toMatchObject({ status: 'filled', timeInForce: 'IOC' });
    });

    it(`${kind}: a post-only limit that would take is refused and not placed; one that rests is placed`, async () => {
      const { bids, asks } = await book(kind);
      await refusedUnchanged(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: asks[0]?.[0], amount: '0.1', postOnly: true, ...extra }, CODES.postOnlyWouldTake);
      const sellSide = kind === 'futures' ? { tradeSide: 'open', leverage: 10 } : {};
      if (kind === 'spot') await placed('spot', { symbol: 'ETHUSDT', side: 'buy', type: 'market', amount: '1' });
      await refusedUnchanged(kind, { symbol: 'ETHUSDT', side: 'sell', type: 'limit', price: bids[0]?.[0], amount: '0.1', postOnly: true, ...sellSide }, CODES.postOnlyWouldTake);
      const rests = await placed(kind, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: bids[0]?.[0], amount: '0.1', postOnly: true, ...extra });
      expect(rests).toMatchObject({ status: 'new', postOnly: true, timeInForce: 'GTC', filledAmount: '0.0000' });
    });
  }

  it.each([
    ['an unknown time in force', { timeInForce: 'DAY' }],
    ['a GTC market order', { type: 'market', price: undefined, timeInForce: 'GTC' }],
    ['post-only with IOC', { postOnly: true, timeInForce: 'IOC' }],
    ['post-only on a market order', { type: 'market', price: undefined, postOnly: true }],
    ['post-only not a boolean', { postOnly: 'yes' }],
    ['reduce-only on spot', { reduceOnly: true }],
    ['FOK on a market buy by quote amount', { type: 'market', price: undefined, amount: undefined, quoteAmount: '100', timeInForce: 'FOK' }],
  ])('refuses %s (00001) and changes nothing', async (_name, change) => {
    await refusedUnchanged('spot', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '2900', amount: '0.1', ...change }, CODES.invalidParameter);
  });
});

describe('reduce-only', () => {
  const open = (amount: string) => placed('futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount, leverage: 10 });
  const reduce = (fields: Record<string, unknown>) => ({ symbol: 'ETHUSDT', side: 'sell', tradeSide: 'close', reduceOnly: true, ...fields });

  it('is refused without a position on that side, and with an opening order', async () => {
    await refusedUnchanged('futures', reduce({ type: 'market', amount: '1' }), CODES.reduceOnlyNothing);
    await open('1');
    await refusedUnchanged('futures', { ...reduce({ type: 'market', amount: '1' }), side: 'buy' }, CODES.reduceOnlyNothing);
    await refusedUnchanged('futures', { ...reduce({ type: 'market', amount: '1' }), tradeSide: 'open', side: 'buy' }, CODES.invalidParameter);
  });

  it('is capped at the position less other close orders, never flips it, and is refused once they cover it all', async () => {
    await open('1');
    const { asks } = await book('futures');
    const far = (Number(asks[0]?.[0]) * 1.05).toFixed(2);
    const first = await placed('futures', reduce({ type: 'limit', price: far, amount: '0.4' }));
    expect(first).toMatchObject({ status: 'new', amount: '0.4000', reduceOnly: true });
    const capped = await placed('futures', reduce({ type: 'limit', price: far, amount: '5' }));
    expect(capped).toMatchObject({ status: 'new', amount: '0.6000', reduceOnly: true });
    await refusedUnchanged('futures', reduce({ type: 'market', amount: '0.1' }), CODES.reduceOnlyNothing);
    // A plain close beyond the free part is still refused rather than capped.
    const plain = await place(env.trader, 'futures', { symbol: 'ETHUSDT', side: 'sell', tradeSide: 'close', type: 'market', amount: '0.1' });
    expect(plain.envelope.code).toBe(CODES.positionInsufficient);
  });

  it('a market reduce-only larger than the position closes it and opens nothing', async () => {
    await open('1');
    const order = await placed('futures', reduce({ type: 'market', amount: '3' }));
    expect(order).toMatchObject({ status: 'filled', amount: '1.0000', filledAmount: '1.0000', reduceOnly: true });
    expect(await positions(env.trader)).toEqual([]);
  });
});

describe('closing positions', () => {
  it('closes every position of the demo account at once and leaves the real account alone', async () => {
    await placed('futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '1', leverage: 10 });
    await placed('futures', { symbol: 'BTCUSDT', side: 'sell', tradeSide: 'open', type: 'market', amount: '0.01', leverage: 10 });
    const real = await place(env.trader, 'futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '0.01', leverage: 10 }, false);
    expect(real.envelope.code).toBe(CODES.success);
    const answer = await env.trader.call('POST', TRADING_PATHS.positionsCloseAll, {}, DEMO);
    const drops = new WireDrops();
    const orders = readOrders(answer.envelope.data, drops);
    expect(drops.empty, drops.summary()).toBe(true);
    expect(orders.map((o) => [o.symbol, o.posSide, o.status, o.origin]).sort()).toEqual([['BTCUSDT', 'short', 'filled', 'close_position'], ['ETHUSDT', 'long', 'filled', 'close_position']]);
    expect(await positions(env.trader)).toEqual([]);
    expect((await positions(env.trader, false)).map((p) => p.size)).toEqual(['0.0100']);
    await env.trader.call('POST', TRADING_PATHS.positionClose, { symbol: 'ETHUSDT', posSide: 'long' });
  });

  it('reverses a long into a short of the same size and leverage in one call', async () => {
    await placed('futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '1.5', leverage: 20 });
    const answer = await env.trader.call<{ closed: unknown; opened: unknown }>('POST', TRADING_PATHS.positionReverse, { symbol: 'ETHUSDT', posSide: 'long' }, DEMO);
    expect(answer.envelope.code, answer.envelope.msg).toBe(CODES.success);
    const drops = new WireDrops();
    const closed = parseOrder(answer.envelope.data.closed, drops);
    const opened = parseOrder(answer.envelope.data.opened, drops);
    expect(drops.empty, drops.summary()).toBe(true);
    expect(closed).toMatchObject({ posSide: 'long', tradeSide: 'close', status: 'filled', amount: '1.5000' });
    expect(opened).toMatchObject({ posSide: 'short', tradeSide: 'open', status: 'filled', amount: '1.5000', leverage: 20 });
    expect((await positions(env.trader)).map((p) => [p.posSide, p.size, p.leverage])).toEqual([['short', '1.5000', 20]]);
  });

  it('refuses a reverse it cannot pay for, or without a position, and changes nothing', async () => {
    const none = await env.trader.call('POST', TRADING_PATHS.positionReverse, { symbol: 'ETHUSDT', posSide: 'short' }, DEMO);
    expect(none.envelope.code).toBe(CODES.positionInsufficient);
    await placed('futures', { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '15', leverage: 1 });
    const left = (await assets(env.trader, true)).futures.balances.find((b) => b.asset === 'USDT')?.available ?? '0';
    await env.trader.call('POST', TRADING_PATHS.transfer, { from: 'futures', to: 'spot', asset: 'USDT', amount: left }, DEMO);
    const before = [await assets(env.trader, true), await positions(env.trader)];
    const poor = await env.trader.call('POST', TRADING_PATHS.positionReverse, { symbol: 'ETHUSDT', posSide: 'long' }, DEMO);
    expect([poor.envelope.code, poor.envelope.msg]).toEqual([CODES.insufficientBalance, expect.stringContaining('reverse')]);
    expect([await assets(env.trader, true), await positions(env.trader)]).toEqual(before);
  });
});
