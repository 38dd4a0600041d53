// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import type * as DisplayDecimal from '../../../core/markets/displayDecimal';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { BookLevel, Ticker } from '../../../core/markets/messages';
import { OrderBookView, type OrderBookViewProps } from './OrderBookView';
import { type Rendered, renderIn } from './testRender';

vi.mock('../../../core/markets/displayDecimal', async (importOriginal) => {
  const original = await importOriginal<typeof DisplayDecimal>();
  return { ...original, formatDecimalText: vi.fn(original.formatDecimalText) };
});

const asks: BookLevel[] = [['100.5', '1.5'], ['100.6', '2'], ['100.7', '0.25']];
const bids: BookLevel[] = [['100.4', '1'], ['100.3', '3'], ['100.2', '0.5']];
const ticker = { symbol: 'BTCUSDT', market: 'spot', last: '100.45', change24h: '1.00' } as Ticker;
const props: OrderBookViewProps = { bids, asks, pricePrecision: 2, amountPrecision: 3, last: ticker, rows: 5 };

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.clearAllMocks();
});

const rowsOf = (side: 'asks' | 'bids') =>
  [...view!.container.querySelectorAll(`.order-book__side--${side} .book-row`)].map((row) => [...row.querySelectorAll('span')].map((s) => s.textContent));

describe('OrderBookView', () => {
  it('puts asks above bids, the best of each next to the middle, with running totals', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    expect(rowsOf('asks')).toEqual([
      ['100.70', '0.250', '3.750'],
      ['100.60', '2.000', '3.500'],
      ['100.50', '1.500', '1.500'],
    ]);
    expect(rowsOf('bids')).toEqual([
      ['100.40', '1.000', '1.000'],
      ['100.30', '3.000', '4.000'],
      ['100.20', '0.500', '4.500'],
    ]);
    const grid = view.container.querySelector<HTMLElement>('.order-book__grid')!;
    expect(grid.getAttribute('dir')).toBe('ltr');
    const order = [...grid.children].map((child) => child.className);
    expect(order).toEqual(['order-book__head', 'order-book__side order-book__side--asks', 'order-book__mid', 'order-book__side order-book__side--bids']);
    expect(view.container.querySelector('.order-book__mid')!.textContent).toBe('Last price 100.45Spread 0.10 (0.0995%)');
  });

  it('scales the depth bars by the deepest total of both sides, in steps', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    const grid = view.container.querySelector<HTMLElement>('.order-book__grid')!;
    expect(grid.style.getPropertyValue('--depth-max')).toBe('5.00');
    const first = view.container.querySelector<HTMLElement>('.order-book__side--bids .book-row')!;
    expect(first.style.getPropertyValue('--total')).toBe('1.0');
  });

  it('passes the exact price of a clicked row or of the last price', async () => {
    const onPickPrice = vi.fn();
    view = await renderIn('en', en, <OrderBookView {...props} onPickPrice={onPickPrice} />);
    const options = [...view.container.querySelectorAll<HTMLElement>('[role="option"][data-price]')];
    expect(options).toHaveLength(7);
    const best = options.find((o) => o.dataset.price === '100.4')!;
    expect(best.getAttribute('aria-label')).toBe('Price 100.40, amount 1.000, total 1.000');
    await act(async () => best.querySelector('span')!.click());
    expect(onPickPrice).toHaveBeenLastCalledWith('100.4');
    await act(async () => view!.container.querySelector<HTMLElement>('.order-book__last')!.click());
    expect(onPickPrice).toHaveBeenLastCalledWith('100.45');
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
    await view.rerender(<OrderBookView {...props} bids={[['100.35', '2'], ['100.3', '3']]} onPickPrice={vi.fn()} />);
    expect(document.activeElement).toBe(view.container.querySelector('[role="listbox"]'));
    const active = document.getElementById(grid.getAttribute('aria-activedescendant')!)!;
    expect(active.dataset.price).toBe('100.35');
    expect(active.getAttribute('aria-selected')).toBe('true');
  });

  it('has no options and no tab stop when nothing takes the price', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    expect(view.container.querySelector('button, [role="option"], [role="listbox"], [tabindex]')).toBeNull();
  });

  it('renders only the rows whose figures changed', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} />);
    const before = view.container.querySelector('.order-book__side--asks .book-row');
    vi.mocked(formatDecimalText).mockClear();
    await view.rerender(<OrderBookView {...props} asks={[...asks]} bids={[['100.4', '1'], ['100.3', '3'], ['100.2', '0.7']]} />);
    // The deepest bid's price, amount and total; no other row, and the middle kept its figures.
    expect(vi.mocked(formatDecimalText).mock.calls.map((call) => call[0])).toEqual(['100.2', '0.7', '4.7']);
    expect(view.container.querySelector('.order-book__side--asks .book-row')).toBe(before);
    expect(rowsOf('bids')[2]).toEqual(['100.20', '0.700', '4.700']);
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
  });

  it('dims a stale book and says so', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} stale />);
    expect(view.container.querySelector('.order-book')!.className).toContain('order-book--stale');
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('Live updates are delayed: the book may be out of date.');
    await view.rerender(<OrderBookView {...props} />);
    expect(view.container.querySelector('.order-book')!.className).not.toContain('order-book--stale');
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('says when the book is loading or empty', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} bids={null} asks={null} />);
    expect(view.container.querySelector('.order-book__note')!.textContent).toBe('Loading the order book…');
    await view.rerender(<OrderBookView {...props} bids={[]} asks={[]} />);
    expect(view.container.querySelector('.order-book__note')!.textContent).toBe('There are no orders in the book.');
  });

  it('shows one side alone, and leaves out levels it cannot read', async () => {
    view = await renderIn('en', en, <OrderBookView {...props} asks={[['oops', '1'], ['100.5', 'NaN']]} bids={[['100.4', '1']]} last={null} />);
    expect(rowsOf('asks')).toEqual([]);
    expect(rowsOf('bids')).toEqual([['100.40', '1.000', '1.000']]);
    expect(view.container.querySelector('.order-book__mid')!.textContent).toBe('Last price —');
  });

  it('keeps the numeric order left to right in Arabic', async () => {
    view = await renderIn('ar', ar, <OrderBookView {...props} />);
    const grid = view.container.querySelector('.order-book__grid')!;
    expect(grid.getAttribute('dir')).toBe('ltr');
    expect(grid.querySelector('.order-book__head')!.textContent).toBe('السعرالكميةالإجمالي');
    expect(view.container.querySelector('.order-book__side--bids')!.getAttribute('aria-label')).toBe('أوامر الشراء');
    expect(view.container.querySelector('.order-book__spread')!.getAttribute('dir')).toBe('rtl');
  });
});
