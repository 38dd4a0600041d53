import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBookMessage, emptyBook, sortedLevels, type BookMessage, type BookSnapshot, type ServerMessage } from '../../src/core/markets/messages';
import { CODES } from '../../src/core/protocol/codes';
import { COOKIES } from '../../src/core/protocol/wire';
import type { GatewayClient } from '../testing/client';
import { control } from '../testing/control';
import { startTestGateway, type TestGateway } from '../testing/harness';
import { DEMO, place, signedIn } from './testing';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

/** A socket that keeps every message; next() reads them in order, waiting for one that matches. */
class Socket {
  readonly messages: ServerMessage[] = [];
  closed = false;
  private cursor = 0;
  private waiter: (() => void) | undefined;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      this.waiter?.();
    });
    ws.on('close', () => {
      this.closed = true;
    });
  }

  static async open(client?: GatewayClient): Promise<Socket> {
    const cookie = client ? `${COOKIES.sessionToken}=${client.cookie(COOKIES.sessionToken)}` : undefined;
    const ws = new WebSocket(`${gw.url.replace('http', 'ws')}/v1/ws`, cookie ? { headers: { cookie } } : {});
    const socket = new Socket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return socket;
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  next<T extends ServerMessage>(test: (m: ServerMessage) => boolean, timeoutMs = 5_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`no matching message after ${JSON.stringify(this.messages.slice(-2)).slice(0, 400)}`));
      }, timeoutMs);
      const scan = () => {
        while (this.cursor < this.messages.length) {
          const m = this.messages[this.cursor++] as ServerMessage;
          if (test(m)) {
            clearTimeout(timer);
            this.waiter = undefined;
            resolve(m as T);
            return;
          }
        }
      };
      this.waiter = scan;
      scan();
    });
  }
}

const is = (channel: string) => (m: ServerMessage) => 'channel' in m && m.channel === channel;
const BTC = { market: 'spot', symbol: 'BTCUSDT' } as const;

