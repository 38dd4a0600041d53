// The records calls of a signed-in session (docs/protocol.md, Records): each history of the
// account (real, or demo with paptrading: 1), filtered, newest first, a page at a time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { RECORD_FILTERS, RECORD_KINDS, RECORD_PAGE_MAX, RECORD_PATHS, type FilterField, type LedgerEntry, type RecordKind, type RecordPage } from '../../src/core/markets/records';
import type { OrderStatus, Wallet } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { fundingView } from '../markets/funding';
import { closedPositionView } from '../markets/closedPositions';
import { closedPositionRecords, fillRecords, fundingRecordRows, ledgerRecords, orderRecords, type RecordQuery } from '../db/records';
import type { LedgerRow } from '../db/ledger';
import type { AccountRef } from '../db/trading';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import type { Fields } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import type { Market } from '../markets/market';
import type { Markets } from '../markets/service';
import { fillView, orderView } from '../markets/views';
import { fieldsOf, isDemo } from './orders';

const bad = (id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(CODES.invalidParameter, id, values);
const given = (fields: Fields, name: string): string | undefined => {
  const v = fields[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw bad('field.notText', { field: name });
  return String(v);
};

function whole(fields: Fields, name: string, min: number, max: number): number | undefined {
  const raw = given(fields, name);
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (!/^\d{1,16}$/.test(raw) || !Number.isSafeInteger(v) || v < min || v > max) throw bad('field.wholeNumberRange', { field: name, min, max });
  return v;
}

const SIDES: Readonly<Record<RecordKind, readonly string[]>> = {
  spotOrders: ['buy', 'sell'], spotFills: ['buy', 'sell'], futuresOrders: ['buy', 'sell'], futuresFills: ['buy', 'sell'],
  positions: ['long', 'short'], funding: ['long', 'short'], ledger: [],
};
const STATUSES: readonly OrderStatus[] = ['new', 'partially_filled', 'filled', 'canceled'];
const CODE = /^[A-Z0-9]{2,24}$/;

/** The page's query from the call's fields: a filter the history does not take is refused, not ignored. */
function queryOf(kind: RecordKind, accountId: number, fields: Fields): RecordQuery & { page: number } {
  const allowed: readonly FilterField[] = RECORD_FILTERS[kind];
  for (const name of ['symbol', 'side', 'type', 'status', 'kind', 'asset'] as const) {
    if (given(fields, name) !== undefined && !allowed.includes(name)) throw bad('records.notAFilter', { field: name, kind });
  }
  const symbol = given(fields, 'symbol');
  if (symbol !== undefined && !CODE.test(symbol)) throw bad('field.notSymbol', { field: 'symbol' });
  const asset = given(fields, 'asset');
  if (asset !== undefined && !CODE.test(asset)) throw bad('field.notCoin', { field: 'asset' });
  const side = given(fields, 'side');
  if (side !== undefined && !SIDES[kind].includes(side)) throw bad('field.notOneOf', { field: 'side', list: SIDES[kind].join(', ') });
  const type = given(fields, 'type');
  if (type !== undefined && type !== 'limit' && type !== 'market') throw bad('field.notEither', { field: 'type', first: 'limit', second: 'market' });
  const statusText = given(fields, 'status');
  const statuses = statusText?.split(',');
  if (statuses && !statuses.every((s) => (STATUSES as readonly string[]).includes(s))) throw bad('records.statusInvalid', { list: STATUSES.join(', ') });
  const ledgerKind = given(fields, 'kind');
  if (ledgerKind !== undefined && !/^[a-z_]{1,40}$/.test(ledgerKind)) throw bad('records.ledgerKindInvalid');
  const from = whole(fields, 'from', 0, Number.MAX_SAFE_INTEGER);
  const to = whole(fields, 'to', 0, Number.MAX_SAFE_INTEGER);
  if (from !== undefined && to !== undefined && from > to) throw bad('records.fromAfterTo');
  const page = whole(fields, 'limit', 1, RECORD_PAGE_MAX) ?? 50;
  return {
    accountId, before: whole(fields, 'before', 1, Number.MAX_SAFE_INTEGER) ?? Number.MAX_SAFE_INTEGER, limit: page + 1, page,
    ...(symbol === undefined ? {} : { symbol }), ...(side === undefined ? {} : { side: side as RecordQuery['side'] & string }),
    ...(type === undefined ? {} : { type: type as 'limit' | 'market' }), ...(statuses ? { statuses: statuses as OrderStatus[] } : {}),
    ...(ledgerKind === undefined ? {} : { kind: ledgerKind }), ...(asset === undefined ? {} : { asset }),
    ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }),
  };
}

/** A page of rows with ids: the extra row fetched says whether another page follows. */
function pageOf<R extends { id: number }, T>(rows: readonly R[], page: number, view: (row: R) => T | null): RecordPage<T> {
  const shown = rows.slice(0, page);
  const more = rows.length > page;
  return { records: shown.flatMap((r) => view(r) ?? []), next: more ? String(shown.at(-1)?.id ?? 0) : null };
}

const money = (units: string): string => formatUnits(BigInt(units), ASSET_DECIMALS);

export function ledgerView(row: LedgerRow & { wallet: Wallet }): LedgerEntry {
  return {
    entryId: String(row.id), wallet: row.wallet, asset: row.asset, kind: row.kind, amount: money(row.amount), balance: money(row.balance),
    symbol: row.symbol, orderId: row.order_id === null ? null : String(row.order_id), time: row.time,
  };
}

/** One page of a history of an account, for the call's fields (also test control's read-back). */
export function recordPage(markets: Markets, kind: RecordKind, account: AccountRef, fields: Fields): RecordPage<unknown> {
  const { simulator, store } = markets;
  const marketOf = (market: 'spot' | 'futures', symbol: string): Market | null => simulator.market(market, symbol) ?? null;
  const q = queryOf(kind, account.id, fields);
  const db = store.db;
  switch (kind) {
    case 'spotOrders':
    case 'futuresOrders': {
      const market = kind === 'spotOrders' ? 'spot' : 'futures';
      return pageOf(orderRecords(db, market, q), q.page, (r) => {
        const m = marketOf(market, r.symbol);
        return m && orderView(r, m, account.demo);
      });
    }
    case 'spotFills':
    case 'futuresFills': {
      const market = kind === 'spotFills' ? 'spot' : 'futures';
      return pageOf(fillRecords(db, market, q), q.page, (r) => {
        const m = marketOf(market, r.symbol);
        return m && fillView(r, m);
      });
    }
    case 'positions':
      return pageOf(closedPositionRecords(db, q), q.page, (r) => {
        const m = marketOf('futures', r.symbol);
        return m && closedPositionView(r, m);
      });
    case 'funding':
      return pageOf(fundingRecordRows(db, q), q.page, (r) => {
        const m = marketOf('futures', r.symbol);
        return m && fundingView(r, m);
      });
    case 'ledger':
      return pageOf(ledgerRecords(db, q), q.page, ledgerView);
  }
}

export function registerRecordRoutes(app: FastifyInstance, markets: Markets): void {
  const answer = (kind: RecordKind, request: FastifyRequest) =>
    recordPage(markets, kind, markets.account(requireSession(request).userId, isDemo(request)), fieldsOf(request));
  for (const kind of RECORD_KINDS) {
    app.get(RECORD_PATHS[kind], async (request, reply) => sendOk(reply, answer(kind, request)));
    app.post(RECORD_PATHS[kind], async (request, reply) => sendOk(reply, answer(kind, request)));
  }
}
