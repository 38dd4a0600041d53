// Precaches the build and answers navigations with the cached shell, so a second visit opens
// instantly and offline. Only navigations get index.html: a missing script or style goes to the
// network and fails there, so HTML is never stored or served under an asset's URL.
import { type PrecacheEntry, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { WORKER_MESSAGES } from '../src/core/workerMessages';

/** Navigations the shell must not answer: the API, the gateway's own pages, and plain files opened in a tab. */
const NOT_THE_SHELL = [/^\/v1\//, /^\/btapi\//, /^\/__gateway\//, /^\/__provider\//, /\.txt$/];

export function installShell(sw: ServiceWorkerGlobalScope, manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_SHELL }));

  // A new version waits until the user accepts the prompt (workbox-window sends this message).
  sw.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === WORKER_MESSAGES.skipWaiting) void sw.skipWaiting();
  });
  // The first worker takes the open page at once, so the very first visit is already offline-ready.
  sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
}
