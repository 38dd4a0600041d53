// The records calls (docs/protocol.md, Records), read with the page's record checks. Which account
// they read is not a parameter: in demo mode the request conventions add `paptrading: 1`.
import { api } from '../../api/api';
import { RECORD_PAGE_MAX, RECORD_PATHS, type RecordFilter, type RecordKind, type RecordPage, recordQuery } from '../../core/markets/records';
import { type RecordOf, readRecordPage } from '../../core/markets/recordsCheck';
import { MalformedAnswer } from '../markets/tradingApi';
import { readAnswer } from '../markets/wireLog';

export const PAGE_SIZE = 50;

export async function fetchRecordPage<K extends RecordKind>(kind: K, filter: RecordFilter, cursor: string | null, limit = PAGE_SIZE): Promise<RecordPage<RecordOf[K]>> {
  const path = RECORD_PATHS[kind];
  const data = await api<unknown>(path, recordQuery(kind, filter, cursor, limit), { shownByCaller: true });
  const page = readAnswer(path, (drops) => readRecordPage(kind, data, drops));
  if (page === null) throw new MalformedAnswer(`malformed answer of ${path}`);
  return page;
}

/** Every record the filter selects, page after page, each page handed to `take` as it comes (the CSV export). */
export async function eachRecordPage<K extends RecordKind>(kind: K, filter: RecordFilter, take: (records: readonly RecordOf[K][]) => void): Promise<void> {
  for (let cursor: string | null = null, first = true; first || cursor !== null; first = false) {
    const page: RecordPage<RecordOf[K]> = await fetchRecordPage(kind, filter, cursor, RECORD_PAGE_MAX);
    take(page.records);
    cursor = page.next;
  }
}
