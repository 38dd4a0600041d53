// Hands the conventions' context to the service worker and waits for its acknowledgement, so the
// very next call after a change of language, theme or mode already carries the new values. When
// no worker controls the page, or it does not answer in time, the page applies the conventions
// itself: both sides only fill in what is missing, so a request never carries one twice.
import type { ConventionContext } from '../core/request/conventions';
import { type ConventionContextMessage, WORKER_MESSAGES } from '../core/workerMessages';

const ACK_TIMEOUT_MS = 1000;

let acknowledged: { worker: ServiceWorker; key: string } | null = null;

function post(worker: ServiceWorker, context: ConventionContext): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const message: ConventionContextMessage = { type: WORKER_MESSAGES.conventionContext, context };
    worker.postMessage(message, [channel.port2]);
  });
}

/** True when a worker controls the page and holds this exact context. */
export async function workerHasContext(context: ConventionContext): Promise<boolean> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return false;
  const key = JSON.stringify(context);
  if (acknowledged?.worker === worker && acknowledged.key === key) return true;
  const ok = await post(worker, context);
  acknowledged = ok ? { worker, key } : null;
  return ok;
}

/** A worker that lost its context (restarted with empty storage) asks the page for it. */
export function answerWorkerContextRequests(current: () => ConventionContext): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type !== WORKER_MESSAGES.needConventionContext) return;
    event.ports[0]?.postMessage(current());
  });
}
