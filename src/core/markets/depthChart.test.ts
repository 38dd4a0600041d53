import { describe, expect, it } from 'vitest';
import { axisTicks, depthCurve, depthScale, depthWithin, nearestPoint, stepFrom, stepOutline } from './depthChart';
import type { BookLevel } from './messages';

const bids: BookLevel[] = [['99.5', '1.5'], ['99', '2'], ['98.25', '0.25'], ['96', '4']];
const asks: BookLevel[] = [['100.5', '1'], ['101', '0.5'], ['102', '3']];
const plot = { left: 0, top: 0, width: 400, height: 100 };

describe('depthCurve', () => {
  it('sums amounts and values from the best level outwards, exactly (values to the prices’ decimals)', () => {
    const curve = depthCurve(bids, asks)!;
    expect(curve.bids.map((p) => [p.price, p.total, p.value])).toEqual([
      ['99.5', '1.50', '149.25'],
      ['99', '3.50', '347.25'],
      ['98.25', '3.75', '371.81'],
    ]);
    expect(curve.asks.map((p) => [p.price, p.total, p.value])).toEqual([
      ['100.5', '1.0', '100.5'],
      ['101', '1.5', '151.0'],
      ['102', '4.5', '457.0'],
    ]);
  });

  it('spans the mid ± the shallower side’s reach, leaving deeper levels out', () => {
    const curve = depthCurve(bids, asks)!;
    expect(curve.mid).toBe(100);
    expect(curve.midText).toBe('100');
    expect(depthCurve([['67250.94', '1']], [['67251.1', '1']])?.midText).toBe('67251.02');
    expect(depthCurve([['0.01', '1']], [['0.02', '1']])?.midText).toBe('0.015');
    // Asks reach 2 from the mid, bids 4: the span is 98 to 102 and the bid at 96 falls outside.
    expect([curve.low, curve.high]).toEqual([98, 102]);
    expect(curve.bids.map((p) => p.price)).not.toContain('96');
    expect(curve.top).toBe(4.5);
  });

  it('skips malformed and empty levels, and gives nothing for an empty book', () => {
    const curve = depthCurve([['99', '1'], ['x', '5'], ['98.5', '0'], ['98', '1']], [['101', '2'], ['103', '1']])!;
    expect(curve.bids.map((p) => [p.price, p.total])).toEqual([['99', '1'], ['98', '2']]);
    expect(depthCurve([], [])).toBeNull();
  });

  it('draws a one-sided book around its best price', () => {
    const curve = depthCurve([['50', '1']], [])!;
    expect(curve.mid).toBe(50);
    expect(curve.high).toBeGreaterThan(curve.low);
    expect(curve.asks).toEqual([]);
  });
});

describe('depthScale and stepOutline', () => {
  it('puts low prices on the left and steps up at each level out to the edge', () => {
    const curve = depthCurve(bids, asks)!;
    const scale = depthScale(curve, plot, 5);
    expect(scale.x(98)).toBe(0);
    expect(scale.x(102)).toBe(400);
    expect(scale.priceAt(200)).toBe(100);
    expect(scale.y(0)).toBe(100);
    expect(scale.y(5)).toBe(0);
    expect(stepOutline(curve, 'asks', scale)).toEqual([
      [200, 100], [250, 100], [250, 80], [300, 80], [300, 70], [400, 70], [400, 10], [400, 10],
    ]);
    const bidOutline = stepOutline(curve, 'bids', scale);
    expect(bidOutline[0]).toEqual([200, 100]);
    expect(bidOutline[1]).toEqual([150, 100]);
    expect(bidOutline[2]).toEqual([150, 70]);
    expect(bidOutline.at(-1)).toEqual([0, 25]);
  });
});

describe('the crosshair', () => {
  const curve = depthCurve(bids, asks)!;

  it('points to the nearest level on the pointer’s side of the mid', () => {
    const scale = depthScale(curve, plot);
    expect(nearestPoint(curve, scale.priceAt(160))?.price).toBe('99.5');
    expect(nearestPoint(curve, scale.priceAt(10))?.price).toBe('98.25');
    expect(nearestPoint(curve, scale.priceAt(205))?.price).toBe('100.5');
    expect(nearestPoint(curve, scale.priceAt(399))?.price).toBe('102');
  });

  it('walks the levels in price order with the arrow keys, starting at the best bid', () => {
    expect(stepFrom(curve, null, 1)?.price).toBe('99.5');
    expect(stepFrom(curve, 99.5, 1)?.price).toBe('100.5');
    expect(stepFrom(curve, 100.5, -1)?.price).toBe('99.5');
    expect(stepFrom(curve, 98.25, -1)?.price).toBe('98.25');
    expect(stepFrom(curve, 102, 5)?.price).toBe('102');
    expect(stepFrom(curve, 100.5, -Infinity)?.price).toBe('98.25');
    expect(stepFrom(curve, 99, Infinity)?.price).toBe('102');
  });
});

describe('axisTicks', () => {
  it('labels round steps with exact decimals', () => {
    expect(axisTicks(98, 102, 4).map((t) => t.text)).toEqual(['98', '99', '100', '101', '102']);
    expect(axisTicks(0.1, 0.35, 5).map((t) => t.text)).toEqual(['0.1', '0.15', '0.2', '0.25', '0.3', '0.35']);
    expect(axisTicks(67_001.3, 67_340.2, 3).map((t) => t.text)).toEqual(['67100', '67200', '67300']);
    expect(axisTicks(0, 0.0003, 3).map((t) => t.text)).toEqual(['0', '0.0001', '0.0002', '0.0003']);
    expect(axisTicks(5, 5, 3)).toEqual([]);
  });
});

describe('depthWithin', () => {
  it('adds up the amounts within a percentage of the mid on each side', () => {
    const book: BookLevel[] = [['100', '1'], ['99.5', '2'], ['99', '3'], ['98', '4']];
    const offers: BookLevel[] = [['100.2', '1'], ['101.1', '2'], ['102.2', '5']];
    // Mid 100.1: 1 % is 99.099 to 101.101, 2 % is 98.098 to 102.102.
    expect(depthWithin(book, offers, 1)).toEqual({ bids: '3', asks: '3' });
    expect(depthWithin(book, offers, 2)).toEqual({ bids: '6', asks: '3' });
    expect(depthWithin(book, [], 1)).toBeNull();
  });
});
