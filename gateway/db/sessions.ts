// Sessions: the token and refresh token are random and stored only as hashes, so a copy of the
// database cannot be replayed as cookies. Each session carries the device key its login bound.
import { createHash, randomBytes } from 'node:crypto';
import { prepared, type Db } from './database';
import type { Origin } from './signIns';

// A session's last sight is written at most once a minute, so reading is not a write per call.
const TOUCH_INTERVAL_MS = 60_000;

export const SESSION_TTL_MS = 24 * 3600_000;
export const REFRESH_TTL_MS = 30 * 24 * 3600_000;

export interface SessionRow {
  readonly user_id: string;
  readonly device_key: string;
  readonly expires_at: number;
  readonly refresh_expires_at: number;
  readonly revoked_at: number | null;
  readonly last_seen_at: number | null;
}

export interface NewSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly expiresAt: number;
  readonly refreshExpiresAt: number;
}

const hash = (token: string): string => createHash('sha256').update(token).digest('base64url');

export class Sessions {
  constructor(private readonly db: Db) {}

  create(userId: string, deviceKey: string, now: number, origin: Origin = { ip: '', userAgent: '' }): NewSession {
    const token = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    const session = { token, refreshToken, expiresAt: now + SESSION_TTL_MS, refreshExpiresAt: now + REFRESH_TTL_MS };
    prepared(this.db, `INSERT INTO sessions (token_hash, refresh_hash, user_id, device_key, created_at, expires_at, refresh_expires_at, ip, user_agent)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(hash(token), hash(refreshToken), userId, deviceKey, now, session.expiresAt, session.refreshExpiresAt, origin.ip, origin.userAgent.slice(0, 512));
    return session;
  }

  find(token: string): SessionRow | undefined {
    return prepared(this.db, 'SELECT user_id, device_key, expires_at, refresh_expires_at, revoked_at, last_seen_at FROM sessions WHERE token_hash = ?').get(hash(token)) as SessionRow | undefined;
  }

  findByRefresh(refreshToken: string): (SessionRow & { readonly token_hash: string }) | undefined {
    return prepared(this.db, 'SELECT token_hash, user_id, device_key, expires_at, refresh_expires_at, revoked_at, last_seen_at FROM sessions WHERE refresh_hash = ?')
      .get(hash(refreshToken)) as (SessionRow & { token_hash: string }) | undefined;
  }

  /** Notes a live session's use (for the device list); writes only when its last sight is a minute old. */
  touch(token: string, row: SessionRow, now: number, ip: string): void {
    if (row.last_seen_at !== null && now - row.last_seen_at < TOUCH_INTERVAL_MS) return;
    prepared(this.db, 'UPDATE sessions SET last_seen_at = ?, ip = ? WHERE token_hash = ?').run(now, ip, hash(token));
  }

  revoke(token: string, now: number): void {
    this.revokeHash(hash(token), now);
  }

  revokeHash(tokenHash: string, now: number): void {
    prepared(this.db, 'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash);
  }

  /** Ends every live session of the user but the one whose token is kept (a password change); answers how many ended. */
  revokeOthers(userId: string, keptToken: string, now: number): number {
    return prepared(this.db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND token_hash != ? AND revoked_at IS NULL').run(now, userId, hash(keptToken)).changes;
  }
}
