// The markets page's table: one row per listed market with its ticker, sorted by a column, and
// the top movers. Figures are decimal strings; a missing or malformed one sorts last whichever
// way the column is sorted, so a market without a ticker never tops a list.
import type { Ticker } from './messages';
import type { SymbolInfo } from './symbols';

export interface BoardRow {
  readonly info: SymbolInfo;
  readonly ticker: Ticker | null;
}

export const BOARD_COLUMNS = ['name', 'last', 'change', 'high', 'low', 'volume'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';

export interface BoardSort {
  readonly column: BoardColumn;
  readonly direction: SortDirection;
}

/** What a column sorts by first: names from A, figures from the largest. */
export const FIRST_DIRECTION: Readonly<Record<BoardColumn, SortDirection>> = {
  name: 'ascending', last: 'descending', change: 'descending', high: 'descending', low: 'descending', volume: 'descending',
};

/** A header pressed: the other direction when it is the sorted column, else its first direction. */
export function nextSort(current: BoardSort | null, column: BoardColumn): BoardSort {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: FIRST_DIRECTION[column] };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const figure = (text: string | undefined): number | null => (text !== undefined && DECIMAL.test(text) ? Number(text) : null);

/** The figure a row sorts by: the volume is in quote (turnover), which is what compares across markets of one quote coin. */
function value(row: BoardRow, column: Exclude<BoardColumn, 'name'>): number | null {
  const t = row.ticker;
  if (!t) return null;
  switch (column) {
    case 'last':
      return figure(t.last);
    case 'change':
      return figure(t.change24h);
    case 'high':
      return figure(t.high24h);
    case 'low':
      return figure(t.low24h);
    case 'volume':
      return figure(t.quoteVolume24h);
  }
}

const byName = (a: BoardRow, b: BoardRow) => a.info.base.localeCompare(b.info.base, 'en') || a.info.quote.localeCompare(b.info.quote, 'en');

/** The rows sorted by the column; ties keep the server's order (a stable sort), missing figures last. */
export function sortBoard(rows: readonly BoardRow[], sort: BoardSort | null): BoardRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const { column } = sort;
  if (column === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  return [...rows].sort((a, b) => {
    const x = value(a, column);
    const y = value(b, column);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

export interface Movers {
  /** Biggest rises first; only markets that rose. */
  readonly gainers: BoardRow[];
  /** Biggest falls first; only markets that fell. */
  readonly losers: BoardRow[];
  /** Highest quote volume first. */
  readonly volume: BoardRow[];
}

export function topMovers(rows: readonly BoardRow[], count: number): Movers {
  const changed = (sign: 1 | -1) => rows.filter((r) => {
    const c = value(r, 'change');
    return c !== null && Math.sign(c) === sign;
  });
  return {
    gainers: sortBoard(changed(1), { column: 'change', direction: 'descending' }).slice(0, count),
    losers: sortBoard(changed(-1), { column: 'change', direction: 'ascending' }).slice(0, count),
    volume: sortBoard(rows.filter((r) => value(r, 'volume') !== null), { column: 'volume', direction: 'descending' }).slice(0, count),
  };
}

/** The listed markets of one kind, each with its ticker (null until one arrives). */
export function boardRows(symbols: readonly SymbolInfo[], tickers: ReadonlyMap<string, Ticker>): BoardRow[] {
  return symbols.map((info) => ({ info, ticker: tickers.get(info.symbol) ?? null }));
}
