// The service worker's analytics: the page's events go into the IndexedDB queue (acknowledged
// once written), and the upload loop sends them to the gateway with the page's conventions.
import { PATHS } from '../src/core/protocol/paths';
import { conventionQuery, fillConventionHeaders } from '../src/core/request/conventions';
import { type AnalyticsEventsMessage, type AnalyticsResumeMessage, WORKER_MESSAGES } from '../src/core/workerMessages';
import { AnalyticsQueue } from './analyticsQueue';
import { AnalyticsUploader, type UploadAnswer } from './analyticsUploader';
import { contextFor, knownContext } from './conventionContext';

async function post(sw: ServiceWorkerGlobalScope, clientId: string, body: string, keepalive: boolean): Promise<UploadAnswer> {
  // The worker's own fetch skips its fetch handler, so it applies the conventions itself.
  const context = knownContext() ?? (await contextFor(sw, clientId));
  const url = new URL(PATHS.analytics, sw.location.origin);
  const headers = new Headers({ 'content-type': 'application/json' });
  if (context) {
    fillConventionHeaders(headers, context);
    for (const [name, value] of conventionQuery('POST', [], context, Date.now())) url.searchParams.append(name, value);
  }
  try {
    const response = await fetch(url, { method: 'POST', headers, body, keepalive, credentials: 'same-origin' });
    const answer = await response.json().catch(() => null);
    return { status: response.status, body: answer };
  } catch {
    return { status: 0, body: null };
  }
}

export function installAnalytics(sw: ServiceWorkerGlobalScope): void {
  const queue = new AnalyticsQueue();
  let clientId = '';
  const uploader = new AnalyticsUploader(queue, (body, keepalive) => post(sw, clientId, body, keepalive));
  // Hand-overs are written one after another, and a flush waits for those before it.
  let writes: Promise<unknown> = queue.forgetOldSent().catch(() => undefined);

  sw.addEventListener('message', (event) => {
    const data = event.data as Partial<AnalyticsEventsMessage> | Partial<AnalyticsResumeMessage> | { type?: unknown } | null;
    const source = event.source as Client | null;
    switch (data?.type) {
      case WORKER_MESSAGES.analyticsEvents: {
        if (source?.id) clientId = source.id;
        const events = 'events' in data && Array.isArray(data.events) ? data.events : [];
        const stored = writes.then(() => queue.add(events)).then(
          () => true,
          (error: unknown) => {
            console.warn('[analytics] could not queue events', error);
            return false;
          },
        );
        writes = stored;
        event.waitUntil(stored.then((ok) => {
          event.ports[0]?.postMessage(ok);
          return ok ? uploader.kick() : undefined;
        }));
        return;
      }
      case WORKER_MESSAGES.analyticsFlush:
        if (source?.id) clientId = source.id;
        event.waitUntil(writes.then(() => uploader.flush()));
        return;
      case WORKER_MESSAGES.analyticsResume:
        if (source?.id) clientId = source.id;
        event.waitUntil(writes.then(() => uploader.resume('visible' in data && data.visible === true)));
        return;
      case WORKER_MESSAGES.analyticsForget:
        writes = writes.then(() => queue.clear()).catch(() => undefined);
        event.waitUntil(writes);
        return;
    }
  });
}
