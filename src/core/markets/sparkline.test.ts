import { describe, expect, it } from 'vitest';
import { sparklinePoints, sparklineTrend } from './sparkline';

describe('sparklinePoints', () => {
  it('spreads the closes across the box, the highest at the top', () => {
    expect(sparklinePoints(['1', '3', '2'], 100, 20)).toBe('0,20 50,0 100,10');
  });

  it('puts the last price in place of the last close', () => {
    expect(sparklinePoints(['1', '3', '2'], 100, 20, '1')).toBe('0,20 50,0 100,20');
  });

  it('draws a flat day through the middle and nothing for fewer than two closes', () => {
    expect(sparklinePoints(['5', '5'], 10, 8)).toBe('0,4 10,4');
    expect(sparklinePoints(['5'], 10, 8)).toBeNull();
    expect(sparklinePoints([], 10, 8, '3')).toBeNull();
    expect(sparklinePoints(['x', '2'], 10, 8)).toBeNull();
  });

  it('tells a rise from a fall by the ends', () => {
    expect(sparklineTrend('0,20 50,0 100,10')).toBe(1);
    expect(sparklineTrend('0,0 100,20')).toBe(-1);
    expect(sparklineTrend('0,4 10,4')).toBe(0);
  });
});
