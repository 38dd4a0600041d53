// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import type * as DisplayDecimal from '../../../core/markets/displayDecimal';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { BookLevel, Ticker } from '../../../core/markets/messages';
import { type BookFrame, MIRROR_PERIOD_MS, OrderBookView, type OrderBookViewProps } from './OrderBookView';
import { type Rendered, type TestFrames, recordingContext, renderIn, testFrames } from './testRender';

vi.mock('../../../core/markets/displayDecimal', async (importOriginal) => {
  const original = await importOriginal<typeof DisplayDecimal>();
  return { ...original, formatDecimalText: vi.fn(original.formatDecimalText) };
});

const asks: BookLevel[] = [['100.5', '1.5'], ['100.6', '2'], ['100.7', '0.25']];
const bids: BookLevel[] = [['100.4', '1'], ['100.3', '3'], ['100.2', '0.5']];
const ticker = { symbol: 'BTCUSDT', market: 'spot', last: '100.45', change24h: '1.00' } as Ticker;
const live = (over: Partial<BookFrame> = {}): BookFrame => ({ bids, asks, phase: 'live', seq: 1, resyncs: 0, ...over });

let frames: TestFrames<BookFrame>;
let context: ReturnType<typeof recordingContext>;
let props: OrderBookViewProps;
let view: Rendered | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  frames = testFrames(live());
  props = { frames, pricePrecision: 2, amountPrecision: 3, last: ticker, rows: 5 };
  context = recordingContext();
  // jsdom has no canvas and lays nothing out: a recording context, and a board 300 px wide.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: 0, left: 0, right: 300, bottom: 280, width: 300, height: 280, x: 0, y: 0, toJSON: () => null } as DOMRect;
  });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const mirrorRows = (side: 'asks' | 'bids') =>
  [...view!.container.querySelectorAll(`.order-book__mirror .order-book__side--${side} .book-row`)].map((row) => [...row.querySelectorAll('span')].map((s) => s.textContent));
const painted = () => context.texts.map((t) => t.text);
const frame = (next: BookFrame) => act(async () => frames.set(next));
const wait = (ms: number) => act(async () => {
  vi.advanceTimersByTime(ms);
});

