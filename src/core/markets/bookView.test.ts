import { describe, expect, it } from 'vitest';
import { bookSpread, compareDecimal, depthScale, depthSide, maxDecimal } from './bookView';

describe('depthSide', () => {
  it('keeps the first levels with exact running totals', () => {
    const side = depthSide([['100.5', '0.1'], ['100.4', '0.2'], ['100.3', '0.30'], ['100.2', '5']], 3);
    expect(side.rows).toEqual([
      { price: '100.5', amount: '0.1', total: '0.10' },
      { price: '100.4', amount: '0.2', total: '0.30' },
      { price: '100.3', amount: '0.30', total: '0.60' },
    ]);
    expect(side.total).toBe('0.60');
  });

  it('leaves out malformed and empty levels and still fills the count', () => {
    const side = depthSide([['x', '1'], ['1.2', '-1'], ['1.1', '0'], ['1.0', '1e3'], ['0.9', '2'], ['0.8', '3']], 2);
    expect(side.rows.map((r) => r.price)).toEqual(['0.9', '0.8']);
    expect(side.total).toBe('5');
  });

  it('is empty for no levels', () => {
    expect(depthSide([], 10)).toEqual({ rows: [], total: '0' });
  });

  it('does not lose digits on large or very precise amounts', () => {
    const side = depthSide([['1', '123456789012.000000001'], ['2', '0.000000009']], 5);
    expect(side.total).toBe('123456789012.000000010');
  });
});

describe('compareDecimal and maxDecimal', () => {
  it('compare exactly across scales', () => {
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('0.000000000000000001', '0')).toBe(1);
    expect(compareDecimal('9', '10')).toBe(-1);
    expect(compareDecimal('abc', '1')).toBeNull();
    expect(maxDecimal('2.5', '10')).toBe('10');
    expect(maxDecimal('2.5', 'bad')).toBe('2.5');
  });
});

describe('depthScale', () => {
  it('rounds the deepest total up to a step, so small changes keep the scale', () => {
    expect(depthScale('4.5')).toBe('5.00');
    expect(depthScale('4.9')).toBe('5.00');
    expect(depthScale('5')).toBe('5.00');
    expect(depthScale('5.01')).toBe('6.40');
    expect(depthScale('123.4')).toBe('125');
    expect(depthScale('126')).toBe('160');
    expect(depthScale('9.5')).toBe('10.00');
    expect(depthScale('0.00034')).toBe('0.000400');
    expect(depthScale('1')).toBe('1.00');
  });

  it('is 1 without depth', () => {
    expect(depthScale('0')).toBe('1');
    expect(depthScale('x')).toBe('1');
  });
});

describe('bookSpread', () => {
  it('gives the spread and its share of the mid', () => {
    expect(bookSpread('99', '101')).toEqual({ spread: '2', percent: '2.0000' });
    expect(bookSpread('67250.94', '67251.10')).toEqual({ spread: '0.16', percent: '0.0002' });
    expect(bookSpread('0.2', '0.2001')).toEqual({ spread: '0.0001', percent: '0.0499' });
  });

  it('is null without both sides, with bad text or a crossed book', () => {
    expect(bookSpread(undefined, '1')).toBeNull();
    expect(bookSpread('1', 'x')).toBeNull();
    expect(bookSpread('2', '1')).toBeNull();
    expect(bookSpread('1', '1')).toBeNull();
  });
});
