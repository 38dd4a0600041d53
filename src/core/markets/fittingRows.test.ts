import { describe, expect, it } from 'vitest';
import { MAX_ROWS, MIN_ROWS, rowsFitting } from './fittingRows';

const book = { row: 24, fixed: 64, lists: 2 };

describe('rowsFitting', () => {
  it('fits whole rows on each side of the book', () => {
    expect(rowsFitting(64 + 2 * 24 * 7, book)).toBe(7);
    expect(rowsFitting(64 + 2 * 24 * 7 + 47, book)).toBe(7);
    expect(rowsFitting(64 + 2 * 24 * 8, book)).toBe(8);
  });

  it('fits whole rows of one list under its headings', () => {
    expect(rowsFitting(20 + 20 * 9 + 19, { row: 20, fixed: 20, lists: 1 })).toBe(9);
  });

  it('keeps a few rows in a tiny or unmeasured box and caps a huge one', () => {
    expect(rowsFitting(50, book)).toBe(MIN_ROWS);
    expect(rowsFitting(0, book)).toBe(MIN_ROWS);
    expect(rowsFitting(Number.NaN, book)).toBe(MIN_ROWS);
    expect(rowsFitting(100_000, book)).toBe(MAX_ROWS);
  });
});
