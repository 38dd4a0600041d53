// The worker's image-domain state: in memory for every image request, in IndexedDB so that a
// restarted worker keeps the fastest domain without timing the candidates again. Its own database,
// so its schema never has to move in step with the other stores of the worker.
import { type IDBPDatabase, openDB } from 'idb';
import { type DomainState, EMPTY_DOMAIN_STATE } from '../src/core/imageDomains';

const DB = 'openex-sw-images';
const STORE = 'domains';
const KEY = 'state';

let db: Promise<IDBPDatabase> | null = null;
let current: DomainState = EMPTY_DOMAIN_STATE;
let restored: Promise<DomainState> | null = null;

function database(): Promise<IDBPDatabase> {
  db ??= openDB(DB, 1, { upgrade: (d) => void d.createObjectStore(STORE) });
  return db;
}

function isDomainState(value: unknown): value is DomainState {
  const v = value as Partial<DomainState> | null;
  return Array.isArray(v?.candidates) && Array.isArray(v?.ranking) && typeof v?.probedAt === 'number';
}

/** The state, read from IndexedDB once per worker life. */
export function domainState(): Promise<DomainState> {
  restored ??= database()
    .then((d) => d.get(STORE, KEY))
    .then((value: unknown) => {
      if (isDomainState(value) && current === EMPTY_DOMAIN_STATE) current = value;
      return current;
    })
    .catch(() => current);
  return restored.then(() => current);
}

/** The state without waiting; empty until domainState() has settled. */
export function knownDomainState(): DomainState | null {
  return restored && current !== EMPTY_DOMAIN_STATE ? current : null;
}

export async function saveDomainState(next: DomainState): Promise<void> {
  current = next;
  try {
    await (await database()).put(STORE, next, KEY);
  } catch {
    // Without storage a restarted worker times the candidates again: slower, never wrong.
  }
}
