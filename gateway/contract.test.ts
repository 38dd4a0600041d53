// The wire contract, checked from the page's side: every market, trading and account answer the
// page asks for, and every socket frame of every channel, read with the page's own checks
// (src/core/markets/answers.ts, wireCheck.ts, socketCheck.ts). A record or field the page would
// drop fails the test. The gateway's event loop is stalled first, for longer than the
// simulator's catch-up limit, so a clock that is not whole milliseconds would show.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readBalancesPair, readCandles, readDepth, readOrders, readPositions, readReverse, readSymbols, readTickers, readWsToken,
} from '../src/core/markets/answers';
import { CANDLE_INTERVALS } from '../src/core/markets/intervals';
import { MARKET_PATHS, TRADING_PATHS } from '../src/core/markets/paths';
import { readServerMessage } from '../src/core/markets/socketCheck';
import type { Order } from '../src/core/markets/trading';
import { type Parse, WireDrops, parseAssetOverview, parseList, parseOrder, parsePosition, parseTrade, field } from '../src/core/markets/wireCheck';
import { CODES } from '../src/core/protocol/codes';
import { COOKIES } from '../src/core/protocol/wire';
import type { GatewayClient } from './testing/client';
import { startTestGateway, type TestGateway } from './testing/harness';
import { DEMO, readAll, signedIn } from './markets/testing';

let gw: TestGateway;
let trader: GatewayClient;

/** Blocks this process, and so the gateway inside it, as a busy machine would. */
function stallEventLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  gw = await startTestGateway();
  trader = await signedIn(gw.url);
  await sleep(200);
  stallEventLoop(5_600);
  await sleep(300);
}, 30_000);
afterAll(async () => {
  await gw.close();
});

const record = <T>(parse: Parse<T>) => (data: unknown, drops: WireDrops) => parse(data, drops);

