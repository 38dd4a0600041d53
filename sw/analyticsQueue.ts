// The analytics queue in IndexedDB: events wait here from the moment the page hands them over
// until the gateway has answered for them. Every operation is idempotent by the event's key, so a
// page that repeats a hand-over (its acknowledgement was lost) never makes a second copy, and a
// key the gateway already accepted is remembered for a week and refused at the door.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { eventKey } from '../src/core/analyticsRecord';
import { analyticsEventProblem } from '../src/core/protocol/analytics';

export interface QueuedEvent {
  readonly key: string;
  /** Hand-over order, so batches leave oldest first. */
  readonly order: number;
  /** Failed upload attempts so far: sent as the event's retry_count. */
  readonly attempts: number;
  readonly event: Readonly<Record<string, unknown>>;
}

interface QueueSchema extends DBSchema {
  events: { key: string; value: QueuedEvent; indexes: { order: number } };
  sent: { key: string; value: { key: string; at: number }; indexes: { at: number } };
  /** The loop's state that must outlive the worker: a stopped worker is restarted at any time. */
  loop: { key: 'pausedUntil'; value: unknown };
}

export const QUEUE_DB = 'openex-analytics';
export const SENT_MEMORY_MS = 7 * 86_400_000;

function problemOf(entry: unknown): string | null {
  const e = entry as Partial<QueuedEvent> | null;
  if (typeof e !== 'object' || e === null || typeof e.key !== 'string' || typeof e.order !== 'number' || typeof e.attempts !== 'number') return 'not a queue entry';
  return analyticsEventProblem(e.event) ?? (eventKey(e.event ?? {}) === e.key ? null : 'key does not match the event');
}

export class AnalyticsQueue {
  private db: Promise<IDBPDatabase<QueueSchema>> | null = null;
  private lastOrder = 0;

  constructor(
    private readonly name = QUEUE_DB,
    private readonly now: () => number = Date.now,
  ) {}

  private database(): Promise<IDBPDatabase<QueueSchema>> {
    this.db ??= openDB<QueueSchema>(this.name, 2, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          db.createObjectStore('events', { keyPath: 'key' }).createIndex('order', 'order');
          db.createObjectStore('sent', { keyPath: 'key' }).createIndex('at', 'at');
        }
        if (oldVersion < 2) db.createObjectStore('loop');
      },
    });
    return this.db;
  }

  private nextOrder(): number {
    // Monotonic within this worker's life and, through the clock, across restarts.
    this.lastOrder = Math.max(this.lastOrder + 1, this.now() * 1000);
    return this.lastOrder;
  }

  /** Stores the events that fit the schema and are new; says how many were new. Others are dropped with a warning. */
  async add(events: readonly unknown[]): Promise<number> {
    const fresh: Array<{ key: string; event: Record<string, unknown> }> = [];
    for (const event of events) {
      const problem = analyticsEventProblem(event);
      const key = problem === null ? eventKey(event as Record<string, unknown>) : null;
      if (key === null) console.warn(`[analytics] event dropped: ${problem ?? 'no page_unique_id and log_seq'}`);
      else fresh.push({ key, event: event as Record<string, unknown> });
    }
    if (fresh.length === 0) return 0;
    const tx = (await this.database()).transaction(['events', 'sent'], 'readwrite');
    const events$ = tx.objectStore('events');
    const sent$ = tx.objectStore('sent');
    const known = await Promise.all(fresh.map(async ({ key }) => (await events$.getKey(key)) !== undefined || (await sent$.getKey(key)) !== undefined));
    let added = 0;
    const writes = fresh.flatMap(({ key, event }, i) => {
      if (known[i]) return [];
      added += 1;
      return [events$.put({ key, order: this.nextOrder(), attempts: 0, event })];
    });
    await Promise.all([...writes, tx.done]);
    return added;
  }

  /** The oldest entries, at most `limit`; a corrupt entry found on the way is deleted with a warning. */
  async oldest(limit: number): Promise<QueuedEvent[]> {
    const tx = (await this.database()).transaction('events', 'readwrite');
    const out: QueuedEvent[] = [];
    let cursor = await tx.store.index('order').openCursor();
    while (cursor && out.length < limit) {
      const problem = problemOf(cursor.value);
      if (problem === null) out.push(cursor.value);
      else {
        console.warn(`[analytics] corrupt queue entry dropped: ${problem}`);
        await cursor.delete();
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    return out;
  }

  /** The gateway answered: accepted keys are remembered as sent, the rest of `done` is simply dropped. */
  async settle(accepted: readonly string[], dropped: readonly string[]): Promise<void> {
    const tx = (await this.database()).transaction(['events', 'sent'], 'readwrite');
    const at = this.now();
    const writes = [
      ...accepted.map((key) => tx.objectStore('events').delete(key)),
      ...accepted.map((key) => tx.objectStore('sent').put({ key, at })),
      ...dropped.map((key) => tx.objectStore('events').delete(key)),
    ];
    await Promise.all([...writes, tx.done]);
  }

  /** An attempt failed without an answer for these events: count it. */
  async failed(keys: readonly string[]): Promise<void> {
    const tx = (await this.database()).transaction('events', 'readwrite');
    const updates = keys.map(async (key) => {
      const entry = await tx.store.get(key);
      if (entry) await tx.store.put({ ...entry, attempts: entry.attempts + 1 });
    });
    await Promise.all([...updates, tx.done]);
  }

  /** Epoch ms until which uploads stay silent (after a 403); 0 when none, or when the stored value is not a number. */
  async pausedUntil(): Promise<number> {
    const stored = await (await this.database()).get('loop', 'pausedUntil');
    return typeof stored === 'number' && Number.isFinite(stored) ? stored : 0;
  }

  async setPausedUntil(at: number): Promise<void> {
    await (await this.database()).put('loop', at, 'pausedUntil');
  }

  async size(): Promise<number> {
    return (await this.database()).count('events');
  }

  async clear(): Promise<void> {
    await (await this.database()).clear('events');
  }

  /** Forgets sent keys older than a week: a page repeats a hand-over within seconds, or at its next visit. */
  async forgetOldSent(): Promise<void> {
    const tx = (await this.database()).transaction('sent', 'readwrite');
    let cursor = await tx.store.index('at').openCursor(IDBKeyRange.upperBound(this.now() - SENT_MEMORY_MS));
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  }
}
