// Third-party sign-in and the security centre's bindings (docs/protocol.md, Third-party sign-in),
// typed at the edge. The crypto worker encrypts the code, ticket, password and wallet signature of
// the calls signedEndpoints.ts lists; nothing here sees a key.
import { readBindings, readThirdIdentity, readWalletChallenge, REGISTER_PATHS, SIGN_PATHS, THIRD_PATHS, type BindChoice, type Bindings, type RedirectProvider, type ThirdIdentity, type ThirdProvider, type WalletChallenge } from '../core/thirdParty/thirdParty';
import { api } from './api';
import type { Credentials, LoginAnswer, SecondStepCodes, SessionData } from './auth';

const FORM = { shownByCaller: true } as const;

export class UnreadableThirdAnswer extends Error {}

function read<T>(value: T | null, what: string): T {
  if (value === null) throw new UnreadableThirdAnswer(`unreadable ${what}`);
  return value;
}

export async function checkIdentity(provider: RedirectProvider, code: string, nonce: string): Promise<ThirdIdentity> {
  return read(readThirdIdentity(await api<unknown>(THIRD_PATHS.check, { provider, code, nonce }, FORM)), 'third-party identity');
}

export const signInWith = (provider: RedirectProvider, thirdTicket: string) => api<LoginAnswer>(SIGN_PATHS[provider], { thirdTicket }, FORM);

export const chooseBinding = (thirdTicket: string, choice: BindChoice) => api<unknown>(THIRD_PATHS.bindChoose, { thirdTicket, choice }, FORM);

export const registerWith = (provider: ThirdProvider, thirdTicket: string) => api<SessionData>(REGISTER_PATHS[provider], { thirdTicket }, FORM);

export const bindToAccount = (thirdTicket: string, credentials: Credentials) => api<LoginAnswer>(THIRD_PATHS.bindCheck, { thirdTicket, ...credentials }, FORM);

export const securityVerify = (codes: SecondStepCodes) => api<SessionData>(THIRD_PATHS.securityVerify, { ...codes }, FORM);

export async function walletChallenge(address: string): Promise<WalletChallenge> {
  return read(readWalletChallenge(await api<unknown>(THIRD_PATHS.walletCheck, { address }, FORM), address), 'wallet challenge');
}

/** A session, the second step, or (a wallet not yet bound) its identity to create or bind. */
export async function walletSignIn(address: string, nonce: string, signature: string): Promise<LoginAnswer | ThirdIdentity> {
  const answer = await api<unknown>(THIRD_PATHS.walletSign, { address, nonce, signature }, FORM);
  const identity = readThirdIdentity(answer);
  return identity ?? (answer as LoginAnswer);
}

export async function bindings(): Promise<Bindings> {
  return read(readBindings(await api<unknown>(THIRD_PATHS.bindings, {}, FORM)), 'bindings');
}

export async function unbind(provider: ThirdProvider, subject: string): Promise<Bindings> {
  return read(readBindings(await api<unknown>(THIRD_PATHS.unbind, { provider, subject }, FORM)), 'bindings');
}
