import { describe, expect, it } from 'vitest';
import { FramePacer } from './framePacer';

function harness() {
  let now = 0;
  let timers: Array<{ at: number; fn: () => void }> = [];
  const sent: string[] = [];
  const flushes: Array<readonly string[]> = [];
  const pacer = new FramePacer<string>({
    now: () => now,
    setTimer: (fn, ms) => {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => void (timers = timers.filter((t) => t !== handle)),
  }, (keys) => {
    flushes.push(keys);
    sent.push(...keys);
  }, 16);
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = next.at;
      next.fn();
    }
    now = until;
  };
  return { pacer, sent, flushes, advance, pending: () => timers.length };
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
