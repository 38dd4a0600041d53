// The records filter as the page's form holds it, and as the calls take it (records.ts).
import { type DateRange, type RangeProblem, rangeBounds } from './recordRange';
import type { RecordFilter, RecordKind, StatusFilter } from './records';
import { RECORD_FILTERS, RECORD_KINDS, STATUS_FILTER } from './records';

export interface FilterForm {
  /** '' for all. */
  readonly symbol: string;
  readonly side: string;
  readonly type: string;
  readonly status: string;
  readonly kind: string;
  readonly asset: string;
  readonly range: DateRange;
  /** When the preset's "last n days" was last counted from. */
  readonly countedAt: number;
}

export const emptyForm = (now: number, status = ''): FilterForm => ({ symbol: '', side: '', type: '', status, kind: '', asset: '', range: { preset: '7d' }, countedAt: now });

export function filterOf(kind: RecordKind, form: FilterForm): { ok: true; filter: RecordFilter } | { ok: false; problem: RangeProblem } {
  const range = rangeBounds(form.range, form.countedAt);
  if (!range.ok) return range;
  const taken = RECORD_FILTERS[kind];
  const pick = <T extends string>(name: (typeof taken)[number], value: string) => (taken.includes(name) && value !== '' ? (value as T) : undefined);
  const filter: Record<string, unknown> = {
    symbol: pick('symbol', form.symbol), side: pick('side', form.side), type: pick('type', form.type),
    status: pick<StatusFilter>('status', form.status), kind: pick('kind', form.kind), asset: pick('asset', form.asset),
    from: range.bounds.from, to: range.bounds.to,
  };
  return { ok: true, filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as RecordFilter };
}

/** A query's values by name (the page passes URLSearchParams; core has no DOM). */
export interface QueryValues {
  get(name: string): string | null;
}

/** The tab and status a link asks for (`?tab=futuresOrders&status=open`), each ignored when unknown. */
export function linkedView(params: QueryValues): { tab: RecordKind | null; status: StatusFilter | null } {
  const tab = params.get('tab');
  const status = params.get('status');
  return {
    tab: (RECORD_KINDS as readonly string[]).includes(tab ?? '') ? (tab as RecordKind) : null,
    status: status !== null && Object.hasOwn(STATUS_FILTER, status) ? (status as StatusFilter) : null,
  };
}
