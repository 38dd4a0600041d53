// The device keys an account trusts: a sign-in signed by one of them skips the new-device code.
// Trust is given only by the new-device step itself (verifySystemLogin-v2 with trustDevice), and is
// taken back from /devices or when the device is removed there.
import { deviceIdOf } from './signIns';
import { prepared, type Db } from './database';

export class TrustedDevices {
  constructor(private readonly db: Db) {}

  isTrusted(userId: string, deviceKey: string): boolean {
    return prepared(this.db, 'SELECT 1 FROM trusted_devices WHERE user_id = ? AND device_key = ?').get(userId, deviceKey) !== undefined;
  }

  trust(userId: string, deviceKey: string, now: number): void {
    prepared(this.db, 'INSERT OR REPLACE INTO trusted_devices (user_id, device_key, trusted_at) VALUES (?, ?, ?)').run(userId, deviceKey, now);
  }

  /** The device ids (digests of the keys) the account trusts. */
  trustedIds(userId: string): Set<string> {
    const rows = prepared(this.db, 'SELECT device_key FROM trusted_devices WHERE user_id = ?').all(userId) as { device_key: string }[];
    return new Set(rows.map((row) => deviceIdOf(row.device_key)));
  }

  /** Takes trust back from the device with this id; true when it was trusted. */
  untrust(userId: string, deviceId: string): boolean {
    const rows = prepared(this.db, 'SELECT device_key FROM trusted_devices WHERE user_id = ?').all(userId) as { device_key: string }[];
    const key = rows.find((row) => deviceIdOf(row.device_key) === deviceId)?.device_key;
    if (key === undefined) return false;
    prepared(this.db, 'DELETE FROM trusted_devices WHERE user_id = ? AND device_key = ?').run(userId, key);
    return true;
  }
}
