import { describe, expect, it } from 'vitest';
import type { BookSnapshot, PublicArg, PublicMessage } from '../../core/markets/messages';
import { bookStore } from './bookFeed';

const arg = { channel: 'book', market: 'spot', symbol: 'BTCUSDT' } as const;
const message = (action: 'snapshot' | 'update', seq: number, prevSeq: number, bids: [string, string][]): PublicMessage =>
  ({ channel: 'book', market: 'spot', symbol: 'BTCUSDT', ts: 0, action, seq, prevSeq, data: { bids, asks: [] } });
const flush = () => new Promise((r) => setTimeout(r, 0));

function harness() {
  let push: (m: PublicMessage) => void = () => undefined;
  const depthCalls: PublicArg[] = [];
  let answer: (s: BookSnapshot) => void = () => undefined;
  const store = bookStore(arg, {
    subscribe: (_a, listener) => {
      push = listener;
      return () => undefined;
    },
    fetchDepth: (a) => {
      depthCalls.push(a);
      return new Promise((resolve) => (answer = resolve));
    },
    setTimer: () => undefined,
  });
  const off = store.subscribe(() => undefined);
  return { store, push: (m: PublicMessage) => push(m), depthCalls, answer: (s: BookSnapshot) => answer(s), off };
}

describe('bookStore', () => {
  it('follows the snapshot and contiguous updates', () => {
    const h = harness();
    expect(h.store.get().phase).toBe('loading');
    h.push(message('snapshot', 10, 0, [['100', '1']]));
    h.push(message('update', 11, 10, [['101', '2']]));
    expect(h.store.get()).toMatchObject({ phase: 'live', seq: 11, bids: [['101', '2'], ['100', '1']] });
    expect(h.depthCalls).toHaveLength(0);
  });

  it('fetches the book on a gap, buffers meanwhile and replays what the snapshot lacks', async () => {
    const h = harness();
    h.push(message('snapshot', 10, 0, [['100', '1']]));
    h.push(message('update', 13, 12, [['102', '1']]));
    expect(h.store.get()).toMatchObject({ phase: 'resyncing', seq: 10, resyncs: 1 });
    expect(h.depthCalls).toEqual([arg]);
    h.push(message('update', 14, 13, [['103', '1']]));
    h.push(message('update', 15, 14, [['104', '1']]));
    h.answer({ seq: 14, ts: 0, bids: [['103', '1'], ['102', '1'], ['100', '1']], asks: [] });
    await flush();
    expect(h.store.get()).toMatchObject({ phase: 'live', seq: 15 });
    expect(h.store.get().bids.map((l) => l[0])).toEqual(['104', '103', '102', '100']);
    h.push(message('update', 16, 15, [['100', '0']]));
    expect(h.store.get().bids.map((l) => l[0])).toEqual(['104', '103', '102']);
  });

  it('fetches the book when the subscription\'s snapshot never came (dropped at the edge)', async () => {
    const h = harness();
    h.push(message('update', 11, 10, [['101', '2']]));
    expect(h.store.get()).toMatchObject({ phase: 'resyncing' });
    expect(h.depthCalls).toEqual([arg]);
    h.answer({ seq: 10, ts: 0, bids: [['100', '1']], asks: [] });
    await flush();
    expect(h.store.get()).toMatchObject({ phase: 'live', seq: 11, bids: [['101', '2'], ['100', '1']] });
  });
});
