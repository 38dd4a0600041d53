import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../tests/support/manualClock';
import { FramePacer } from './framePacer';

function harness() {
  const clock = manualClock();
  const sent: string[] = [];
  const flushes: Array<readonly string[]> = [];
  const pacer = new FramePacer<string>(clock, (keys) => {
    flushes.push(keys);
    sent.push(...keys);
  }, 16);
  return { pacer, sent, flushes, advance: clock.advance, pending: clock.pending };
}

describe('FramePacer', () => {
  it('sends a view once per frame however often it changed, and each changed view once', () => {
    const h = harness();
    for (let i = 0; i < 200; i += 1) h.pacer.mark(i % 2 ? 'book' : 'trades');
    expect(h.sent).toEqual([]);
    h.advance(0);
    expect(h.flushes.map((keys) => [...keys].sort())).toEqual([['book', 'trades']]);
    h.pacer.mark('book');
    h.advance(10);
    expect(h.sent).toHaveLength(2);
    h.advance(6);
    expect(h.sent.slice(2)).toEqual(['book']);
  });

  it('sends nothing while paused and what changed meanwhile at once on resuming', () => {
    const h = harness();
    h.pacer.pause();
    h.pacer.mark('book');
    h.advance(1_000);
    expect(h.sent).toEqual([]);
    expect(h.pending()).toBe(0);
    h.pacer.resume();
    expect(h.sent).toEqual(['book']);
  });

  it('a forgotten view is not sent', () => {
    const h = harness();
    h.pacer.mark('book');
    h.pacer.forget('book');
    h.advance(16);
    expect(h.flushes).toEqual([]);
  });
});
