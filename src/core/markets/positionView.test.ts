import { describe, expect, it } from 'vitest';
import { ASSET_DECIMALS, formatUnits, parseUnits } from './decimal';
import { entryPrice, notional, unrealizedPnl } from './futuresMath';
import { checkTpslPrice, filledPercent, positionFiguresAt, tpslWrongSides, triggersAbove } from './positionView';
import type { Position, PositionSide } from './trading';

const BTC = { pricePrecision: 2, amountPrecision: 6 };
const price = (text: string) => parseUnits(text, BTC.pricePrecision) ?? 0n;
const amount = (text: string) => parseUnits(text, BTC.amountPrecision) ?? 0n;

/** A position message as the gateway builds it from its stored cost (gateway/markets/views.ts). */
function positionFromCost(posSide: PositionSide, size: string, cost: bigint, mark: string, margin: string): Position {
  const units = amount(size);
  return {
    symbol: 'BTCUSDT', posSide, size, leverage: 10, margin,
    entryPrice: formatUnits(entryPrice(BTC, units, cost), BTC.pricePrecision), markPrice: mark,
    unrealizedPnl: formatUnits(unrealizedPnl(BTC, posSide, units, cost, price(mark)), ASSET_DECIMALS), roe: '0.00',
    liquidationPrice: '0', takeProfit: null, stopLoss: null, openedAt: 0, updatedAt: 0,
  };
}

describe('positionFiguresAt', () => {
  it('values a long at a new mark price', () => {
    const cost = notional(BTC, price('60000.00'), amount('0.5'));
    const p = positionFromCost('long', '0.500000', cost, '60000.00', '3000.00000000');
    expect(positionFiguresAt(p, BTC, '61000.00')).toEqual({ unrealizedPnl: '500.00000000', roe: '16.66' });
    expect(positionFiguresAt(p, BTC, '59000.00')).toEqual({ unrealizedPnl: '-500.00000000', roe: '-16.66' });
  });

  it('values a short the other way round', () => {
    const cost = notional(BTC, price('60000.00'), amount('0.5'));
    const p = positionFromCost('short', '0.500000', cost, '60000.00', '3000.00000000');
    expect(positionFiguresAt(p, BTC, '59000.00')).toEqual({ unrealizedPnl: '500.00000000', roe: '16.66' });
  });

  it('recovers the exact cost when the entry price is rounded, matching the gateway to the unit', () => {
    // 0.3 at 60000.01 and 0.2 at 60000.02: the average entry 60000.014 shows as 60000.01.
    const cost = notional(BTC, price('60000.01'), amount('0.3')) + notional(BTC, price('60000.02'), amount('0.2'));
    const p = positionFromCost('long', '0.500000', cost, '60010.00', '3000.00070000');
    expect(p.entryPrice).toBe('60000.01');
    const gateway = formatUnits(unrealizedPnl(BTC, 'long', amount('0.5'), cost, price('61000.00')), ASSET_DECIMALS);
    expect(positionFiguresAt(p, BTC, '61000.00')?.unrealizedPnl).toBe(gateway);
    expect(gateway).toBe('499.99300000');
  });

  it('falls back to the entry price when the message has no usable PnL', () => {
    const p = { ...positionFromCost('long', '0.500000', notional(BTC, price('60000.00'), amount('0.5')), '60000.00', '3000'), unrealizedPnl: 'x' };
    expect(positionFiguresAt(p, BTC, '60100.00')?.unrealizedPnl).toBe('50.00000000');
  });

  it('answers null for malformed figures and a zero ROE without margin', () => {
    const p = positionFromCost('long', '0.500000', notional(BTC, price('60000.00'), amount('0.5')), '60000.00', '0');
    expect(positionFiguresAt(p, BTC, 'abc')).toBeNull();
    expect(positionFiguresAt(p, BTC, '60000.001')).toBeNull();
    expect(positionFiguresAt({ ...p, size: '-1' }, BTC, '60000.00')).toBeNull();
    expect(positionFiguresAt(p, BTC, '60100.00')?.roe).toBe('0.00');
  });
});