describe('market stream', () => {
  it('streams ticker, book, trades and candles after a subscribe', async () => {
    const s = await Socket.open();
    s.send({ op: 'subscribe', args: [{ channel: 'ticker', ...BTC }, { channel: 'book', ...BTC }, { channel: 'trades', ...BTC }, { channel: 'candle', ...BTC, interval: '1m' }] });
    const snapshot = await s.next<BookMessage>((m) => is('book')(m) && (m as BookMessage).action === 'snapshot');
    expect(snapshot.data.bids).toHaveLength(50);
    const update = await s.next<BookMessage>((m) => is('book')(m) && (m as BookMessage).action === 'update');
    expect(update.seq).toBeGreaterThan(snapshot.seq);
    const ticker = await s.next(is('ticker'));
    expect(ticker).toMatchObject({ market: 'spot', symbol: 'BTCUSDT', data: { symbol: 'BTCUSDT' } });
    await s.next(is('trades'));
    await s.next((m) => is('candle')(m) && 'interval' in m && m.interval === '1m');
    expect(s.messages.filter((m) => 'event' in m && m.event === 'subscribed')).toHaveLength(4);
    s.send({ op: 'ping' });
    await s.next((m) => 'op' in m && m.op === 'pong');
    s.send({ op: 'subscribe', args: [{ channel: 'book', market: 'spot', symbol: 'LUNAUSDT' }] });
    expect(await s.next((m) => 'event' in m && m.event === 'error')).toMatchObject({ code: CODES.symbolUnknown });
    s.ws.close();
  });

  it('shows an injected gap as a sequence jump, and the REST snapshot resynchronises the book', async () => {
    const s = await Socket.open();
    const book = emptyBook();
    const gaps: BookMessage[] = [];
    s.send({ op: 'subscribe', args: [{ channel: 'book', market: 'futures', symbol: 'ETHUSDT' }] });
    await s.next((m) => is('book')(m) && applyBookMessage(book, m as BookMessage) === 'applied' && (m as BookMessage).action === 'snapshot');
    await control(gw.url, 'POST', 'markets/skip-seq', { market: 'futures', symbol: 'ETHUSDT' });
    await s.next((m) => {
      if (!is('book')(m)) return false;
      const result = applyBookMessage(book, m as BookMessage);
      if (result === 'gap') gaps.push(m as BookMessage);
      return result === 'gap';
    });
    expect(gaps[0]?.prevSeq).toBe(book.seq + 1);
    const depth = (await (await fetch(`${gw.url}/v1/mix/market/depth?market=futures&symbol=ETHUSDT`)).json()) as { data: BookSnapshot };
    applyBookMessage(book, { action: 'snapshot', seq: depth.data.seq, prevSeq: 0, data: depth.data });
    // After the snapshot, updates apply again and the book stays uncrossed.
    await s.next((m) => is('book')(m) && applyBookMessage(book, m as BookMessage) === 'applied');
    const [bid] = sortedLevels(book, 'bids');
    const [ask] = sortedLevels(book, 'asks');
    expect(Number(bid?.[0])).toBeLessThan(Number(ask?.[0]));
    s.ws.close();
  });

  it('survives a dropped connection: the client reconnects and resubscribes', async () => {
    const s = await Socket.open();
    s.send({ op: 'subscribe', args: [{ channel: 'book', ...BTC }] });
    const first = await s.next<BookMessage>((m) => is('book')(m));
    const dropped = await control<{ dropped: number }>(gw.url, 'POST', 'markets/drop-sockets', {});
    expect(dropped.dropped).toBeGreaterThanOrEqual(1);
    await expect.poll(() => s.closed).toBe(true);
    const again = await Socket.open();
    again.send({ op: 'subscribe', args: [{ channel: 'book', ...BTC }] });
    const snapshot = await again.next<BookMessage>((m) => is('book')(m) && (m as BookMessage).action === 'snapshot');
    expect(snapshot.seq).toBeGreaterThan(first.seq);
    again.ws.close();
  });

  it('logs a socket in with a signed token and sends the account its orders and balances', async () => {
    const trader: GatewayClient = await signedIn(gw.url);
    const s = await Socket.open(trader);
    s.send({ op: 'subscribe', args: [{ channel: 'orders' }] });
    expect(await s.next((m) => 'event' in m && m.event === 'error')).toMatchObject({ code: CODES.sessionInvalid });
    const token = (await trader.call<{ token: string }>('POST', '/v1/user/overview/wsToken', {}, DEMO)).envelope.data.token;
    s.send({ op: 'login', token });
    expect(await s.next((m) => 'event' in m && m.event === 'login')).toMatchObject({ userId: '10000001', demo: true });
    s.send({ op: 'subscribe', args: [{ channel: 'orders' }, { channel: 'balances' }, { channel: 'positions' }] });
    await s.next((m) => 'event' in m && m.event === 'subscribed' && m.arg.channel === 'positions');
    const placed = await place(trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01' });
    const orders = await s.next(is('orders'));
    expect(orders).toMatchObject({ demo: true, data: [{ orderId: placed.envelope.data.orderId, status: 'new' }] });
    expect(await s.next(is('balances'))).toMatchObject({ data: { wallet: 'spot' } });
    // A real-account order is not the demo socket's business.
    await place(trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01' }, false);
    await new Promise((r) => setTimeout(r, 200));
    expect(s.messages.filter(is('orders'))).toHaveLength(1);

    // A token is single use, and only for the session that asked for it.
    const stranger = await Socket.open();
    stranger.send({ op: 'login', token });
    expect(await stranger.next((m) => 'event' in m && m.event === 'error')).toMatchObject({ code: CODES.ticketExpired });
    const other = (await trader.call<{ token: string }>('POST', '/v1/user/overview/wsToken', {}, DEMO)).envelope.data.token;
    stranger.send({ op: 'login', token: other });
    expect(await stranger.next((m) => 'event' in m && m.event === 'error' )).toMatchObject({ code: CODES.ticketExpired });
    s.ws.close();
    stranger.ws.close();
  });

  it('keeps the market moving when a test takes a clock skew back', async () => {
    const seqOf = async () => (await control<{ markets: Array<{ market: string; symbol: string; seq: number }> }>(gw.url, 'GET', 'markets/state'))
      .markets.find((m) => m.market === 'spot' && m.symbol === 'BTCUSDT')?.seq ?? 0;
    await control(gw.url, 'POST', 'clock', { skewMs: 600_000 });
    await new Promise((r) => setTimeout(r, 300));
    await control(gw.url, 'POST', 'clock', { skewMs: 0 });
    const before = await seqOf();
    await new Promise((r) => setTimeout(r, 600));
    expect(await seqOf()).toBeGreaterThan(before);
  });

  it('answers a plain GET on the socket path with an envelope', async () => {
    const response = await fetch(`${gw.url}/v1/ws`);
    expect(response.status).toBe(426);
    expect(((await response.json()) as { code: string }).code).toBe(CODES.invalidParameter);
  });
});
