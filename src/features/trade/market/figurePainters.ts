// Paints the order book and the recent trades as the DOM grids drew them: the same columns, the
// theme's colours, depth bars from the far side of the price, the last price and spread between the
// book's sides. Given figures already formatted (and remembered: figureCanvas.rememberedText), so a
// frame is a few dozen fillRect and fillText calls.
import { type BookGeometry, type BookSpot, askRow, barWidth, bidRow, columnsOf, midRow, sameSpot, tableColumnsOf, tradeRow } from '../../../core/markets/figureCanvas';
import type { CanvasTheme } from './canvasSurface';

/** The part of a 2D context the painters use (a test passes a recorder). */
export type Paint2D = Pick<CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'globalAlpha' | 'font' | 'textAlign' | 'textBaseline' | 'direction' | 'lineWidth'
  | 'fillRect' | 'strokeRect' | 'fillText' | 'measureText' | 'save' | 'restore' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke'>;

export interface PaintedLevel {
  readonly price: string;
  readonly amount: string;
  readonly total: string;
  /** The running total as a number, for the bar's width only. */
  readonly depth: number;
}

export interface BookPicture {
  /** Best first, formatted. */
  readonly asks: readonly PaintedLevel[];
  readonly bids: readonly PaintedLevel[];
  /** The total a full-width bar stands for. */
  readonly depthMax: number;
  /** The last price, formatted ('—' without one), and which way it last moved. */
  readonly last: string;
  readonly direction: 'up' | 'down' | 'flat';
  readonly spread: string | null;
  /** The page's direction: the spread line follows it, the figures stay left to right. */
  readonly dir: 'ltr' | 'rtl';
  readonly stale: boolean;
  /** The row under the pointer, and the keyboard's row (outlined while the book has focus). */
  readonly hover: BookSpot | null;
  readonly active: BookSpot | null;
  readonly focused: boolean;
}

const fontOf = (theme: CanvasTheme, size: number, weight = 400) => `${weight} ${size}px ${theme.fontFamily}`;

/** `text` cut with an ellipsis to fit `room` (the DOM's text-overflow: ellipsis). */
export function fitted(context: Paint2D, text: string, room: number): string {
  if (room <= 0) return '';
  if (context.measureText(text).width <= room) return text;
  let end = text.length;
  while (end > 0 && context.measureText(`${text.slice(0, end)}…`).width > room) end -= 1;
  return end > 0 ? `${text.slice(0, end)}…` : '';
}

/** A stale book's hatching (the DOM's repeating 135° gradient), faint in the muted colour. */
function hatch(context: Paint2D, width: number, height: number, theme: CanvasTheme): void {
  context.save();
  context.globalAlpha = 0.08;
  context.strokeStyle = theme.muted;
  context.lineWidth = 8;
  context.beginPath();
  // Bands running up to the right, 16 px apart across them (the gradient's 135°).
  for (let x = 0; x < width + height; x += 16 * Math.SQRT2) {
    context.moveTo(x, 0);
    context.lineTo(x - height, height);
  }
  context.stroke();
  context.restore();
}

