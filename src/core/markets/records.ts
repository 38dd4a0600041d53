// The trader's records (docs/protocol.md, Records): order, fill, closed-position, funding and
// ledger history, filtered and paged by a cursor, newest first. One call per history; the same
// filter fields everywhere, each history taking the ones that mean something for it.
import { SESSION_SIGNED_PREFIX } from '../protocol/paths';
import type { Fill, MarginMode, OrderSide, OrderStatus, OrderType, PositionSide, Wallet } from './trading';

const RECORDS = `${SESSION_SIGNED_PREFIX}records`;

export const RECORD_KINDS = ['spotOrders', 'spotFills', 'futuresOrders', 'futuresFills', 'positions', 'funding', 'ledger'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_PATHS: Readonly<Record<RecordKind, string>> = {
  spotOrders: `${RECORDS}/spot/orders`,
  spotFills: `${RECORDS}/spot/fills`,
  futuresOrders: `${RECORDS}/futures/orders`,
  futuresFills: `${RECORDS}/futures/fills`,
  positions: `${RECORDS}/futures/positions`,
  funding: `${RECORDS}/futures/funding`,
  ledger: `${RECORDS}/ledger`,
};

/** The most records one page may ask for (the CSV export asks for this many a page). */
export const RECORD_PAGE_MAX = 500;

/** Why a balance changed. A gateway may add kinds; a client shows one it does not know as "other". */
export const LEDGER_KINDS = ['opening_balance', 'trade', 'fee', 'transfer', 'funding', 'realized_pnl', 'liquidation', 'position_margin', 'demo_reset'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A fill as the records show it: with the fee rate used, where the gateway says it. */
export interface RecordFill extends Omit<Fill, 'feeRate'> {
  /** A fraction ("0.001" is 0.1 %); absent from gateways that do not record it. */
  readonly feeRate?: string;
}

/** A futures position from its first opening fill until its size came back to zero. */
export interface ClosedPosition {
  readonly positionId: string;
  readonly symbol: string;
  readonly posSide: PositionSide;
  readonly marginMode: MarginMode;
  readonly leverage: number;
  /** The most the position held (base amount). */
  readonly size: string;
  readonly entryPrice: string;
  readonly exitPrice: string;
  /** Profit or loss of the closing fills, fees and funding not included (USDT). */
  readonly realizedPnl: string;
  /** Fees of every opening and closing fill (USDT). */
  readonly fee: string;
  /** Funding received (positive) or paid while it was open (USDT). */
  readonly funding: string;
  /** realizedPnl − fee + funding (USDT). */
  readonly netPnl: string;
  /** Closed by liquidation rather than by the trader. */
  readonly liquidated: boolean;
  readonly openedAt: number;
  readonly closedAt: number;
}

/** One change of a wallet's balance (available plus held): what changed it, by how much, and the balance after it. */
export interface LedgerEntry {
  readonly entryId: string;
  readonly wallet: Wallet;
  readonly asset: string;
  /** One of LEDGER_KINDS, or a kind this client does not know yet. */
  readonly kind: string;
  /** Signed, 8 decimals. */
  readonly amount: string;
  readonly balance: string;
  readonly symbol: string | null;
  readonly orderId: string | null;
  readonly time: number;
}

/** One page of a history: its records, newest first, and the cursor of the next (older) page, null on the last. */
export interface RecordPage<T> {
  readonly records: readonly T[];
  readonly next: string | null;
}

export type StatusFilter = 'open' | 'filled' | 'canceled';
/** The statuses each status filter stands for on the wire (`status=new,partially_filled`). */
export const STATUS_FILTER: Readonly<Record<StatusFilter, readonly OrderStatus[]>> = {
  open: ['new', 'partially_filled'],
  filled: ['filled'],
  canceled: ['canceled'],
};

/** What a trader filters by; each history ignores what it has no column for (RECORD_FILTERS). */
export interface RecordFilter {
  readonly symbol?: string;
  readonly side?: OrderSide | PositionSide;
  readonly type?: OrderType;
  readonly status?: StatusFilter;
  /** Ledger: the kind of change, and the coin. */
  readonly kind?: string;
  readonly asset?: string;
  /** Epoch ms, from inclusive, to exclusive. */
  readonly from?: number;
  readonly to?: number;
}

export type FilterField = 'symbol' | 'side' | 'type' | 'status' | 'kind' | 'asset';

/** The filters each history offers. */
export const RECORD_FILTERS: Readonly<Record<RecordKind, readonly FilterField[]>> = {
  spotOrders: ['symbol', 'side', 'type', 'status'],
  spotFills: ['symbol', 'side', 'type'],
  futuresOrders: ['symbol', 'side', 'type', 'status'],
  futuresFills: ['symbol', 'side', 'type'],
  positions: ['symbol', 'side'],
  funding: ['symbol', 'side'],
  ledger: ['kind', 'asset'],
};

/** Order sides for orders and fills, position sides for positions and funding. */
export const SIDES_OF: Readonly<Record<RecordKind, readonly (OrderSide | PositionSide)[]>> = {
  spotOrders: ['buy', 'sell'], spotFills: ['buy', 'sell'], futuresOrders: ['buy', 'sell'], futuresFills: ['buy', 'sell'],
  positions: ['long', 'short'], funding: ['long', 'short'], ledger: [],
};

/** The query of one page: the filter's fields that this history takes, the cursor and the page size. */
export function recordQuery(kind: RecordKind, filter: RecordFilter, cursor: string | null, limit: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of RECORD_FILTERS[kind]) {
    const value = filter[name];
    if (value === undefined || value === '') continue;
    out[name] = name === 'status' ? STATUS_FILTER[value as StatusFilter].join(',') : String(value);
  }
  if (filter.from !== undefined) out.from = String(filter.from);
  if (filter.to !== undefined) out.to = String(filter.to);
  if (cursor !== null) out.before = cursor;
  out.limit = String(limit);
  return out;
}
