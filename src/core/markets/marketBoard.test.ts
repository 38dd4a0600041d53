import { describe, expect, it } from 'vitest';
import { type BoardRow, boardRows, nextSort, sortBoard, topMovers } from './marketBoard';
import type { Ticker } from './messages';
import type { SymbolInfo } from './symbols';

const info = (base: string, quote = 'USDT'): SymbolInfo => ({
  symbol: `${base}${quote}`, market: 'spot', base, quote, pricePrecision: 2, amountPrecision: 4, tickSize: '0.01', lotSize: '0.0001',
  minAmount: '0.0001', minNotional: '5', makerFeeRate: '0.001', takerFeeRate: '0.001', status: 'trading',
});
const ticker = (symbol: string, last: string, change24h?: string, quoteVolume24h?: string): Ticker => ({
  symbol, market: 'spot', last, ...(change24h === undefined ? {} : { change24h }), ...(quoteVolume24h === undefined ? {} : { quoteVolume24h }), high24h: last, low24h: last,
});

const symbols = [info('ETH'), info('BTC'), info('DOGE'), info('SOL'), info('BTC', 'USDC')];
const tickers = new Map<string, Ticker>([
  ['ETHUSDT', ticker('ETHUSDT', '3500.5', '-2.50', '900000')],
  ['BTCUSDT', ticker('BTCUSDT', '67000', '1.25', '5000000')],
  ['DOGEUSDT', ticker('DOGEUSDT', '0.12345', '12.00', 'bad')],
  ['BTCUSDC', ticker('BTCUSDC', '66990', '0.00', '100')],
]);
const rows = boardRows(symbols, tickers);
const names = (list: BoardRow[]) => list.map((r) => r.info.symbol);

describe('sortBoard', () => {
  it('keeps the server’s order without a sort', () => {
    expect(names(sortBoard(rows, null))).toEqual(['ETHUSDT', 'BTCUSDT', 'DOGEUSDT', 'SOLUSDT', 'BTCUSDC']);
  });

  it('sorts by name, base then quote', () => {
    expect(names(sortBoard(rows, { column: 'name', direction: 'ascending' }))).toEqual(['BTCUSDC', 'BTCUSDT', 'DOGEUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(names(sortBoard(rows, { column: 'name', direction: 'descending' }))).toEqual(['SOLUSDT', 'ETHUSDT', 'DOGEUSDT', 'BTCUSDT', 'BTCUSDC']);
  });

  it('sorts figures by value, not text, with missing ones last either way', () => {
    expect(names(sortBoard(rows, { column: 'last', direction: 'descending' }))).toEqual(['BTCUSDT', 'BTCUSDC', 'ETHUSDT', 'DOGEUSDT', 'SOLUSDT']);
    expect(names(sortBoard(rows, { column: 'last', direction: 'ascending' }))).toEqual(['DOGEUSDT', 'ETHUSDT', 'BTCUSDC', 'BTCUSDT', 'SOLUSDT']);
    expect(names(sortBoard(rows, { column: 'change', direction: 'ascending' }))).toEqual(['ETHUSDT', 'BTCUSDC', 'BTCUSDT', 'DOGEUSDT', 'SOLUSDT']);
    expect(names(sortBoard(rows, { column: 'volume', direction: 'descending' }))).toEqual(['BTCUSDT', 'ETHUSDT', 'BTCUSDC', 'DOGEUSDT', 'SOLUSDT']);
    expect(names(sortBoard(rows, { column: 'volume', direction: 'ascending' }))).toEqual(['BTCUSDC', 'ETHUSDT', 'BTCUSDT', 'DOGEUSDT', 'SOLUSDT']);
  });

  it('turns a pressed column around, and starts a new one where traders expect', () => {
    expect(nextSort(null, 'change')).toEqual({ column: 'change', direction: 'descending' });
    expect(nextSort({ column: 'change', direction: 'descending' }, 'change')).toEqual({ column: 'change', direction: 'ascending' });
    expect(nextSort({ column: 'change', direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });
});

describe('topMovers', () => {
  it('lists only risers as gainers and fallers as losers, biggest first, and the busiest markets', () => {
    const movers = topMovers(rows, 2);
    expect(names(movers.gainers)).toEqual(['DOGEUSDT', 'BTCUSDT']);
    expect(names(movers.losers)).toEqual(['ETHUSDT']);
    expect(names(movers.volume)).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('is empty without tickers', () => {
    expect(topMovers(boardRows(symbols, new Map()), 3)).toEqual({ gainers: [], losers: [], volume: [] });
  });
});
