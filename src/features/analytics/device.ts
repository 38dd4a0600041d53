// The device and session fields of section 3, read from the browser once per page (and again
// when the network type changes). The session lives as long as the tab's session storage.
import { APP_ID, APP_NAME } from '../../core/analyticsConfig';
import { browserOf, isFirstDay, makeSessionId, systemOf } from '../../core/analyticsDevice';
import type { DeviceFields } from '../../core/analyticsRecord';
import { deviceId } from '../../platform/deviceIdentity';
import { localStore } from '../../platform/storage';

const FIRST_VISIT_KEY = 'openex:first-visit';
const SESSION_KEY = 'openex:analytics-session';
/** The query parameter a printed or shared QR code adds to its landing address. */
const QR_PARAM = 'qr';

interface SessionFields {
  readonly session_id: string;
  readonly source_referer: string;
  readonly source_target: string;
  readonly qr_val: string;
}

function firstVisitTime(now: number): number {
  const stored = Number(localStore.get(FIRST_VISIT_KEY));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  localStore.set(FIRST_VISIT_KEY, String(now));
  return now;
}

function readSession(): SessionFields | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Partial<SessionFields> | null;
    if (parsed && typeof parsed.session_id === 'string' && typeof parsed.source_referer === 'string' && typeof parsed.source_target === 'string' && typeof parsed.qr_val === 'string') {
      return parsed as SessionFields;
    }
  } catch {
    // Unreadable or refused: a new session starts.
  }
  return null;
}

function session(now: number): SessionFields {
  const existing = readSession();
  if (existing) return existing;
  const landing = new URL(window.location.href);
  const fresh: SessionFields = {
    session_id: makeSessionId(deviceId(), now, Math.random),
    source_referer: document.referrer,
    source_target: landing.href,
    qr_val: landing.searchParams.get(QR_PARAM) ?? '',
  };
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(fresh));
  } catch {
    // The session then ends with this page.
  }
  return fresh;
}

interface NetworkInformationLike extends EventTarget {
  readonly effectiveType?: string;
}

export function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

export function readDeviceFields(now = Date.now()): DeviceFields {
  const ua = navigator.userAgent;
  const first = firstVisitTime(now);
  return {
    browser: browserOf(ua),
    ...systemOf(ua),
    screen_size: `${window.screen.width}x${window.screen.height}`,
    network_type: connection()?.effectiveType ?? 'unknown',
    // Minutes east of UTC (UTC+8 is 480), the sign people read in "UTC+8".
    timezone_offset: -new Date(now).getTimezoneOffset(),
    device_id: deviceId(),
    first_visit_time: first,
    first_day: isFirstDay(first, now),
    log_env: import.meta.env.MODE,
    ...session(now),
    app_id: APP_ID,
    app_name: APP_NAME,
    ver: __APP_VERSION__,
  };
}
