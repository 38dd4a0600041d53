// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import type { CandleInterval } from '../../../core/markets/intervals';
import type { Candle, CandleMessage } from '../../../core/markets/messages';
import { I18nProvider } from '../../../i18n/intl';
import type { Messages } from '../../../i18n/messages';
import { Provider, createStore, tradingPreferencesAtom } from '../../../state/hooks';
import type { PublicMessage } from '../../markets/feed';
import type { CandleChartProps } from './CandleChart';
import { type ChartLine, ChartPanel } from './ChartPanel';

const api = vi.hoisted(() => ({
  fetchCandles: vi.fn(),
  listeners: new Set<(m: unknown) => void>(),
  chart: { current: null as unknown },
  depth: { current: null as unknown },
  bookArrived: { current: true },
}));

vi.mock('../../markets/marketApi', () => ({ fetchCandles: api.fetchCandles }));
vi.mock('../../markets/feed', () => ({
  subscribePublic: (_arg: unknown, listener: (m: unknown) => void) => {
    api.listeners.add(listener);
    return () => api.listeners.delete(listener);
  },
}));
vi.mock('../../markets/marketHooks', () => ({ useBookArrived: () => api.bookArrived.current }));
vi.mock('./CandleChart', () => ({
  default: (props: unknown) => {
    api.chart.current = props;
    return null;
  },
}));
vi.mock('./DepthChart', () => ({
  default: (props: unknown) => {
    api.depth.current = props;
    return <canvas data-testid="depth-canvas" />;
  },
}));

const chart = () => api.chart.current as CandleChartProps;
const MINUTE = 60_000;
const candle = (minute: number, close = '100'): Candle => ({ time: minute * MINUTE, open: '100', high: '101', low: '99', close, volume: '1', quoteVolume: '100' });
const minutes = (list: readonly Candle[]) => list.map((c) => c.time / MINUTE);

