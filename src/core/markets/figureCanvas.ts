// Where the order book's and the trades' figures go on a canvas: fixed-height rows in three equal
// columns (price at the start, the others against the end, as the DOM grids drew them), the book's
// asks above the last-price line with the best ask next to it and its bids below, and which row a
// pointer at some height stands on. Pure geometry in CSS pixels; the painter scales for the screen.

export interface RowBox {
  readonly top: number;
  readonly height: number;
}

export interface Columns {
  /** The price's left edge (it is drawn from there). */
  readonly start: number;
  /** The right edges of the second and third columns (they are drawn up to there). */
  readonly middleEnd: number;
  readonly end: number;
}

/** The book's and trades' grids: 8 px each side, 6 px between three equal columns. */
export const GRID_PADDING = 8;
export const GRID_GAP = 6;

export function columnsOf(width: number): Columns {
  const column = Math.max(0, (width - 2 * GRID_PADDING - 2 * GRID_GAP) / 3);
  return { start: GRID_PADDING, middleEnd: GRID_PADDING + 2 * column + GRID_GAP, end: width - GRID_PADDING };
}

export interface BookGeometry {
  /** Levels a side has room for. */
  readonly rows: number;
  readonly rowHeight: number;
  /** The last-price line between the sides. */
  readonly midHeight: number;
}

/** The book's height for its rows: both sides and the line between. */
export const bookHeight = ({ rows, rowHeight, midHeight }: BookGeometry): number => 2 * rows * rowHeight + midHeight;

/** The ask `index` levels from the best: the best sits against the middle, the rest above it. */
export function askRow({ rows, rowHeight }: BookGeometry, index: number): RowBox {
  return { top: (rows - 1 - index) * rowHeight, height: rowHeight };
}

export function bidRow({ rows, rowHeight, midHeight }: BookGeometry, index: number): RowBox {
  return { top: rows * rowHeight + midHeight + index * rowHeight, height: rowHeight };
}

export function midRow({ rows, rowHeight, midHeight }: BookGeometry): RowBox {
  return { top: rows * rowHeight, height: midHeight };
}

export type BookSpot =
  | { readonly kind: 'asks' | 'bids'; readonly index: number }
  | { readonly kind: 'last' };

/** Whether two places are the same (both nothing counts as the same). */
export function sameSpot(a: BookSpot | null, b: BookSpot | null): boolean {
  if (a === null || b === null) return a === b;
  return a.kind === b.kind && (a.kind === 'last' || (b.kind !== 'last' && a.index === b.index));
}

/**
 * What a pointer at `y` stands on, given how many levels each side shows: a level (by its place from
 * the best), the last-price line, or nothing (an empty place, or outside the book).
 */
export function bookSpotAt(geometry: BookGeometry, y: number, shown: { readonly asks: number; readonly bids: number }): BookSpot | null {
  const { rows, rowHeight, midHeight } = geometry;
  if (!Number.isFinite(y) || y < 0 || y >= bookHeight(geometry) || rowHeight <= 0) return null;
  const midTop = rows * rowHeight;
  if (y < midTop) {
    const index = rows - 1 - Math.floor(y / rowHeight);
    return index < shown.asks ? { kind: 'asks', index } : null;
  }
  if (y < midTop + midHeight) return { kind: 'last' };
  const index = Math.floor((y - midTop - midHeight) / rowHeight);
  return index < shown.bids ? { kind: 'bids', index } : null;
}

/** A depth bar's width: the row's share of the scale's total, never beyond the row. */
export function barWidth(width: number, total: number, scale: number): number {
  if (!(scale > 0) || !(total > 0) || !Number.isFinite(total)) return 0;
  return Math.min(width, (width * total) / scale);
}

/** The trades' rows below their headings: newest at the top. */
export function tradeRow(rowHeight: number, index: number): RowBox {
  return { top: index * rowHeight, height: rowHeight };
}

/** How many whole rows a box of this height holds. */
export function rowsIn(height: number, rowHeight: number): number {
  if (!(height > 0) || !(rowHeight > 0)) return 0;
  return Math.floor(height / rowHeight + 1e-6);
}

/**
 * A formatter that remembers its answers: at 20 frames a second most prices and amounts are the
 * ones already shown, and formatting each again through Intl would be most of a frame's work.
 * Forgets everything past `limit` entries (the strings a long session sees are unbounded).
 */
export function rememberedText(format: (text: string) => string, limit = 2_000): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let shown = known.get(text);
    if (shown === undefined) {
      if (known.size >= limit) known.clear();
      shown = format(text);
      known.set(text, shown);
    }
    return shown;
  };
}

/** The trades' table: three equal columns, 8 px inside each cell. */
export function tableColumnsOf(width: number): Columns {
  const column = Math.max(0, width / 3);
  return { start: GRID_PADDING, middleEnd: 2 * column - GRID_PADDING, end: width - GRID_PADDING };
}
