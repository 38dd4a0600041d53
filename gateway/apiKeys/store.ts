// The api_keys table: a key's owner, label, permissions, allow-list, sealed secret and hashed
// passphrase. Deleting marks the row, so a deleted key is refused by the same lookup at once.
import { randomBytes } from 'node:crypto';
import type { ApiPermission } from '../../src/core/apiKeys/apiKeys';
import { hashPassword } from '../crypto/password';
import { prepared, type Db } from '../db/database';
import type { SecretBox } from './secretBox';

export interface ApiKeyRow {
  readonly access_key: string;
  readonly user_id: string;
  readonly label: string;
  readonly permissions: string;
  readonly ips: string;
  readonly secret_box: string;
  readonly passphrase_hash: string;
  readonly created_by: string;
  readonly created_at: number;
  readonly updated_at: number;
  readonly last_used_at: number | null;
  readonly deleted_at: number | null;
}

export interface NewApiKey {
  readonly userId: string;
  readonly createdBy: string;
  readonly label: string;
  readonly permissions: readonly ApiPermission[];
  readonly ips: readonly string[];
  readonly passphrase: string;
}

export class ApiKeys {
  constructor(private readonly db: Db, private readonly box: SecretBox) {}

  /** The new key and its secret: the only time the secret leaves the gateway. */
  create(key: NewApiKey, now: number): { row: ApiKeyRow; secret: string } {
    const accessKey = `ak_${randomBytes(16).toString('hex')}`;
    const secret = randomBytes(32).toString('hex');
    prepared(this.db, `INSERT INTO api_keys (access_key, user_id, label, permissions, ips, secret_box, passphrase_hash, created_by, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(accessKey, key.userId, key.label, key.permissions.join(','), key.ips.join(','),
      this.box.seal(secret, accessKey), hashPassword(key.passphrase), key.createdBy, now, now);
    const row = this.live(accessKey);
    if (!row) throw new Error(`api key ${accessKey} was not stored`);
    return { row, secret };
  }

  live(accessKey: string): ApiKeyRow | undefined {
    return prepared(this.db, 'SELECT * FROM api_keys WHERE access_key = ? AND deleted_at IS NULL').get(accessKey) as ApiKeyRow | undefined;
  }

  ofUsers(userIds: readonly string[]): ApiKeyRow[] {
    if (userIds.length === 0) return [];
    return this.db.prepare(`SELECT * FROM api_keys WHERE deleted_at IS NULL AND user_id IN (${userIds.map(() => '?').join(',')}) ORDER BY created_at DESC, access_key`)
      .all(...userIds) as ApiKeyRow[];
  }

  count(userId: string): number {
    return (prepared(this.db, 'SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ? AND deleted_at IS NULL').get(userId) as { n: number }).n;
  }

  secretOf(row: ApiKeyRow): string | null {
    return this.box.open(row.secret_box, row.access_key);
  }

  edit(accessKey: string, permissions: readonly ApiPermission[], ips: readonly string[], now: number): void {
    prepared(this.db, 'UPDATE api_keys SET permissions = ?, ips = ?, updated_at = ? WHERE access_key = ? AND deleted_at IS NULL').run(permissions.join(','), ips.join(','), now, accessKey);
  }

  remove(accessKey: string, now: number): void {
    prepared(this.db, 'UPDATE api_keys SET deleted_at = ? WHERE access_key = ? AND deleted_at IS NULL').run(now, accessKey);
  }

  used(accessKey: string, now: number): void {
    prepared(this.db, 'UPDATE api_keys SET last_used_at = ? WHERE access_key = ?').run(now, accessKey);
  }
}
