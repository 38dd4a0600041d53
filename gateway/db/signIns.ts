// The devices bound to an account's live sessions and its sign-in history. A device is a device
// key: every live session signed by it, however often it signed in again, is one device.
import { createHash } from 'node:crypto';
import { HISTORY_PAGE_MAX, type Device, type SignIn, type SignInMethod, type SignInPage, type SignInResult } from '../../src/core/devices/signIns';
import { deviceName } from '../../src/core/devices/userAgent';
import { prepared, type Db } from './database';

/** Where a request came from, as the session and the history keep it. */
export interface Origin {
  readonly ip: string;
  readonly userAgent: string;
}

export const deviceIdOf = (deviceKey: string): string => createHash('sha256').update(deviceKey).digest('base64url').slice(0, 22);

interface DeviceRow {
  readonly device_key: string;
  readonly first_seen: number;
  readonly last_seen: number;
  readonly ip: string;
  readonly user_agent: string;
}

interface HistoryRow {
  readonly id: number;
  readonly at: number;
  readonly ip: string;
  readonly user_agent: string;
  readonly method: SignInMethod;
  readonly result: SignInResult;
}

export class SignIns {
  constructor(private readonly db: Db) {}

  /** The devices with a live session, the most recently seen first; first seen counts ended sessions of the same key too. */
  devices(userId: string, currentKey: string, now: number, trusted: ReadonlySet<string> = new Set()): Device[] {
    const rows = prepared(this.db, `SELECT s.device_key, MAX(COALESCE(s.last_seen_at, s.created_at)) AS last_seen, s.ip, s.user_agent,
        (SELECT MIN(created_at) FROM sessions f WHERE f.user_id = s.user_id AND f.device_key = s.device_key) AS first_seen
      FROM sessions s WHERE s.user_id = ? AND s.revoked_at IS NULL AND s.refresh_expires_at > ?
      GROUP BY s.device_key ORDER BY last_seen DESC`).all(userId, now) as DeviceRow[];
    return rows.map((row) => ({
      deviceId: deviceIdOf(row.device_key), ...deviceName(row.user_agent), ip: row.ip,
      firstSeen: row.first_seen, lastSeen: row.last_seen, current: row.device_key === currentKey, trusted: trusted.has(deviceIdOf(row.device_key)),
    }));
  }

  /** Ends every live session of the account signed by the device; the device key it was, or null when none was live. */
  removeDevice(userId: string, deviceId: string, now: number): string | null {
    const keys = prepared(this.db, 'SELECT DISTINCT device_key FROM sessions WHERE user_id = ? AND revoked_at IS NULL').all(userId) as { device_key: string }[];
    const key = keys.find((row) => deviceIdOf(row.device_key) === deviceId)?.device_key;
    if (key === undefined) return null;
    prepared(this.db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND device_key = ? AND revoked_at IS NULL').run(now, userId, key);
    return key;
  }

  record(userId: string, method: SignInMethod, result: SignInResult, origin: Origin, now: number): void {
    prepared(this.db, 'INSERT INTO login_history (user_id, at, ip, user_agent, method, result) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, now, origin.ip, origin.userAgent.slice(0, 512), method, result);
  }

  /** A page of the account's sign-ins, newest first, older than the cursor (a sign-in id). */
  history(userId: string, cursor: number | null, limit: number): SignInPage {
    const size = Math.min(Math.max(limit, 1), HISTORY_PAGE_MAX);
    const rows = prepared(this.db, `SELECT id, at, ip, user_agent, method, result FROM login_history
      WHERE user_id = ? AND id < ? ORDER BY id DESC LIMIT ?`).all(userId, cursor ?? Number.MAX_SAFE_INTEGER, size + 1) as HistoryRow[];
    const items: SignIn[] = rows.slice(0, size).map((row) => ({
      id: String(row.id), time: row.at, ip: row.ip, ...deviceName(row.user_agent), method: row.method, result: row.result,
    }));
    return { items, nextCursor: rows.length > size ? (items[items.length - 1]?.id ?? null) : null };
  }
}
