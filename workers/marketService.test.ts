import { describe, expect, it } from 'vitest';
import { type BookState, FRAME_MS, type WorkerMessage } from '../src/core/markets/feedProtocol';
import { applyBookMessage, emptyBook, sortedLevels, type BookMessage } from '../src/core/markets/messages';
import type { SocketLike } from './marketSocket';
import { manualClock } from '../tests/support/manualClock';
import { marketService } from './marketService';

class FakeSocket {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  send(data: string) { this.sent.push(JSON.parse(data) as Record<string, unknown>); }
  close() { this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.({}); }
  push(message: object) { this.onmessage?.({ data: JSON.stringify(message) }); }
}

const at = { market: 'spot', symbol: 'BTCUSDT', ts: 1 } as const;
const book = (action: 'snapshot' | 'update', seq: number, prevSeq: number, bids: [string, string][], asks: [string, string][] = []) =>
  ({ channel: 'book', ...at, action, seq, prevSeq, data: { bids, asks } }) as BookMessage;

function harness() {
  const clock = manualClock(1_000);
  const posted: WorkerMessage[] = [];
  const posts: string[] = [];
  const sockets: FakeSocket[] = [];
  const service = marketService({
    url: () => 'ws://gateway/v1/ws',
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    random: () => 0.5,
    post: (message) => {
      posts.push(message.type);
      if (message.type === 'frames') posted.push(...message.messages);
      else posted.push(message);
    },
  });
  const advance = clock.advance;
  const take = <T extends WorkerMessage['type']>(type: T) => {
    const found = posted.filter((m): m is Extract<WorkerMessage, { type: T }> => m.type === type);
    posted.splice(0, posted.length, ...posted.filter((m) => m.type !== type));
    return found;
  };
  return { service, posted, posts, sockets, advance, take, socket: () => sockets[sockets.length - 1]! };
}

