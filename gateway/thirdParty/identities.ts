// Provider identities bound to accounts (docs/protocol.md, Third-party sign-in).
import type { Binding, ThirdProvider } from '../../src/core/thirdParty/thirdParty';
import { prepared, type Db } from '../db/database';

interface Row { provider: ThirdProvider; subject: string; user_id: string; label: string; created_at: number }

export class ThirdIdentities {
  constructor(private readonly db: Db) {}

  /** The account the identity opens, if it is bound. */
  userOf(provider: ThirdProvider, subject: string): string | undefined {
    return (prepared(this.db, 'SELECT user_id FROM third_identities WHERE provider = ? AND subject = ?').get(provider, subject) as { user_id: string } | undefined)?.user_id;
  }

  hasProvider(userId: string, provider: ThirdProvider): boolean {
    return prepared(this.db, 'SELECT 1 FROM third_identities WHERE user_id = ? AND provider = ?').get(userId, provider) !== undefined;
  }

  bind(provider: ThirdProvider, subject: string, userId: string, label: string, now: number): void {
    prepared(this.db, 'INSERT INTO third_identities (provider, subject, user_id, label, created_at) VALUES (?, ?, ?, ?, ?)').run(provider, subject, userId, label, now);
  }

  list(userId: string): Binding[] {
    return (prepared(this.db, 'SELECT * FROM third_identities WHERE user_id = ? ORDER BY created_at, provider').all(userId) as Row[])
      .map((r) => ({ provider: r.provider, subject: r.subject, label: r.label, boundAt: r.created_at }));
  }

  /** Whether a binding was removed. */
  unbind(userId: string, provider: ThirdProvider, subject: string): boolean {
    return prepared(this.db, 'DELETE FROM third_identities WHERE user_id = ? AND provider = ? AND subject = ?').run(userId, provider, subject).changes > 0;
  }
}