async function get(path: string, query: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${gw.url}${path}?${new URLSearchParams(query)}`);
  const body = (await response.json()) as { code: string; data: unknown };
  expect(body.code, path).toBe(CODES.success);
  return body.data;
}

async function post(path: string, demo: boolean, fields: Record<string, unknown> = {}): Promise<unknown> {
  const { envelope } = await trader.call('POST', path, fields, demo ? DEMO : {});
  expect(`${path} ${envelope.code} ${envelope.msg}`).toBe(`${path} ${CODES.success} success`);
  return envelope.data;
}

describe('REST answers through the page\'s checks', () => {
  it('market data, after a stall: symbols, tickers, candles, depth and trades', async () => {
    for (const market of [undefined, 'spot', 'futures'] as const) {
      const query: Record<string, string> = market ? { market } : {};
      const symbols = readAll('symbols', await get(MARKET_PATHS.symbols, query), readSymbols);
      expect(symbols.symbols.length).toBeGreaterThan(3);
      expect(symbols.unreadable).toBe(0);
      const tickers = readAll('tickers', await get(MARKET_PATHS.tickers, query), readTickers);
      expect(tickers.length).toBe(symbols.symbols.length);
      expect(tickers.every((t) => Number.isInteger(t.ts))).toBe(true);
    }
    for (const market of ['spot', 'futures'] as const) {
      const query = { market, symbol: 'BTCUSDT' };
      for (const interval of CANDLE_INTERVALS) {
        expect(readAll(`candles ${interval}`, await get(MARKET_PATHS.candles, { ...query, interval }), readCandles).length).toBeGreaterThan(0);
      }
      const depth = readAll('depth', await get(MARKET_PATHS.depth, query), readDepth);
      expect(Number.isInteger(depth?.ts) && (depth?.ts ?? 0) > 0).toBe(true);
      readAll('ticker', await get(MARKET_PATHS.ticker, query), record((d, drops) => readTickers({ tickers: [d] }, drops)[0] ?? null));
      const trades = readAll('trades', await get(MARKET_PATHS.trades, query), (d, drops) => parseList(field(d, 'trades'), parseTrade, drops));
      expect(trades.length).toBeGreaterThan(0);
    }
  });

  it.each([['real', false], ['demo', true]] as const)('the %s account with orders and positions present', async (_name, demo) => {
    const spotOrder = readAll('spot place', await post(TRADING_PATHS.spotPlace, demo, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '10000', amount: '0.001' }), record(parseOrder));
    readAll('futures open', await post(TRADING_PATHS.futuresPlace, demo, { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '0.1', leverage: 5 }), record(parseOrder));
    const resting = readAll('futures limit', await post(TRADING_PATHS.futuresPlace, demo,
      { symbol: 'BTCUSDT', side: 'buy', tradeSide: 'open', type: 'limit', price: '1000', amount: '0.01', leverage: 10 }), record(parseOrder)) as Order;
    for (const [path, kind] of [[TRADING_PATHS.spotOpenOrders, 'spot'], [TRADING_PATHS.futuresOpenOrders, 'futures']] as const) {
      expect(readAll(`${kind} open orders`, await post(path, demo), readOrders).length).toBeGreaterThan(0);
    }
    const positions = readAll('positions', await post(TRADING_PATHS.positions, demo), readPositions);
    expect(positions.some((p) => p.symbol === 'ETHUSDT')).toBe(true);
    readAll('asset overview', await post(TRADING_PATHS.assets, demo), record(parseAssetOverview));
    readAll('transfer', await post(TRADING_PATHS.transfer, demo, { from: 'spot', to: 'futures', asset: 'USDT', amount: '1' }), readBalancesPair);
    readAll('wsToken', await post(TRADING_PATHS.wsToken, demo), readWsToken);
    readAll('tpsl', await post(TRADING_PATHS.positionTpsl, demo, { symbol: 'ETHUSDT', posSide: 'long', takeProfit: '', stopLoss: '' }), record(parsePosition));
    readAll('cancel spot', await post(TRADING_PATHS.spotCancel, demo, { orderId: spotOrder?.orderId }), record(parseOrder));
    readAll('cancel futures', await post(TRADING_PATHS.futuresCancel, demo, { orderId: resting.orderId }), record(parseOrder));
    readAll('reverse', await post(TRADING_PATHS.positionReverse, demo, { symbol: 'ETHUSDT', posSide: 'long' }), record(readReverse));
    readAll('futures FOK', await post(TRADING_PATHS.futuresPlace, demo, { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '0.1', leverage: 5, timeInForce: 'FOK' }), record(parseOrder));
    readAll('close', await post(TRADING_PATHS.positionClose, demo, { symbol: 'ETHUSDT', posSide: 'long' }), record(parseOrder));
    expect(readAll('close all', await post(TRADING_PATHS.positionsCloseAll, demo), readOrders).map((o) => o.posSide)).toEqual(['short']);
    // Finished orders are now in the history.
    for (const path of [TRADING_PATHS.spotHistory, TRADING_PATHS.futuresHistory]) {
      expect(readAll(path, await post(path, demo), readOrders).length).toBeGreaterThan(0);
    }
    if (demo) readAll('demo reset', await post(TRADING_PATHS.demoReset, demo), readBalancesPair);
  });
});

describe('socket frames through the page\'s checks', () => {
  it('every public and private channel, events and pongs', async () => {
    const frames: string[] = [];
    const cookie = `${COOKIES.sessionToken}=${trader.cookie(COOKIES.sessionToken)}`;
    const ws = new WebSocket(`${gw.url.replace('http', 'ws')}/v1/ws`, { headers: { cookie } });
    ws.on('message', (data) => frames.push(data.toString()));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const send = (message: unknown) => ws.send(JSON.stringify(message));
    const publicArgs = (['spot', 'futures'] as const).flatMap((market) => [
      ...(['ticker', 'book', 'trades'] as const).map((channel) => ({ channel, market, symbol: 'BTCUSDT' })),
      ...CANDLE_INTERVALS.map((interval) => ({ channel: 'candle', market, symbol: 'BTCUSDT', interval })),
    ]);
    send({ op: 'subscribe', args: publicArgs });
    /** Logs the socket in to one account, subscribes its private channels and opens a position there. */
    const trade = async (demo: boolean) => {
      const token = readAll('wsToken', await post(TRADING_PATHS.wsToken, demo), readWsToken);
      send({ op: 'login', token: token?.token });
      await sleep(300);
      send({ op: 'subscribe', args: [{ channel: 'orders' }, { channel: 'positions' }, { channel: 'balances' }] });
      await sleep(300);
      await post(TRADING_PATHS.futuresPlace, demo, { symbol: 'ETHUSDT', side: 'buy', tradeSide: 'open', type: 'market', amount: '0.1', leverage: 5 });
    };
    await trade(true);
    await post(TRADING_PATHS.spotPlace, true, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '10000', amount: '0.001' });
    send({ op: 'ping' });
    send({ op: 'subscribe', args: [{ channel: 'book', market: 'spot', symbol: 'LUNAUSDT' }] });
    send({ op: 'unsubscribe', args: [{ channel: 'ticker', market: 'spot', symbol: 'BTCUSDT' }] });
    await sleep(1_500);
    send({ op: 'logout' });
    await sleep(200);
    await trade(false);
    await sleep(500);
    ws.close();

    const drops = new WireDrops();
    const kinds = new Set<string>();
    for (const frame of frames) {
      const message = readServerMessage(frame, drops);
      expect(message, frame.slice(0, 300)).not.toBeNull();
      if (message) kinds.add('channel' in message ? message.channel : 'event' in message ? message.event : message.op);
    }
    expect(drops.empty ? '' : drops.summary()).toBe('');
    expect([...kinds].sort()).toEqual(['balances', 'book', 'candle', 'error', 'login', 'logout', 'orders', 'pong', 'positions', 'subscribed', 'ticker', 'trades', 'unsubscribed']);
    const accounts = new Set(frames.map((f) => JSON.parse(f) as { channel?: string; demo?: boolean }).filter((m) => m.channel === 'positions').map((m) => m.demo));
    expect([...accounts].sort()).toEqual([false, true]);
    const times = frames.map((f) => JSON.parse(f) as { ts?: unknown });
    expect(times.filter((m) => m.ts !== undefined && !Number.isInteger(m.ts))).toEqual([]);
  }, 20_000);
});
