// The sign-in, registration and account-switching calls of section 7 and the gateway's additions
// (docs/protocol.md), typed at the edge. Signing and encryption happen inside api() for every path
// the sign config lists; nothing here sees a key.
import { PATHS } from '../core/protocol/paths';
import { THIRD_PARTY_PREFIX } from '../core/protocol/signedEndpoints';
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

export type LoginAnswer = SessionData | SecondStep;

export const needsSecondStep = (answer: LoginAnswer): answer is SecondStep => 'needVerify' in answer && answer.needVerify === true;

export interface Credentials {
  readonly loginName: string;
  readonly pwd: string;
  /** Only for a mobile number. */
  readonly areaCode?: string;
}

/** Forms show every refusal beside the fields, in the page's own words: no toast on top. */
const FORM = { shownByCaller: true } as const;

export const login = (credentials: Credentials) => api<LoginAnswer>(PATHS.login, { ...credentials }, FORM);

export interface SecondStepCodes {
  readonly loginTicket: string;
  readonly emailCode?: string;
  readonly mobileCode?: string;
  readonly googleCode?: string;
}

export const verifyLogin = (codes: SecondStepCodes) => api<SessionData>(PATHS.verifyLogin, { ...codes }, FORM);

export type CodeChannel = 'email' | 'sms';

export type SendCodeRequest =
  | { readonly purpose: 'login'; readonly channel: CodeChannel; readonly loginTicket: string }
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

/** Section 7's third-party sign-in calls the buttons use, one per provider. */
export const THIRD_PARTY = {
  Google: 'google/register',
  Apple: 'apple/register',
  Telegram: 'tg/sign',
  Wallet: 'wallet/sign',
} as const;
export type ThirdPartyProvider = keyof typeof THIRD_PARTY;

export const thirdPartySignIn = (provider: ThirdPartyProvider) => api<SessionData>(`${THIRD_PARTY_PREFIX}${THIRD_PARTY[provider]}`, {}, FORM);

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
