// Verification codes the gateway "sends" by email or SMS. Nothing is sent: tests and the demo read
// them back through the test-control API (docs/testing.md).
import { randomInt, timingSafeEqual } from 'node:crypto';
import { prepared, type Db } from './database';
import { antiPhishingCodeOf, outboxMessage } from './outboxMessage';

export const CODE_TTL_MS = 10 * 60_000;
/** A second code for the same target and purpose within this time is refused with 429, unless the first was used (its step is done). */
export const RESEND_INTERVAL_MS = 60_000;

export type CodeChannel = 'email' | 'sms';
export type CodePurpose = 'login' | 'register' | 'security' | 'bind' | 'apikey' | 'device';

export interface IssuedCode {
  readonly channel: CodeChannel;
  readonly target: string;
  readonly purpose: CodePurpose;
  readonly code: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly used: boolean;
  /** The message as the recipient reads it, carrying their anti-phishing code when they set one. */
  readonly message: string;
  readonly antiPhishingCode: string | null;
}

interface Row { channel: CodeChannel; target: string; purpose: CodePurpose; code: string; created_at: number; expires_at: number; used_at: number | null; message: string | null; anti_phishing_code: string | null }

const toIssued = (r: Row): IssuedCode => ({
  channel: r.channel, target: r.target, purpose: r.purpose, code: r.code, createdAt: r.created_at, expiresAt: r.expires_at, used: r.used_at !== null,
  message: r.message ?? '', antiPhishingCode: r.anti_phishing_code,
});

export class Codes {
  /** `announce` is told of every code issued: `npm start` prints them, standing in for the email or SMS. */
  constructor(private readonly db: Db, private readonly announce?: (code: IssuedCode) => void) {}

  /**
   * Null when a code for the same target and purpose was issued less than RESEND_INTERVAL_MS ago.
   * `linkingTo`: the account a new address is being linked to (bind), whose anti-phishing code the
   * message carries, since no account holds that address yet.
   */
  issue(channel: CodeChannel, target: string, purpose: CodePurpose, now: number, ticket?: string, linkingTo?: { readonly antiPhishingCode: string | null }): IssuedCode | null {
    const last = prepared(this.db, 'SELECT created_at FROM verification_codes WHERE target = ? AND purpose = ? AND channel = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1')
      .get(target, purpose, channel) as { created_at: number } | undefined;
    if (last && now - last.created_at < RESEND_INTERVAL_MS && now >= last.created_at) return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const antiPhishingCode = linkingTo ? linkingTo.antiPhishingCode : antiPhishingCodeOf(this.db, channel, target);
    const message = outboxMessage(purpose, code, antiPhishingCode);
    prepared(this.db, 'INSERT INTO verification_codes (channel, target, purpose, ticket, code, created_at, expires_at, message, anti_phishing_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(channel, target, purpose, ticket ?? null, code, now, now + CODE_TTL_MS, message, antiPhishingCode);
    const issued: IssuedCode = { channel, target, purpose, code, createdAt: now, expiresAt: now + CODE_TTL_MS, used: false, message, antiPhishingCode };
    this.announce?.(issued);
    return issued;
  }

  /** The id of the newest live code for the target and purpose when it equals `code`, else null. */
  match(channel: CodeChannel, target: string, purpose: CodePurpose, code: unknown, now: number): number | null {
    if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return null;
    const row = prepared(this.db, `SELECT id, code FROM verification_codes WHERE channel = ? AND target = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
      ORDER BY id DESC LIMIT 1`).get(channel, target, purpose, now) as { id: number; code: string } | undefined;
    return row && timingSafeEqual(Buffer.from(row.code), Buffer.from(code)) ? row.id : null;
  }

  /** Uses codes up, once every code a step needs has matched: a sign-in needing two codes uses both or neither. */
  use(ids: readonly number[], now: number): void {
    const stmt = prepared(this.db, 'UPDATE verification_codes SET used_at = ? WHERE id = ?');
    for (const id of ids) stmt.run(now, id);
  }

  /** Newest first: the codes issued to an email address or a mobile number (with or without area code). */
  forAccount(account: string): IssuedCode[] {
    const a = account.trim().toLowerCase();
    return (prepared(this.db, 'SELECT * FROM verification_codes WHERE target = ? OR target LIKE ? ORDER BY id DESC').all(a, `%-${a}`) as Row[]).map(toIssued);
  }
}

/** The target of a code: a lowercase email, or areaCode-mobile for SMS. */
export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

export function mobileTarget(areaCode: string, mobile: string): string {
  return `${areaCode.trim().replace(/^(\+|00)/, '')}-${mobile.trim()}`;
}
