// The security centre's calls (docs/protocol.md, Security settings), typed at the edge. The crypto
// worker encrypts the passwords and codes of the calls signedEndpoints.ts lists; nothing here sees a key.
import { readAuthenticatorSecret, readPasswordChanged, type AuthenticatorSecret, type PasswordChanged } from '../core/security/answers';
import type { Factor } from '../core/security/factors';
import { SECURITY_PATHS } from '../core/security/paths';
import { api } from './api';
import type { CodeChannel, CodeSent } from './auth';

/** Forms show every refusal beside their fields: no toast on top. */
const FORM = { shownByCaller: true } as const;

/** One code per factor the account has bound, by field name. */
export type FactorCodes = Partial<Record<'emailCode' | 'mobileCode' | 'googleCode', string>>;

export const sendSecurityCode = (channel: CodeChannel) => api<CodeSent>(SECURITY_PATHS.sendCode, { channel }, { ...FORM, ignoreDuplicate: true });

export class UnreadableAnswer extends Error {}

export async function authenticatorSecret(): Promise<AuthenticatorSecret> {
  const secret = readAuthenticatorSecret(await api<unknown>(SECURITY_PATHS.googleSecret, {}, FORM));
  if (!secret) throw new UnreadableAnswer('unreadable authenticator secret');
  return secret;
}

export const bindAuthenticator = (codes: FactorCodes) => api<unknown>(SECURITY_PATHS.googleBind, { ...codes }, FORM);
export const unbindAuthenticator = (codes: FactorCodes) => api<unknown>(SECURITY_PATHS.googleUnbind, { ...codes }, FORM);

export const setSignInVerification = (method: Factor, enabled: boolean, codes: FactorCodes) =>
  api<unknown>(SECURITY_PATHS.verification, { method, enabled: String(enabled), ...codes }, FORM);

export async function changePassword(change: { oldPwd: string; pwd: string; rePwd: string }, codes: FactorCodes): Promise<PasswordChanged> {
  const answer = readPasswordChanged(await api<unknown>(SECURITY_PATHS.password, { ...change, ...codes }, FORM));
  if (!answer) throw new UnreadableAnswer('unreadable password answer');
  return answer;
}

export const setFundPassword = (fundPwd: string, reFundPwd: string, codes: FactorCodes) => api<unknown>(SECURITY_PATHS.fundPassword, { fundPwd, reFundPwd, ...codes }, FORM);

export const setAntiPhishingCode = (antiPhishingCode: string, codes: FactorCodes) => api<unknown>(SECURITY_PATHS.antiPhishing, { antiPhishingCode, ...codes }, FORM);

export type NewAddress = { readonly channel: 'email'; readonly email: string } | { readonly channel: 'sms'; readonly mobile: string; readonly areaCode: string };

export const sendNewAddressCode = (address: NewAddress) => api<CodeSent>(SECURITY_PATHS.sendNewCode, { ...address }, { ...FORM, ignoreDuplicate: true });

/** Binds or changes the email or phone: the new address's code and one from every bound factor. */
export function bindAddress(address: NewAddress, newCode: string, codes: FactorCodes) {
  if (address.channel === 'email') return api<unknown>(SECURITY_PATHS.email, { email: address.email, newCode, ...codes }, FORM);
  return api<unknown>(SECURITY_PATHS.mobile, { mobile: address.mobile, areaCode: address.areaCode, newCode, ...codes }, FORM);
}
