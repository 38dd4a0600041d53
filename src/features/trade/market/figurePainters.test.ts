import { describe, expect, it } from 'vitest';
import type { CanvasTheme } from './canvasSurface';
import { type BookPicture, type Paint2D, fitted, paintBook, paintTrades } from './figurePainters';
import { recordingContext } from './testRender';

const theme: CanvasTheme = {
  text: 'text', muted: 'muted', up: 'up', down: 'down', border: 'border', hover: 'hover', accent: 'accent',
  barOpacity: 0.1, fontFamily: 'Test Sans', fontSize: 13, rowHeight: 24, midHeight: 40,
};
const geometry = { rows: 3, rowHeight: 24, midHeight: 40 };
const level = (price: string, amount: string, total: string, depth: number) => ({ price, amount, total, depth });
const picture: BookPicture = {
  asks: [level('100.50', '1.500', '1.500', 1.5), level('100.60', '2.000', '3.500', 3.5)],
  bids: [level('100.40', '1.000', '1.000', 1), level('100.30', '3.000', '4.000', 4), level('100.20', '0.500', '4.500', 4.5), level('100.10', '9', '13.5', 13.5)],
  depthMax: 5, last: '100.45', direction: 'up', spread: 'Spread 0.10 (0.0995%)', dir: 'ltr', stale: false, hover: null, active: null, focused: false,
};

const paint = (overrides: Partial<BookPicture> = {}) => {
  const context = recordingContext();
  paintBook(context as unknown as Paint2D, 322, geometry, theme, { ...picture, ...overrides });
  return context;
};

describe('paintBook', () => {
  it('paints the best ask against the middle, bids below, each level once, only as many as the rows', () => {
    const { texts } = paint();
    const prices = texts.filter((t) => t.align === 'left' && t.text.startsWith('100.') && t.text !== '100.45');
    // Middle of each row: asks at rows 2 and 1 (the best lowest), bids from below the middle line.
    expect(prices.map((t) => [t.text, t.y, t.color])).toEqual([
      ['100.50', 60, 'down'], ['100.60', 36, 'down'],
      ['100.40', 124, 'up'], ['100.30', 148, 'up'], ['100.20', 172, 'up'],
    ]);
    // Amount and total against their columns' ends.
    const best = texts.filter((t) => t.y === 60 && t.align === 'right');
    expect(best.map((t) => [t.text, t.x])).toEqual([['1.500', 8 + 2 * 98 + 6], ['1.500', 314]]);
  });

  it('draws depth bars from the far side, as wide as the row’s share of the scale', () => {
    const { rects } = paint();
    const bars = rects.filter((r) => r.alpha === 0.1);
    expect(bars.map((r) => [r.x, r.y, r.width, r.color])).toEqual([
      [322 - 96.6, 48, 96.6, 'down'], [322 - 225.4, 24, 225.4, 'down'],
      [322 - 64.4, 112, 64.4, 'up'], [322 - 257.6, 136, 257.6, 'up'], [322 - 289.8, 160, 289.8, 'up'],
    ].map(([x, y, w, c]) => [expect.closeTo(x as number, 6), y, expect.closeTo(w as number, 6), c]));
  });

  it('puts the last price in its move’s colour with an arrow, and the spread at the end, cut to fit', () => {
    const { texts } = paint();
    expect(texts.find((t) => t.text === '100.45')).toMatchObject({ x: 8, y: 92, color: 'up' });
    expect(texts.find((t) => t.text === '▲')).toMatchObject({ color: 'up' });
    expect(texts.find((t) => t.text.startsWith('Spread'))).toMatchObject({ x: 314, align: 'right', color: 'muted' });
    const narrow = recordingContext();
    paintBook(narrow as unknown as Paint2D, 160, geometry, theme, picture);
    const spread = narrow.texts.find((t) => t.text.startsWith('Spr'))!;
    expect(spread.text.endsWith('…')).toBe(true);
    expect(7 * spread.text.length).toBeLessThanOrEqual(152 - (8 + 7 * 6 + 4 + 7) - 8);
  });

  it('outlines the keyboard’s row only while the book has focus, and shades the row under the pointer', () => {
    expect(paint({ active: { kind: 'bids', index: 1 } }).strokes).toEqual([]);
    expect(paint({ active: { kind: 'bids', index: 1 }, focused: true }).strokes).toEqual([{ x: 1, y: 137, width: 320, height: 22, color: 'accent' }]);
    expect(paint({ active: { kind: 'last' }, focused: true }).strokes).toEqual([{ x: 1, y: 73, width: 320, height: 38, color: 'accent' }]);
    const hovered = paint({ hover: { kind: 'asks', index: 0 } }).rects.filter((r) => r.color === 'hover');
    expect(hovered).toEqual([{ x: 0, y: 48, width: 322, height: 24, color: 'hover', alpha: 1 }]);
  });

  it('greys a stale book: prices in the text colour, bars muted at half strength', () => {
    const { texts, rects } = paint({ stale: true });
    expect(new Set(texts.filter((t) => t.text.startsWith('100.')).map((t) => t.color))).toEqual(new Set(['text']));
    expect(new Set(rects.filter((r) => r.alpha === 0.05).map((r) => r.color))).toEqual(new Set(['muted']));
  });
});

describe('paintTrades', () => {
  it('paints the trades newest first in rows, price by side, time muted', () => {
    const context = recordingContext();
    paintTrades(context as unknown as Paint2D, 300, 20, theme, [
      { price: '67,251.10', amount: '0.1200', time: '21:05:09', side: 'buy' },
      { price: '67,250.90', amount: '0.0047', time: '09:05:01', side: 'sell' },
    ]);
    expect(context.texts.map((t) => [t.text, t.x, t.y, t.color])).toEqual([
      ['67,251.10', 8, 10, 'up'], ['0.1200', 192, 10, 'text'], ['21:05:09', 292, 10, 'muted'],
      ['67,250.90', 8, 30, 'down'], ['0.0047', 192, 30, 'text'], ['09:05:01', 292, 30, 'muted'],
    ]);
  });
});

describe('fitted', () => {
  it('keeps a text that fits and cuts one that does not', () => {
    const context = recordingContext() as unknown as Paint2D;
    expect(fitted(context, 'abc', 21)).toBe('abc');
    expect(fitted(context, 'abcdef', 28)).toBe('abc…');
    expect(fitted(context, 'abcdef', 0)).toBe('');
  });
});
