// The records as CSV: one column per field, headers in the user's language (given), and cells a
// machine reads back unchanged: the wire's decimal strings with a dot, codes as the wire writes
// them ('buy', 'fee'), times in ISO 8601 UTC. RFC 4180 quoting, CRLF lines, and a byte-order mark
// so a spreadsheet opens non-Latin headers as UTF-8.
import type { RecordKind } from './records';
import type { RecordOf } from './recordsCheck';

type Cell = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  /** Names the header (the page translates it). */
  readonly id: string;
  readonly value: (record: T) => Cell;
}

const iso = (epochMs: number): string => new Date(epochMs).toISOString();

const ORDER: readonly CsvColumn<RecordOf['spotOrders']>[] = [
  { id: 'time', value: (o) => iso(o.createdAt) }, { id: 'orderId', value: (o) => o.orderId }, { id: 'symbol', value: (o) => o.symbol },
  { id: 'side', value: (o) => o.side }, { id: 'tradeSide', value: (o) => o.tradeSide }, { id: 'type', value: (o) => o.type },
  { id: 'price', value: (o) => o.price }, { id: 'amount', value: (o) => o.amount }, { id: 'filled', value: (o) => o.filledAmount },
  { id: 'avgPrice', value: (o) => o.avgPrice }, { id: 'fee', value: (o) => o.fee }, { id: 'feeAsset', value: (o) => o.feeAsset },
  { id: 'status', value: (o) => o.status }, { id: 'origin', value: (o) => o.origin },
];

const FILL: readonly CsvColumn<RecordOf['spotFills']>[] = [
  { id: 'time', value: (f) => iso(f.time) }, { id: 'fillId', value: (f) => f.fillId }, { id: 'orderId', value: (f) => f.orderId },
  { id: 'symbol', value: (f) => f.symbol }, { id: 'side', value: (f) => f.side }, { id: 'price', value: (f) => f.price },
  { id: 'amount', value: (f) => f.amount }, { id: 'quote', value: (f) => f.quote }, { id: 'fee', value: (f) => f.fee },
  { id: 'feeAsset', value: (f) => f.feeAsset }, { id: 'feeRate', value: (f) => f.feeRate }, { id: 'liquidity', value: (f) => f.liquidity },
  { id: 'realizedPnl', value: (f) => f.realizedPnl },
];

export const CSV_COLUMNS: { readonly [K in RecordKind]: readonly CsvColumn<RecordOf[K]>[] } = {
  spotOrders: ORDER,
  futuresOrders: ORDER,
  spotFills: FILL,
  futuresFills: FILL,
  positions: [
    { id: 'closedAt', value: (p) => iso(p.closedAt) }, { id: 'openedAt', value: (p) => iso(p.openedAt) }, { id: 'symbol', value: (p) => p.symbol },
    { id: 'posSide', value: (p) => p.posSide }, { id: 'marginMode', value: (p) => p.marginMode }, { id: 'leverage', value: (p) => p.leverage },
    { id: 'size', value: (p) => p.size }, { id: 'entryPrice', value: (p) => p.entryPrice }, { id: 'exitPrice', value: (p) => p.exitPrice },
    { id: 'realizedPnl', value: (p) => p.realizedPnl }, { id: 'fee', value: (p) => p.fee }, { id: 'funding', value: (p) => p.funding },
    { id: 'netPnl', value: (p) => p.netPnl }, { id: 'liquidated', value: (p) => p.liquidated },
  ],
  funding: [
    { id: 'time', value: (f) => iso(f.time) }, { id: 'symbol', value: (f) => f.symbol }, { id: 'posSide', value: (f) => f.posSide },
    { id: 'marginMode', value: (f) => f.marginMode }, { id: 'size', value: (f) => f.size }, { id: 'markPrice', value: (f) => f.markPrice },
    { id: 'rate', value: (f) => f.rate }, { id: 'amount', value: (f) => f.amount },
  ],
  ledger: [
    { id: 'time', value: (e) => iso(e.time) }, { id: 'wallet', value: (e) => e.wallet }, { id: 'asset', value: (e) => e.asset },
    { id: 'kind', value: (e) => e.kind }, { id: 'change', value: (e) => e.amount }, { id: 'balance', value: (e) => e.balance },
    { id: 'symbol', value: (e) => e.symbol }, { id: 'orderId', value: (e) => e.orderId },
  ],
};

/** Every column id of every history: the headers the page must be able to name. */
export const CSV_COLUMN_IDS: readonly string[] = [...new Set(Object.values(CSV_COLUMNS).flatMap((columns) => columns.map((c) => c.id)))];

export function csvField(cell: Cell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: readonly Cell[]): string => cells.map(csvField).join(',');

/** The header line of a history's CSV, each column named by `header(columnId)`. */
export function csvHeader(kind: RecordKind, header: (columnId: string) => string): string {
  return line(CSV_COLUMNS[kind].map((c) => header(c.id)));
}

/** The lines of some of a history's records: a long export is written a page at a time, never in one long task. */
export function csvLines<K extends RecordKind>(kind: K, records: readonly RecordOf[K][]): string[] {
  const columns = CSV_COLUMNS[kind] as readonly CsvColumn<RecordOf[K]>[];
  return records.map((r) => line(columns.map((c) => c.value(r))));
}

/** The file: a byte-order mark, then the lines, each ended by CRLF. */
export function csvFile(lines: readonly string[]): string {
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A history's records as CSV, each header named by `header(columnId)`. */
export function recordsCsv<K extends RecordKind>(kind: K, records: readonly RecordOf[K][], header: (columnId: string) => string): string {
  return csvFile([csvHeader(kind, header), ...csvLines(kind, records)]);
}

/** Reads CSV text back into rows (quotes, doubled quotes, CRLF; the byte-order mark dropped): what a spreadsheet would see. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
