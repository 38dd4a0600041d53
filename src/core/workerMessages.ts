// Message types between the page and the service worker; both sides import these.
import type { ConventionContext } from './request/conventions';

export const WORKER_MESSAGES = {
  /** workbox-window's own message to activate a waiting worker. */
  skipWaiting: 'SKIP_WAITING',
  /** Page -> worker: catalogue chunks the page loaded before the worker controlled it. */
  cacheLocales: 'CACHE_LOCALES',
  /** Page -> worker: the conventions' context; the worker answers on the transferred port. */
  conventionContext: 'CONVENTION_CONTEXT',
  /** Worker -> page: the worker has no context (restarted with empty storage); answer on the port. */
  needConventionContext: 'NEED_CONVENTION_CONTEXT',
} as const;

export interface ConventionContextMessage {
  readonly type: typeof WORKER_MESSAGES.conventionContext;
  readonly context: ConventionContext;
}