describe('OrderBookView', () => {
  it('mirrors asks above bids for screen readers, the best of each next to the middle, with running totals', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    expect(mirrorRows('asks')).toEqual([
      ['100.70', '0.250', '3.750'],
      ['100.60', '2.000', '3.500'],
      ['100.50', '1.500', '1.500'],
    ]);
    expect(mirrorRows('bids')).toEqual([
      ['100.40', '1.000', '1.000'],
      ['100.30', '3.000', '4.000'],
      ['100.20', '0.500', '4.500'],
    ]);
    const board = view.container.querySelector<HTMLElement>('.order-book__board')!;
    expect(board.getAttribute('dir')).toBe('ltr');
    expect(board.querySelector('canvas')!.getAttribute('aria-hidden')).toBe('true');
    expect(view.container.querySelector('.order-book__mirror')!.className).toContain('market-sr-only');
    expect(view.container.querySelector('.order-book__mid')!.textContent).toBe('Last price 100.45Spread 0.10 (0.0995%)');
  });

  it('paints every frame the store tells of, from its latest levels, and says how many rows it painted', async () => {
    const onFrame = vi.fn();
    view = await renderIn('en', en, <OrderBookView {...props} onFrame={onFrame} />);
    await frame(live({ seq: 2, bids: [['100.4', '1'], ['100.35', '7']] }));
    expect(painted()).toEqual(expect.arrayContaining(['100.50', '100.60', '100.70', '100.40', '100.35', '7.000', '8.000', '100.45']));
    expect(painted()).not.toContain('100.30');
    expect(onFrame).toHaveBeenLastCalledWith(expect.objectContaining({ seq: 2 }));
    expect(view.container.querySelector('.order-book__board')!.getAttribute('data-rows')).toBe('3');
    // A burst of frames: what is painted is the last one, whole.
    for (let seq = 3; seq < 50; seq += 1) frames.set(live({ seq, bids: [[`100.${seq}`, '1']] }));
    await frame(live({ seq: 50, bids: [['99.99', '2']] }));
    expect(painted().filter((text) => /^\d+\.\d\d$/.test(text) && text !== '100.45')).toEqual(['100.50', '100.60', '100.70', '99.99']);
  });

  it('formats a price or amount once, however many frames show it', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    await frame(live({ seq: 2 }));
    vi.mocked(formatDecimalText).mockClear();
    await frame(live({ seq: 3 }));
    await frame(live({ seq: 4, bids: [...bids, ['100.1', '2']] }));
    const formatted = vi.mocked(formatDecimalText).mock.calls.map((call) => call[0]);
    // The new level's price and total (its amount '2' is not new: '100.6' has it); the middle's figures are known.
    expect(formatted).toEqual(['100.1', '6.5']);
  });

  it('follows the book in the mirror once a second, not at every frame, but at once when it goes live', async () => {
    frames = testFrames<BookFrame>({ bids: [], asks: [], phase: 'loading' });
    view = await renderIn('en', en, <OrderBookView {...props} frames={frames} />);
    expect(view.container.querySelector('.order-book__note')!.textContent).toBe('Loading the order book…');
    await frame(live());
    expect(mirrorRows('bids')).toHaveLength(3);
    await frame(live({ seq: 2, bids: [['100.41', '1']] }));
    expect(mirrorRows('bids')).toHaveLength(3);
    await wait(MIRROR_PERIOD_MS);
    expect(mirrorRows('bids')).toEqual([['100.41', '1.000', '1.000']]);
    await frame(live({ seq: 3, phase: 'resyncing' }));
    expect(view.container.querySelector('.order-book')!.className).toContain('order-book--stale');
  });

  it('passes the exact price of a mirrored option, of a painted row clicked, or of the last price', async () => {
    const onPickPrice = vi.fn();
    view = await renderIn('en', en, <OrderBookView {...props} onPickPrice={onPickPrice} />);
    const options = [...view.container.querySelectorAll<HTMLElement>('[role="option"][data-price]')];
    expect(options).toHaveLength(7);
    const best = options.find((o) => o.dataset.price === '100.4')!;
    expect(best.getAttribute('aria-label')).toBe('Price 100.40, amount 1.000, total 1.000');
    await act(async () => best.querySelector('span')!.click());
    expect(onPickPrice).toHaveBeenLastCalledWith('100.4');
    await frame(live({ seq: 2 }));
    const canvas = view.container.querySelector('canvas')!;
    const clickAt = (y: number) => act(async () => {
      canvas.dispatchEvent(new MouseEvent('click', { bubbles: true, clientY: y }));
    });
    // Five rows a side of 24 px: the best ask is the fifth row, the middle 40 px below the asks.
    await clickAt(4 * 24 + 5);
    expect(onPickPrice).toHaveBeenLastCalledWith('100.5');
    await clickAt(5 * 24 + 20);
    expect(onPickPrice).toHaveBeenLastCalledWith('100.45');
    await clickAt(5 * 24 + 40 + 24 + 5);
    expect(onPickPrice).toHaveBeenLastCalledWith('100.3');
    onPickPrice.mockClear();
    // An empty place (only three asks in five rows) chooses nothing.
    await clickAt(5);
    expect(onPickPrice).not.toHaveBeenCalled();
  });

  it('is one tab stop: a listbox whose arrows move the active row and whose Enter picks its price', async () => {
    const onPickPrice = vi.fn();
    view = await renderIn('en', en, <OrderBookView {...props} onPickPrice={onPickPrice} />);
    const grid = view.container.querySelector<HTMLElement>('[role="listbox"]')!;
    expect(grid.tabIndex).toBe(0);
    expect(grid.getAttribute('aria-label')).toBe('Order book');
    expect(document.getElementById(grid.getAttribute('aria-describedby')!)!.textContent).toBe('Choose a price to put it in the order form.');
    expect(view.container.querySelectorAll('button, [tabindex="0"]')).toHaveLength(1);
    const active = () => document.getElementById(grid.getAttribute('aria-activedescendant')!)!;
    const press = (key: string) => act(async () => {
      grid.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
    grid.focus();
    expect(active().dataset.price).toBe('100.45');
    await press('ArrowDown');
    expect(active().dataset.price).toBe('100.4');
    expect(active().getAttribute('aria-selected')).toBe('true');
    // The canvas outlines the same row: the best bid, just below the middle.
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(context.strokes).toEqual([expect.objectContaining({ y: 5 * 24 + 40 + 1, color: expect.any(String) })]);
    await press('ArrowUp');
    await press('ArrowUp');
    expect(active().dataset.price).toBe('100.5');
    await press('Home');
    expect(active().dataset.price).toBe('100.7');
    await press('End');
    expect(active().dataset.price).toBe('100.2');
    await press('ArrowDown');
    expect(active().dataset.price).toBe('100.2');
    await press('Enter');
    expect(onPickPrice).toHaveBeenLastCalledWith('100.2');
  });

  it('keeps focus on the book when the active row leaves it; the row in its place becomes active', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} onPickPrice={vi.fn()} />);
    const grid = view.container.querySelector<HTMLElement>('[role="listbox"]')!;
    grid.focus();
    await act(async () => {
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(grid.getAttribute('aria-activedescendant')).toMatch(/-bids-100\.4$/);
    await frame(live({ seq: 2, bids: [['100.35', '2'], ['100.3', '3']] }));
    await wait(MIRROR_PERIOD_MS);
    expect(document.activeElement).toBe(view.container.querySelector('[role="listbox"]'));
    const active = document.getElementById(grid.getAttribute('aria-activedescendant')!)!;
    expect(active.dataset.price).toBe('100.35');
    expect(active.getAttribute('aria-selected')).toBe('true');
  });

  it('outlines the active row’s place on the canvas when a newer frame no longer has its price', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} onPickPrice={vi.fn()} />);
    const grid = view.container.querySelector<HTMLElement>('[role="listbox"]')!;
    grid.focus();
    for (const key of ['ArrowDown', 'ArrowDown']) {
      await act(async () => {
        grid.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    }
    expect(document.getElementById(grid.getAttribute('aria-activedescendant')!)!.dataset.price).toBe('100.3');
    await frame(live({ seq: 2, bids: [['100.4', '1'], ['100.32', '3'], ['100.2', '0.5']] }));
    // The second bid's row, below the middle line.
    expect(context.strokes.map((s) => s.y)).toEqual([5 * 24 + 40 + 24 + 1]);
  });

  it('shows the book as it is now when the keyboard moves through it', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} onPickPrice={vi.fn()} />);
    const grid = view.container.querySelector<HTMLElement>('[role="listbox"]')!;
    grid.focus();
    await frame(live({ seq: 2, bids: [['100.44', '2'], ['100.4', '1']] }));
    expect(mirrorRows('bids')[0]![0]).toBe('100.40');
    await act(async () => {
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(mirrorRows('bids')[0]![0]).toBe('100.44');
    expect(document.getElementById(grid.getAttribute('aria-activedescendant')!)!.dataset.price).toBe('100.44');
  });

  it('has no options and no tab stop when nothing takes the price', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    expect(view.container.querySelector('button, [role="option"], [role="listbox"], [tabindex]')).toBeNull();
  });

  it('colours the last price by its latest move', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    const last = () => view!.container.querySelector('.order-book__last')!;
    expect(last().className).not.toMatch(/market-(up|down)/);
    await view.rerender(<OrderBookView {...props} last={{ ...ticker, last: '100.50' }} />);
    expect(last().className).toContain('market-up');
    await view.rerender(<OrderBookView {...props} last={{ ...ticker, last: '100.5' }} />);
    expect(last().className).toContain('market-up');
    await view.rerender(<OrderBookView {...props} last={{ ...ticker, last: '100.1' }} />);
    expect(last().className).toContain('market-down');
    await wait(100);
    expect(context.texts.find((t) => t.text === '▼')).toBeDefined();
  });

  it('dims a stale book and says so', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} stale />);
    expect(view.container.querySelector('.order-book')!.className).toContain('order-book--stale');
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('Live updates are delayed: the book may be out of date.');
    await view.rerender(<OrderBookView {...props} />);
    expect(view.container.querySelector('.order-book')!.className).not.toContain('order-book--stale');
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('says when the book is empty', async () => {
    frames = testFrames(live({ bids: [], asks: [] }));
    view = await renderIn('en', en, <OrderBookView {...props} frames={frames} />);
    expect(view.container.querySelector('.order-book__note')!.textContent).toBe('There are no orders in the book.');
  });

  it('shows one side alone, and leaves out levels it cannot read', async () => {
    frames = testFrames(live({ asks: [['oops', '1'], ['100.5', 'NaN']], bids: [['100.4', '1']] }));
    view = await renderIn('en', en, <OrderBookView {...props} frames={frames} last={null} />);
    expect(mirrorRows('asks')).toEqual([]);
    expect(mirrorRows('bids')).toEqual([['100.40', '1.000', '1.000']]);
    expect(view.container.querySelector('.order-book__mid')!.textContent).toBe('Last price —');
  });

  it('keeps the numeric order left to right in Arabic', async () => {
    view = await renderIn('ar', ar, <OrderBookView {...props} />);
    expect(view.container.querySelector('.order-book__board')!.getAttribute('dir')).toBe('ltr');
    const head = view.container.querySelector('.order-book__head')!;
    expect(head.getAttribute('dir')).toBe('ltr');
    expect(head.textContent).toBe('السعرالكميةالإجمالي');
    expect(view.container.querySelector('.order-book__side--bids')!.getAttribute('aria-label')).toBe('أوامر الشراء');
    expect(view.container.querySelector('.order-book__spread')!.getAttribute('dir')).toBe('rtl');
  });

  it('offers the market’s price steps, shows grouped prices with the step’s decimals', async () => {
    const onStep = vi.fn();
    frames = testFrames(live({ asks: [['101', '1.5']], bids: [['100', '1']] }));
    view = await renderIn('en', en, <OrderBookView {...props} frames={frames} grouping={{ steps: ['0.01', '0.1', '1', '10'], step: '1', onStep }} />);
    const select = view.container.querySelector<HTMLSelectElement>('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['0.01', '0.1', '1', '10']);
    expect(select.value).toBe('1');
    expect(view.container.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Price step');
    expect(mirrorRows('bids')).toEqual([['100', '1.000', '1.000']]);
    await frame(live({ seq: 2, asks: [['101', '1.5']], bids: [['100', '1']] }));
    expect(painted()).toContain('101');
    await act(async () => {
      select.value = '10';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onStep).toHaveBeenCalledWith('10');
  });
});
