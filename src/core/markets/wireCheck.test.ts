import { describe, expect, it } from 'vitest';
import { parseAssetOverview, parseLevels, parseList, parseOrder, parseTicker } from './wireCheck';

const order = {
  orderId: '12', clientOid: null, market: 'spot', symbol: 'BTCUSDT', side: 'buy', type: 'limit', tradeSide: null, posSide: null,
  price: '60000.00', amount: '0.010000', quoteAmount: null, filledAmount: '0.000000', filledQuote: '0.00000000', avgPrice: '',
  fee: '0.00000000', feeAsset: 'BTC', status: 'new', leverage: null, takeProfit: null, stopLoss: null, origin: 'user',
  demo: true, createdAt: 1, updatedAt: 2,
};

describe('market answers at the edge', () => {
  it('keeps well-formed records and drops the rest', () => {
    expect(parseOrder(order)).toEqual(order);
    expect(parseOrder({ ...order, price: 60000 })).toBeNull();
    expect(parseOrder({ ...order, status: 'lost' })).toBeNull();
    expect(parseOrder({ ...order, side: undefined })).toBeNull();
    expect(parseList([order, { ...order, amount: '-1' }, null, 'x'], parseOrder)).toEqual([order]);
    expect(parseList({ not: 'a list' }, parseOrder)).toEqual([]);
    expect(parseTicker({ symbol: 'BTCUSDT' })).toBeNull();
  });

  it('checks book levels and the asset overview', () => {
    expect(parseLevels([['1.5', '2'], ['x', '1'], ['1'], ['2.5', '0']])).toEqual([['1.5', '2'], ['2.5', '0']]);
    const overview = { demo: false, spot: { balances: [{ asset: 'USDT', available: '1.00000000', locked: '0' }, { asset: 'x' }] },
      futures: { balances: [], positionMargin: '0', unrealizedPnl: '-1.5', equity: '10' } };
    expect(parseAssetOverview(overview)?.spot.balances).toHaveLength(1);
    expect(parseAssetOverview({ ...overview, demo: 'no' })).toBeNull();
    expect(parseAssetOverview(null)).toBeNull();
  });
});
