// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import type { Ticker } from '../../../core/markets/messages';
import type { SymbolInfo } from '../../../core/markets/symbols';
import { TickerBar } from './TickerBar';
import { type Rendered, renderIn } from './testRender';

const info: SymbolInfo = {
  symbol: 'BTCUSDT', market: 'spot', base: 'BTC', quote: 'USDT', pricePrecision: 2, amountPrecision: 6, tickSize: '0.01', lotSize: '0.000001',
  minAmount: '0.00001', minNotional: '5', makerFeeRate: '0.001', takerFeeRate: '0.001', status: 'trading',
};
const ticker: Ticker = {
  symbol: 'BTCUSDT', market: 'spot', last: '67250.9', open24h: '66420', high24h: '67900.5', low24h: '66001', change24h: '1.25',
  volume24h: '1234.567891', quoteVolume24h: '83012345.678', bestBid: '67250.9', bestBidSize: '1', bestAsk: '67251', bestAskSize: '1', markPrice: '67250.95', ts: 1,
};

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const stats = () => [...view!.container.querySelectorAll('.ticker-bar__stat')].map((s) => [s.querySelector('dt')!.textContent, s.querySelector('dd')!.textContent]);

describe('TickerBar', () => {
  it('names a spot pair and shows the price, change and the day’s figures', async () => {
    view = await renderIn('en', en, <TickerBar market="spot" symbolInfo={info} ticker={ticker} />);
    expect(view.container.querySelector('.ticker-bar__name')!.textContent).toBe('BTC/USDT');
    expect(view.container.querySelector('.ticker-bar__last')!.textContent).toBe('Last price 67,250.90');
    expect(view.container.querySelector('.ticker-bar__change')!.textContent).toBe('24h change +1.25%');
    expect(view.container.querySelector('.ticker-bar__last')!.className).toContain('market-up');
    expect(stats()).toEqual([
      ['24h high', '67,900.50'],
      ['24h low', '66,001.00'],
      ['24h volume (BTC)', '1,234.57'],
      ['24h turnover (USDT)', '83,012,345.68'],
    ]);
  });

  it('names a perpetual, adds the mark price and colours a fall', async () => {
    view = await renderIn('en', en, <TickerBar market="futures" symbolInfo={{ ...info, market: 'futures' }} ticker={{ ...ticker, market: 'futures', change24h: '-0.50' }} />);
    expect(view.container.querySelector('.ticker-bar__name')!.textContent).toBe('BTCUSDT Perpetual');
    expect(view.container.querySelector('.ticker-bar__change')!.textContent).toBe('24h change -0.50%');
    expect(view.container.querySelector('.ticker-bar__last')!.className).toContain('market-down');
    expect(stats()[0]).toEqual(['Mark price', '67,250.95']);
    // Its figures may scroll sideways on a wide screen: the keyboard reaches them.
    expect(view.container.querySelector<HTMLElement>('.ticker-bar__stats')!.tabIndex).toBe(0);
  });

  it('shows dashes before data and the ticker’s own digits before the symbols', async () => {
    view = await renderIn('en', en, <TickerBar market="spot" symbolInfo={null} ticker={null} />);
    expect(view.container.querySelector('.ticker-bar__name')!.textContent).toBe('—');
    expect(view.container.querySelector('.ticker-bar__last')!.textContent).toBe('Last price —');
    expect(stats()[2]).toEqual(['24h volume', '—']);
    await view.rerender(<TickerBar market="spot" symbolInfo={null} ticker={ticker} />);
    expect(view.container.querySelector('.ticker-bar__name')!.textContent).toBe('BTCUSDT');
    expect(view.container.querySelector('.ticker-bar__last')!.textContent).toBe('Last price 67,250.9');
    expect(view.container.querySelector('.ticker-bar__last')!.className).toContain('market-up');
  });

  it('puts a picker in place of the name', async () => {
    view = await renderIn('en', en, <TickerBar market="spot" symbolInfo={info} ticker={ticker} picker={<button type="button">pick</button>} />);
    expect(view.container.querySelector('.ticker-bar__name')).toBeNull();
    expect(view.container.querySelector('.ticker-bar__head button')!.textContent).toBe('pick');
  });

  it('writes figures and percentages as each language does', async () => {
    view = await renderIn('fr', fr, <TickerBar market="spot" symbolInfo={info} ticker={ticker} />);
    expect(view.container.querySelector('.ticker-bar__change')!.textContent).toBe('Variation 24 h +1,25\u00a0%');
    await view.unmount();
    view = await renderIn('ar', ar, <TickerBar market="futures" symbolInfo={info} ticker={ticker} />);
    expect(view.container.querySelector('.ticker-bar__name')!.textContent).toBe('BTCUSDT دائم');
  });
});
