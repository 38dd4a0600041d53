import { describe, expect, it } from 'vitest';
import { readDepth, readSymbols, readTickers } from './answers';
import { WireDrops, parseAssetOverview, parseList, parseOrder, parseTicker, readLevels, readList } from './wireCheck';

const order = {
  orderId: '12', clientOid: null, market: 'spot', symbol: 'BTCUSDT', side: 'buy', type: 'limit', tradeSide: null, posSide: null,
  price: '60000.00', amount: '0.010000', quoteAmount: null, filledAmount: '0.000000', filledQuote: '0.00000000', avgPrice: '',
  fee: '0.00000000', feeAsset: 'BTC', status: 'new', leverage: null, takeProfit: null, stopLoss: null, origin: 'user',
  timeInForce: 'GTC', postOnly: false, reduceOnly: false, demo: true, createdAt: 1, updatedAt: 2,
};

const ticker = {
  symbol: 'BTCUSDT', market: 'spot', last: '60000.00', open24h: '59000.00', high24h: '61000.00', low24h: '58000.00', change24h: '-1.25',
  volume24h: '10.000000', quoteVolume24h: '600000.00', bestBid: '59999.99', bestBidSize: '1.000000', bestAsk: '60000.01',
  bestAskSize: '2.000000', markPrice: '60000.00', ts: 1795477500378,
};

const symbolInfo = {
  symbol: 'BTCUSDT', market: 'spot', base: 'BTC', quote: 'USDT', pricePrecision: 2, amountPrecision: 6, tickSize: '0.01', lotSize: '0.000001',
  minAmount: '0.000010', minNotional: '5', makerFeeRate: '0.001', takerFeeRate: '0.001', status: 'trading',
};

describe('market answers at the edge', () => {
  it('keeps well-formed records and drops the rest, counting each', () => {
    const drops = new WireDrops();
    expect(parseOrder(order, drops)).toEqual(order);
    expect(drops.empty).toBe(true);
    expect(parseOrder({ ...order, price: 60000 }, drops)).toBeNull();
    expect(parseOrder({ ...order, status: 'lost' }, drops)).toBeNull();
    expect(parseOrder({ ...order, side: undefined }, drops)).toBeNull();
    expect(drops.records).toBe(3);
    expect(drops.summary()).toContain('order record (price) ×1');
    const listDrops = new WireDrops();
    expect(parseList([order, { ...order, amount: '-1' }, null, 'x'], parseOrder, listDrops)).toEqual([order]);
    expect(listDrops.records).toBe(3);
    expect(listDrops.summary()).toContain('order record (null)');
    expect(readList({ not: 'a list' }, parseOrder, listDrops, 'orders')).toBeNull();
    expect(listDrops.summary()).toContain('orders record (not a list)');
  });

  it('drops a fractional clock from a ticker alone and keeps its prices', () => {
    const drops = new WireDrops();
    const { ts: _ts, ...rest } = ticker;
    expect(parseTicker({ ...ticker, ts: 1795477500378.9119 }, drops)).toEqual(rest);
    expect(parseTicker({ ...ticker, change24h: 1.5, markPrice: null }, drops)).toEqual((({ change24h: _c, markPrice: _m, ...t }) => t)(ticker));
    expect(drops.records).toBe(0);
    expect(drops.fields).toBe(3);
    expect(drops.summary()).toBe('0 records, 3 fields: ticker.ts ×1, ticker.change24h ×1, ticker.markPrice ×1');
    // Without a last price there is nothing to show: the record goes, the list keeps the others.
    const list = readTickers({ tickers: [ticker, { ...ticker, symbol: 'ETHUSDT', last: 2 }, { ...ticker, symbol: 'SOLUSDT', ts: 0.5 }] }, drops);
    expect(list.map((t) => t.symbol)).toEqual(['BTCUSDT', 'SOLUSDT']);
  });

  it('tells an unreadable symbols answer and unreadable records from an absent symbol', () => {
    const drops = new WireDrops();
    expect(readSymbols({ symbols: 'BTCUSDT' }, drops)).toEqual({ symbols: [], unreadable: 1 });
    expect(readSymbols('nonsense', drops)).toEqual({ symbols: [], unreadable: 1 });
    expect(readSymbols({ symbols: [symbolInfo, { ...symbolInfo, symbol: 'ETHUSDT', pricePrecision: '2' }] }, drops)).toEqual({ symbols: [symbolInfo], unreadable: 1 });
    expect(readSymbols({ symbols: [symbolInfo] }, drops)).toEqual({ symbols: [symbolInfo], unreadable: 0 });
    // A mistyped optional field loses only itself.
    expect(readSymbols({ symbols: [{ ...symbolInfo, maxLeverage: 'x' }] }, drops)).toEqual({ symbols: [symbolInfo], unreadable: 0 });
  });

  it('checks book levels, the depth answer and the asset overview', () => {
    const drops = new WireDrops();
    expect(readLevels([['1.5', '2'], ['x', '1'], ['1'], ['2.5', '0']], drops)).toEqual([['1.5', '2'], ['2.5', '0']]);
    expect(readLevels('1.5', drops)).toBeNull();
    expect(readDepth({ seq: 3, ts: 5, bids: [['1', '1']], asks: [] }, drops)).toEqual({ seq: 3, ts: 5, bids: [['1', '1']], asks: [] });
    expect(readDepth({ seq: 3, ts: 5, bids: 'x', asks: [] }, drops)).toBeNull();
    expect(readDepth({ seq: 3.5, bids: [], asks: [] }, drops)).toBeNull();
    const overview = { demo: false, spot: { balances: [{ asset: 'USDT', available: '1.00000000', locked: '0' }, { asset: 'x' }] },
      futures: { balances: [], positionMargin: '0', unrealizedPnl: '-1.5', equity: '10' } };
    expect(parseAssetOverview(overview, drops)?.spot.balances).toHaveLength(1);
    expect(parseAssetOverview({ ...overview, demo: 'no' }, drops)).toBeNull();
    expect(parseAssetOverview(null, drops)).toBeNull();
  });
});

describe('drop tallies', () => {
  it('add up', () => {
    const a = new WireDrops();
    const b = new WireDrops();
    a.dropField('ticker', 'ts');
    b.dropField('ticker', 'ts');
    b.dropRecord('trade', 'null');
    a.add(b);
    expect(a.summary()).toBe('1 record, 2 fields: ticker.ts ×2, trade record (null) ×1');
  });
});
