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
  /** Page -> worker: analytics events to queue; the worker answers on the port once they are in IndexedDB. */
  analyticsEvents: 'ANALYTICS_EVENTS',
  /** Page -> worker: the tab turned hidden; send what waits at once. */
  analyticsFlush: 'ANALYTICS_FLUSH',
  /** Page -> worker: visible again, back online or a new page: restart the upload loop without backoff (`visible`: the sending tab is shown). */
  analyticsResume: 'ANALYTICS_RESUME',
  /** Page -> worker: consent withdrawn; drop what waits. */
  analyticsForget: 'ANALYTICS_FORGET',
  /** Page -> worker: the candidate image domains of getDomainConfigList (`domains`). */
  imageDomains: 'IMAGE_DOMAINS',
} as const;

export interface ConventionContextMessage {
  readonly type: typeof WORKER_MESSAGES.conventionContext;
  readonly context: ConventionContext;
}

export interface AnalyticsEventsMessage {
  readonly type: typeof WORKER_MESSAGES.analyticsEvents;
  readonly events: readonly unknown[];
}

export interface AnalyticsResumeMessage {
  readonly type: typeof WORKER_MESSAGES.analyticsResume;
  /** A shown tab ends the hurry that hiding started; a hidden one (back online while hidden) keeps it. */
  readonly visible: boolean;
}
