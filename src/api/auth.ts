// The sign-in, registration and account-switching calls of section 7 and the gateway's additions
// (docs/protocol.md), typed at the edge. Signing and encryption happen inside api() for every path
// the sign config lists; nothing here sees a key.
import { type DeviceStep, asksForDevice, readDeviceStep } from '../core/auth/newDevice';
import { WireDrops } from '../core/markets/wireCheck';
import { PATHS } from '../core/protocol/paths';
import { api } from './api';

/** What a completed sign-in, registration, QR confirmation or switch answers. */
export interface SessionData {
  readonly userId: string | number;
  readonly loginName?: string;
  readonly userName?: string;
  readonly subAccount?: boolean;
}

export type VerifyType = 'email' | 'mobile' | 'google';

export interface SecondStep {
  readonly needVerify: true;
  readonly loginTicket: string;
  readonly verifyTypes: readonly VerifyType[];
  readonly expiresAt?: number;
  /** The account has a passkey: it is asked for first, and the codes of verifyTypes are sent only when the user picks them. */
  readonly passkey?: boolean;
}

export type LoginAnswer = SessionData | SecondStep | DeviceStep;

export const needsSecondStep = (answer: LoginAnswer): answer is SecondStep => 'needVerify' in answer && answer.needVerify === true;
export const needsDeviceStep = (answer: LoginAnswer): answer is DeviceStep => 'needDeviceVerify' in answer && answer.needDeviceVerify === true;

/** The normal sign-in or the agency (broker) one: the same steps at their own paths. */
export type Entry = 'login' | 'agency';

/** A new-device step is read with its record check: one that cannot be shown is a failure, not a sign-in. */
function checkedAnswer<T extends LoginAnswer>(data: T): T {
  if (!asksForDevice(data)) return data;
  const step = readDeviceStep(data, new WireDrops());
  if (!step) throw new Error('The new-device step could not be read');
  return step as T;
}

export interface Credentials {
  readonly loginName: string;
  readonly pwd: string;
  /** Only for a mobile number. */
  readonly areaCode?: string;
}

/** Forms show every refusal beside the fields, in the page's own words: no toast on top. */
const FORM = { shownByCaller: true } as const;

export const login = async (credentials: Credentials, entry: Entry = 'login') =>
  checkedAnswer(await api<LoginAnswer>(entry === 'agency' ? PATHS.agencyLogin : PATHS.login, { ...credentials }, FORM));

export interface SecondStepCodes {
  readonly loginTicket: string;
  readonly emailCode?: string;
  readonly mobileCode?: string;
  readonly googleCode?: string;
}

export const verifyLogin = async (codes: SecondStepCodes, entry: Entry = 'login') =>
  checkedAnswer(await api<SessionData | DeviceStep>(entry === 'agency' ? PATHS.agencyVerifyLogin : PATHS.verifyLogin, { ...codes }, FORM));

export interface DeviceCode {
  readonly loginTicket: string;
  readonly verifyCode: string;
  /** Yes: the account trusts this device key, and this browser keeps it for its next sign-in. */
  readonly trustDevice: boolean;
}

/** The new-device step (verifySystemLogin-v2, which carries the trust choice). */
export const verifyNewDevice = (answer: DeviceCode) => api<SessionData>(PATHS.verifySystemLoginV2, { ...answer }, FORM);

export type CodeChannel = 'email' | 'sms';

export type SendCodeRequest =
  | { readonly purpose: 'login' | 'device'; readonly channel: CodeChannel; readonly loginTicket: string }
  | { readonly purpose: 'register'; readonly channel: 'email'; readonly email: string }
  | { readonly purpose: 'register'; readonly channel: 'sms'; readonly mobile: string; readonly areaCode: string };

export interface CodeSent {
  readonly channel: CodeChannel;
  /** Masked by the server. */
  readonly target: string;
  readonly expiresAt: number;
  readonly resendAfterMs: number;
}

// Two quick taps must not cancel each other's code: the second one is refused by the server (429) instead.
export const sendCode = (request: SendCodeRequest) => api<CodeSent>(PATHS.sendCode, { ...request }, { ...FORM, ignoreDuplicate: true });

export interface EmailRegistration { readonly email: string; readonly pwd: string; readonly rePwd: string; readonly verifyCode: string }
export interface MobileRegistration { readonly mobile: string; readonly areaCode: string; readonly pwd: string; readonly rePwd: string; readonly verifyCode: string }
export interface BothRegistration extends MobileRegistration { readonly email: string; readonly emailVerifyCode: string }

export const registerEmail = (r: EmailRegistration) => api<SessionData>(PATHS.registerEmail, { ...r }, FORM);
export const registerMobile = (r: MobileRegistration) => api<SessionData>(PATHS.registerMobile, { ...r }, FORM);
export const registerMobileAndEmail = (r: BothRegistration) => api<SessionData>(PATHS.registerMobileAndEmail, { ...r }, FORM);

export interface QrKey { readonly qrcodeKey: string; readonly expiresAt: number }
export type QrStatus =
  | { readonly status: 'waiting' | 'scanned' | 'expired' | 'used' }
  | ({ readonly status: 'confirmed' } & SessionData);

export const createQrKey = () => api<QrKey>(PATHS.createQrKey);
export const qrKeyStatus = (qrcodeKey: string) => api<QrStatus>(PATHS.qrKeyStatus, { qrcodeKey });

export const logout = () => api<null>(PATHS.logout);

export interface SubAccountEntry {
  readonly userId: string | number;
  readonly loginName: string;
  readonly userName: string;
  readonly subAccount: boolean;
  readonly current: boolean;
}

export const subAccountList = () => api<{ main: SubAccountEntry; subAccounts: readonly SubAccountEntry[] }>(PATHS.subList, {}, { method: 'GET' });

export type SwitchKind = 'web' | 'app' | 'login';
const SWITCH_PATHS: Readonly<Record<SwitchKind, string>> = { web: PATHS.subSwitchWeb, app: PATHS.subSwitchApp, login: PATHS.subSwitchLogin };

export const switchAccount = (kind: SwitchKind, userId: string | number) => api<SessionData & { target: string }>(SWITCH_PATHS[kind], { userId: String(userId) });
