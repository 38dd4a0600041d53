// The analytics event of section 3, the event-id rule of section 5 and the batch limit of section 9.
// Page and gateway use the same check: the page drops what fails, the gateway refuses it.

export const ANALYTICS_BATCH_LIMIT = 50;

export const EVENT_TYPES = { Page: 1, Click: 2, Expose: 3, Drag: 4, Sideslip: 5, PullUp: 6, PullDown: 7, Video: 8, System: 9 } as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

const EVENT_ID = /^(\/|b\d+)$/;

/** Section 5: '/' or the letter b followed by digits. */
export function isValidEventId(id: unknown): id is string {
  return typeof id === 'string' && EVENT_ID.test(id);
}

type FieldKind = 'string' | 'number' | 'boolean';

const STRING_FIELDS = [
  'url', 'title', 'curr_page', 'event_tracking', 'business1', 'business2', 'user_language', 'referer', 'page_unique_id',
  'browser', 'os_version', 'screen_size', 'network_type', 'sys', 'device_id', 'session_id', 'log_env', 'qr_val',
  'source_referer', 'source_target', 'app_id', 'app_name', 'ver', 'uid',
] as const;
const NUMBER_FIELDS = ['seq', 'log_seq', 'retry_count', 'timestamp', 'ctime', 'timezone_offset', 'first_visit_time'] as const;
const BOOLEAN_FIELDS = ['merge', 'timely', 'first_day'] as const;

const FIELD_KINDS: ReadonlyMap<string, FieldKind> = new Map<string, FieldKind>([
  ...STRING_FIELDS.map((f) => [f, 'string'] as const),
  ...NUMBER_FIELDS.map((f) => [f, 'number'] as const),
  ...BOOLEAN_FIELDS.map((f) => [f, 'boolean'] as const),
  ['type', 'number'], ['page_status', 'string'], ['track_type', 'string'], ['event_tracking_id', 'string'],
  // Free-form detail of the event: kept as text so the schema stays flat.
  ['event_tracking_ext', 'string'],
]);

export const ANALYTICS_FIELDS: readonly string[] = [...FIELD_KINDS.keys()];
const REQUIRED = ['type', 'event_tracking_id', 'url', 'timestamp'] as const;
const MAX_STRING = 2048;

export interface AnalyticsEvent {
  readonly type: EventType;
  readonly event_tracking_id: string;
  readonly url: string;
  readonly timestamp: number;
  readonly page_status?: 'Show' | 'Hide';
  readonly track_type?: 'Manual' | 'Auto';
  readonly [field: string]: string | number | boolean | undefined;
}

function kindMatches(kind: FieldKind, value: unknown): boolean {
  if (kind === 'string') return typeof value === 'string' && value.length <= MAX_STRING;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'boolean';
}

/** Null when the event fits the schema, else the first reason it does not. */
export function analyticsEventProblem(event: unknown): string | null {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return 'event is not an object';
  const e = event as Record<string, unknown>;
  for (const field of REQUIRED) if (!(field in e)) return `${field} is missing`;
  for (const [field, value] of Object.entries(e)) {
    const kind = FIELD_KINDS.get(field);
    if (kind === undefined) return `${field} is not an analytics field`;
    if (!kindMatches(kind, value)) return `${field} must be a ${kind}${kind === 'string' ? ` of at most ${MAX_STRING} characters` : ''}`;
  }
  if (!Object.values(EVENT_TYPES).includes(e.type as EventType)) return 'type must be 1 to 9';
  if (!isValidEventId(e.event_tracking_id)) return "event_tracking_id must be '/' or b followed by digits";
  if (e.page_status !== undefined && e.page_status !== 'Show' && e.page_status !== 'Hide') return 'page_status must be Show or Hide';
  if (e.track_type !== undefined && e.track_type !== 'Manual' && e.track_type !== 'Auto') return 'track_type must be Manual or Auto';
  return null;
}

export function isAnalyticsEvent(event: unknown): event is AnalyticsEvent {
  return analyticsEventProblem(event) === null;
}
