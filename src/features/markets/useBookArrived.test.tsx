// @vitest-environment jsdom
import { act } from '../../ui/testAct';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useBookArrived } from './marketHooks';

const book = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = { phase: 'loading' as 'loading' | 'live' };
  return {
    listeners,
    state,
    store: {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      get: () => ({ bids: [], asks: [], seq: 0, resyncs: 0, phase: state.phase }),
      readers: () => listeners.size,
    },
  };
});
vi.mock('./bookFeed', () => ({ bookFrames: () => book.store, tradeFrames: () => book.store }));
vi.mock('./feed', () => ({ subscribePublic: () => () => undefined, connectionStatus: () => ({}), onConnectionStatus: () => () => undefined }));
vi.mock('./marketApi', () => ({ fetchTickers: () => new Promise(() => undefined) }));

let seen: boolean[] = [];
function Probe() {
  seen.push(useBookArrived('spot', 'BTCUSDT'));
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  seen = [];
  book.state.phase = 'loading';
  book.listeners.clear();
});
afterEach(() => vi.useRealTimers());

it('is false until the book arrives, then true, and lets go of the book', async () => {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  expect(seen.at(-1)).toBe(false);
  expect(book.listeners.size).toBe(1);
  book.state.phase = 'live';
  await act(async () => { for (const listener of [...book.listeners]) listener(); });
  expect(seen.at(-1)).toBe(true);
  expect(book.listeners.size).toBe(0);
  await act(async () => root.unmount());
});

it('gives up waiting after a few seconds, so a silent feed never hides what waits for it', async () => {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  await act(async () => { vi.advanceTimersByTime(2_000); });
  expect(seen.at(-1)).toBe(false);
  await act(async () => { vi.advanceTimersByTime(1_000); });
  expect(seen.at(-1)).toBe(true);
  await act(async () => root.unmount());
});
