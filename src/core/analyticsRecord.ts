// Builds section 3's event record from what the page knows. Pure, so the page's cost per event
// stays a handful of property copies and the record can be tested without a browser.
import { MARKER_COOKIE_PREFIX, MARKER_VALUE_MAX, MAX_MARKER_COOKIES } from './analyticsConfig';
import { EVENT_TYPES, type AnalyticsEvent, type EventType } from './protocol/analytics';

export type EventTypeName = keyof typeof EVENT_TYPES;

/** Fields fixed for the life of the page: the device, the session and the app. */
export interface DeviceFields {
  readonly browser: string;
  readonly os_version: string;
  readonly screen_size: string;
  readonly network_type: string;
  readonly sys: string;
  readonly timezone_offset: number;
  readonly device_id: string;
  readonly session_id: string;
  readonly first_visit_time: number;
  readonly first_day: boolean;
  readonly log_env: string;
  readonly qr_val: string;
  readonly source_referer: string;
  readonly source_target: string;
  readonly app_id: string;
  readonly app_name: string;
  readonly ver: string;
}

/** One page view: from a URL change (or a return to a hidden tab's page) to leaving it. */
export interface PageView {
  readonly page_unique_id: string;
  readonly url: string;
  readonly title: string;
  readonly curr_page: string;
  readonly referer: string;
  readonly eventId: string;
  readonly name: string;
  readonly business1: string;
  readonly business2: string;
}

/** What a caller of track() says about an event. */
export interface EventInput {
  readonly type: EventTypeName;
  /** '/' or b followed by digits (section 5). */
  readonly id: string;
  readonly name?: string;
  readonly ext?: Readonly<Record<string, string | number | boolean>>;
  readonly pageStatus?: 'Show' | 'Hide';
  /** Auto for what the tracker collects by itself (page views, data-track clicks, exposures). */
  readonly auto?: boolean;
}

/** What changes between events of the same page view. */
export interface Moment {
  readonly seq: number;
  readonly log_seq: number;
  /** Server-adjusted epoch ms. */
  readonly timestamp: number;
  /** The device's own clock. */
  readonly ctime: number;
  readonly uid: string;
  readonly user_language: string;
  readonly markers: Readonly<Record<string, string>> | null;
}

function extText(input: EventInput, markers: Moment['markers']): string {
  if (!input.ext && !markers) return '';
  return JSON.stringify(markers ? { ...input.ext, cookies: markers } : input.ext);
}

export function buildEvent(device: DeviceFields, view: PageView, input: EventInput, moment: Moment): AnalyticsEvent {
  const type: EventType = EVENT_TYPES[input.type];
  const event: Record<string, string | number | boolean> = {
    type,
    track_type: input.auto ? 'Auto' : 'Manual',
    url: view.url,
    title: view.title,
    curr_page: view.curr_page,
    event_tracking: input.name ?? (type === EVENT_TYPES.Page ? view.name : ''),
    event_tracking_id: input.id,
    event_tracking_ext: extText(input, moment.markers),
    business1: view.business1,
    business2: view.business2,
    seq: moment.seq,
    log_seq: moment.log_seq,
    retry_count: 0,
    timestamp: moment.timestamp,
    ctime: moment.ctime,
    user_language: moment.user_language,
    referer: view.referer,
    // Each record is one event; the worker batches records but never merges them.
    merge: false,
    // Page views and clicks wait for no later event: the loop sends them at its next turn.
    timely: type === EVENT_TYPES.Page || type === EVENT_TYPES.Click,
    page_unique_id: view.page_unique_id,
    ...device,
    uid: moment.uid,
  };
  if (input.pageStatus) event.page_status = input.pageStatus;
  return event as AnalyticsEvent;
}

/**
 * The event's identity across retries, reloads and hand-overs: page views are unique per document
 * and log_seq counts the document's events, so the pair never repeats.
 */
export function eventKey(event: Readonly<Record<string, unknown>>): string | null {
  if (typeof event.page_unique_id !== 'string' || !event.page_unique_id || typeof event.log_seq !== 'number') return null;
  return `${event.page_unique_id}:${event.log_seq}`;
}

/** The marker cookies of a cookie string, at most 10, by name order so the choice is stable. */
export function markerCookies(cookieString: string): Record<string, string> | null {
  const found: Array<[string, string]> = [];
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (!name.startsWith(MARKER_COOKIE_PREFIX)) continue;
    let value = eq === -1 ? '' : part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // Kept as it came: a marker is a label, not something the page acts on.
    }
    found.push([name, value.slice(0, MARKER_VALUE_MAX)]);
  }
  if (found.length === 0) return null;
  found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(found.slice(0, MAX_MARKER_COOKIES));
}
