// The passkeys of each account and the WebAuthn challenges waiting for their answer (docs/protocol.md,
// Passkeys). A challenge is used once: it is deleted when an answer for it arrives, whether that
// answer verifies or not, so a replayed registration or assertion never finds it again.
import { prepared, type Db } from '../db/database';

/** How long a browser may take over its prompt; the options' timeout says the same to the browser. */
export const CHALLENGE_TTL_MS = 2 * 60_000;

export type ChallengePurpose = 'register' | 'login';

export interface Challenge {
  readonly challenge: string;
  readonly purpose: ChallengePurpose;
  /** The account a registration is for, or the pending sign-in's account; null for a passkey-only sign-in. */
  readonly userId: string | null;
  /** The pending sign-in a second-step assertion finishes; null otherwise. */
  readonly ticket: string | null;
}

export interface StoredPasskey {
  readonly credentialId: string;
  readonly userId: string;
  readonly name: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

interface PasskeyRow {
  credential_id: string; user_id: string; name: string; public_key: Buffer; counter: number;
  transports: string; created_at: number; last_used_at: number | null;
}

const fromRow = (row: PasskeyRow): StoredPasskey => ({
  credentialId: row.credential_id, userId: row.user_id, name: row.name, publicKey: new Uint8Array(row.public_key), counter: row.counter,
  transports: JSON.parse(row.transports) as string[], createdAt: row.created_at, lastUsedAt: row.last_used_at,
});

/** Whether the account has a passkey: its password sign-in then asks for one. */
export const hasPasskey = (db: Db, userId: string): boolean =>
  prepared(db, 'SELECT 1 FROM passkeys WHERE user_id = ? LIMIT 1').get(userId) !== undefined;

export class Passkeys {
  constructor(private readonly db: Db) {}

  holdChallenge(challenge: Challenge, now: number): void {
    this.db.transaction(() => {
      prepared(this.db, 'DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now);
      // One registration at a time per account: a newer one replaces the one before.
      if (challenge.purpose === 'register') prepared(this.db, "DELETE FROM passkey_challenges WHERE purpose = 'register' AND user_id = ?").run(challenge.userId);
      prepared(this.db, 'INSERT INTO passkey_challenges (challenge, purpose, user_id, ticket, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(challenge.challenge, challenge.purpose, challenge.userId, challenge.ticket, now + CHALLENGE_TTL_MS);
    })();
  }

  /** Takes the live challenge out of the store (used once, whatever its answer proves); undefined when unknown, used or expired. */
  takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Challenge | undefined {
    const row = prepared(this.db, 'DELETE FROM passkey_challenges WHERE challenge = ? AND purpose = ? RETURNING user_id, ticket, expires_at')
      .get(challenge, purpose) as { user_id: string | null; ticket: string | null; expires_at: number } | undefined;
    if (!row || row.expires_at <= now) return undefined;
    return { challenge, purpose, userId: row.user_id, ticket: row.ticket };
  }

  byCredentialId(credentialId: string): StoredPasskey | undefined {
    const row = prepared(this.db, 'SELECT * FROM passkeys WHERE credential_id = ?').get(credentialId) as PasskeyRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  ofUser(userId: string): StoredPasskey[] {
    return (prepared(this.db, 'SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, credential_id').all(userId) as PasskeyRow[]).map(fromRow);
  }

  add(passkey: Omit<StoredPasskey, 'lastUsedAt'>): void {
    prepared(this.db, 'INSERT INTO passkeys (credential_id, user_id, name, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(passkey.credentialId, passkey.userId, passkey.name, Buffer.from(passkey.publicKey), passkey.counter, JSON.stringify(passkey.transports), passkey.createdAt);
  }

  /** Records a verified use; false when another use with the same or a higher counter got there first. */
  used(credentialId: string, previousCounter: number, counter: number, now: number): boolean {
    return prepared(this.db, 'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ? AND counter = ?')
      .run(counter, now, credentialId, previousCounter).changes === 1;
  }

  rename(userId: string, credentialId: string, name: string): boolean {
    return prepared(this.db, 'UPDATE passkeys SET name = ? WHERE user_id = ? AND credential_id = ?').run(name, userId, credentialId).changes === 1;
  }

  remove(userId: string, credentialId: string): boolean {
    return prepared(this.db, 'DELETE FROM passkeys WHERE user_id = ? AND credential_id = ?').run(userId, credentialId).changes === 1;
  }
}
