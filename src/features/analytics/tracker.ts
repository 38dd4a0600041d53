// The page's tracker: one typed entry point, track(), and the page views it belongs to. It does
// nothing (no counters, no queue) until analytics is enabled by the upload switch and consent.
import { DEFAULT_PAGE_EVENT_ID, pageConfigFor } from '../../core/analyticsConfig';
import { type DeviceFields, type EventInput, type PageView, buildEvent, markerCookies } from '../../core/analyticsRecord';
import { isValidEventId } from '../../core/protocol/analytics';
import { serverClock } from '../../api/serverClock';
import { readDocumentCookies } from '../../platform/storage';
import type { Outbox } from './outbox';

export type { EventInput, EventTypeName } from '../../core/analyticsRecord';

export interface TrackerSetup {
  readonly outbox: Outbox;
  readonly device: () => DeviceFields;
  readonly uid: () => string;
  readonly language: () => string;
}

/** Identifies this document; page views are numbered within it, which keeps page_unique_id unique. */
export const tabId = crypto.randomUUID().replace(/-/g, '').slice(0, 16);

let setup: TrackerSetup | null = null;
let device: DeviceFields | null = null;
let view: PageView | null = null;
let markers: Record<string, string> | null = null;
let shown = false;
let views = 0;
let seq = 0;
let logSeq = 0;

/**
 * Records an event of the current page view. Ids must be '/' or b followed by digits; others are
 * dropped with a warning. `at` (device epoch ms) is when it happened, for an event held until now.
 */
export function track(input: EventInput, at: number = Date.now()): void {
  if (!setup || !view) return;
  if (!isValidEventId(input.id)) {
    console.warn(`[analytics] event dropped: id ${JSON.stringify(input.id)} is not '/' or b followed by digits`);
    return;
  }
  device ??= setup.device();
  seq += 1;
  logSeq += 1;
  setup.outbox.push(buildEvent(device, view, input, {
    seq,
    log_seq: logSeq,
    timestamp: Math.round(serverClock.now() - (Date.now() - at)),
    ctime: at,
    uid: setup.uid(),
    user_language: setup.language(),
    markers,
  }));
}

function pageEvent(status: 'Show' | 'Hide'): void {
  if (!view) return;
  track({ type: 'Page', id: view.eventId, pageStatus: status, auto: true });
  shown = status === 'Show';
}

/** A URL change: the page view that was on screen ends, a new one starts with its Show. */
export function enterPage(href: string, title: string): void {
  if (!setup) return;
  if (shown) pageEvent('Hide');
  const url = new URL(href);
  const config = pageConfigFor(url.pathname);
  views += 1;
  seq = 0;
  markers = markerCookies(readDocumentCookies());
  view = {
    page_unique_id: `${tabId}-${views}`,
    url: url.href,
    title,
    curr_page: config?.pattern ?? url.pathname,
    referer: view?.url ?? document.referrer,
    eventId: config?.eventId ?? DEFAULT_PAGE_EVENT_ID,
    name: config?.name ?? '',
    business1: config?.business1 ?? '',
    business2: config?.business2 ?? '',
  };
  pageEvent('Show');
}

/** The tab turned hidden or the page is going away. */
export function leavePage(): void {
  if (shown) pageEvent('Hide');
}

/** The tab is visible again: the same page view shows again. */
export function returnToPage(): void {
  if (!shown) pageEvent('Show');
}

/** The network type changed: later events carry the new one. */
export function refreshDevice(): void {
  device = null;
}

export function enableTracking(next: TrackerSetup): void {
  setup = next;
}

/** Disabled: nothing is recorded; a later enable starts a new page view. */
export function disableTracking(): void {
  setup = null;
  view = null;
  shown = false;
}
