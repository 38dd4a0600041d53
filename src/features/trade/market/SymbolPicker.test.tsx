// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import ru from '../../../../locales/ru.json';
import type { Ticker } from '../../../core/markets/messages';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import { SymbolPicker, type SymbolPickerProps } from './SymbolPicker';
import { type Rendered, renderIn } from './testRender';

// jsdom has no modal dialogs; these stand in for what the browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const info = (base: string, market: MarketKind, status: SymbolInfo['status'] = 'trading'): SymbolInfo => ({
  symbol: `${base}USDT`, market, base, quote: 'USDT', pricePrecision: base === 'DOGE' ? 5 : 2, amountPrecision: 4, tickSize: '0.01', lotSize: '0.0001',
  minAmount: '0.0001', minNotional: '5', makerFeeRate: '0.001', takerFeeRate: '0.001', status,
});
const ticker = (base: string, market: MarketKind, last: string, change24h: string) => ({ symbol: `${base}USDT`, market, last, change24h }) as Ticker;

const symbols = [info('BTC', 'spot'), info('ETH', 'spot'), info('DOGE', 'spot', 'halted'), info('BTC', 'futures'), info('ETH', 'futures')];
const tickers = [{ ...ticker('BTC', 'spot', '67250.9', '1.25'), quoteVolume24h: '1234567.5' }, ticker('ETH', 'spot', '3500', '-2.5'), ticker('BTC', 'futures', '1', '0')];
const props: SymbolPickerProps = { market: 'spot', current: 'BTCUSDT', symbols, tickers, hrefFor: (s) => `/spot/${s}`, favorites: [], onToggleFavorite: () => undefined };

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  history.replaceState(null, '', '/');
});

const $ = <E extends Element = HTMLElement>(selector: string) => view!.container.querySelector<E>(selector);
const options = () => [...view!.container.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
const input = () => $<HTMLInputElement>('input[role="combobox"]')!;

async function open() {
  await act(async () => $<HTMLButtonElement>('.symbol-picker__open')!.click());
}
async function type(text: string) {
  await act(async () => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function press(key: string, init: KeyboardEventInit = {}) {
  await act(async () => input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })));
}

