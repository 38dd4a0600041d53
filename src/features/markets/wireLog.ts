// Where the page says what its wire checks dropped (core/markets/wireCheck.ts): a console warning
// per source with the kinds of records and names of fields and a running count since the page
// opened. Never the values: they may be an account's. A source that keeps sending bad frames (20
// a second on the socket) is summed up every few seconds instead of flooding the console.
import { WireDrops } from '../../core/markets/wireCheck';

const QUIET_MS = 5_000;
const total = { records: 0, fields: 0 };
const held = new Map<string, WireDrops>();
const lastWarnAt = new Map<string, number>();
const flushTimers = new Map<string, ReturnType<typeof setTimeout>>();

function warn(where: string): void {
  const drops = held.get(where);
  held.delete(where);
  flushTimers.delete(where);
  if (!drops) return;
  lastWarnAt.set(where, Date.now());
  console.warn(`[wire] ${where}: dropped ${drops.summary()} (since the page opened: ${total.records} records, ${total.fields} fields)`);
}

export function reportDrops(where: string, drops: WireDrops): void {
  if (drops.empty) return;
  total.records += drops.records;
  total.fields += drops.fields;
  const pending = held.get(where) ?? new WireDrops();
  pending.add(drops);
  held.set(where, pending);
  const quietFor = Date.now() - (lastWarnAt.get(where) ?? 0);
  if (quietFor >= QUIET_MS) warn(where);
  else if (!flushTimers.has(where)) flushTimers.set(where, setTimeout(() => warn(where), QUIET_MS - quietFor));
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
