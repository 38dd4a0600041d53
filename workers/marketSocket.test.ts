import { describe, expect, it } from 'vitest';
import { type SocketDeps, type SocketLike, MarketSocket } from './marketSocket';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  send(data: string) { this.sent.push(JSON.parse(data)); }
  close() { this.closed = true; this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.({}); }
  push(message: object) { this.onmessage?.({ data: JSON.stringify(message) }); }
  drop() { this.readyState = 3; this.onclose?.({}); }
}

function harness(tokens: Array<{ token: string; demo: boolean }> = []) {
  let now = 1_000;
  const reports: string[] = [];
  const timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 1;
  const sockets: FakeSocket[] = [];
  const deps: SocketDeps = {
    url: () => 'ws://gateway/v1/ws',
    open: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s as unknown as SocketLike;
    },
    token: async () => {
      const next = tokens.shift();
      if (!next) throw new Error('no token');
      return next;
    },
    now: () => now,
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    random: () => 0.5,
    reportDrops: (drops) => reports.push(drops.summary()),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      next.fn();
    }
    now = until;
  };
  return { socket: new MarketSocket(deps), sockets, advance, reports, last: () => sockets[sockets.length - 1]! };
}

const book = { channel: 'book', market: 'spot', symbol: 'BTCUSDT' } as const;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('MarketSocket', () => {
  it('subscribes once open and routes messages to the channel', () => {
    const h = harness();
    const got: unknown[] = [];
    h.socket.subscribe(book, (m) => got.push(m));
    expect(h.sockets).toHaveLength(1);
    h.last().open();
    expect(h.last().sent).toEqual([{ op: 'subscribe', args: [book] }]);
    h.last().push({ channel: 'book', market: 'spot', symbol: 'BTCUSDT', action: 'update', seq: 2, prevSeq: 1, ts: 1, data: { bids: [], asks: [] } });
    h.last().push({ channel: 'book', market: 'spot', symbol: 'ETHUSDT', action: 'update', seq: 2, prevSeq: 1, ts: 1, data: { bids: [], asks: [] } });
    h.last().onmessage?.({ data: 'not json' });
    expect(got).toHaveLength(1);
  });

  it('drops frames of the wrong shape before any listener, reports them, and delivers the next good one', () => {
    const h = harness();
    const got: unknown[] = [];
    h.socket.subscribe(book, (m) => got.push(m));
    h.last().open();
    const update = { channel: 'book', market: 'spot', symbol: 'BTCUSDT', action: 'update', seq: 2, prevSeq: 1, ts: 1, data: { bids: [['1.5', '2']], asks: [] } };
    h.last().push({ ...update, data: 'bids' });
    h.last().push({ ...update, action: 'snapshot', data: { bids: 'x', asks: [] } });
    h.last().push({ ...update, data: { bids: [null], asks: [] } });
    expect(got).toEqual([]);
    expect(h.reports).toHaveLength(3);
    expect(h.reports[0]).toContain('book message record (levels)');
    h.last().push(update);
    expect(got).toEqual([update]);
    expect(h.socket.connection.state).toBe('open');
  });

  it('reconnects with growing delays after drops and subscribes everything again', () => {
    const h = harness();
    h.socket.subscribe(book, () => undefined);
    h.last().open();
    h.last().drop();
    expect(h.socket.connection.state).toBe('waiting');
    h.advance(499);
    expect(h.sockets).toHaveLength(1);
    h.advance(1);
    expect(h.sockets).toHaveLength(2);
    h.last().drop();
    h.advance(999);
    expect(h.sockets).toHaveLength(2);
    h.advance(1);
    expect(h.sockets).toHaveLength(3);
    h.last().open();
    expect(h.socket.connection).toMatchObject({ state: 'open', attempt: 0 });
    expect(h.last().sent).toEqual([{ op: 'subscribe', args: [book] }]);
  });

  it('replaces a socket that has gone silent, and at once when the page wakes', () => {
    const h = harness();
    h.socket.subscribe(book, () => undefined);
    h.last().open();
    h.advance(10_000);
    expect(h.last().sent).toContainEqual({ op: 'ping' });
    h.advance(12_000);
    expect(h.sockets[0]!.closed).toBe(true);
    h.advance(1_000);
    expect(h.sockets).toHaveLength(2);
    h.last().open();
    h.advance(6_000);
    h.socket.wake();
    expect(h.sockets[1]!.closed).toBe(true);
    h.advance(0);
    expect(h.sockets).toHaveLength(3);
  });

  it('logs the private channels in with a token and again on a change of mode', async () => {
    const h = harness([{ token: 'real-1', demo: false }, { token: 'demo-1', demo: true }]);
    const orders: unknown[] = [];
    h.socket.setAccount({ signedIn: true, demo: false, userId: '1' });
    h.socket.subscribe({ channel: 'orders' }, (m) => orders.push(m));
    h.last().open();
    await flush();
    expect(h.last().sent).toEqual([{ op: 'login', token: 'real-1' }]);
    h.last().push({ event: 'login', userId: '1', demo: false });
    expect(h.last().sent).toContainEqual({ op: 'subscribe', args: [{ channel: 'orders' }] });
    h.last().push({ channel: 'orders', demo: false, ts: 1, data: [] });
    h.last().push({ channel: 'orders', demo: true, ts: 1, data: [] });
    expect(orders).toHaveLength(1);
    h.socket.setAccount({ signedIn: true, demo: true, userId: '1' });
    expect(h.last().sent).toContainEqual({ op: 'logout' });
    await flush();
    expect(h.last().sent).toContainEqual({ op: 'login', token: 'demo-1' });
    h.last().push({ channel: 'orders', demo: false, ts: 1, data: [] });
    expect(orders).toHaveLength(1);
  });

  it('logs out and in again when another account is signed in (a sub-account switch, another tab)', async () => {
    const h = harness([{ token: 'real-1', demo: false }, { token: 'real-2', demo: false }]);
    h.socket.setAccount({ signedIn: true, demo: false, userId: '1' });
    h.socket.subscribe({ channel: 'orders' }, () => undefined);
    h.last().open();
    await flush();
    h.last().push({ event: 'login', userId: '1', demo: false });
    h.socket.setAccount({ signedIn: true, demo: false, userId: '1' });
    expect(h.last().sent).not.toContainEqual({ op: 'logout' });
    h.socket.setAccount({ signedIn: true, demo: false, userId: '2' });
    expect(h.last().sent).toContainEqual({ op: 'logout' });
    await flush();
    expect(h.last().sent).toContainEqual({ op: 'login', token: 'real-2' });
  });

  it('logs in when the first private channel comes after the socket opened for market data', async () => {
    const h = harness([{ token: 'real-1', demo: false }]);
    h.socket.subscribe(book, () => undefined);
    h.last().open();
    h.socket.setAccount({ signedIn: true, demo: false, userId: '1' });
    await flush();
    expect(h.last().sent).not.toContainEqual({ op: 'login', token: 'real-1' });
    h.socket.subscribe({ channel: 'positions' }, () => undefined);
    await flush();
    expect(h.last().sent).toContainEqual({ op: 'login', token: 'real-1' });
    h.last().push({ event: 'login', userId: '1', demo: false });
    expect(h.last().sent).toContainEqual({ op: 'subscribe', args: [{ channel: 'positions' }] });
  });

  it('closes a while after the last subscription ends', () => {
    const h = harness();
    const off = h.socket.subscribe(book, () => undefined);
    h.last().open();
    off();
    expect(h.last().sent).toContainEqual({ op: 'unsubscribe', args: [book] });
    h.advance(5_000);
    const again = h.socket.subscribe(book, () => undefined);
    h.advance(10_000);
    expect(h.sockets[0]!.closed).toBe(false);
    again();
    h.advance(10_000);
    expect(h.sockets[0]!.closed).toBe(true);
    expect(h.socket.connection.state).toBe('idle');
  });
});
