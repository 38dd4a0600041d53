// A sign-in whose password was right but which still needs its second factors (verify-login and
// friends). The ticket is bound to the device key that signed the password step.
import { randomBytes } from 'node:crypto';
import { prepared, type Db } from './database';

export const PENDING_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

export type VerifyMethod = 'email' | 'mobile' | 'google';
/** The entry a pending sign-in came from, or 'device' for the new-device step after it; each step's call takes only its own kind. */
export type PendingKind = 'login' | 'agency' | 'device';

export interface PendingLogin {
  readonly ticket: string;
  readonly userId: string;
  readonly deviceKey: string;
  readonly methods: readonly VerifyMethod[];
  readonly kind: PendingKind;
  readonly attempts: number;
  readonly expiresAt: number;
}

interface Row { ticket: string; user_id: string; device_key: string; methods: string; kind: PendingKind; attempts: number; expires_at: number }

export class PendingLogins {
  constructor(private readonly db: Db) {}

  create(userId: string, deviceKey: string, methods: readonly VerifyMethod[], now: number, kind: PendingKind = 'login'): PendingLogin {
    const ticket = randomBytes(24).toString('base64url');
    prepared(this.db, 'INSERT INTO pending_logins (ticket, user_id, device_key, methods, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(ticket, userId, deviceKey, JSON.stringify(methods), kind, now, now + PENDING_TTL_MS);
    return { ticket, userId, deviceKey, methods, kind, attempts: 0, expiresAt: now + PENDING_TTL_MS };
  }

  /** The live ticket, or undefined when unknown, expired or out of attempts. */
  find(ticket: string, now: number): PendingLogin | undefined {
    const row = prepared(this.db, 'SELECT * FROM pending_logins WHERE ticket = ?').get(ticket) as Row | undefined;
    if (!row || row.expires_at <= now || row.attempts >= MAX_ATTEMPTS) return undefined;
    return { ticket: row.ticket, userId: row.user_id, deviceKey: row.device_key, methods: JSON.parse(row.methods) as VerifyMethod[], kind: row.kind, attempts: row.attempts, expiresAt: row.expires_at };
  }

  recordFailure(ticket: string): void {
    prepared(this.db, 'UPDATE pending_logins SET attempts = attempts + 1 WHERE ticket = ?').run(ticket);
  }

  finish(ticket: string): void {
    prepared(this.db, 'DELETE FROM pending_logins WHERE ticket = ?').run(ticket);
  }
}
