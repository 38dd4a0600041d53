// Markets in other quotes than USDT, over real HTTP and the socket: every market's answers read
// through the page's own checks, and spot money held, settled and charged in the pair's quote
// (BTC, USDC) to the unit.
import WebSocket from 'ws';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCandles, readDepth, readOrders, readSymbols, readTickers } from '../../src/core/markets/answers';
import { ASSET_DECIMALS, formatUnits, parseUnits } from '../../src/core/markets/decimal';
import { MARKET_PATHS, TRADING_PATHS } from '../../src/core/markets/paths';
import { readServerMessage } from '../../src/core/markets/socketCheck';
import type { Order } from '../../src/core/markets/trading';
import { WireDrops, field, parseAssetOverview, parseList, parseOrder, parseTrade } from '../../src/core/markets/wireCheck';
import { CODES } from '../../src/core/protocol/codes';
import { MARKETS } from './catalogue';
import { DEMO, gatewayWithTrader, pause, place, setPrice, readAll } from './testing';

const env = gatewayWithTrader();

async function get(path: string, query: Record<string, string> = {}): Promise<unknown> {
  const body = (await (await fetch(`${env.gw.url}${path}?${new URLSearchParams(query)}`)).json()) as { code: string; data: unknown };
  expect(body.code, `${path} ${JSON.stringify(query)}`).toBe(CODES.success);
  return body.data;
}

const units = (text: string | undefined): bigint => parseUnits(text ?? '0', ASSET_DECIMALS) ?? -1n;

/** The demo spot wallet as the page reads it, in units. */
async function spotWallet(): Promise<Record<string, { available: bigint; locked: bigint }>> {
  const data = (await env.trader.call('POST', TRADING_PATHS.assets, {}, DEMO)).envelope.data;
  const overview = readAll('asset overview', data, (d, drops) => parseAssetOverview(d, drops));
  return Object.fromEntries((overview?.spot.balances ?? []).map((b) => [b.asset, { available: units(b.available), locked: units(b.locked) }]));
}

async function placed(fields: Record<string, unknown>): Promise<Order> {
  const answer = await place(env.trader, 'spot', fields);
  expect(`${answer.envelope.code} ${answer.envelope.msg}`).toBe(`${CODES.success} success`);
  return readAll('order', answer.envelope.data, (d, drops) => parseOrder(d, drops)) as Order;
}

describe('every market through the page\'s checks', () => {
  it('lists every market with its own quote, and serves its ticker, book, trades and candles', async () => {
    const symbols = readAll('symbols', await get(MARKET_PATHS.symbols), readSymbols);
    expect(symbols.unreadable).toBe(0);
    expect(symbols.symbols.map((s) => `${s.market}:${s.symbol}:${s.quote}`).sort()).toEqual(MARKETS.map((m) => `${m.kind}:${m.symbol}:${m.quote}`).sort());
    const tickers = readAll('tickers', await get(MARKET_PATHS.tickers), readTickers);
    expect(tickers.length).toBe(MARKETS.length);
    for (const s of symbols.symbols) {
      const query = { market: s.market, symbol: s.symbol };
      const what = `${s.market} ${s.symbol}`;
      const depth = readAll(`${what} depth`, await get(MARKET_PATHS.depth, query), readDepth);
      expect(depth?.bids.length, what).toBeGreaterThan(0);
      // Prices and amounts carry the symbol's decimals on the wire.
      const [price, amount] = depth?.asks[0] ?? ['', ''];
      expect(price.split('.')[1]?.length ?? 0, what).toBe(s.pricePrecision);
      expect(amount.split('.')[1]?.length ?? 0, what).toBe(s.amountPrecision);
      readAll(`${what} trades`, await get(MARKET_PATHS.trades, query), (d, drops) => parseList(field(d, 'trades'), parseTrade, drops));
      expect(readAll(`${what} candles`, await get(MARKET_PATHS.candles, { ...query, interval: '1h' }), readCandles).length, what).toBeGreaterThan(100);
    }
  });

  it('streams the new markets\' tickers, books, trades and candles in frames the page reads', async () => {
    const frames: string[] = [];
    const ws = new WebSocket(`${env.gw.url.replace('http', 'ws')}/v1/ws`);
    ws.on('message', (data) => frames.push(data.toString()));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const watched = [['spot', 'ETHBTC'], ['spot', 'BTCUSDC'], ['spot', 'HOTUSDT'], ['futures', 'YFIUSDT']] as const;
    ws.send(JSON.stringify({
      op: 'subscribe',
      args: watched.flatMap(([market, symbol]) => [
        ...(['ticker', 'book', 'trades'] as const).map((channel) => ({ channel, market, symbol })),
        { channel: 'candle', market, symbol, interval: '1m' },
      ]),
    }));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    ws.close();
    const drops = new WireDrops();
    const seen = new Set<string>();
    for (const frame of frames) {
      const message = readServerMessage(frame, drops);
      expect(message, frame.slice(0, 300)).not.toBeNull();
      if (message && 'channel' in message && 'symbol' in message) seen.add(`${message.channel}:${String(message.symbol)}`);
    }
    expect(drops.empty ? '' : drops.summary()).toBe('');
    for (const [, symbol] of watched) for (const channel of ['ticker', 'book', 'candle']) expect(seen.has(`${channel}:${symbol}`), `${channel} ${symbol}`).toBe(true);
  });
});