export function paintBook(context: Paint2D, width: number, geometry: BookGeometry, theme: CanvasTheme, picture: BookPicture): void {
  const columns = columnsOf(width);
  const { stale } = picture;
  if (stale) hatch(context, width, 2 * geometry.rows * geometry.rowHeight + geometry.midHeight, theme);
  const row = (kind: 'asks' | 'bids', level: PaintedLevel, index: number) => {
    const box = kind === 'asks' ? askRow(geometry, index) : bidRow(geometry, index);
    const spot: BookSpot = { kind, index };
    if (sameSpot(picture.hover, spot)) {
      context.fillStyle = theme.hover;
      context.fillRect(0, box.top, width, box.height);
    }
    const bar = barWidth(width, level.depth, picture.depthMax);
    if (bar > 0) {
      context.globalAlpha = stale ? theme.barOpacity / 2 : theme.barOpacity;
      context.fillStyle = stale ? theme.muted : kind === 'asks' ? theme.down : theme.up;
      context.fillRect(width - bar, box.top, bar, box.height);
      context.globalAlpha = 1;
    }
    const middle = box.top + box.height / 2;
    context.textAlign = 'left';
    context.fillStyle = stale ? theme.text : kind === 'asks' ? theme.down : theme.up;
    context.fillText(level.price, columns.start, middle);
    context.textAlign = 'right';
    context.fillStyle = theme.text;
    context.fillText(level.amount, columns.middleEnd, middle);
    context.fillText(level.total, columns.end, middle);
    if (picture.focused && sameSpot(picture.active, spot)) outline(context, width, box.top, box.height, theme);
  };
  context.direction = 'ltr';
  context.textBaseline = 'middle';
  context.font = fontOf(theme, theme.fontSize);
  picture.asks.slice(0, geometry.rows).forEach((level, index) => row('asks', level, index));
  picture.bids.slice(0, geometry.rows).forEach((level, index) => row('bids', level, index));

  const mid = midRow(geometry);
  context.fillStyle = theme.border;
  context.fillRect(0, mid.top, width, 1);
  context.fillRect(0, mid.top + mid.height - 1, width, 1);
  const middle = mid.top + mid.height / 2;
  const rem = theme.fontSize / 0.8125;
  context.font = fontOf(theme, 1.05 * rem, 700);
  context.textAlign = 'left';
  context.fillStyle = stale || picture.direction === 'flat' ? theme.text : picture.direction === 'up' ? theme.up : theme.down;
  context.fillText(picture.last, columns.start, middle);
  let lastEnd = columns.start + context.measureText(picture.last).width;
  if (picture.direction !== 'flat') {
    context.font = fontOf(theme, 0.7 * rem);
    context.fillText(picture.direction === 'up' ? '▲' : '▼', lastEnd + 4, middle);
    lastEnd += 4 + context.measureText('▲').width;
  }
  if (picture.spread) {
    context.font = fontOf(theme, 0.75 * rem);
    context.fillStyle = theme.muted;
    context.direction = picture.dir;
    context.textAlign = 'right';
    context.fillText(fitted(context, picture.spread, columns.end - lastEnd - 8), columns.end, middle);
    context.direction = 'ltr';
  }
  if (picture.focused && sameSpot(picture.active, { kind: 'last' })) outline(context, width, mid.top, mid.height, theme);
}

function outline(context: Paint2D, width: number, top: number, height: number, theme: CanvasTheme): void {
  context.strokeStyle = theme.accent;
  context.lineWidth = 2;
  context.strokeRect(1, top + 1, width - 2, height - 2);
}

export interface PaintedTrade {
  readonly price: string;
  readonly amount: string;
  readonly time: string;
  readonly side: 'buy' | 'sell';
}

export function paintTrades(context: Paint2D, width: number, rowHeight: number, theme: CanvasTheme, trades: readonly PaintedTrade[]): void {
  const columns = tableColumnsOf(width);
  const room = width / 3 - 16;
  context.direction = 'ltr';
  context.textBaseline = 'middle';
  context.font = fontOf(theme, theme.fontSize);
  trades.forEach((trade, index) => {
    const box = tradeRow(rowHeight, index);
    const middle = box.top + box.height / 2;
    context.textAlign = 'left';
    context.fillStyle = trade.side === 'buy' ? theme.up : theme.down;
    context.fillText(fitted(context, trade.price, room), columns.start, middle);
    context.textAlign = 'right';
    context.fillStyle = theme.text;
    context.fillText(fitted(context, trade.amount, room), columns.middleEnd, middle);
    context.fillStyle = theme.muted;
    context.fillText(fitted(context, trade.time, room), columns.end, middle);
  });
}
