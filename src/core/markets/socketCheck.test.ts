import { describe, expect, it } from 'vitest';
import { readServerMessage } from './socketCheck';
import { WireDrops } from './wireCheck';

const frame = (value: unknown) => JSON.stringify(value);
const trade = { tradeId: '7', price: '60000.00', amount: '0.010000', side: 'buy', time: 1_700_000_000_000 };
const order = {
  orderId: '12', clientOid: null, market: 'spot', symbol: 'BTCUSDT', side: 'buy', type: 'limit', tradeSide: null, posSide: null,
  price: '60000.00', amount: '0.010000', quoteAmount: null, filledAmount: '0.000000', filledQuote: '0.00000000', avgPrice: '',
  fee: '0.00000000', feeAsset: 'BTC', status: 'new', leverage: null, takeProfit: null, stopLoss: null, origin: 'user',
  timeInForce: 'GTC', postOnly: false, reduceOnly: false, demo: false, createdAt: 1, updatedAt: 2,
};
const book = { channel: 'book', market: 'spot', symbol: 'BTCUSDT', ts: 5, action: 'update', seq: 11, prevSeq: 10, data: { bids: [['1.00', '2']], asks: [] } };

function read(value: unknown) {
  const drops = new WireDrops();
  return { message: readServerMessage(typeof value === 'string' ? value : frame(value), drops), drops };
}

describe('socket frames at the edge', () => {
  it('passes the documented shapes through', () => {
    expect(read(book).message).toEqual(book);
    expect(read({ channel: 'trades', market: 'spot', symbol: 'BTCUSDT', ts: 5, data: [trade] }).message).toMatchObject({ data: [trade] });
    expect(read({ channel: 'orders', demo: false, ts: 5, data: [order] }).message).toMatchObject({ data: [order] });
    expect(read({ channel: 'balances', demo: true, ts: 5, data: { wallet: 'spot', balances: [{ asset: 'USDT', available: '1', locked: '0' }] } }).message)
      .toMatchObject({ channel: 'balances' });
    expect(read({ event: 'subscribed', arg: { channel: 'book', market: 'spot', symbol: 'BTCUSDT' } }).message).toMatchObject({ event: 'subscribed' });
    expect(read({ event: 'error', code: '00013', msg: 'used' }).message).toEqual({ event: 'error', code: '00013', msg: 'used' });
    expect(read({ op: 'pong', ts: 1 }).message).toEqual({ op: 'pong', ts: 1 });
  });

  it('drops frames of the wrong shape whole, and counts them', () => {
    const hostile: unknown[] = [
      'not json', '[]', 'null', '42', frame({ channel: 'nope' }),
      { ...book, data: 'bids' },
      { ...book, action: 'snapshot', prevSeq: 0, data: { bids: 'x', asks: [] } },
      { ...book, data: { bids: [['1.00', '2'], null], asks: [] } },
      { ...book, seq: '11' },
      { ...book, market: 'margin' },
      { channel: 'trades', market: 'spot', symbol: 'BTCUSDT', ts: 5, data: 'trades' },
      { channel: 'ticker', market: 'spot', symbol: 'BTCUSDT', ts: 5, data: null },
      { channel: 'candle', market: 'spot', symbol: 'BTCUSDT', interval: '2m', ts: 5, data: {} },
      { channel: 'orders', demo: false, ts: 5, data: { orders: [] } },
      { channel: 'positions', demo: 'no', ts: 5, data: [] },
      { channel: 'balances', demo: false, ts: 5, data: { wallet: 'x', balances: [] } },
      { event: 'login', userId: 5, demo: true },
      { event: 'subscribed', arg: null },
    ];
    for (const value of hostile) {
      const { message, drops } = read(value);
      expect(message, JSON.stringify(value)).toBeNull();
      expect(drops.records, JSON.stringify(value)).toBeGreaterThan(0);
    }
  });

  it('keeps a list\'s good records and a message with a mistyped clock', () => {
    const trades = read({ channel: 'trades', market: 'spot', symbol: 'BTCUSDT', ts: 5, data: [null, trade, { ...trade, tradeId: null }] });
    expect(trades.message).toMatchObject({ data: [trade] });
    expect(trades.drops.records).toBe(2);
    const orders = read({ channel: 'orders', demo: false, ts: 5.5, data: [null, order] });
    expect(orders.message).toEqual({ channel: 'orders', demo: false, data: [order] });
    expect(orders.drops.summary()).toBe('1 record, 1 field: order record (null) ×1, orders message.ts ×1');
  });
});
