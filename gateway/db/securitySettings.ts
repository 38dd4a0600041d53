// The security centre's writes to an account: authenticator, sign-in verifications, passwords and
// the anti-phishing code. Each is one statement that also stamps updated_at.
import { prepared, type Db } from './database';

export const PENDING_SECRET_TTL_MS = 10 * 60_000;

export type VerificationMethod = 'email' | 'mobile' | 'google';

const VERIFY_COLUMN: Readonly<Record<VerificationMethod, string>> = { email: 'email_verify', mobile: 'mobile_verify', google: 'google_verify' };

export class SecuritySettings {
  constructor(private readonly db: Db) {}

  /** Keeps a new authenticator secret for this user until a code from it confirms the binding. */
  holdSecret(userId: string, secret: string, now: number): void {
    prepared(this.db, 'INSERT INTO pending_google_secrets (user_id, secret, expires_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET secret = excluded.secret, expires_at = excluded.expires_at')
      .run(userId, secret, now + PENDING_SECRET_TTL_MS);
  }

  heldSecret(userId: string, now: number): string | null {
    const row = prepared(this.db, 'SELECT secret, expires_at FROM pending_google_secrets WHERE user_id = ?').get(userId) as { secret: string; expires_at: number } | undefined;
    return row && row.expires_at > now ? row.secret : null;
  }

  bindGoogle(userId: string, secret: string, now: number): void {
    this.db.transaction(() => {
      prepared(this.db, 'UPDATE users SET google_secret = ?, google_verify = 1, updated_at = ? WHERE id = ?').run(secret, now, userId);
      prepared(this.db, 'DELETE FROM pending_google_secrets WHERE user_id = ?').run(userId);
    })();
  }

  unbindGoogle(userId: string, now: number): void {
    prepared(this.db, 'UPDATE users SET google_secret = NULL, updated_at = ? WHERE id = ?').run(now, userId);
  }

  setVerification(userId: string, method: VerificationMethod, enabled: boolean, now: number): void {
    prepared(this.db, `UPDATE users SET ${VERIFY_COLUMN[method]} = ?, updated_at = ? WHERE id = ?`).run(enabled ? 1 : 0, now, userId);
  }

  setPassword(userId: string, pwdHash: string, now: number): void {
    prepared(this.db, 'UPDATE users SET pwd_hash = ?, updated_at = ? WHERE id = ?').run(pwdHash, now, userId);
  }

  setFundPassword(userId: string, fundPwdHash: string, now: number): void {
    prepared(this.db, 'UPDATE users SET fund_pwd_hash = ?, updated_at = ? WHERE id = ?').run(fundPwdHash, now, userId);
  }

  setAntiPhishingCode(userId: string, code: string, now: number): void {
    prepared(this.db, 'UPDATE users SET anti_phishing_code = ?, updated_at = ? WHERE id = ?').run(code, now, userId);
  }

  /** A new email; an account whose login name was its old email signs in with the new one. */
  setEmail(userId: string, oldEmail: string | null, email: string, now: number): void {
    prepared(this.db, 'UPDATE users SET email = @email, login_name = CASE WHEN login_name = @old THEN @email ELSE login_name END, updated_at = @now WHERE id = @id')
      .run({ email, old: oldEmail ?? '', now, id: userId });
  }

  /** A new phone; `oldName` and `newName` are the areaCode-mobile login names before and after. */
  setMobile(userId: string, areaCode: string, mobile: string, oldName: string, newName: string, now: number): void {
    prepared(this.db, 'UPDATE users SET area_code = @areaCode, mobile = @mobile, login_name = CASE WHEN login_name = @oldName THEN @newName ELSE login_name END, updated_at = @now WHERE id = @id')
      .run({ areaCode, mobile, oldName, newName, now, id: userId });
  }
}
