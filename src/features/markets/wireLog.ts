// Where the page says what its wire checks dropped (core/markets/wireCheck.ts): one console
// warning per answer or frame that lost something, with the kinds of records and names of fields
// and a running count since the page opened. Never the values: they may be an account's.
import { WireDrops } from '../../core/markets/wireCheck';

const total = { records: 0, fields: 0 };

/** What the page has dropped since it opened (tests and diagnostics read it). */
export function wireDropTotals(): { readonly records: number; readonly fields: number } {
  return { ...total };
}

export function reportDrops(where: string, drops: WireDrops): void {
  if (drops.empty) return;
  total.records += drops.records;
  total.fields += drops.fields;
  console.warn(`[wire] ${where}: dropped ${drops.summary()} (since the page opened: ${total.records} records, ${total.fields} fields)`);
}

/** Reads an answer with a fresh tally and reports what the reading dropped. */
export function readAnswer<T>(where: string, read: (drops: WireDrops) => T): T {
  const drops = new WireDrops();
  try {
    return read(drops);
  } finally {
    reportDrops(where, drops);
  }
}
