// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import type * as DisplayDecimal from '../../../core/markets/displayDecimal';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { Trade } from '../../../core/markets/messages';
import { RecentTradesView } from './RecentTradesView';
import { type Rendered, recordingContext, renderIn, testFrames } from './testRender';

vi.mock('../../../core/markets/displayDecimal', async (importOriginal) => {
  const original = await importOriginal<typeof DisplayDecimal>();
  return { ...original, formatDecimalText: vi.fn(original.formatDecimalText) };
});

const at = (h: number, m: number, s: number) => new Date(2025, 0, 6, h, m, s).getTime();
const trades: Trade[] = [
  { tradeId: '7', price: '67250.9', amount: '0.0047', side: 'sell', time: at(9, 5, 1) },
  { tradeId: '8', price: '67251.1', amount: '0.12', side: 'buy', time: at(21, 5, 9) },
];

let view: Rendered | undefined;
let context: ReturnType<typeof recordingContext>;
beforeEach(() => {
  vi.useFakeTimers();
  context = recordingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: 0, left: 0, right: 300, bottom: 60, width: 300, height: 60, x: 0, y: 0, toJSON: () => null }) as DOMRect);
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const of = (list: readonly Trade[] | null) => testFrames(list);

const cells = () => [...view!.container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));

describe('RecentTradesView', () => {
  it('shows the newest first, coloured and named by the taker’s side, with a 24-hour time', async () => {
    view = await renderIn('en', en, <RecentTradesView frames={of(trades)} pricePrecision={2} amountPrecision={4} />);
    expect(cells()).toEqual([
      ['Buy 67,251.10', '0.1200', '21:05:09'],
      ['Sell 67,250.90', '0.0047', '09:05:01'],
    ]);
    const prices = [...view.container.querySelectorAll('tbody td:first-child')].map((td) => td.className);
    expect(prices).toEqual(['market-up', 'market-down']);
    expect([...view.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Price', 'Amount', 'Time']);
    expect(view.container.querySelector('table')!.className).toContain('market-sr-only');
    expect(view.container.querySelector('.recent-trades__head')!.textContent).toBe('PriceAmountTime');
  });

  it('paints the trades that fit at every frame, and mirrors them once a second, each row rendered once', async () => {
    const frames = of(trades);
    view = await renderIn('en', en, <RecentTradesView frames={frames} pricePrecision={2} amountPrecision={4} />);
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    vi.mocked(formatDecimalText).mockClear();
    const next: Trade = { tradeId: '9', price: '67252', amount: '1', side: 'buy', time: at(21, 5, 10) };
    await act(async () => frames.set([next, ...trades, trades[0]!]));
    // Painted at once: three rows of 20 px fit the 60 px board, newest first.
    expect(context.texts.map((t) => t.text)).toEqual(['67,252.00', '1.0000', '21:05:10', '67,251.10', '0.1200', '21:05:09', '67,250.90', '0.0047', '09:05:01']);
    expect(view.container.querySelector('.recent-trades__board')!.getAttribute('data-rows')).toBe('3');
    expect(cells()).toHaveLength(2);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(cells().map((row) => row[2])).toEqual(['21:05:10', '21:05:09', '09:05:01']);
    // The new trade's figures, formatted once for the canvas and once for its mirrored row; no other row again.
    expect(vi.mocked(formatDecimalText).mock.calls.map((call) => call[0])).toEqual(['67252', '1', '67252', '1']);
  });

  it('keeps at most the rows asked for', async () => {
    view = await renderIn('en', en, <RecentTradesView frames={of(trades)} pricePrecision={2} amountPrecision={4} rows={1} />);
    expect(cells()).toHaveLength(1);
  });

  it('says when trades are loading or there are none', async () => {
    view = await renderIn('en', en, <RecentTradesView frames={of(null)} pricePrecision={2} amountPrecision={4} />);
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('Loading recent trades…');
    await view.rerender(<RecentTradesView frames={of([])} pricePrecision={2} amountPrecision={4} />);
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('No trades yet.');
  });

  it('writes figures in the user’s language and keeps columns left to right', async () => {
    view = await renderIn('de', de, <RecentTradesView frames={of(trades)} pricePrecision={2} amountPrecision={4} />);
    expect(cells()[0]).toEqual(['Kauf 67.251,10', '0,1200', '21:05:09']);
    await view.unmount();
    view = await renderIn('ar', ar, <RecentTradesView frames={of(trades)} pricePrecision={2} amountPrecision={4} />);
    expect(view.container.querySelector('table')!.getAttribute('dir')).toBe('ltr');
    expect(view.container.querySelector('th')!.textContent).toBe('السعر');
  });

  it('shows a dash for a figure it cannot read', async () => {
    const bad = [{ tradeId: '1', price: 'NaN', amount: '-', side: 'buy', time: Number.NaN } as Trade];
    view = await renderIn('en', en, <RecentTradesView frames={of(bad)} pricePrecision={2} amountPrecision={4} />);
    expect(cells()).toEqual([['Buy —', '—', '—']]);
  });
});
