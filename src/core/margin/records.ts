// The margin records' filter as the records call takes it (docs/protocol.md, Margin trading): kind,
// coin and a date range of whole local days, and the page cursor.
import type { MarginRecordKind } from './wire';

export interface RecordsFilter {
  readonly kind: MarginRecordKind | null;
  readonly asset: string | null;
  /** 'YYYY-MM-DD' as a date field gives it, or '' for no bound. */
  readonly from: string;
  readonly to: string;
}

export const NO_FILTER: RecordsFilter = { kind: null, asset: null, from: '', to: '' };
export const RECORDS_PAGE = 20;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a 'YYYY-MM-DD' day in ms, or null for anything else. */
export function dayStart(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date.getTime() : null;
}

export type RangeProblem = 'reversed' | null;

/** A range whose end is before its start finds nothing: say so rather than ask. */
export function rangeProblem(filter: RecordsFilter): RangeProblem {
  const from = dayStart(filter.from);
  const to = dayStart(filter.to);
  return from !== null && to !== null && to < from ? 'reversed' : null;
}

/** The call's fields: `to` is inclusive, so a day's bound is its last millisecond. */
export function recordsParams(filter: RecordsFilter, before: string | null): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: RECORDS_PAGE };
  if (filter.kind) params.kind = filter.kind;
  if (filter.asset) params.asset = filter.asset;
  const from = dayStart(filter.from);
  const to = dayStart(filter.to);
  if (from !== null) params.from = from;
  if (to !== null) params.to = new Date(new Date(to).setDate(new Date(to).getDate() + 1)).getTime() - 1;
  if (before) params.before = before;
  return params;
}
