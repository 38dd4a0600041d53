// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import { ApiError } from '../../../api/http';
import type { Ticker } from '../../../core/markets/messages';
import type { Position } from '../../../core/markets/trading';
import { tradingPreferencesAtom } from '../../../state/hooks';
import { btc, futuresTicker, position, symbolsOf } from './fixtures';
import { PositionsTable } from './PositionsTable';
import { type Rendered, deferred, fakeModalDialogs, renderIn } from './testRender';

beforeAll(fakeModalDialogs);
let view: Rendered | undefined;
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

const symbols = symbolsOf(btc('futures'));
const tickers = (mark?: string): ReadonlyMap<string, Ticker> => new Map(mark ? [['BTCUSDT', futuresTicker(mark)]] : []);
const $ = <E extends Element = HTMLElement>(selector: string) => view!.container.querySelector<E>(selector);
const cell = (label: string) => [...view!.container.querySelectorAll('tbody td')]
  .find((td) => td.querySelector('.acct-cell__label')?.textContent === label)?.querySelector('.acct-cell__value');
const click = (selector: string) => act(async () => $<HTMLElement>(selector)!.click());
/** The rows' dialog (close, TP/SL, reverse), after the close-all one. */
const dialog = () => [...view!.container.querySelectorAll<HTMLDialogElement>('dialog')].at(-1)!;

/** Types into a React-controlled input the way a browser does. */
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function table(props: Partial<Parameters<typeof PositionsTable>[0]> = {}) {
  return (
    <PositionsTable positions={[position()]} symbols={symbols} tickers={tickers('61000.00')} onClose={vi.fn()} onSetTpsl={vi.fn()} onReverse={vi.fn()} onCloseAll={vi.fn()} {...props} />
  );
}

const refused = (code: string) => new ApiError(
  { kind: 'envelope', code, msg: 'refused', status: 'error' },
  { toast: { text: 'refused' }, forcedLogout: false, signConfig: null, log: 'refused' },
);

