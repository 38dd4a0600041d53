// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import { ApiError } from '../../../api/http';
import type { Order } from '../../../core/markets/trading';
import { btc, order, symbolsOf } from './fixtures';
import { OpenOrdersTable } from './OpenOrdersTable';
import { type Rendered, deferred, renderIn } from './testRender';

let view: Rendered | undefined;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

const rows = () => [...view!.container.querySelectorAll('tbody tr')];
/** "label: value" of a row's cells as a card shows them; head cells by their text alone. */
const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => {
  const label = td.querySelector('.acct-cell__label')?.textContent;
  const value = td.querySelector('.acct-cell__value')!.textContent;
  return label ? `${label}: ${value}` : value;
});
const refused = (code: string, text: string) => new ApiError(
  { kind: 'envelope', code, msg: text, status: 'error' },
  { toast: { text }, forcedLogout: false, signConfig: null, log: text },
);

describe('OpenOrdersTable', () => {
  it('shows a spot order with its figures at the symbol’s precision and the filled share', async () => {
    view = await renderIn('en', en, <OpenOrdersTable orders={[order()]} symbols={symbolsOf(btc('spot'))} onCancel={vi.fn()} />);
    const [row] = rows();
    expect(cells(row!)).toEqual([
      'BTC/USDT', 'Buy', expect.stringMatching(/^Time: 01\/06, \d\d:\d\d:05$/), 'Type: Limit', 'Price: 60,000.00',
      'Amount: 0.400000 BTC', 'Filled: 0.100000 · 25.00%', 'Cancel',
    ]);
    expect(row!.querySelector('.acct-side')!.className).toContain('acct-up');
    expect([...view.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Symbol', 'Side', 'Time', 'Type', 'Price', 'Amount', 'Filled', 'Actions']);
  });

  it('names futures orders by what they do to the position and adds TP/SL', async () => {
    const futures: Order[] = [
      order({ orderId: '1', market: 'futures', side: 'buy', tradeSide: 'open', takeProfit: '70000.00', stopLoss: null }),
      order({ orderId: '2', market: 'futures', side: 'sell', tradeSide: 'open' }),
      order({ orderId: '3', market: 'futures', side: 'sell', tradeSide: 'close' }),
      order({ orderId: '4', market: 'futures', side: 'buy', tradeSide: 'close' }),
    ];
    view = await renderIn('en', en, <OpenOrdersTable orders={futures} symbols={symbolsOf(btc('futures'))} onCancel={vi.fn()} />);
    expect(rows().map((r) => r.querySelector('.acct-side')!.textContent)).toEqual(['Open long', 'Open short', 'Close long', 'Close short']);
    expect(rows().map((r) => r.querySelector('.acct-side')!.className.includes('acct-up'))).toEqual([true, false, false, true]);
    expect(cells(rows()[0]!)).toContain('TP/SL: 70,000.00 / —');
    expect(cells(rows()[0]!)[0]).toBe('BTCUSDT Perpetual');
  });

  it('shows the order options beside the type: time in force, post-only, reduce-only', async () => {
    const withOptions: Order[] = [
      order({ orderId: '1', postOnly: true }),
      order({ orderId: '2', market: 'futures', side: 'sell', tradeSide: 'close', reduceOnly: true, timeInForce: 'IOC' }),
      order({ orderId: '3' }),
    ];
    view = await renderIn('de', de, <OpenOrdersTable orders={withOptions} symbols={symbolsOf(btc('spot'), btc('futures'))} onCancel={vi.fn()} />);
    expect(rows().map((r) => cells(r).find((c) => c.startsWith('Typ')))).toEqual(['Typ: Limit-Order · Nur Maker (Post-only)', 'Typ: Limit-Order · IOC · Nur reduzieren', 'Typ: Limit-Order']);
  });

  it('says so when there are no open orders', async () => {
    view = await renderIn('en', en, <OpenOrdersTable orders={[]} symbols={symbolsOf()} onCancel={vi.fn()} />);
    expect(view.container.textContent).toBe('No open orders');
  });

  it('shows the wire’s own digits until the symbols arrive', async () => {
    view = await renderIn('en', en, <OpenOrdersTable orders={[order({ price: '60000.5' })]} symbols={symbolsOf()} onCancel={vi.fn()} />);
    expect(cells(rows()[0]!)).toEqual(expect.arrayContaining(['BTCUSDT', 'Price: 60,000.5', 'Amount: 0.4', 'Filled: 0.1']));
  });

  it('cancels with progress on the row, keeping focus on the button, and goes back to the button when done', async () => {
    const call = deferred();
    const onCancel = vi.fn(() => call.promise);
    const o = order();
    view = await renderIn('en', en, <OpenOrdersTable orders={[o]} symbols={symbolsOf(btc('spot'))} onCancel={onCancel} />);
    const button = view.container.querySelector<HTMLButtonElement>('[data-testid="cancel-101"]')!;
    expect(button.getAttribute('aria-describedby')).toBe(view.container.querySelector('.acct-symbol')!.parentElement!.id);
    button.focus();
    await act(async () => button.click());
    expect(onCancel).toHaveBeenCalledWith(o);
    expect(button.textContent).toBe('Canceling…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    expect(onCancel).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    expect(button.textContent).toBe('Cancel');
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('moves focus to the next order\'s Cancel when the canceled order leaves, then to the empty note', async () => {
    const first = order({ orderId: '101' });
    const second = order({ orderId: '102' });
    const onCancel = vi.fn(() => Promise.resolve());
    const symbols = symbolsOf(btc('spot'));
    view = await renderIn('en', en, <OpenOrdersTable orders={[first, second]} symbols={symbols} onCancel={onCancel} />);
    view.container.querySelector<HTMLButtonElement>('[data-testid="cancel-101"]')!.focus();
    await view.rerender(<OpenOrdersTable orders={[second]} symbols={symbols} onCancel={onCancel} />);
    expect(document.activeElement).toBe(view.container.querySelector('[data-testid="cancel-102"]'));
    await view.rerender(<OpenOrdersTable orders={[]} symbols={symbols} onCancel={onCancel} />);
    expect(document.activeElement).toBe(view.container.querySelector('.acct-empty'));
    expect(document.activeElement!.textContent).toBe('No open orders');
  });

  it('shows a refusal beside the order and lets the user try again', async () => {
    const onCancel = vi.fn().mockRejectedValueOnce(refused('39999', 'The gateway said no')).mockResolvedValueOnce(undefined);
    view = await renderIn('en', en, <OpenOrdersTable orders={[order()]} symbols={symbolsOf(btc('spot'))} onCancel={onCancel} />);
    const button = view.container.querySelector<HTMLButtonElement>('[data-testid="cancel-101"]')!;
    await act(async () => button.click());
    expect(rows()[0]!.querySelector('[role="alert"]')!.textContent).toBe('The gateway said no');
    await act(async () => button.click());
    expect(rows()[0]!.querySelector('[role="alert"]')).toBeNull();
  });

  it('says nothing when a newer call replaced the cancel', async () => {
    const cancelled = new ApiError({ kind: 'cancelled' }, { toast: null, forcedLogout: false, signConfig: null, log: null });
    view = await renderIn('en', en, <OpenOrdersTable orders={[order()]} symbols={symbolsOf(btc('spot'))} onCancel={vi.fn().mockRejectedValue(cancelled)} />);
    await act(async () => view!.container.querySelector<HTMLButtonElement>('[data-testid="cancel-101"]')!.click());
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(view.container.querySelector<HTMLButtonElement>('[data-testid="cancel-101"]')!.textContent).toBe('Cancel');
  });

  it('keeps figures left to right in Arabic', async () => {
    view = await renderIn('ar', ar, <OpenOrdersTable orders={[order()]} symbols={symbolsOf(btc('spot'))} onCancel={vi.fn()} />);
    const price = [...rows()[0]!.querySelectorAll('td')][4]!;
    expect(price.querySelector('.acct-cell__label')!.textContent).toBe(ar['orders.price']);
    expect(price.querySelector('[dir="ltr"]')!.textContent).toBe('60,000.00');
  });
});
