import { describe, expect, it } from 'vitest';
import { type ChartLine, linePrice, sameLines, visibleLines } from './chartLines';

const order: ChartLine = { id: 'o1', price: '67000.5', kind: 'buy', label: 'Buy 0.1', source: 'order' };
const position: ChartLine = { id: 'long', price: '66000', kind: 'long', label: 'Long 0.2', source: 'position' };
const liquidation: ChartLine = { id: 'long-liq', price: '60000', kind: 'liquidation', label: 'Liq.', source: 'position' };
const lines = [order, position, liquidation];

describe('visibleLines', () => {
  it('keeps both families when both marks are on', () => {
    expect(visibleLines(lines, { orders: true, positions: true })).toEqual(lines);
  });

  it('hides order lines when open orders are not marked', () => {
    expect(visibleLines(lines, { orders: false, positions: true })).toEqual([position, liquidation]);
  });

  it('hides position lines, their levels included, when positions are not marked', () => {
    expect(visibleLines(lines, { orders: true, positions: false })).toEqual([order]);
    expect(visibleLines(lines, { orders: false, positions: false })).toEqual([]);
  });
});

describe('sameLines', () => {
  it('compares by content, not identity', () => {
    expect(sameLines(lines, lines.map((l) => ({ ...l })))).toBe(true);
    expect(sameLines([], [])).toBe(true);
  });

  it('sees a moved price, a new label, a missing or an extra line', () => {
    expect(sameLines(lines, [{ ...order, price: '67001' }, position, liquidation])).toBe(false);
    expect(sameLines(lines, [{ ...order, label: 'Buy 0.2' }, position, liquidation])).toBe(false);
    expect(sameLines(lines, [order, position])).toBe(false);
    expect(sameLines([order], lines)).toBe(false);
  });
});

describe('linePrice', () => {
  it('reads a decimal price', () => {
    expect(linePrice(order)).toBe(67000.5);
    expect(linePrice({ ...order, price: '0.00001234' })).toBe(0.00001234);
  });

  it('leaves out a line whose price is not a positive decimal', () => {
    for (const price of ['', ' ', '0', '0.000', '-1', '1e5', 'NaN', 'abc', '1,5']) expect(linePrice({ ...order, price }), price).toBeNull();
  });
});
