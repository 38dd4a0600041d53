// Registers the service worker (production builds only) and reports when a new version waits.
// The page never activates a new worker on its own: the user accepts, and the page reloads once
// the new worker has taken control.
import { Workbox } from 'workbox-window';
import { WORKER_MESSAGES } from '../../core/workerMessages';

export interface UpdateHandle {
  /** Activates the waiting worker; the page reloads when it controls the page. */
  apply(): void;
}

const LOCALE_CHUNK = /\/assets\/locale-[\w-]+\.js$/;

/**
 * Catalogues fetched before the worker took control never passed through it; hand their
 * addresses over so the language on screen also works offline.
 */
function reportLocaleChunks(): void {
  const send = (urls: string[]) => {
    if (urls.length) navigator.serviceWorker.controller?.postMessage({ type: WORKER_MESSAGES.cacheLocales, urls });
  };
  const pick = (entries: PerformanceEntryList) => entries.map((e) => e.name).filter((name) => LOCALE_CHUNK.test(name));
  send(pick(performance.getEntriesByType('resource')));
  new PerformanceObserver((list) => send(pick(list.getEntries()))).observe({ type: 'resource' });
}

export function registerServiceWorker(onUpdateReady: (update: UpdateHandle) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloading = false;
  wb.addEventListener('waiting', () => {
    onUpdateReady({
      apply() {
        wb.addEventListener('controlling', () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        wb.messageSkipWaiting();
      },
    });
  });
  wb.register()
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      if (navigator.serviceWorker.controller) reportLocaleChunks();
      else navigator.serviceWorker.addEventListener('controllerchange', reportLocaleChunks, { once: true });
    })
    .catch((error: unknown) => console.warn('service worker registration failed', error));
}
