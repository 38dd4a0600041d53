// The page's half of image-domain failover: it asks the gateway for the candidate domains once,
// registers them as the product's own (so the sanitiser keeps article images), hands them to the
// service worker, and writes image addresses on the first candidate. The worker moves each request
// to the fastest live domain; without a worker, CoinIcon falls back through the list itself.
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api/api';
import { parseDomainList } from '../../core/imageDomains';
import { PATHS } from '../../core/protocol/paths';
import { WORKER_MESSAGES } from '../../core/workerMessages';
import { registerProductOrigins } from '../../platform/safeNavigation';

export type ImageDomains =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly domains: readonly string[] }
  | { readonly state: 'failed' };

let current: ImageDomains = { state: 'loading' };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle(next: ImageDomains): void {
  current = next;
  for (const listener of listeners) listener();
}

function handToWorker(domains: readonly string[]): void {
  // ready also resolves before the worker controls this page (first visit), so it learns the list at once.
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: WORKER_MESSAGES.imageDomains, domains }));
}

/** Loads the domain list once per page; a failed load is tried again by the next screen that needs it. */
export function loadImageDomains(): Promise<void> {
  loading ??= api<unknown>(PATHS.domainConfigList, {}, { method: 'GET' }).then(
    (data) => {
      const domains = parseDomainList(data);
      registerProductOrigins(domains);
      handToWorker(domains);
      settle({ state: 'ready', domains });
    },
    () => {
      loading = null;
      settle({ state: 'failed' });
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The candidate domains, loading them on first use. */
export function useImageDomains(): ImageDomains {
  const domains = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    if (current.state !== 'ready') void loadImageDomains();
  }, []);
  return domains;
}