/** A request the test answers when it wants to, like a slow network. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

function push(data: Candle, interval: CandleInterval = '1m', symbol = 'BTCUSDT') {
  const message: CandleMessage = { channel: 'candle', market: 'spot', symbol, interval, ts: 0, data };
  act(() => { for (const listener of api.listeners) listener(message as PublicMessage); });
}

let container: HTMLElement;
let root: Root;
let store: ReturnType<typeof createStore>;
const lines: ChartLine[] = [
  { id: 'o1', price: '99.5', kind: 'buy', label: 'Buy', source: 'order' },
  { id: 'long', price: '98', kind: 'long', label: 'Long', source: 'position' },
];

async function render(props: { symbol?: string; lines?: readonly ChartLine[]; locale?: 'en' | 'ar' } = {}) {
  const locale = props.locale ?? 'en';
  await act(async () => {
    root.render(
      <Provider store={store}>
        <I18nProvider locale={locale} initial={{ locale, complete: true, messages: (locale === 'ar' ? ar : en) as Messages }}>
          <ChartPanel market="spot" symbol={props.symbol ?? 'BTCUSDT'} base="BTC" quote="USDT" pricePrecision={2} lines={props.lines ?? lines} />
        </I18nProvider>
      </Provider>,
    );
  });
}

const flush = () => act(async () => { await Promise.resolve(); });
const stage = () => container.querySelector('[data-testid="chart"]') as HTMLElement;
const radio = (value: string) => container.querySelector(`input[value="${value}"]`) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  api.fetchCandles.mockReset();
  api.listeners.clear();
  api.chart.current = null;
  api.depth.current = null;
  api.bookArrived.current = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  store = createStore();
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('ChartPanel', () => {
  it('loads the history for the preferred interval and keeps the chart left to right', async () => {
    store.set(tradingPreferencesAtom, { kline_interval: '15' });
    api.fetchCandles.mockResolvedValue([candle(15), candle(30)]);
    await render();
    expect(api.fetchCandles).toHaveBeenCalledWith('spot', 'BTCUSDT', '15m', { limit: 300 });
    expect(radio('15m').checked).toBe(true);
    expect(stage().dir).toBe('ltr');
    expect(stage().dataset.status).toBe('ready');
    expect(minutes(chart().candles)).toEqual([15, 30]);
  });

  it('waits for the book before it loads the chart or asks for candles, so the price and book get the network first', async () => {
    api.bookArrived.current = false;
    api.fetchCandles.mockImplementation(() => new Promise(() => undefined));
    await render();
    expect(stage().dataset.status).toBe('loading');
    expect(api.fetchCandles).not.toHaveBeenCalled();
    expect(api.chart.current).toBeNull();
    api.bookArrived.current = true;
    await render();
    await flush();
    expect(api.fetchCandles).toHaveBeenCalledTimes(1);
  });

  it('labels the eight intervals in short units inside a radio group', async () => {
    api.fetchCandles.mockResolvedValue([]);
    await render();
    const group = container.querySelector('[role="radiogroup"]');
    expect(group?.getAttribute('aria-label')).toBe('Chart interval');
    expect([...container.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['1m', '5m', '15m', '30m', '1H', '4H', '1D', '1W']);
  });

  it('stores a chosen interval as kline_interval and loads its candles', async () => {
    api.fetchCandles.mockResolvedValue([candle(1)]);
    await render();
    await act(async () => radio('1h').click());
    expect(localStorage.getItem('kline_interval')).toBe('"60"');
    expect(api.fetchCandles).toHaveBeenLastCalledWith('spot', 'BTCUSDT', '1h', { limit: 300 });
  });

  it('drops the previous symbol at once and ignores its late answer', async () => {
    const btc = deferred<Candle[]>();
    const eth = deferred<Candle[]>();
    api.fetchCandles.mockReturnValueOnce(btc.promise).mockReturnValueOnce(eth.promise);
    await render();
    expect(stage().dataset.status).toBe('loading');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading the chart…');
    await render({ symbol: 'ETHUSDT' });
    await act(async () => eth.resolve([candle(7)]));
    await act(async () => btc.resolve([candle(1), candle(2)]));
    expect(minutes(chart().candles)).toEqual([7]);
    expect(chart().seriesKey).toContain('ETHUSDT');
  });

  it('shows no candles of the old symbol while the new one loads', async () => {
    api.fetchCandles.mockResolvedValueOnce([candle(1)]).mockReturnValueOnce(new Promise(() => undefined));
    await render();
    expect(minutes(chart().candles)).toEqual([1]);
    await render({ symbol: 'ETHUSDT' });
    expect(chart().candles).toEqual([]);
    expect(stage().dataset.status).toBe('loading');
  });

  it('says when the candles failed and loads them again on retry', async () => {
    api.fetchCandles.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([candle(3)]);
    await render();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('The chart could not be loaded.');
    await act(async () => alert?.querySelector('button')?.click());
    expect(api.fetchCandles).toHaveBeenCalledTimes(2);
    expect(stage().dataset.status).toBe('ready');
    expect(minutes(chart().candles)).toEqual([3]);
  });

  it('follows live candles, including those that came before the history', async () => {
    const history = deferred<Candle[]>();
    api.fetchCandles.mockReturnValueOnce(history.promise);
    await render();
    push(candle(3, '103'));
    await act(async () => history.resolve([candle(1), candle(2), candle(3)]));
    expect(chart().candles.map((c) => c.close)).toEqual(['100', '100', '103']);
    push(candle(4));
    push(candle(2, '1'));
    push(candle(1), '5m');
    push(candle(5), '1m', 'ETHUSDT');
    expect(minutes(chart().candles)).toEqual([1, 2, 3, 4]);
  });

  it('fetches the newest page again when live candles skipped some (a dropped socket, a phone asleep)', async () => {
    api.fetchCandles.mockResolvedValueOnce([candle(1), candle(2)]);
    await render();
    const refill = deferred<Candle[]>();
    api.fetchCandles.mockReturnValueOnce(refill.promise);
    push(candle(3));
    expect(api.fetchCandles).toHaveBeenCalledTimes(1);
    push(candle(6));
    push(candle(7));
    expect(api.fetchCandles).toHaveBeenCalledTimes(2);
    expect(api.fetchCandles).toHaveBeenLastCalledWith('spot', 'BTCUSDT', '1m', { limit: 300 });
    await act(async () => refill.resolve([candle(2), candle(3), candle(4), candle(5), candle(6)]));
    expect(minutes(chart().candles)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('fetches one older page at a time when asked, and stops at the start of the history', async () => {
    api.fetchCandles.mockResolvedValueOnce([candle(10), candle(11)]);
    await render();
    const page = deferred<Candle[]>();
    api.fetchCandles.mockReturnValueOnce(page.promise);
    act(() => chart().onNearStart());
    act(() => chart().onNearStart());
    expect(api.fetchCandles).toHaveBeenCalledTimes(2);
    expect(api.fetchCandles).toHaveBeenLastCalledWith('spot', 'BTCUSDT', '1m', { limit: 300, endTime: 10 * MINUTE });
    await act(async () => page.resolve([candle(8), candle(9)]));
    expect(minutes(chart().candles)).toEqual([8, 9, 10, 11]);

    api.fetchCandles.mockResolvedValueOnce([]);
    act(() => chart().onNearStart());
    await flush();
    act(() => chart().onNearStart());
    expect(api.fetchCandles).toHaveBeenCalledTimes(3);
  });

  it('draws order lines only with entrust_kline_mark and position lines only with position_kline_mark', async () => {
    api.fetchCandles.mockResolvedValue([]);
    await render();
    expect(chart().lines.map((l) => l.id)).toEqual(['o1', 'long']);
    await act(async () => store.set(tradingPreferencesAtom, { entrust_kline_mark: false }));
    expect(chart().lines.map((l) => l.id)).toEqual(['long']);
    await act(async () => store.set(tradingPreferencesAtom, { entrust_kline_mark: true, position_kline_mark: false }));
    expect(chart().lines.map((l) => l.id)).toEqual(['o1']);
  });
});

describe('the Candles | Depth switch', () => {
  const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === name)!;
  const tabNames = () => [...container.querySelectorAll('[role="tab"]')].map((b) => [b.textContent, b.getAttribute('aria-selected')]);
  const key = (target: Element, name: string) => act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

  it('offers the two views as tabs, candles first, with one tab stop', async () => {
    api.fetchCandles.mockResolvedValue([]);
    await render();
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Chart view');
    expect(tabNames()).toEqual([['Candles', 'true'], ['Depth', 'false']]);
    expect([tab('Candles').tabIndex, tab('Depth').tabIndex]).toEqual([0, -1]);
    const panel = container.querySelector('[role="tabpanel"]')!;
    expect(tab('Candles').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Candles').id);
  });

  it('shows the depth in place of the candles, which stop loading and listening, and remembers it', async () => {
    api.fetchCandles.mockResolvedValue([candle(1)]);
    await render();
    expect(api.listeners.size).toBe(1);
    await act(async () => tab('Depth').click());
    expect(localStorage.getItem('chart_view')).toBe('"depth"');
    expect(store.get(tradingPreferencesAtom).chart_view).toBe('depth');
    expect(api.listeners.size).toBe(0);
    expect(container.querySelector('[data-testid="chart"]')).toBeNull();
    expect(container.querySelector('[role="radiogroup"]')).toBeNull();
    expect(container.querySelector('[data-testid="depth-chart"] [data-testid="depth-canvas"]')).not.toBeNull();
    expect(api.depth.current).toEqual({ market: 'spot', symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT' });
    expect(tabNames()).toEqual([['Candles', 'false'], ['Depth', 'true']]);
  });

  it('opens on a remembered depth view without asking for a single candle', async () => {
    store.set(tradingPreferencesAtom, { chart_view: 'depth' });
    await render();
    expect(api.fetchCandles).not.toHaveBeenCalled();
    expect(api.listeners.size).toBe(0);
    expect(api.chart.current).toBeNull();
    expect(api.depth.current).not.toBeNull();
  });

  it('moves with the arrow keys in the reading direction, and Home and End', async () => {
    api.fetchCandles.mockResolvedValue([]);
    await render();
    await key(tab('Candles'), 'ArrowRight');
    expect(store.get(tradingPreferencesAtom).chart_view).toBe('depth');
    expect(document.activeElement).toBe(tab('Depth'));
    await key(tab('Depth'), 'ArrowRight');
    expect(store.get(tradingPreferencesAtom).chart_view).toBe('candles');
    await key(tab('Candles'), 'End');
    expect(store.get(tradingPreferencesAtom).chart_view).toBe('depth');
    await key(tab('Depth'), 'Home');
    expect(store.get(tradingPreferencesAtom).chart_view).toBe('candles');
  });

  it('in Arabic, the left arrow goes on to the next view (the tabs run right to left)', async () => {
    api.fetchCandles.mockResolvedValue([]);
    await render({ locale: 'ar' });
    const [candles, depth] = container.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    expect([candles!.textContent, depth!.textContent]).toEqual(['الشموع', 'العمق']);
    await key(candles!, 'ArrowLeft');
    expect(store.get(tradingPreferencesAtom).chart_view).toBe('depth');
    expect(document.activeElement).toBe(depth);
  });
});
