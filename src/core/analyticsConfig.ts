// Section 9's analytics constants and section 2's page configs, shared by page and service worker.
import { splitRouteLocale } from './routeLocale';

export const ANALYTICS_LOOP_MS = 500;
export const ANALYTICS_PAUSE_AFTER_403_MS = 10_000;
export const FIRST_DAY_MS = 86_400_000;
export const SESSION_RANDOM_MAX = 100;
export const MAX_MARKER_COOKIES = 10;
/**
 * A marker cookie is one a landing page or campaign link sets to tag where the visitor came from;
 * we recognise them by this name prefix (`mk_channel=…`) and copy at most 10 into each event.
 */
export const MARKER_COOKIE_PREFIX = 'mk_';
export const MARKER_VALUE_MAX = 128;
/** The consent cookie's values (COOKIES.analyticsConsent); anything else reads as undecided. */
export const CONSENT = { granted: 'granted', denied: 'denied' } as const;
export const CONSENT_MAX_AGE_DAYS = 365;
export const APP_ID = 'openex-web';
export const APP_NAME = 'OpenEx Web';
/** The page's own id for a page view without a configured id (section 5 allows '/'). */
export const DEFAULT_PAGE_EVENT_ID = '/';

export interface PageConfig {
  /** Path pattern, locale-free; ':name' matches one segment, a trailing '*' any rest. */
  readonly pattern: string;
  readonly eventId: string;
  readonly name: string;
  readonly business1: string;
  readonly business2: string;
}

/** Section 2: the research center's page configs; other areas add their rows here. */
export const PAGE_CONFIGS: readonly PageConfig[] = [
  { pattern: '/research', eventId: 'b3202', name: 'research_home', business1: 'Research center', business2: 'home' },
  { pattern: '/research/articles/*', eventId: 'b3203', name: 'research_detail', business1: 'Research center', business2: 'detail' },
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export function patternMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === '*') return have.length > i;
    if (i >= have.length) return false;
    if (!part?.startsWith(':') && part !== have[i]) return false;
  }
  return want.length === have.length;
}

/** The config of a page path (with or without its route locale and query), or null. */
export function pageConfigFor(pathname: string, configs: readonly PageConfig[] = PAGE_CONFIGS): PageConfig | null {
  const bare = splitRouteLocale(pathname.split(/[?#]/, 1)[0] ?? '/').rest;
  return configs.find((config) => patternMatches(config.pattern, bare)) ?? null;
}

/** The data-track ids of the app's own controls (clicks, type 2). */
export const TRACK_IDS = {
  brand: 'b1001',
  navSpot: 'b1002',
  navFutures: 'b1003',
  preferences: 'b1004',
  demoSwitch: 'b1005',
} as const;