describe('PositionsTable', () => {
  it('values the position at the live mark price and colours the result', async () => {
    view = await renderIn('en', en, table());
    expect($('.acct-symbol')!.textContent).toBe('BTCUSDT Perpetual');
    expect($('.acct-badge')!.textContent).toBe('Isolated 10x');
    expect($('.acct-side')!.textContent).toBe('Long');
    expect(cell('Mark price')!.textContent).toBe('61,000.00');
    expect(cell('Unrealized PnL (ROE)')!.textContent).toBe('+500.0000 USDT (+16.66%)');
    expect(cell('Unrealized PnL (ROE)')!.querySelector('.acct-up')).not.toBeNull();
    expect([cell('Size')!.textContent, cell('Entry price')!.textContent, cell('Liq. price')!.textContent, cell('Margin')!.textContent, cell('TP/SL')!.textContent])
      .toEqual(['0.500000 BTC', '60,000.00', '54,271.36', '3,000.00 USDT', '— / —']);

    await view.rerender(table({ tickers: tickers('59000.00') }));
    expect(cell('Unrealized PnL (ROE)')!.textContent).toBe('-500.0000 USDT (-16.66%)');
    expect(cell('Unrealized PnL (ROE)')!.querySelector('.acct-down')).not.toBeNull();
  });

  it('falls back to the position’s own figures without a futures ticker', async () => {
    const p = position({ markPrice: '60100.00', unrealizedPnl: '50.00000000', roe: '1.66' });
    view = await renderIn('en', en, table({ positions: [p], tickers: new Map([['BTCUSDT', { ...futuresTicker('1.00'), market: 'spot' }]]) }));
    expect(cell('Mark price')!.textContent).toBe('60,100.00');
    expect(cell('Unrealized PnL (ROE)')!.textContent).toBe('+50.0000 USDT (+1.66%)');
  });

  it('filters by margin mode, says when there is no cross position, and keeps the choice', async () => {
    view = await renderIn('en', en, table());
    await click('[data-testid="margin-filter-crossed"]');
    expect($('tbody')).toBeNull();
    expect($('.acct-empty')!.textContent).toBe('No cross-margin positions.');
    expect(view.store.get(tradingPreferencesAtom).position_filter_margin).toBe('crossed');
    expect(localStorage.getItem('position_filter_margin')).toBe('"crossed"');
    await click('[data-testid="margin-filter-isolated"]');
    expect($('tbody tr')).not.toBeNull();
  });

  it('shows a cross position under cross only, with its mode, and no margin button', async () => {
    view = await renderIn('en', en, table({ positions: [position({ marginMode: 'cross' })], onChangeMargin: vi.fn() }));
    expect($('tbody tr')!.textContent).toContain('Cross 10x');
    expect($('[data-testid="margin-BTCUSDT:long"]')).toBeNull();
    await click('[data-testid="margin-filter-isolated"]');
    expect($('tbody')).toBeNull();
    await click('[data-testid="margin-filter-crossed"]');
    expect($('tbody tr')).not.toBeNull();
  });

  it('says so when there is no position', async () => {
    view = await renderIn('en', en, table({ positions: [] }));
    expect($('.acct-empty')!.textContent).toBe('No open positions');
  });

  it('closes the whole position after a confirm step', async () => {
    const call = deferred();
    const onClose = vi.fn(() => call.promise);
    view = await renderIn('en', en, table({ onClose }));
    await click('[data-testid="close-BTCUSDT:long"]');
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain('Close your whole BTCUSDT Perpetual long position (\u20660.500000 BTC\u2069) at the market price?');
    expect(dialog().textContent).toContain('+500.0000 USDT (+16.66%)');
    expect(onClose).not.toHaveBeenCalled();
    await click('[data-testid="close-position-confirm"]');
    expect(onClose).toHaveBeenCalledWith(position(), { kind: 'whole' });
    expect($('[data-testid="close-position-confirm"]')!.textContent).toBe('Closing…');
    await act(async () => call.resolve());
    expect(dialog().open).toBe(false);
  });

  it('closes half at a price with a reduce-only limit order', async () => {
    const onClose = vi.fn(() => Promise.resolve());
    view = await renderIn('en', en, table({ onClose }));
    await click('[data-testid="close-BTCUSDT:long"]');
    await click('[data-testid="close-type-limit"]');
    await type(dialog().querySelector<HTMLInputElement>('[data-testid="close-price"]')!, '62000');
    await click('[data-testid="close-percent-50"]');
    expect(dialog().textContent).toContain('Close \u20660.250000 BTC\u2069 of your BTCUSDT Perpetual long position (\u20660.500000 BTC\u2069)?');
    expect($('[data-testid="close-position-confirm"]')!.textContent).toBe('Place close order');
    await click('[data-testid="close-position-confirm"]');
    expect(onClose).toHaveBeenCalledWith(position(), {
      kind: 'order', fields: { symbol: 'BTCUSDT', side: 'sell', tradeSide: 'close', type: 'limit', reduceOnly: true, amount: '0.25', price: '62000' },
    });
  });

  it('refuses to close more than the position, beside the amount', async () => {
    const onClose = vi.fn(() => Promise.resolve());
    view = await renderIn('en', en, table({ onClose }));
    await click('[data-testid="close-BTCUSDT:long"]');
    await type(dialog().querySelector<HTMLInputElement>('[data-testid="close-amount"]')!, '0.6');
    await click('[data-testid="close-position-confirm"]');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().querySelector('.acct-field__problem')!.textContent).toBe(en['order.problem.aboveClosable']);
  });

  it('reverses a position and closes all of them, each after a confirm step', async () => {
    const onReverse = vi.fn(() => Promise.resolve());
    const onCloseAll = vi.fn(() => Promise.resolve());
    view = await renderIn('en', en, table({ onReverse, onCloseAll }));
    await click('[data-testid="reverse-BTCUSDT:long"]');
    expect(dialog().textContent).toContain('open a short position of the same size?');
    await click('[data-testid="reverse-confirm"]');
    expect(onReverse).toHaveBeenCalledWith(position());
    await click('[data-testid="close-all"]');
    const all = view.container.querySelector<HTMLDialogElement>('dialog')!;
    expect(all.textContent).toContain('Close your 1 futures position at the market price?');
    expect(onCloseAll).not.toHaveBeenCalled();
    await click('[data-testid="close-all-confirm"]');
    expect(onCloseAll).toHaveBeenCalledTimes(1);
    expect(all.open).toBe(false);
  });

  it('keeps the close dialog open with the reason when the exchange refuses', async () => {
    view = await renderIn('en', en, table({ onClose: vi.fn().mockRejectedValue(refused('39999')) }));
    await click('[data-testid="close-BTCUSDT:long"]');
    await click('[data-testid="close-position-confirm"]');
    expect(dialog().open).toBe(true);
    expect(dialog().querySelector('[role="alert"]')!.textContent).toBe('refused');
    expect($('[data-testid="close-position-confirm"]')!.textContent).toBe('Close at market');
  });

  it('explains TP/SL once, until the user asks not to see it again', async () => {
    view = await renderIn('en', en, table());
    await click('[data-testid="tpsl-BTCUSDT:long"]');
    expect(dialog().textContent).toContain('trigger on the mark price');
    const box = dialog().querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(async () => box.click());
    expect(view.store.get(tradingPreferencesAtom).not_tpsl_tip).toBe(true);
    expect(localStorage.getItem('not_tpsl_tip')).toBe('true');
    expect(dialog().textContent).toContain('trigger on the mark price');
    await click('.dialog__actions .button');
    await click('[data-testid="tpsl-BTCUSDT:long"]');
    expect(dialog().textContent).not.toContain('trigger on the mark price');
  });

  it('sets prices typed with the user’s decimal comma and shows the PnL they would realise', async () => {
    const onSetTpsl = vi.fn().mockResolvedValue(undefined);
    view = await renderIn('de', de, table({ onSetTpsl, positions: [position({ stopLoss: '58000.00' })] }));
    await click('[data-testid="tpsl-BTCUSDT:long"]');
    const tp = $<HTMLInputElement>('[data-testid="tpsl-takeProfit"]')!;
    const sl = $<HTMLInputElement>('[data-testid="tpsl-stopLoss"]')!;
    expect(sl.value).toBe('58000,00');
    await type(tp, '62000,5');
    expect(tp.value).toBe('62000,5');
    expect(tp.closest('.acct-field')!.querySelector('.acct-field__estimate')!.textContent).toContain('+1.000,2500 USDT');
    await type(tp, '62000,555');
    expect(tp.value).toBe('62000,5');
    await type(sl, '');
    await click('[data-testid="tpsl-save"]');
    expect(onSetTpsl).toHaveBeenCalledWith(position({ stopLoss: '58000.00' }), '62000.50', '');
    expect(dialog().open).toBe(false);
  });

  it('refuses a take-profit on the wrong side of the mark price before sending it', async () => {
    const onSetTpsl = vi.fn();
    view = await renderIn('en', en, table({ onSetTpsl }));
    await click('[data-testid="tpsl-BTCUSDT:long"]');
    const tp = $<HTMLInputElement>('[data-testid="tpsl-takeProfit"]')!;
    await type(tp, '60500');
    await click('[data-testid="tpsl-save"]');
    expect(onSetTpsl).not.toHaveBeenCalled();
    expect(tp.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tp.getAttribute('aria-describedby')!)!.textContent).toBe('Must be above the mark price, 61,000.00.');
  });

  it('shows the gateway’s refusal of a trigger that the mark price has crossed meanwhile', async () => {
    view = await renderIn('en', en, table({ onSetTpsl: vi.fn().mockRejectedValue(refused('30010')) }));
    await click('[data-testid="tpsl-BTCUSDT:long"]');
    await type($<HTMLInputElement>('[data-testid="tpsl-takeProfit"]')!, '61500');
    await click('[data-testid="tpsl-save"]');
    expect(dialog().open).toBe(true);
    expect(dialog().querySelector('[role="alert"]')!.textContent).toBe((en as Record<string, string>)['trading.error.tpslInvalid']);
  });

  it('follows the position: the dialog goes when the position does', async () => {
    view = await renderIn('en', en, table());
    await click('[data-testid="close-BTCUSDT:long"]');
    await view.rerender(table({ positions: [] as Position[] }));
    expect(dialog().open).toBe(false);
  });

  it('adds isolated margin typed with the user’s decimal comma, showing where the liquidation price goes', async () => {
    const onChangeMargin = vi.fn().mockResolvedValue(undefined);
    view = await renderIn('de', de, table({ onChangeMargin, available: '1000.00000000' }));
    await click('[data-testid="margin-BTCUSDT:long"]');
    await type($<HTMLInputElement>('[data-testid="margin-amount"]')!, '500,5');
    expect($('[data-testid="margin-liquidation-after"]')!.textContent).toMatch(/^\d{2}\.\d{3},\d{2}$/);
    await click('[data-testid="margin-confirm"]');
    expect(onChangeMargin).toHaveBeenCalledWith(position(), 'add', '500.50000000');
    expect(dialog().open).toBe(false);
  });

  it('refuses to remove more than keeps the position away from liquidation, before sending', async () => {
    const onChangeMargin = vi.fn();
    view = await renderIn('en', en, table({ onChangeMargin }));
    await click('[data-testid="margin-BTCUSDT:long"]');
    await click('[data-testid="margin-remove"]');
    await type($<HTMLInputElement>('[data-testid="margin-amount"]')!, '10');
    await click('[data-testid="margin-confirm"]');
    expect(onChangeMargin).not.toHaveBeenCalled();
    expect($('[data-testid="margin-limit"]')!.textContent).toBe('At most \u20660.00 USDT\u2069.');
  });

  it('shows the gateway’s refusal in the page’s words', async () => {
    view = await renderIn('en', en, table({ onChangeMargin: vi.fn().mockRejectedValue(refused('30021')), available: '1000.00000000' }));
    await click('[data-testid="margin-BTCUSDT:long"]');
    await type($<HTMLInputElement>('[data-testid="margin-amount"]')!, '5');
    await click('[data-testid="margin-confirm"]');
    expect(dialog().open).toBe(true);
    expect(dialog().querySelector('[role="alert"]')!.textContent).toBe((en as Record<string, string>)['trading.error.marginTooLow']);
  });
});