describe('marketService', () => {
  it('a burst of 200 updates in one frame: every one applied, one frame sent, equal to the book built one by one', () => {
    const h = harness();
    h.service.receive({ type: 'book', id: 1, market: 'spot', symbol: 'BTCUSDT', group: null });
    h.socket().open();
    expect(h.socket().sent).toContainEqual({ op: 'subscribe', args: [{ channel: 'book', market: 'spot', symbol: 'BTCUSDT' }] });
    h.advance(FRAME_MS);
    expect(h.take('book').map((m) => m.frame.phase)).toEqual(['loading']);

    const reference = emptyBook();
    const messages = [book('snapshot', 500, 0, [['100', '1']], [['101', '1']])];
    for (let i = 1; i <= 200; i += 1) {
      messages.push(book('update', 500 + i, 499 + i, [[String(100 - (i % 30)), i % 4 === 0 ? '0' : String(i)]], [[String(101 + (i % 25)), i % 6 === 0 ? '0' : String(i)]]));
    }
    h.posts.length = 0;
    for (const message of messages) {
      applyBookMessage(reference, message);
      h.socket().push(message);
    }
    h.advance(FRAME_MS);
    expect(h.posts.filter((type) => type === 'frames')).toHaveLength(1);
    const frames = h.take('book');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!.frame satisfies BookState;
    expect(frame).toMatchObject({ seq: 700, phase: 'live', resyncs: 0 });
    expect(frame.bids).toEqual(sortedLevels(reference, 'bids'));
    expect(frame.asks).toEqual(sortedLevels(reference, 'asks'));
    expect(h.take('needDepth')).toEqual([]);
  });

  it('a gap in a burst asks the page for the book and goes on from its answer', async () => {
    const h = harness();
    h.service.receive({ type: 'book', id: 1, market: 'spot', symbol: 'BTCUSDT', group: '10' });
    h.socket().open();
    h.socket().push(book('snapshot', 10, 0, [['100', '1']]));
    h.socket().push(book('update', 11, 10, [['101', '1']]));
    h.socket().push(book('update', 13, 12, [['103', '1']]));
    h.socket().push(book('update', 14, 13, [['104', '1']]));
    const [need] = h.take('needDepth');
    expect(need).toMatchObject({ market: 'spot', symbol: 'BTCUSDT' });
    h.advance(FRAME_MS);
    expect(h.take('book').at(-1)?.frame).toMatchObject({ phase: 'resyncing', resyncs: 1, seq: 11 });
    h.service.receive({ type: 'depth', request: need!.request, snapshot: { seq: 12, ts: 0, bids: [['102', '1'], ['101', '1'], ['100', '1']], asks: [] } });
    await Promise.resolve();
    await Promise.resolve();
    h.advance(FRAME_MS);
    // Grouped by 10: every bid from 100 to 104 falls in the 100 bucket.
    expect(h.take('book').at(-1)?.frame).toMatchObject({ phase: 'live', seq: 14, resyncs: 1, bids: [['100', '5']] });
  });

  it('views of one book share its subscription; the last one stopping unsubscribes', () => {
    const h = harness();
    h.service.receive({ type: 'book', id: 1, market: 'spot', symbol: 'BTCUSDT', group: null });
    h.service.receive({ type: 'book', id: 2, market: 'spot', symbol: 'BTCUSDT', group: '1' });
    h.socket().open();
    h.socket().push(book('snapshot', 10, 0, [['100.5', '1'], ['100.25', '2']]));
    h.advance(FRAME_MS);
    const frames = h.take('book').filter((m) => m.frame.phase === 'live');
    expect(frames.find((m) => m.id === 1)?.frame.bids).toEqual([['100.5', '1'], ['100.25', '2']]);
    expect(frames.find((m) => m.id === 2)?.frame.bids).toEqual([['100', '3']]);
    h.service.receive({ type: 'stop', id: 1 });
    expect(h.socket().sent.filter((m) => m.op === 'unsubscribe')).toEqual([]);
    h.service.receive({ type: 'stop', id: 2 });
    expect(h.socket().sent.filter((m) => m.op === 'unsubscribe')).toHaveLength(1);
  });

  it('trades frames list each trade once, newest first', () => {
    const h = harness();
    h.service.receive({ type: 'trades', id: 3, market: 'spot', symbol: 'BTCUSDT' });
    h.socket().open();
    const trade = (id: string) => ({ tradeId: id, price: '100', amount: '1', side: 'buy', time: 1 });
    h.socket().push({ channel: 'trades', ...at, data: [trade('1'), trade('2')] });
    h.socket().push({ channel: 'trades', ...at, data: [trade('2'), trade('3')] });
    h.advance(FRAME_MS);
    expect(h.take('trades').at(-1)?.trades.map((t) => t.tradeId)).toEqual(['3', '2', '1']);
  });

  it('a hidden page gets no frames and only the latest ticker; shown again, it gets them at once', () => {
    const h = harness();
    h.service.receive({ type: 'book', id: 1, market: 'spot', symbol: 'BTCUSDT', group: null });
    h.service.receive({ type: 'channel', id: 2, arg: { channel: 'ticker', market: 'spot', symbol: 'BTCUSDT' } });
    h.socket().open();
    h.advance(FRAME_MS);
    h.take('book');
    h.service.receive({ type: 'visible', visible: false });
    h.socket().push(book('snapshot', 10, 0, [['100', '1']]));
    h.socket().push(book('update', 11, 10, [['101', '1']]));
    h.socket().push({ channel: 'ticker', ...at, data: { symbol: 'BTCUSDT', market: 'spot', last: '100' } });
    h.socket().push({ channel: 'ticker', ...at, data: { symbol: 'BTCUSDT', market: 'spot', last: '101' } });
    h.advance(5_000);
    expect(h.take('book')).toEqual([]);
    expect(h.take('channel')).toEqual([]);
    h.service.receive({ type: 'visible', visible: true });
    expect(h.take('book').map((m) => m.frame.seq)).toEqual([11]);
    const tickers = h.take('channel').map((m) => 'channel' in m.message && m.message.channel === 'ticker' ? m.message.data.last : null);
    expect(tickers).toEqual(['101']);
  });

  it('passes private channels through, logs in with a token the page gives, and reports what the wire check dropped', async () => {
    const h = harness();
    h.service.receive({ type: 'account', wanted: { signedIn: true, demo: true, userId: 'u1' } });
    h.service.receive({ type: 'channel', id: 4, arg: { channel: 'orders' } });
    h.socket().open();
    const [need] = h.take('needToken');
    h.service.receive({ type: 'token', request: need!.request, answer: { token: 't-1', demo: true } });
    await Promise.resolve();
    await Promise.resolve();
    expect(h.socket().sent).toContainEqual({ op: 'login', token: 't-1' });
    h.socket().push({ event: 'login', userId: 'u1', demo: true });
    h.socket().push({ channel: 'orders', demo: true, data: [] });
    expect(h.take('channel')).toEqual([{ type: 'channel', id: 4, message: { channel: 'orders', demo: true, data: [] } }]);
    h.socket().push({ channel: 'ticker', ...at, data: { symbol: 'BTCUSDT', market: 'spot' } });
    expect(h.take('drops')[0]?.drops.records).toBeGreaterThan(0);
  });

  it('tells the page the connection status as it changes, and the socket\'s clock once a second', () => {
    const h = harness();
    h.service.receive({ type: 'channel', id: 2, arg: { channel: 'ticker', market: 'spot', symbol: 'BTCUSDT' } });
    expect(h.take('status').map((m) => m.status.state)).toEqual(['connecting']);
    h.socket().open();
    expect(h.take('status').map((m) => m.status.state)).toEqual(['open']);
    h.advance(500);
    h.socket().push({ channel: 'ticker', ...at, data: { symbol: 'BTCUSDT', market: 'spot', last: '1' } });
    h.advance(1_000);
    expect(h.take('status').at(-1)?.status.lastDataAt).toBe(1_500);
  });
});
