// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import type { Trade } from '../../../core/markets/messages';
import { RecentTradesView } from './RecentTradesView';
import { type Rendered, recordingContext, renderIn, testFrames } from './testRender';

let view: Rendered | undefined;
let context: ReturnType<typeof recordingContext>;
let seen: ((entries: { isIntersecting: boolean }[]) => void) | null;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers();
  context = recordingContext();
  seen = null;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: 0, left: 0, right: 300, bottom: 60, width: 300, height: 60, x: 0, y: 0, toJSON: () => null }) as DOMRect);
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      seen = callback;
    }
    observe() {}
    disconnect() {}
  });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const trade = (id: number): Trade => ({ tradeId: String(id), price: `${100 + id}`, amount: '1', side: 'buy', time: id * 1000 });
const paintedPrices = () => context.texts.filter((t) => t.color === 'up' || /^\d{3}\.\d\d$/.test(t.text)).map((t) => t.text);

describe('a canvas of market figures', () => {
  it('paints nothing while scrolled away or in a hidden tab, and the latest frame the moment it shows again', async () => {
    const frames = testFrames<readonly Trade[]>([trade(1)]);
    view = await renderIn('en', en, <RecentTradesView frames={frames} pricePrecision={2} amountPrecision={2} />);
    await act(async () => frames.set([trade(2), trade(1)]));
    expect(paintedPrices()).toEqual(['102.00', '101.00']);

    await act(async () => seen?.([{ isIntersecting: false }]));
    await act(async () => frames.set([trade(3), trade(2), trade(1)]));
    expect(paintedPrices()).toEqual(['102.00', '101.00']);
    await act(async () => seen?.([{ isIntersecting: true }]));
    expect(paintedPrices()).toEqual(['103.00', '102.00', '101.00']);

    visibility = 'hidden';
    await act(async () => frames.set([trade(4), trade(3), trade(2)]));
    expect(paintedPrices()).toEqual(['103.00', '102.00', '101.00']);
    visibility = 'visible';
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(paintedPrices()).toEqual(['104.00', '103.00', '102.00']);
  });
});
