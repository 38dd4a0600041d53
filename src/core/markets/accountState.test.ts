import { describe, expect, it } from 'vitest';
import { EMPTY_ACCOUNT, closableSize, fillsIn, historyOf, sideLeverage, withOpenOrders, withOrders, withPositions } from './accountState';
import type { Position } from './trading';
import type { Order } from './trading';

const order = (orderId: string, status: Order['status'], updatedAt: number, market: Order['market'] = 'spot'): Order => ({
  orderId, clientOid: null, market, symbol: 'BTCUSDT', side: 'buy', type: 'limit', tradeSide: null, posSide: null, price: '1', amount: '1',
  quoteAmount: null, filledAmount: '0', filledQuote: '0', avgPrice: '', fee: '0', feeAsset: 'BTC', status, leverage: null, takeProfit: null,
  stopLoss: null, origin: 'user', timeInForce: 'GTC', postOnly: false, reduceOnly: false, demo: false, createdAt: Number(orderId), updatedAt,
});

describe('account state', () => {
  it('moves orders between open and ended, newest version wins', () => {
    let s = withOrders(EMPTY_ACCOUNT, [order('1', 'new', 1), order('2', 'new', 1)]);
    expect(s.open.map((o) => o.orderId)).toEqual(['2', '1']);
    s = withOrders(s, [order('1', 'filled', 3)]);
    expect(s.open.map((o) => o.orderId)).toEqual(['2']);
    expect(s.ended.map((o) => o.orderId)).toEqual(['1']);
    s = withOrders(s, [order('1', 'new', 2)]);
    expect(s.ended.map((o) => o.orderId)).toEqual(['1']);
    expect(s.open.map((o) => o.orderId)).toEqual(['2']);
  });

  it('replaces one market\'s open orders and merges the history without duplicates', () => {
    let s = withOrders(EMPTY_ACCOUNT, [order('1', 'new', 1, 'futures'), order('2', 'new', 1)]);
    s = withOpenOrders(s, 'spot', [order('3', 'new', 1)]);
    expect(s.open.map((o) => o.orderId)).toEqual(['3', '1']);
    s = withOrders(s, [order('3', 'canceled', 2)]);
    expect(historyOf(s, 'spot', [order('3', 'canceled', 2), order('0', 'filled', 1)]).map((o) => o.orderId)).toEqual(['3', '0']);
  });
});

describe('futures sides', () => {
  const position: Position = { symbol: 'ETHUSDT', posSide: 'long', size: '2.0000', entryPrice: '3000.00', markPrice: '3000.00', leverage: 20, margin: '300',
    unrealizedPnl: '0', roe: '0', liquidationPrice: '2800.00', takeProfit: null, stopLoss: null, openedAt: 1, updatedAt: 1 };
  it('gives the side\'s leverage and what close orders leave to close', () => {
    const close = { ...order('9', 'partially_filled', 1, 'futures'), symbol: 'ETHUSDT', posSide: 'long' as const, tradeSide: 'close' as const, amount: '0.5000', filledAmount: '0.2000' };
    const s = withOrders(withPositions(EMPTY_ACCOUNT, [position]), [close]);
    expect(sideLeverage(s, 'ETHUSDT', 'long')).toBe(20);
    expect(sideLeverage(s, 'ETHUSDT', 'short')).toBeNull();
    expect(closableSize(s, 'ETHUSDT', 'long', 4)).toBe('1.7000');
    expect(closableSize(s, 'ETHUSDT', 'short', 4)).toBe('0.0000');
  });
});

describe('fillsIn', () => {
  const filled = (o: Order, filledAmount: string, status: Order['status'], updatedAt: number): Order => ({ ...o, filledAmount, status, updatedAt });
  const resting = withOrders(EMPTY_ACCOUNT, [order('7', 'new', 1)]);
  const seven = resting.open[0]!;

  it('tells a resting order that fills, fully or in part', () => {
    expect(fillsIn(resting, [filled(seven, '1', 'filled', 2)])).toEqual([{ order: filled(seven, '1', 'filled', 2), complete: true }]);
    expect(fillsIn(resting, [filled(seven, '0.4', 'partially_filled', 2)])).toEqual([{ order: filled(seven, '0.4', 'partially_filled', 2), complete: false }]);
  });

  it('tells each fill once: a repeated or older push, or one with nothing new filled, tells nothing', () => {
    const partly = withOrders(resting, [filled(seven, '0.4', 'partially_filled', 2)]);
    expect(fillsIn(partly, [filled(seven, '0.4', 'partially_filled', 2)])).toEqual([]);
    expect(fillsIn(partly, [filled(seven, '0.2', 'partially_filled', 1)])).toEqual([]);
    expect(fillsIn(partly, [filled(seven, '0.4', 'canceled', 3)])).toEqual([]);
    expect(fillsIn(partly, [filled(seven, '1', 'filled', 3), filled(seven, '1', 'filled', 3)])).toHaveLength(1);
  });

  it('leaves out an order it never saw resting: its placing already told the user', () => {
    expect(fillsIn(EMPTY_ACCOUNT, [filled(order('8', 'new', 1), '1', 'filled', 2)])).toEqual([]);
  });
});