describe('spot in BTC and USDC', () => {
  beforeEach(async () => {
    await pause(env.gw.url, true);
    await env.trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
  });

  it('gives a demo account USDC and BTC to trade the new pairs with', async () => {
    const wallet = await spotWallet();
    expect(wallet.BTC?.available).toBe(100_000_000n);
    expect(wallet.USDC?.available).toBe(1_000_000_000_000n);
  });

  it('holds BTC for an ETHBTC buy, fills it as maker with the fee in ETH, and pays a sell in BTC less the fee, to the satoshi', async () => {
    await setPrice(env.gw.url, 'spot', 'ETHBTC', 0.05);
    const buy = await placed({ symbol: 'ETHBTC', side: 'buy', type: 'limit', price: '0.0499', amount: '0.5' });
    expect(buy).toMatchObject({ status: 'new', price: '0.04990', amount: '0.500' });
    let wallet = await spotWallet();
    // 0.04990 × 0.5 = 0.02495 BTC held.
    expect(wallet.BTC).toEqual({ available: 97_505_000n, locked: 2_495_000n });

    await setPrice(env.gw.url, 'spot', 'ETHBTC', 0.0498);
    wallet = await spotWallet();
    expect(wallet.BTC).toEqual({ available: 97_505_000n, locked: 0n });
    // 0.5 ETH less the 0.08 % maker fee, 0.0004 ETH.
    expect(wallet.ETH?.available).toBe(49_960_000n);
    const history = readAll('history', (await env.trader.call('POST', TRADING_PATHS.spotHistory, {}, DEMO)).envelope.data, readOrders);
    expect(history[0]).toMatchObject({ orderId: buy.orderId, status: 'filled', filledQuote: '0.02495000', fee: '0.00040000', feeAsset: 'ETH' });

    const sell = await placed({ symbol: 'ETHBTC', side: 'sell', type: 'market', amount: '0.4' });
    expect(sell).toMatchObject({ status: 'filled', feeAsset: 'BTC', filledAmount: '0.400' });
    const proceeds = units(sell.filledQuote);
    const fee = units(sell.fee);
    // The 0.10 % taker fee, rounded up to the satoshi.
    expect(fee).toBe((proceeds * 10n + 9_999n) / 10_000n);
    wallet = await spotWallet();
    expect(wallet.BTC).toEqual({ available: 97_505_000n + proceeds - fee, locked: 0n });
    expect(wallet.ETH?.available).toBe(9_960_000n);
  });

  it('gives a canceled BTC hold back whole, and refuses in BTC what is below 0.0001 BTC or above the balance', async () => {
    await setPrice(env.gw.url, 'spot', 'SOLBTC', 0.002159);
    const order = await placed({ symbol: 'SOLBTC', side: 'buy', type: 'limit', price: '0.002001', amount: '3.33' });
    // 0.002001 × 3.33 = 0.00666333 BTC, exactly.
    expect((await spotWallet()).BTC).toEqual({ available: 99_333_667n, locked: 666_333n });
    await env.trader.call('POST', TRADING_PATHS.spotCancel, { orderId: order.orderId }, DEMO);
    expect((await spotWallet()).BTC).toEqual({ available: 100_000_000n, locked: 0n });

    const small = await place(env.trader, 'spot', { symbol: 'SOLBTC', side: 'buy', type: 'limit', price: '0.002', amount: '0.04' });
    expect(small.envelope.code).toBe(CODES.belowMinimum);
    expect(small.envelope.msg).toContain('0.0001 BTC');
    const large = await place(env.trader, 'spot', { symbol: 'SOLBTC', side: 'buy', type: 'limit', price: '0.002', amount: '600' });
    expect(large.envelope.code).toBe(CODES.insufficientBalance);
    expect(large.envelope.msg).toContain('Not enough BTC');
    expect((await spotWallet()).BTC).toEqual({ available: 100_000_000n, locked: 0n });
  });

  it('spends USDC on a BTCUSDC market buy by value, to the unit', async () => {
    await setPrice(env.gw.url, 'spot', 'BTCUSDC', 67_000);
    const buy = await placed({ symbol: 'BTCUSDC', side: 'buy', type: 'market', quoteAmount: '1000' });
    expect(buy.status).toBe('filled');
    const spent = units(buy.filledQuote);
    expect(spent).toBeLessThanOrEqual(100_000_000_000n);
    const wallet = await spotWallet();
    expect(formatUnits(wallet.USDC?.available ?? 0n, ASSET_DECIMALS)).toBe(formatUnits(1_000_000_000_000n - spent, ASSET_DECIMALS));
    expect(wallet.USDT?.available).toBe(10_000_000_000_000n);
  });
});
