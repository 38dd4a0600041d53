// The conventions' context the page hands over, kept in memory for the hot path and in IndexedDB
// for a restarted worker. A worker that has neither asks the page that made the request.
import { type IDBPDatabase, openDB } from 'idb';
import type { ConventionContext } from '../src/core/request/conventions';
import { type ConventionContextMessage, WORKER_MESSAGES } from '../src/core/workerMessages';

const DB = 'openex-sw';
const STORE = 'context';
const KEY = 'conventions';
const ASK_TIMEOUT_MS = 500;

let memory: ConventionContext | null = null;
let restoring: Promise<ConventionContext | null> | null = null;
let db: Promise<IDBPDatabase> | null = null;

function database(): Promise<IDBPDatabase> {
  db ??= openDB(DB, 1, { upgrade: (d) => void d.createObjectStore(STORE) });
  return db;
}

async function persist(context: ConventionContext): Promise<void> {
  try {
    await (await database()).put(STORE, context, KEY);
  } catch {
    // Without storage a restarted worker asks the page instead.
  }
}

async function restore(): Promise<ConventionContext | null> {
  try {
    return ((await (await database()).get(STORE, KEY)) as ConventionContext | undefined) ?? null;
  } catch {
    return null;
  }
}

function askPage(sw: ServiceWorkerGlobalScope, clientId: string): Promise<ConventionContext | null> {
  return sw.clients.get(clientId).then(
    (client) =>
      new Promise((resolve) => {
        if (!client) return resolve(null);
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(null), ASK_TIMEOUT_MS);
        channel.port1.onmessage = (event: MessageEvent<ConventionContext>) => {
          clearTimeout(timer);
          resolve(event.data);
        };
        client.postMessage({ type: WORKER_MESSAGES.needConventionContext }, [channel.port2]);
      }),
    () => null,
  );
}

/** The context held in memory, without waiting: the hot path's case. */
export function knownContext(): ConventionContext | null {
  return memory;
}

/** The context for a request; in memory after the first call of this worker's life. */
export async function contextFor(sw: ServiceWorkerGlobalScope, clientId: string): Promise<ConventionContext | null> {
  if (memory) return memory;
  restoring ??= restore();
  memory ??= await restoring;
  if (memory || !clientId) return memory;
  const asked = await askPage(sw, clientId);
  if (asked && !memory) {
    memory = asked;
    void persist(asked);
  }
  return memory;
}

export function listenForContext(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('message', (event) => {
    const data = event.data as Partial<ConventionContextMessage> | null;
    if (data?.type !== WORKER_MESSAGES.conventionContext || !data.context) return;
    memory = data.context;
    // Acknowledge once the context is safe for a restart, so the page's next call can rely on it.
    event.waitUntil(persist(data.context).then(() => event.ports[0]?.postMessage(true)));
  });
}
