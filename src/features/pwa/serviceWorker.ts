// Registers the service worker (production builds only) and reports when a new version waits.
// The page never activates a new worker on its own: the user accepts, and the page reloads once
// the new worker has taken control.
import { Workbox } from 'workbox-window';

export interface UpdateHandle {
  /** Activates the waiting worker; the page reloads when it controls the page. */
  apply(): void;
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
  wb.register().catch((error: unknown) => console.warn('service worker registration failed', error));
}
