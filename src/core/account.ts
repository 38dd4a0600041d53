// The user record of section 3, built from the user-info response: the settings flags become the
// record's fields, and phone and email are kept only when bound. A response of the wrong shape
// gives null (the page treats the visitor as anonymous) rather than a half-filled record.
import type { UserInfo } from './protocol/account';

/**
 * The record has the wire's fields (protocol/account.ts), with "not bound" and "unknown" spelled
 * as null rather than as a missing field, so a screen can never mistake one for an empty string.
 */
export type UserRecord = Omit<UserInfo, 'email' | 'phone' | 'mobile' | 'createdDate' | 'updatedDate'> & {
  readonly email: string | null;
  readonly phone: string | null;
  readonly mobile: string | null;
  readonly createdDate: number | null;
  readonly updatedDate: number | null;
};

type Bag = Readonly<Record<string, unknown>>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max = 256): string => (typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' ? String(v) : '');
const flag = (v: unknown): boolean => v === 1 || v === true || v === '1' || v === 'true';
const int = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0;
};
const time = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

export function userRecordFrom(data: unknown): UserRecord | null {
  if (!isBag(data) || !isBag(data.userInfo)) return null;
  const info = data.userInfo;
  const settings = isBag(data.settings) ? data.settings : {};
  const userId = text(info.userId, 64);
  if (!userId) return null;
  const bindPhone = flag(settings.mbf);
  const bindEmail = flag(settings.ebf);
  const identityLevel = int(settings.kf);
  return {
    userId,
    loginName: text(data.loginName) || text(info.loginName),
    userName: text(data.userName) || text(info.userName),
    nickName: text(info.nickName),
    realName: text(info.realName),
    starRealName: text(info.starRealName),
    givenName: text(info.givenName),
    familyName: text(info.familyName),
    email: bindEmail ? text(info.email) || null : null,
    phone: bindPhone ? text(info.phone) || null : null,
    mobile: bindPhone ? text(info.mobile) || null : null,
    areaCode: text(info.areaCode, 8),
    antiPhishingCode: text(info.antiPhishingCode, 64),
    createdDate: time(info.createdDate),
    updatedDate: time(info.updatedDate),
    frozen: flag(info.frozen),
    subAccount: flag(info.subAccount),
    childFlag: flag(info.childFlag),
    userType: int(info.userType),
    showUserVip: flag(info.showUserVip),
    vipLevel: int(info.vipLevel),
    switchFlag: flag(info.switchFlag),
    identityLevel,
    hasRealValidate: identityLevel === 2,
    bindPhone,
    bindEmail,
    bindGoogle: flag(settings.gbf),
    isFund: flag(settings.tbf),
    fundValue: text(settings.tpi, 64),
    fundDisabled: flag(settings.tpl),
    openOtc: flag(settings.oo),
    openContract: flag(settings.oc),
    openGtFees: flag(settings.ob),
    emailEnable: flag(settings.eef),
    phoneEnable: flag(settings.mef),
    googleEnable: flag(settings.gef),
    // An exchange that does not say has a password on every account (only third-party sign-in makes one without).
    hasPassword: info.hasPassword !== false,
  };
}

/** Shows enough of a login name to recognise it, not enough to read it off a shoulder. */
export function maskLoginName(loginName: string): string {
  const at = loginName.indexOf('@');
  if (at > 0) {
    const local = loginName.slice(0, at);
    return `${local.slice(0, Math.min(2, local.length))}***${loginName.slice(at)}`;
  }
  if (loginName.length <= 4) return `${loginName.slice(0, 1)}***`;
  return `${loginName.slice(0, 3)}****${loginName.slice(-4)}`;
}

export function accountLabel(user: UserRecord): string {
  return user.nickName.trim() || maskLoginName(user.loginName || user.userName || user.userId);
}
