// The record checks of the records calls (docs/protocol.md, Records), beside wireCheck.ts's. The
// page reads every page through readRecordPage, and the gateway's test runs every answer through
// it too, so the test proves what the page accepts.
import type { ClosedPosition, LedgerEntry, RecordFill, RecordKind, RecordPage } from './records';
import type { FundingRecord, Order } from './trading';
import {
  type Parse, type WireDrops, boolean, checker, count, decimal, field, nullable, oneOf, parseFundingRecord, parseOrder, readList, signedDecimal, symbol, text,
} from './wireCheck';

const side = oneOf('buy', 'sell');
const posSide = oneOf('long', 'short');
const optional = (check: (v: unknown) => boolean) => ({ optional: check });

export const parseRecordFill = checker<RecordFill>('fill', {
  fillId: text(40), orderId: text(40), market: oneOf('spot', 'futures'), symbol, side, price: decimal, amount: decimal, quote: decimal,
  fee: decimal, feeAsset: symbol, liquidity: oneOf('maker', 'taker'), realizedPnl: nullable(signedDecimal), time: count, feeRate: optional(decimal),
});

export const parseClosedPosition = checker<ClosedPosition>('closed position', {
  positionId: text(40), symbol, posSide, marginMode: oneOf('isolated', 'cross'), leverage: count, size: decimal, entryPrice: decimal,
  exitPrice: decimal, realizedPnl: signedDecimal, fee: decimal, funding: signedDecimal, netPnl: signedDecimal, liquidated: boolean,
  openedAt: count, closedAt: count,
});

export const parseLedgerEntry = checker<LedgerEntry>('ledger entry', {
  entryId: text(40), wallet: oneOf('spot', 'futures'), asset: symbol, kind: (v) => typeof v === 'string' && /^[a-z_]{1,40}$/.test(v),
  amount: signedDecimal, balance: decimal, symbol: nullable(symbol), orderId: nullable(text(40)), time: count,
});

export interface RecordOf {
  spotOrders: Order;
  spotFills: RecordFill;
  futuresOrders: Order;
  futuresFills: RecordFill;
  positions: ClosedPosition;
  funding: FundingRecord;
  ledger: LedgerEntry;
}

const PARSE: { readonly [K in RecordKind]: Parse<RecordOf[K]> } = {
  spotOrders: parseOrder, spotFills: parseRecordFill, futuresOrders: parseOrder, futuresFills: parseRecordFill,
  positions: parseClosedPosition, funding: parseFundingRecord, ledger: parseLedgerEntry,
};

/** A page of one history, or null when the answer has no list of records or no readable cursor. */
export function readRecordPage<K extends RecordKind>(kind: K, data: unknown, drops: WireDrops): RecordPage<RecordOf[K]> | null {
  const records = readList(field(data, 'records'), PARSE[kind] as Parse<RecordOf[K]>, drops, `${kind} records`);
  const next = field(data, 'next');
  if (records === null || !(next === null || (typeof next === 'string' && /^\d{1,20}$/.test(next)))) {
    if (records !== null) drops.dropRecord(`${kind} page`, 'next');
    return null;
  }
  return { records, next };
}
