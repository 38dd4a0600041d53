import { describe, expect, it, vi } from 'vitest';
import { askRow, barWidth, bidRow, bookHeight, bookSpotAt, columnsOf, midRow, rememberedText, rowsIn, tradeRow } from './figureCanvas';

const geometry = { rows: 3, rowHeight: 24, midHeight: 40 };

describe('book geometry', () => {
  it('puts the best ask against the middle, the bids below it, all in fixed rows', () => {
    expect(bookHeight(geometry)).toBe(184);
    expect([0, 1, 2].map((i) => askRow(geometry, i).top)).toEqual([48, 24, 0]);
    expect(midRow(geometry)).toEqual({ top: 72, height: 40 });
    expect([0, 1, 2].map((i) => bidRow(geometry, i).top)).toEqual([112, 136, 160]);
  });

  it('finds the level under a pointer, the last-price line, or nothing in an empty place', () => {
    const shown = { asks: 2, bids: 3 };
    expect(bookSpotAt(geometry, 60, shown)).toEqual({ kind: 'asks', index: 0 });
    expect(bookSpotAt(geometry, 24, shown)).toEqual({ kind: 'asks', index: 1 });
    // Two asks only: the top row is empty.
    expect(bookSpotAt(geometry, 5, shown)).toBeNull();
    expect(bookSpotAt(geometry, 72, shown)).toEqual({ kind: 'last' });
    expect(bookSpotAt(geometry, 111.9, shown)).toEqual({ kind: 'last' });
    expect(bookSpotAt(geometry, 112, shown)).toEqual({ kind: 'bids', index: 0 });
    expect(bookSpotAt(geometry, 183, shown)).toEqual({ kind: 'bids', index: 2 });
    expect(bookSpotAt(geometry, 184, shown)).toBeNull();
    expect(bookSpotAt(geometry, -1, shown)).toBeNull();
    expect(bookSpotAt(geometry, Number.NaN, shown)).toBeNull();
  });

  it('splits the width into three columns with the grid’s padding and gap', () => {
    expect(columnsOf(322)).toEqual({ start: 8, middleEnd: 8 + 2 * 98 + 6, end: 314 });
    expect(columnsOf(0).middleEnd).toBe(14);
  });

  it('scales depth bars to the row, never past it', () => {
    expect(barWidth(200, 1, 4)).toBe(50);
    expect(barWidth(200, 8, 4)).toBe(200);
    expect(barWidth(200, 1, 0)).toBe(0);
    expect(barWidth(200, Number.NaN, 4)).toBe(0);
  });

  it('counts whole rows and lays trades from the top', () => {
    expect(rowsIn(99, 20)).toBe(4);
    expect(rowsIn(100, 20)).toBe(5);
    expect(rowsIn(0, 20)).toBe(0);
    expect(tradeRow(20, 2)).toEqual({ top: 40, height: 20 });
  });
});

describe('rememberedText', () => {
  it('formats each text once, and forgets all past its limit', () => {
    const format = vi.fn((text: string) => `<${text}>`);
    const shown = rememberedText(format, 2);
    expect([shown('1'), shown('1'), shown('2'), shown('1')]).toEqual(['<1>', '<1>', '<2>', '<1>']);
    expect(format).toHaveBeenCalledTimes(2);
    shown('3');
    shown('1');
    expect(format).toHaveBeenCalledTimes(4);
  });
});