describe('tpslWrongSides', () => {
  const mark = price('100.00');
  it('wants a long take-profit above and its stop-loss below the reference', () => {
    expect(tpslWrongSides('long', mark, price('101.00'), price('99.00'))).toEqual({ takeProfit: false, stopLoss: false });
    expect(tpslWrongSides('long', mark, price('99.00'), price('101.00'))).toEqual({ takeProfit: true, stopLoss: true });
    expect(tpslWrongSides('long', mark, mark, mark)).toEqual({ takeProfit: true, stopLoss: true });
  });

  it('wants a short take-profit below and its stop-loss above', () => {
    expect(tpslWrongSides('short', mark, price('99.00'), price('101.00'))).toEqual({ takeProfit: false, stopLoss: false });
    expect(tpslWrongSides('short', mark, price('101.00'), price('99.00'))).toEqual({ takeProfit: true, stopLoss: true });
  });

  it('has nothing to say about an absent price', () => {
    expect(tpslWrongSides('short', mark, null, null)).toEqual({ takeProfit: false, stopLoss: false });
  });
});

describe('checkTpslPrice', () => {
  it('reads the user’s decimal separator and gives the price at the tick', () => {
    expect(checkTpslPrice('takeProfit', '61000,5', 'long', '60000.00', 2, 'de')).toEqual({ kind: 'price', text: '61000.50' });
    expect(checkTpslPrice('stopLoss', '59000.5', 'long', '60000.00', 2, 'de')).toEqual({ kind: 'price', text: '59000.50' });
  });

  it('treats an empty field as clearing the price', () => {
    expect(checkTpslPrice('takeProfit', '  ', 'long', '60000.00', 2, 'en')).toEqual({ kind: 'empty' });
  });

  it('refuses text, zero, grouping and prices finer than the tick', () => {
    expect(checkTpslPrice('takeProfit', 'abc', 'long', '60000.00', 2, 'en')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkTpslPrice('stopLoss', '0', 'short', '60000.00', 2, 'en')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkTpslPrice('takeProfit', '61,000.5', 'long', '60000.00', 2, 'en')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkTpslPrice('takeProfit', '61000.005', 'long', '60000.00', 2, 'en')).toEqual({ kind: 'problem', problem: 'tooPrecise' });
  });

  it('checks the side against the mark price, and leaves it to the gateway when there is none', () => {
    expect(checkTpslPrice('takeProfit', '59000', 'long', '60000.00', 2, 'en')).toEqual({ kind: 'problem', problem: 'wrongSide' });
    expect(checkTpslPrice('stopLoss', '59000', 'short', '60000.00', 2, 'en')).toEqual({ kind: 'problem', problem: 'wrongSide' });
    expect(checkTpslPrice('takeProfit', '59000', 'short', '60000.00', 2, 'en')).toEqual({ kind: 'price', text: '59000.00' });
    expect(checkTpslPrice('takeProfit', '59000', 'long', '', 2, 'en')).toEqual({ kind: 'price', text: '59000.00' });
  });

  it('knows which side each trigger sits on', () => {
    expect([triggersAbove('takeProfit', 'long'), triggersAbove('stopLoss', 'long'), triggersAbove('takeProfit', 'short'), triggersAbove('stopLoss', 'short')])
      .toEqual([true, false, false, true]);
  });
});

describe('filledPercent', () => {
  it('rounds down so only a complete fill shows 100', () => {
    expect(filledPercent({ amount: '0.300000', filledAmount: '0.100000' }, 6)).toBe('33.33');
    expect(filledPercent({ amount: '1', filledAmount: '0.999999' }, 6)).toBe('99.99');
    expect(filledPercent({ amount: '1', filledAmount: '1' }, 6)).toBe('100.00');
  });

  it('copes with an empty order and refuses malformed text', () => {
    expect(filledPercent({ amount: '0', filledAmount: '0' }, 6)).toBe('0.00');
    expect(filledPercent({ amount: '1', filledAmount: 'lots' }, 6)).toBeNull();
  });
});
