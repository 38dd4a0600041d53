import { describe, expect, it } from 'vitest';
import { BookKeeper } from './bookKeeper';
import { type BookLevel, type BookMessage, type BookSnapshot, applyBookMessage, emptyBook, sortedLevels } from './messages';

const message = (action: 'snapshot' | 'update', seq: number, prevSeq: number, bids: [string, string][], asks: [string, string][] = []): BookMessage =>
  ({ channel: 'book', market: 'spot', symbol: 'BTCUSDT', ts: 0, action, seq, prevSeq, data: { bids, asks } });
const flush = () => new Promise((r) => setTimeout(r, 0));

function harness() {
  let depthCalls = 0;
  let changes = 0;
  let answer: (s: BookSnapshot) => void = () => undefined;
  const keeper = new BookKeeper({
    fetchDepth: () => {
      depthCalls += 1;
      return new Promise((resolve) => (answer = resolve));
    },
    setTimer: () => undefined,
    changed: () => void (changes += 1),
  });
  return { keeper, depthCalls: () => depthCalls, changes: () => changes, answer: (s: BookSnapshot) => answer(s) };
}

/** 200 updates after a snapshot at seq 1000: levels set, changed and removed across both sides. */
function burst(count = 200): BookMessage[] {
  const out: BookMessage[] = [];
  for (let i = 0; i < count; i += 1) {
    const seq = 1001 + i;
    const bid = String(100 - (i % 37));
    const ask = String(101 + (i % 41));
    // Every fifth update removes a level set earlier: a lost removal would leave it painted.
    out.push(message('update', seq, seq - 1, [[bid, i % 5 === 4 ? '0' : `${(i % 7) + 1}.${i}`]], [[ask, i % 3 === 2 ? '0' : `${i + 1}`]]));
  }
  return out;
}

const snapshot = () => message('snapshot', 1000, 0, [['100', '1'], ['99', '2']], [['101', '1'], ['102', '3']]);

describe('BookKeeper', () => {
  it('follows the snapshot and contiguous updates', () => {
    const h = harness();
    expect(h.keeper.frame(null).phase).toBe('loading');
    h.keeper.receive(message('snapshot', 10, 0, [['100', '1']]));
    h.keeper.receive(message('update', 11, 10, [['101', '2']]));
    expect(h.keeper.frame(null)).toMatchObject({ phase: 'live', seq: 11, bids: [['101', '2'], ['100', '1']] });
    expect(h.depthCalls()).toBe(0);
  });

  it('applies every one of 200 updates received in one burst: the frame after equals the book built one by one', () => {
    const h = harness();
    const reference = emptyBook();
    const updates = [snapshot(), ...burst()];
    for (const update of updates) {
      h.keeper.receive(update);
      expect(applyBookMessage(reference, update)).toBe('applied');
    }
    const frame = h.keeper.frame(null, Infinity);
    expect(frame).toMatchObject({ phase: 'live', seq: 1200, resyncs: 0 });
    expect(frame.bids).toEqual(sortedLevels(reference, 'bids'));
    expect(frame.asks).toEqual(sortedLevels(reference, 'asks'));
    expect(h.depthCalls()).toBe(0);
  });

  it('a gap in the middle of a burst fetches the book, buffers the rest and replays it onto the answer', async () => {
    const h = harness();
    const updates = burst();
    h.keeper.receive(snapshot());
    const lost = 99;
    updates.forEach((update, i) => i !== lost && h.keeper.receive(update));
    expect(h.keeper.frame(null)).toMatchObject({ phase: 'resyncing', resyncs: 1, seq: 1000 + lost });
    expect(h.depthCalls()).toBe(1);
    // The REST answer holds the book as of the lost update; what came after it is replayed.
    const reference = emptyBook();
    applyBookMessage(reference, snapshot());
    for (const update of updates.slice(0, lost + 1)) applyBookMessage(reference, update);
    const answer = { seq: reference.seq, ts: 0, bids: sortedLevels(reference, 'bids'), asks: sortedLevels(reference, 'asks') };
    for (const update of updates.slice(lost + 1)) applyBookMessage(reference, update);
    h.answer(answer);
    await flush();
    const frame = h.keeper.frame(null, Infinity);
    expect(frame).toMatchObject({ phase: 'live', seq: 1200, resyncs: 1 });
    expect(frame.bids).toEqual(sortedLevels(reference, 'bids'));
    expect(frame.asks).toEqual(sortedLevels(reference, 'asks'));
  });

  it('fetches the book on a gap, buffers meanwhile and replays what the snapshot lacks', async () => {
    const h = harness();
    h.keeper.receive(message('snapshot', 10, 0, [['100', '1']]));
    h.keeper.receive(message('update', 13, 12, [['102', '1']]));
    expect(h.keeper.frame(null)).toMatchObject({ phase: 'resyncing', seq: 10, resyncs: 1 });
    expect(h.depthCalls()).toBe(1);
    h.keeper.receive(message('update', 14, 13, [['103', '1']]));
    h.keeper.receive(message('update', 15, 14, [['104', '1']]));
    h.answer({ seq: 14, ts: 0, bids: [['103', '1'], ['102', '1'], ['100', '1']], asks: [] });
    await flush();
    expect(h.keeper.frame(null)).toMatchObject({ phase: 'live', seq: 15 });
    expect(h.keeper.frame(null).bids.map((l) => l[0])).toEqual(['104', '103', '102', '100']);
    h.keeper.receive(message('update', 16, 15, [['100', '0']]));
    expect(h.keeper.frame(null).bids.map((l) => l[0])).toEqual(['104', '103', '102']);
  });

  it('fetches the book when the subscription\'s snapshot never came (dropped at the edge)', async () => {
    const h = harness();
    h.keeper.receive(message('update', 11, 10, [['101', '2']]));
    expect(h.keeper.frame(null)).toMatchObject({ phase: 'resyncing' });
    expect(h.depthCalls()).toBe(1);
    h.answer({ seq: 10, ts: 0, bids: [['100', '1']], asks: [] });
    await flush();
    expect(h.keeper.frame(null)).toMatchObject({ phase: 'live', seq: 11, bids: [['101', '2'], ['100', '1']] });
  });

  it('frames are grouped and capped, best first, from the same book', () => {
    const h = harness();
    const bids: [string, string][] = Array.from({ length: 150 }, (_, i) => [(200 - i * 0.5).toFixed(2), '1']);
    h.keeper.receive(message('snapshot', 1, 0, bids, [['201.25', '2'], ['201.75', '1']]));
    const every = h.keeper.frame(null);
    expect(every.bids).toHaveLength(100);
    expect(every.bids[0]).toEqual(['200.00', '1']);
    const grouped = h.keeper.frame('10');
    expect(grouped.bids.slice(0, 2)).toEqual([['200', '1'], ['190', '20']] as BookLevel[]);
    expect(grouped.asks).toEqual([['210', '3']]);
  });

  it('tells of every change, and nothing after it stops', () => {
    const h = harness();
    h.keeper.receive(snapshot());
    h.keeper.receive(message('update', 1001, 1000, [['98', '1']]));
    expect(h.changes()).toBe(2);
    h.keeper.stop();
    h.keeper.receive(message('update', 1002, 1001, [['97', '1']]));
    expect(h.changes()).toBe(2);
  });
});
