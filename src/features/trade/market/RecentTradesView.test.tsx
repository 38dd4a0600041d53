// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import type * as DisplayDecimal from '../../../core/markets/displayDecimal';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { Trade } from '../../../core/markets/messages';
import { RecentTradesView } from './RecentTradesView';
import { type Rendered, renderIn } from './testRender';

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
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.clearAllMocks();
});

const cells = () => [...view!.container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));

describe('RecentTradesView', () => {
  it('shows the newest first, coloured and named by the taker’s side, with a 24-hour time', async () => {
    view = await renderIn('en', en, <RecentTradesView trades={trades} pricePrecision={2} amountPrecision={4} />);
    expect(cells()).toEqual([
      ['Buy 67,251.10', '0.1200', '21:05:09'],
      ['Sell 67,250.90', '0.0047', '09:05:01'],
    ]);
    const prices = [...view.container.querySelectorAll('tbody td:first-child')].map((td) => td.className);
    expect(prices).toEqual(['market-up', 'market-down']);
    expect([...view.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Price', 'Amount', 'Time']);
  });

  it('renders a trade once, however many arrive after it', async () => {
    view = await renderIn('en', en, <RecentTradesView trades={trades} pricePrecision={2} amountPrecision={4} />);
    vi.mocked(formatDecimalText).mockClear();
    const next: Trade = { tradeId: '9', price: '67252', amount: '1', side: 'buy', time: at(21, 5, 10) };
    await view.rerender(<RecentTradesView trades={[...trades, next, trades[0]!]} pricePrecision={2} amountPrecision={4} />);
    expect(vi.mocked(formatDecimalText).mock.calls.map((call) => call[0])).toEqual(['67252', '1']);
    expect(cells().map((row) => row[2])).toEqual(['21:05:10', '21:05:09', '09:05:01']);
  });

  it('keeps at most the rows asked for', async () => {
    view = await renderIn('en', en, <RecentTradesView trades={trades} pricePrecision={2} amountPrecision={4} rows={1} />);
    expect(cells()).toHaveLength(1);
  });

  it('says when trades are loading or there are none', async () => {
    view = await renderIn('en', en, <RecentTradesView trades={null} pricePrecision={2} amountPrecision={4} />);
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('Loading recent trades…');
    await view.rerender(<RecentTradesView trades={[]} pricePrecision={2} amountPrecision={4} />);
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe('No trades yet.');
  });

  it('writes figures in the user’s language and keeps columns left to right', async () => {
    view = await renderIn('de', de, <RecentTradesView trades={trades} pricePrecision={2} amountPrecision={4} />);
    expect(cells()[0]).toEqual(['Kauf 67.251,10', '0,1200', '21:05:09']);
    await view.unmount();
    view = await renderIn('ar', ar, <RecentTradesView trades={trades} pricePrecision={2} amountPrecision={4} />);
    expect(view.container.querySelector('table')!.getAttribute('dir')).toBe('ltr');
    expect(view.container.querySelector('th')!.textContent).toBe('السعر');
  });

  it('shows a dash for a figure it cannot read', async () => {
    const bad = [{ tradeId: '1', price: 'NaN', amount: '-', side: 'buy', time: Number.NaN } as Trade];
    view = await renderIn('en', en, <RecentTradesView trades={bad} pricePrecision={2} amountPrecision={4} />);
    expect(cells()).toEqual([['Buy —', '—', '—']]);
  });
});
