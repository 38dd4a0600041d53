import { describe, expect, it } from 'vitest';
import { searchMarkets, searchSymbols } from './marketSearch';
import type { MarketKind, SymbolInfo } from './symbols';

const info = (base: string, market: MarketKind = 'spot', quote = 'USDT'): SymbolInfo => ({
  symbol: `${base}${quote}`, market, base, quote, pricePrecision: 2, amountPrecision: 4, tickSize: '0.01', lotSize: '0.0001',
  minAmount: '0.0001', minNotional: '5', makerFeeRate: '0.001', takerFeeRate: '0.001', status: 'trading',
});
const symbols = [info('BTC'), info('ETH'), info('SOL'), info('ETC'), info('ETH', 'futures')];
const names = (list: SymbolInfo[]) => list.map((s) => `${s.market}:${s.symbol}`);

describe('searchSymbols', () => {
  it('lists the market’s symbols for an empty query', () => {
    expect(names(searchSymbols(symbols, 'spot', '  '))).toEqual(['spot:BTCUSDT', 'spot:ETHUSDT', 'spot:SOLUSDT', 'spot:ETCUSDT']);
    expect(names(searchSymbols(symbols, 'futures', ''))).toEqual(['futures:ETHUSDT']);
  });

  it('finds by base, ignoring case, then by symbol', () => {
    expect(names(searchSymbols(symbols, 'spot', 'eth'))).toEqual(['spot:ETHUSDT']);
    expect(names(searchSymbols(symbols, 'spot', 'Et'))).toEqual(['spot:ETHUSDT', 'spot:ETCUSDT']);
    expect(names(searchSymbols(symbols, 'spot', 'sol/usdt'))).toEqual(['spot:SOLUSDT']);
    expect(names(searchSymbols(symbols, 'spot', 'TCUS'))).toEqual(['spot:BTCUSDT', 'spot:ETCUSDT']);
    expect(searchSymbols(symbols, 'spot', 'luna')).toEqual([]);
  });

  it('finds by quote coin after the bases that start with it, across markets', () => {
    const mixed = [info('BTC', 'spot', 'USDC'), info('USDC', 'spot', 'USDT'), info('ETH', 'spot', 'BTC'), info('BTC'), info('ETH', 'futures')];
    expect(names(searchMarkets(mixed, 'usdc'))).toEqual(['spot:USDCUSDT', 'spot:BTCUSDC']);
    expect(names(searchMarkets(mixed, 'btc'))).toEqual(['spot:BTCUSDC', 'spot:BTCUSDT', 'spot:ETHBTC']);
    expect(names(searchMarkets(mixed, 'eth/btc'))).toEqual(['spot:ETHBTC']);
    expect(names(searchMarkets(mixed, ' '))).toHaveLength(5);
  });
});
