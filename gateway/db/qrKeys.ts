// QR sign-in keys: the page shows a key, a signed-in phone confirms it, the page's poll of
// getQrKeyStatus then receives the session.
import { randomBytes } from 'node:crypto';
import { prepared, type Db } from './database';

export const QR_TTL_MS = 3 * 60_000;

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'used' | 'expired';

export interface QrKey {
  readonly key: string;
  readonly status: QrStatus;
  readonly userId: string | null;
  readonly expiresAt: number;
}

interface Row { qr_key: string; status: QrStatus; user_id: string | null; expires_at: number }

export class QrKeys {
  constructor(private readonly db: Db) {}

  create(now: number): QrKey {
    const key = randomBytes(18).toString('base64url');
    prepared(this.db, "INSERT INTO qr_keys (qr_key, status, created_at, expires_at) VALUES (?, 'waiting', ?, ?)").run(key, now, now + QR_TTL_MS);
    return { key, status: 'waiting', userId: null, expiresAt: now + QR_TTL_MS };
  }

  find(key: string, now: number): QrKey | undefined {
    const row = prepared(this.db, 'SELECT * FROM qr_keys WHERE qr_key = ?').get(key) as Row | undefined;
    if (!row) return undefined;
    const expired = row.expires_at <= now && row.status !== 'used';
    return { key: row.qr_key, status: expired ? 'expired' : row.status, userId: row.user_id, expiresAt: row.expires_at };
  }

  /** The phone's side: scanned first, then confirmed by a signed-in user. */
  advance(key: string, status: 'scanned' | 'confirmed', userId: string | null): void {
    prepared(this.db, 'UPDATE qr_keys SET status = ?, user_id = COALESCE(?, user_id) WHERE qr_key = ?').run(status, userId, key);
  }

  /** A confirmed key yields one session only. */
  markUsed(key: string): boolean {
    return prepared(this.db, "UPDATE qr_keys SET status = 'used' WHERE qr_key = ? AND status = 'confirmed'").run(key).changes === 1;
  }
}