describe('SymbolPicker', () => {
  it('names the current market on a button that opens a dialog', async () => {
    view = await renderIn('en', en, <SymbolPicker {...props} />);
    const button = $<HTMLButtonElement>('.symbol-picker__open')!;
    expect(button.textContent).toBe('BTC/USDT▾');
    expect(button.getAttribute('aria-label')).toBe('BTC/USDT: choose another market');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect($('[role="listbox"]')).toBeNull();
    await open();
    expect($<HTMLDialogElement>('dialog')!.open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect($('dialog h2')!.textContent).toBe('Spot markets');
  });

  it('lists the market’s symbols with price, change and the halted ones marked', async () => {
    view = await renderIn('en', en, <SymbolPicker {...props} />);
    await open();
    expect(options().map((o) => [...o.children].map((c) => c.textContent))).toEqual([
      ['BTC/USDTCurrent market', '67,250.90', '+1.25%', '24h volume (USDT) 1.23M'],
      ['ETH/USDT', '3,500.00', '-2.50%', '24h volume (USDT) —'],
      ['DOGE/USDTHalted', '—', '—', '24h volume (USDT) —'],
    ]);
    expect(options().map((o) => o.getAttribute('href'))).toEqual(['/spot/BTCUSDT', '/spot/ETHUSDT', '/spot/DOGEUSDT']);
    expect(options()[0]!.getAttribute('aria-current')).toBe('page');
    expect(options()[1]!.querySelector('.symbol-picker__change')!.className).toContain('market-down');
    expect($('[role="status"]')!.textContent).toBe('3 markets');
  });

  it('searches by coin and says when nothing matches', async () => {
    view = await renderIn('en', en, <SymbolPicker {...props} />);
    await open();
    await type('eth');
    expect(options().map((o) => o.dataset.symbol)).toEqual(['ETHUSDT']);
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect($('[role="status"]')!.textContent).toBe('1 market');
    await type(' luna ');
    expect(options()).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect($('.market-note')!.textContent).toBe('No market matches “luna”.');
  });

  it('moves with the arrows, wraps, and follows the highlighted link on Enter', async () => {
    view = await renderIn('en', en, <SymbolPicker {...props} />);
    await open();
    const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(selected()).toBe(2);
    await press('ArrowDown');
    expect(selected()).toBe(0);
    await press('ArrowUp');
    expect(selected()).toBe(2);
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await press('ArrowUp');
    await press('Enter');
    expect(location.pathname).toBe('/spot/ETHUSDT');
    expect($<HTMLDialogElement>('dialog')!.open).toBe(false);
  });

  it('navigates on a tap and closes on Escape or the close button', async () => {
    view = await renderIn('en', en, <SymbolPicker {...props} />);
    await open();
    await act(async () => options()[2]!.click());
    expect(location.pathname).toBe('/spot/DOGEUSDT');
    expect($<HTMLDialogElement>('dialog')!.open).toBe(false);
    await open();
    await press('Escape');
    expect($<HTMLDialogElement>('dialog')!.open).toBe(false);
    await open();
    await act(async () => $<HTMLButtonElement>('.symbol-picker__search button')!.click());
    expect($<HTMLDialogElement>('dialog')!.open).toBe(false);
  });

  it('tells once when it opens and once when it closes', async () => {
    const onOpenChange = vi.fn();
    view = await renderIn('en', en, <SymbolPicker {...props} onOpenChange={onOpenChange} />);
    await open();
    await press('Escape');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('names perpetuals and lists only futures on the futures page', async () => {
    view = await renderIn('en', en, <SymbolPicker {...props} market="futures" current="ETHUSDT" hrefFor={(s) => `/futures/usdt/${s}`} />);
    expect($('.symbol-picker__open')!.textContent).toBe('ETHUSDT Perpetual▾');
    await open();
    expect($('dialog h2')!.textContent).toBe('USDT-M perpetual futures');
    expect(options().map((o) => o.getAttribute('href'))).toEqual(['/futures/usdt/BTCUSDT', '/futures/usdt/ETHUSDT']);
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('says it is loading before the symbols arrive, and marks a halted current market', async () => {
    view = await renderIn('ru', ru, <SymbolPicker {...props} symbols={[]} />);
    expect($('.symbol-picker__open')!.textContent).toBe('BTCUSDT▾');
    await open();
    expect($('.market-note')!.textContent).toBe('Загрузка рынков…');
    await view.rerender(<SymbolPicker {...props} current="DOGEUSDT" />);
    expect($('[role="status"]')!.textContent).toBe('3 рынка');
    expect($('.symbol-picker__open')!.getAttribute('aria-label')).toBe('DOGE/USDT, Приостановлен: выбрать другой рынок');
  });

  it('shows only the favourites of this market on their switch, and stars the highlighted market with Alt+S', async () => {
    const onToggleFavorite = vi.fn();
    const favorites = [{ market: 'spot', symbol: 'ETHUSDT' }, { market: 'futures', symbol: 'BTCUSDT' }] as const;
    view = await renderIn('en', en, <SymbolPicker {...props} favorites={favorites} onToggleFavorite={onToggleFavorite} />);
    await open();
    expect(options().map((o) => o.querySelector('[data-testid="favorite-mark"]')!.getAttribute('data-on'))).toEqual(['false', 'true', 'false']);
    expect(options()[1]!.textContent).toContain('Favourite');
    await act(async () => $<HTMLButtonElement>('[data-testid="picker-show-favorites"]')!.click());
    expect(options().map((o) => o.dataset.symbol)).toEqual(['ETHUSDT']);
    expect($('[role="status"]')!.textContent).toBe('1 market');
    await press('s', { altKey: true, code: 'KeyS' });
    expect(onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ market: 'spot', symbol: 'ETHUSDT' }));
    await view.rerender(<SymbolPicker {...props} favorites={[]} onToggleFavorite={onToggleFavorite} />);
    expect(options()).toEqual([]);
    expect($('.market-note')!.textContent).toBe('No favourites yet. Star a market to keep it here.');
  });

  it('stars a market on a tap of its star without following its link', async () => {
    const onToggleFavorite = vi.fn();
    view = await renderIn('en', en, <SymbolPicker {...props} onToggleFavorite={onToggleFavorite} />);
    await open();
    await act(async () => options()[2]!.querySelector<HTMLElement>('[data-testid="favorite-mark"]')!.click());
    expect(onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'DOGEUSDT' }));
    expect(location.pathname).toBe('/');
    expect($<HTMLDialogElement>('dialog')!.open).toBe(true);
  });

  it('keeps the highlight when the list opens or scrolls under a pointer that did not move', async () => {
    view = await renderIn('en', en, <SymbolPicker {...props} />);
    await open();
    const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true')?.dataset.symbol;
    await act(async () => options()[2]!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
    expect(selected()).toBe('BTCUSDT');
    await act(async () => options()[2]!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, movementX: 3 } as MouseEventInit)));
    expect(selected()).toBe('DOGEUSDT');
  });
});
