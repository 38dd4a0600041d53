// Orders, positions, symbols and tickers as the gateway sends them, for the component tests.
import type { Ticker } from '../../../core/markets/messages';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { Order, Position } from '../../../core/markets/trading';

export const btc = (market: SymbolInfo['market']): SymbolInfo => ({
  symbol: 'BTCUSDT', market, base: 'BTC', quote: 'USDT', pricePrecision: 2, amountPrecision: 6, tickSize: '0.01', lotSize: '0.000001',
  minAmount: '0.00001', minNotional: '5', makerFeeRate: '0.0002', takerFeeRate: '0.0006', status: 'trading',
  ...(market === 'futures' ? { maxLeverage: 125 } : {}),
});

export const symbolsOf = (...infos: SymbolInfo[]): ReadonlyMap<string, SymbolInfo> => new Map(infos.map((i) => [i.symbol, i]));

export function order(change: Partial<Order> = {}): Order {
  return {
    orderId: '101', clientOid: null, market: 'spot', symbol: 'BTCUSDT', side: 'buy', type: 'limit', tradeSide: null, posSide: null,
    price: '60000.00', amount: '0.400000', quoteAmount: null, filledAmount: '0.100000', filledQuote: '6000.00000000', avgPrice: '60000.00',
    fee: '0.00010000', feeAsset: 'BTC', status: 'partially_filled', leverage: null, takeProfit: null, stopLoss: null, origin: 'user',
    timeInForce: 'GTC', postOnly: false, reduceOnly: false, demo: true,
    createdAt: Date.UTC(2025, 0, 6, 12, 30, 5), updatedAt: Date.UTC(2025, 0, 6, 12, 31, 0), ...change,
  };
}

/** A 10× long of 0.5 BTC from 60000 (cost 30000 USDT, margin 3000 USDT), valued at 60000. */
export function position(change: Partial<Position> = {}): Position {
  return {
    symbol: 'BTCUSDT', posSide: 'long', size: '0.500000', entryPrice: '60000.00', markPrice: '60000.00', leverage: 10,
    margin: '3000.00000000', unrealizedPnl: '0.00000000', roe: '0.00', liquidationPrice: '54271.36',
    takeProfit: null, stopLoss: null, openedAt: 1, updatedAt: 1, ...change,
  };
}

export function futuresTicker(markPrice: string): Ticker {
  return {
    symbol: 'BTCUSDT', market: 'futures', last: markPrice, open24h: markPrice, high24h: markPrice, low24h: markPrice, change24h: '0.00',
    volume24h: '1', quoteVolume24h: '1', bestBid: markPrice, bestBidSize: '1', bestAsk: markPrice, bestAskSize: '1', markPrice, ts: 1,
  };
}
