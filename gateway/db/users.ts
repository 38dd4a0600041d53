// Accounts: lookup by login name, email or mobile; creation by registration; sub-accounts.
import { prepared, type Db } from './database';

export interface UserRow {
  readonly id: string;
  readonly login_name: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly area_code: string | null;
  readonly pwd_hash: string | null;
  readonly google_secret: string | null;
  readonly email_verify: number;
  readonly mobile_verify: number;
  readonly frozen: number;
  readonly parent_id: string | null;
  readonly user_name: string;
  readonly nick_name: string;
  readonly identity_level: number;
  readonly vip_level: number;
  readonly created_at: number;
  readonly updated_at: number;
  /** 0: the bound authenticator is not asked at sign-in (security centre). */
  readonly google_verify: number;
  readonly fund_pwd_hash: string | null;
  readonly anti_phishing_code: string | null;
  /** 1: a sign-in from a device key the account has not trusted asks for a code (issue 17). */
  readonly device_check: number;
  /** 1: an agency (broker) account, which signs in at the agency entry only. */
  readonly agency: number;
}

export interface NewUser {
  readonly loginName: string;
  readonly email?: string;
  readonly mobile?: string;
  readonly areaCode?: string;
  readonly pwdHash?: string;
  readonly googleSecret?: string;
  readonly emailVerify?: boolean;
  readonly mobileVerify?: boolean;
  readonly frozen?: boolean;
  readonly parentId?: string;
  readonly userName: string;
  readonly identityLevel?: number;
  readonly vipLevel?: number;
  readonly id?: string;
}

const FIRST_ID = 10_000_001;

export class Users {
  constructor(private readonly db: Db) {}

  byId(id: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  }

  /** A login name is the account's email or its mobile number (with areaCode). */
  byLoginName(loginName: string, areaCode?: string): UserRow | undefined {
    const name = loginName.trim();
    if (name.includes('@')) return prepared(this.db, 'SELECT * FROM users WHERE email = ? OR login_name = ?').get(name.toLowerCase(), name.toLowerCase()) as UserRow | undefined;
    return this.byMobile(name, areaCode) ?? (prepared(this.db, 'SELECT * FROM users WHERE login_name = ?').get(name.toLowerCase()) as UserRow | undefined);
  }

  byEmail(email: string): UserRow | undefined {
    return prepared(this.db, 'SELECT * FROM users WHERE email = ?').get(email.trim().toLowerCase()) as UserRow | undefined;
  }

  byMobile(mobile: string, areaCode?: string): UserRow | undefined {
    if (areaCode) return prepared(this.db, 'SELECT * FROM users WHERE mobile = ? AND area_code = ?').get(mobile, normaliseAreaCode(areaCode)) as UserRow | undefined;
    return prepared(this.db, 'SELECT * FROM users WHERE mobile = ?').get(mobile) as UserRow | undefined;
  }

  children(parentId: string): UserRow[] {
    return prepared(this.db, 'SELECT * FROM users WHERE parent_id = ? ORDER BY id').all(parentId) as UserRow[];
  }

  count(): number {
    return (prepared(this.db, 'SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  create(user: NewUser, now: number): UserRow {
    const id = user.id ?? String(Math.max(FIRST_ID - 1, Number((prepared(this.db, 'SELECT MAX(CAST(id AS INTEGER)) AS m FROM users').get() as { m: number | null }).m ?? 0)) + 1);
    prepared(this.db, `INSERT INTO users (id, login_name, email, mobile, area_code, pwd_hash, google_secret, email_verify, mobile_verify, frozen,
        parent_id, user_name, nick_name, identity_level, vip_level, created_at, updated_at)
      VALUES (@id, @loginName, @email, @mobile, @areaCode, @pwdHash, @googleSecret, @emailVerify, @mobileVerify, @frozen,
        @parentId, @userName, @userName, @identityLevel, @vipLevel, @now, @now)`).run({
      id,
      loginName: user.loginName.toLowerCase(),
      email: user.email?.toLowerCase() ?? null,
      mobile: user.mobile ?? null,
      areaCode: user.areaCode ? normaliseAreaCode(user.areaCode) : null,
      pwdHash: user.pwdHash ?? null,
      googleSecret: user.googleSecret ?? null,
      emailVerify: user.emailVerify ? 1 : 0,
      mobileVerify: user.mobileVerify ? 1 : 0,
      frozen: user.frozen ? 1 : 0,
      parentId: user.parentId ?? null,
      userName: user.userName,
      identityLevel: user.identityLevel ?? 0,
      vipLevel: user.vipLevel ?? 0,
      now,
    });
    const row = this.byId(id);
    if (!row) throw new Error(`user ${id} was not stored`);
    return row;
  }

  /** Issue 17's account flags, which no registration sets: the seed and test control turn them on. */
  setSignInFlags(id: string, flags: { readonly deviceCheck?: boolean; readonly agency?: boolean }): void {
    if (flags.deviceCheck !== undefined) prepared(this.db, 'UPDATE users SET device_check = ? WHERE id = ?').run(flags.deviceCheck ? 1 : 0, id);
    if (flags.agency !== undefined) prepared(this.db, 'UPDATE users SET agency = ? WHERE id = ?').run(flags.agency ? 1 : 0, id);
  }
}

/** '+1', '1' and '001' are the same area code. */
export function normaliseAreaCode(areaCode: string): string {
  return areaCode.trim().replace(/^(\+|00)/, '');
}
