// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import { btc, order, symbolsOf } from './fixtures';
import { OrderHistoryTable } from './OrderHistoryTable';
import { type Rendered, renderIn } from './testRender';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const rows = () => [...view!.container.querySelectorAll('tbody tr')];
const cell = (row: Element, label: string) => [...row.querySelectorAll('td')]
  .find((td) => td.querySelector('.acct-cell__label')?.textContent === label)?.querySelector('.acct-cell__value')?.textContent;

const filled = order({ orderId: '7', status: 'filled', filledAmount: '0.400000', avgPrice: '59990.50', fee: '0.00040000' });
const canceled = order({ orderId: '8', status: 'canceled', side: 'sell', type: 'market', price: null, filledAmount: '0.000000', avgPrice: '', fee: '0.00000000', feeAsset: 'USDT' });
const working = order({ orderId: '9', status: 'new' });

describe('OrderHistoryTable', () => {
  it('shows ended orders only, with the average price, the fill, the fee and the status', async () => {
    view = await renderIn('en', en, <OrderHistoryTable orders={[filled, working, canceled]} symbols={symbolsOf(btc('spot'))} />);
    expect(rows()).toHaveLength(2);
    const [first, second] = rows();
    expect([cell(first!, 'Avg. price'), cell(first!, 'Filled'), cell(first!, 'Fee'), cell(first!, 'Status'), cell(first!, 'Placed by')])
      .toEqual(['59,990.50', '0.400000 · 100.00%', '0.0004 BTC', 'Filled', 'You']);
    expect([cell(second!, 'Price'), cell(second!, 'Avg. price'), cell(second!, 'Type'), cell(second!, 'Status'), cell(second!, 'Fee')])
      .toEqual(['Market', '—', 'Market', 'Canceled', '0 USDT']);
    expect(second!.querySelector('.acct-side')!.textContent).toBe('Sell');
  });

  it('says an IOC or FOK order ended at once, with what filled', async () => {
    const ioc = order({ orderId: '7', status: 'canceled', timeInForce: 'IOC' });
    const fok = order({ orderId: '8', status: 'filled', type: 'market', price: null, timeInForce: 'FOK', filledAmount: '0.400000' });
    view = await renderIn('en', en, <OrderHistoryTable orders={[ioc, fok]} symbols={symbolsOf(btc('spot'))} />);
    expect(rows().map((r) => [cell(r, 'Type'), cell(r, 'Status')])).toEqual([['Limit · IOC', 'Canceled'], ['Market · FOK', 'Filled']]);
  });

  it('names the orders the exchange placed itself', async () => {
    const origins = (['take_profit', 'stop_loss', 'liquidation', 'close_position'] as const)
      .map((origin, i) => order({ orderId: String(i), market: 'futures', status: 'filled', origin, side: 'sell', tradeSide: 'close' }));
    view = await renderIn('en', en, <OrderHistoryTable orders={origins} symbols={symbolsOf(btc('futures'))} />);
    expect(rows().map((r) => cell(r, 'Placed by'))).toEqual(['Take-profit', 'Stop-loss', 'Liquidation', 'Position close']);
  });

  it('asks for older orders while there are more, and shows the wait', async () => {
    const onMore = vi.fn();
    view = await renderIn('en', en, <OrderHistoryTable orders={[filled]} symbols={symbolsOf(btc('spot'))} onMore={onMore} hasMore />);
    const more = () => view!.container.querySelector<HTMLButtonElement>('.acct-more button');
    more()!.focus();
    await act(async () => more()!.click());
    expect(onMore).toHaveBeenCalledTimes(1);
    await view.rerender(<OrderHistoryTable orders={[filled]} symbols={symbolsOf(btc('spot'))} onMore={onMore} hasMore loadingMore />);
    expect(more()!.textContent).toBe('Loading…');
    expect(more()!.getAttribute('aria-disabled')).toBe('true');
    await act(async () => more()!.click());
    expect(onMore).toHaveBeenCalledTimes(1);
    await view.rerender(<OrderHistoryTable orders={[filled]} symbols={symbolsOf(btc('spot'))} onMore={onMore} hasMore={false} />);
    expect(more()).toBeNull();
    // The button had the focus: the note that the last page has come takes it, not the page's body.
    const note = view.container.querySelector('[data-testid="orders-all-shown"]');
    expect(note?.textContent).toBe('All orders are shown.');
    expect(document.activeElement).toBe(note);
  });

  it('says so in the user’s language when nothing has ended yet', async () => {
    view = await renderIn('de', de, <OrderHistoryTable orders={[working]} symbols={symbolsOf(btc('spot'))} />);
    expect(view.container.textContent).toBe(de['orders.emptyHistory']);
  });

  it('writes figures the German way', async () => {
    view = await renderIn('de', de, <OrderHistoryTable orders={[filled]} symbols={symbolsOf(btc('spot'))} />);
    expect(cell(rows()[0]!, de['orders.avgPrice'])).toBe('59.990,50');
    expect(cell(rows()[0]!, de['orders.filled'])).toBe('0,400000 · 100,00\u00a0%');
  });
});
