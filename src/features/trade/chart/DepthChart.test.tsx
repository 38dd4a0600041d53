// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import type { BookLevel } from '../../../core/markets/messages';
import { I18nProvider } from '../../../i18n/intl';
import type { Messages } from '../../../i18n/messages';
import type { bookFrames } from '../../markets/marketHooks';
import DepthChart from './DepthChart';

const book = vi.hoisted(() => ({
  value: null as unknown,
  listeners: new Set<() => void>(),
  asked: [] as string[],
}));

vi.mock('../../markets/marketHooks', () => ({
  bookFrames: (market: string, symbol: string) => {
    book.asked.push(`${market}:${symbol}`);
    return {
      get: () => book.value,
      subscribe: (listener: () => void) => {
        book.listeners.add(listener);
        return () => book.listeners.delete(listener);
      },
    };
  },
}));

type BookState = ReturnType<ReturnType<typeof bookFrames>['get']>;

const state = (bids: BookLevel[], asks: BookLevel[], phase: BookState['phase'] = 'live'): BookState => ({ bids, asks, seq: 1, phase, resyncs: 0 });
const tell = (next: BookState) => {
  book.value = next;
  for (const listener of book.listeners) listener();
};

let frames: Array<() => void> = [];
let intersection: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
let paints = 0;
let container: HTMLElement;
let root: Root;

const nextFrame = () => act(async () => {
  const due = frames;
  frames = [];
  for (const run of due) run();
});

function fakeContext(): CanvasRenderingContext2D {
  const calls: Record<string | symbol, unknown> = {
    setTransform: () => { paints += 1; },
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  return new Proxy(calls, {
    get: (target, name) => (name in target ? target[name] : () => undefined),
    set: (target, name, value) => {
      target[name] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

beforeEach(() => {
  book.value = state([], [], 'loading');
  book.listeners.clear();
  book.asked = [];
  frames = [];
  paints = 0;
  intersection = null;
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: typeof intersection) { intersection = callback; }
    observe() {}
    disconnect() {}
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => fakeContext()) as never);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

async function render() {
  await act(async () => {
    root.render(
      <I18nProvider locale="en" initial={{ locale: 'en', complete: true, messages: en as Messages }}>
        <DepthChart market="spot" symbol="BTCUSDT" base="BTC" quote="USDT" />
      </I18nProvider>,
    );
  });
}

const canvas = () => container.querySelector('canvas')!;

describe('DepthChart', () => {
  it('paints the book of its market once per animation frame, however many frames the book tells', async () => {
    await render();
    expect(book.asked).toContain('spot:BTCUSDT');
    expect(book.listeners.size).toBe(1);
    await nextFrame();
    const before = paints;
    for (let i = 0; i < 5; i += 1) tell(state([[`${100 - i}`, '1']], [['101', '1']]));
    expect(paints).toBe(before);
    await nextFrame();
    expect(paints).toBe(before + 1);
    await nextFrame();
    expect(paints).toBe(before + 1);
  });

  it('stops reading the book off screen and in a hidden page, and paints the book as it is when shown', async () => {
    await render();
    await nextFrame();
    act(() => intersection?.([{ isIntersecting: false }]));
    expect(book.listeners.size).toBe(0);
    tell(state([['99', '1']], [['101', '1']]));
    const before = paints;
    await nextFrame();
    expect(paints).toBe(before);

    act(() => intersection?.([{ isIntersecting: true }]));
    expect(book.listeners.size).toBe(1);
    await nextFrame();
    expect(paints).toBe(before + 1);
    expect(canvas().getAttribute('aria-label')).toContain('Best bid 99, best ask 101.');

    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(book.listeners.size).toBe(0);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(book.listeners.size).toBe(1);
  });

  it('describes the book in its label and a hidden text, renewed once a second rather than per frame', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await render();
    expect(canvas().getAttribute('role')).toBe('img');
    expect(canvas().getAttribute('aria-label')).toBe('Depth chart of BTCUSDT. Loading the order book…');
    tell(state([['100', '1.5'], ['99.5', '2'], ['97', '4']], [['100.2', '1'], ['101.5', '2'], ['102.3', '5']]));
    await nextFrame();
    const first = 'Depth chart of BTCUSDT. Best bid 100, best ask 100.2. Within 1% of the mid price: 3.5 BTC in buy orders '
      + 'and 1 BTC in sell orders; within 2%: 3.5 BTC and 3 BTC.';
    expect(canvas().getAttribute('aria-label')).toBe(first);
    expect(container.querySelector('.depth-chart__summary')?.textContent).toBe(first);

    tell(state([['100.1', '1']], [['100.2', '1']]));
    await nextFrame();
    expect(canvas().getAttribute('aria-label')).toBe(first);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(canvas().getAttribute('aria-label')).toContain('Best bid 100.1, best ask 100.2.');
  });

  it('says when the book is empty', async () => {
    await render();
    tell(state([], []));
    await nextFrame();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('There are no orders in the book.');
    expect(canvas().getAttribute('aria-label')).toBe('Depth chart of BTCUSDT. There are no orders in the book.');
  });
});
