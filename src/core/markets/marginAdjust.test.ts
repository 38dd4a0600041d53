import { describe, expect, it } from 'vitest';
import { checkMarginChange, removableMargin } from './marginAdjust';
import type { Position } from './trading';

const ETH = { pricePrecision: 2, amountPrecision: 4 };
// 1 ETH long at 3000, 10x, 400 USDT of margin (100 added); the message's mark is 3000.
const long: Position = {
  symbol: 'ETHUSDT', posSide: 'long', size: '1.0000', entryPrice: '3000.00', markPrice: '3000.00', leverage: 10, margin: '400.00000000',
  unrealizedPnl: '0.00000000', roe: '0.00', liquidationPrice: '2613.07', takeProfit: null, stopLoss: null, openedAt: 1, updatedAt: 1, marginMode: 'isolated',
};

describe('isolated margin changes', () => {
  it('removes only what keeps the initial margin at the mark, less any loss', () => {
    expect(removableMargin(long, ETH, '3000.00')).toBe('100.00000000');
    expect(removableMargin(long, ETH, '2950.00')).toBe('55.00000000');
    expect(removableMargin({ ...long, size: 'x' }, ETH, '3000.00')).toBeNull();
  });

  it('moves the liquidation price with the margin, and names the problem of a bad amount', () => {
    expect(checkMarginChange(long, ETH, 'add', '100', '1000')).toEqual({ kind: 'ok', amount: '100.00000000', liquidationPrice: '2512.57' });
    expect(checkMarginChange(long, ETH, 'remove', '100', '100')).toEqual({ kind: 'ok', amount: '100.00000000', liquidationPrice: '2713.57' });
    expect(checkMarginChange(long, ETH, 'remove', '100.00000001', '100')).toEqual({ kind: 'problem', problem: 'tooMuch' });
    expect(checkMarginChange(long, ETH, 'add', '0', '100')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkMarginChange(long, ETH, 'add', null, '100')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkMarginChange(long, ETH, 'add', '', '100')).toEqual({ kind: 'empty' });
  });
});
