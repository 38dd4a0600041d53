import { describe, expect, it } from 'vitest';
import { checkClose, closeAmountForPercent } from './positionClose';

const ETH = { symbol: 'ETHUSDT', pricePrecision: 2, amountPrecision: 4 };
const long = { symbol: 'ETHUSDT', posSide: 'long', size: '1.5000' } as const;

describe('closing a position from its row', () => {
  it('splits the size by share, rounded down to the lot', () => {
    expect([25, 50, 75, 100].map((p) => closeAmountForPercent(long, ETH, p))).toEqual(['0.375', '0.75', '1.125', '1.5']);
    expect(closeAmountForPercent({ size: '0.0003' }, ETH, 50)).toBe('0.0001');
  });

  it('closes the whole at the market with the position close call', () => {
    expect(checkClose(long, ETH, 'market', '', '1.5')).toEqual({ ok: true, plan: { kind: 'whole' }, lots: 15000n });
  });

  it('closes a part, or at a price, with a reduce-only close order on the position’s side', () => {
    expect(checkClose(long, ETH, 'market', '', '0.75')).toEqual({
      ok: true, lots: 7500n, plan: { kind: 'order', fields: { symbol: 'ETHUSDT', side: 'sell', tradeSide: 'close', type: 'market', reduceOnly: true, amount: '0.75' } },
    });
    const short = checkClose({ ...long, posSide: 'short' }, ETH, 'limit', '3100.5', '1.5');
    expect(short).toMatchObject({ ok: true, plan: { kind: 'order', fields: { side: 'buy', type: 'limit', price: '3100.5', amount: '1.5', reduceOnly: true } } });
  });

  it('names what is wrong with the amount and the price', () => {
    expect(checkClose(long, ETH, 'limit', '', '2')).toEqual({ ok: false, problems: [{ field: 'amount', reason: 'aboveClosable' }, { field: 'price', reason: 'required' }] });
    expect(checkClose(long, ETH, 'market', '', '0.00001')).toEqual({ ok: false, problems: [{ field: 'amount', reason: 'tooPrecise' }] });
    expect(checkClose(long, ETH, 'limit', '-3', '0')).toEqual({ ok: false, problems: [{ field: 'amount', reason: 'notPositive' }, { field: 'price', reason: 'notPositive' }] });
  });
});
