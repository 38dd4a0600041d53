// The page's own small queue in local storage, one key per tab so that tabs never overwrite each
// other. Every batch is written here before it is handed to the worker and removed when the worker
// acknowledges it, so a reload, a closed tab or a stopped worker in between costs nothing: the next
// page hands the leftovers over again, and the worker ignores keys it already has.
import { eventKey } from '../../core/analyticsRecord';
import { type AnalyticsEvent, analyticsEventProblem } from '../../core/protocol/analytics';
import { localStore } from '../../platform/storage';

const PREFIX = 'openex:analytics-queue:';
/** A page without a worker holds at most this many; the oldest go first when it is full. */
export const LOCAL_QUEUE_LIMIT = 1000;

function read(storageKey: string): AnalyticsEvent[] {
  const raw = localStore.get(storageKey);
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn('[analytics] corrupt local queue dropped');
    localStore.set(storageKey, null);
    return [];
  }
  if (!Array.isArray(parsed)) {
    console.warn('[analytics] corrupt local queue dropped');
    localStore.set(storageKey, null);
    return [];
  }
  return parsed.filter((event): event is AnalyticsEvent => {
    const problem = analyticsEventProblem(event) ?? (eventKey(event as AnalyticsEvent) ? null : 'no event key');
    if (problem) console.warn(`[analytics] corrupt queued event dropped: ${problem}`);
    return problem === null;
  });
}

function write(storageKey: string, events: readonly AnalyticsEvent[]): void {
  localStore.set(storageKey, events.length ? JSON.stringify(events) : null);
}

export function tabQueueKey(tabId: string): string {
  return `${PREFIX}${tabId}`;
}

export function append(storageKey: string, events: readonly AnalyticsEvent[]): void {
  const all = [...read(storageKey), ...events];
  if (all.length > LOCAL_QUEUE_LIMIT) console.warn(`[analytics] local queue full: ${all.length - LOCAL_QUEUE_LIMIT} oldest events dropped`);
  write(storageKey, all.slice(-LOCAL_QUEUE_LIMIT));
}

export function remove(storageKey: string, keys: ReadonlySet<string>): void {
  const events = read(storageKey);
  const kept = events.filter((event) => !keys.has(eventKey(event) ?? ''));
  if (kept.length !== events.length) write(storageKey, kept);
}

/** Every tab's queue (this tab's included), for a hand-over or a beacon. */
export function allQueues(): Array<{ storageKey: string; events: AnalyticsEvent[] }> {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys.map((storageKey) => ({ storageKey, events: read(storageKey) })).filter((q) => q.events.length > 0);
}

export function clearAll(): void {
  for (const { storageKey } of allQueues()) localStore.set(storageKey, null);
}
