// The pages of one history for one filter: the cursor of each page seen, so "newer" goes back
// without asking again for a cursor; a new filter, history or account starts from the newest page.
import { useState } from 'react';
import type { RecordFilter, RecordKind, RecordPage } from '../../core/markets/records';
import type { RecordOf } from '../../core/markets/recordsCheck';
import { type Load, useLoad } from '../../ui/useLoad';
import { fetchRecordPage } from './recordsApi';

export interface RecordPages<K extends RecordKind> {
  readonly result: Load<RecordPage<RecordOf[K]>>;
  /** 1 for the newest page. */
  readonly number: number;
  readonly older: (() => void) | null;
  readonly newer: (() => void) | null;
  readonly retry: () => void;
}

export function useRecordPages<K extends RecordKind>(kind: K, filter: RecordFilter, account: string): RecordPages<K> {
  const scope = `${account}|${kind}|${JSON.stringify(filter)}`;
  const [cursors, setCursors] = useState<{ scope: string; stack: readonly (string | null)[] }>({ scope, stack: [null] });
  const stack = cursors.scope === scope ? cursors.stack : [null];
  const cursor = stack.at(-1) ?? null;
  const { result, retry } = useLoad(() => fetchRecordPage(kind, filter, cursor), `${scope}|${cursor ?? ''}`);
  const next = result.state === 'ready' ? result.value.next : null;
  return {
    result,
    number: stack.length,
    older: next === null ? null : () => setCursors({ scope, stack: [...stack, next] }),
    newer: stack.length > 1 ? () => setCursors({ scope, stack: stack.slice(0, -1) }) : null,
    retry,
  };
}
