// How many rows a list of market figures shows in a box of a given height: the desktop screen
// gives the book and the recent trades the height of the chart beside them, and they fit their
// rows to it rather than pushing the account tables below the first screen.

export interface RowMetrics {
  /** One row. */
  readonly row: number;
  /** What else the box holds: column headings, the book's last-price line. */
  readonly fixed: number;
  /** Lists sharing the box, one above the other (the book's asks and bids). */
  readonly lists: number;
}

/** The fewest rows a list shows, however short the box (a laptop's 720 px in demo mode). */
export const MIN_ROWS = 2;
/** The most: beyond this a taller box only spreads the same market thin. */
export const MAX_ROWS = 30;

export function rowsFitting(height: number, metrics: RowMetrics): number {
  if (!Number.isFinite(height) || height <= 0) return MIN_ROWS;
  const rows = Math.floor((height - metrics.fixed) / (metrics.lists * metrics.row));
  return Math.min(MAX_ROWS, Math.max(MIN_ROWS, rows));
}
