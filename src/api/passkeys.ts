// The passkey calls (docs/protocol.md, Passkeys), typed at the edge and read with the core's record
// checks. The codes of registerOptions and remove are encrypted by the crypto worker, and the
// assertion of verify-auth-login travels inside its ciphertext, as every sign-in secret does.
import { PASSKEY_PATHS } from '../core/passkeys/paths';
import { readCreationOptions, readPasskey, readPasskeyList, readRequestOptions, type PasskeyView } from '../core/passkeys/passkeys';
import { PATHS } from '../core/protocol/paths';
import { api } from './api';
import type { SessionData } from './auth';
import { UnreadableAnswer, type FactorCodes } from './security';

const FORM = { shownByCaller: true } as const;

export async function registrationOptions(codes: FactorCodes) {
  const options = readCreationOptions(await api<unknown>(PASSKEY_PATHS.registerOptions, { ...codes }, FORM));
  if (!options) throw new UnreadableAnswer('unreadable passkey registration options');
  return options;
}

/** The codes are those registrationOptions was given: checked again, and used up only now that the passkey is saved. */
export async function registerPasskey(name: string, attestation: string, codes: FactorCodes): Promise<PasskeyView> {
  const answer = await api<{ passkey?: unknown }>(PASSKEY_PATHS.register, { name, attestation, ...codes }, FORM);
  const passkey = readPasskey(answer?.passkey);
  if (!passkey) throw new UnreadableAnswer('unreadable passkey');
  return passkey;
}

export async function listPasskeys(): Promise<PasskeyView[]> {
  const list = readPasskeyList(await api<unknown>(PASSKEY_PATHS.list, {}, FORM));
  if (!list) throw new UnreadableAnswer('unreadable passkey list');
  return list;
}

export const renamePasskey = (id: string, name: string) => api<unknown>(PASSKEY_PATHS.rename, { id, name }, FORM);
export const removePasskey = (id: string, codes: FactorCodes) => api<unknown>(PASSKEY_PATHS.remove, { id, ...codes }, FORM);

/** Options for the pending sign-in's passkeys (with its ticket) or for any passkey of this site (without). */
export async function signInOptions(loginTicket?: string) {
  const options = readRequestOptions(await api<unknown>(PASSKEY_PATHS.loginOptions, loginTicket ? { loginTicket } : {}, FORM));
  if (!options) throw new UnreadableAnswer('unreadable passkey sign-in options');
  return options;
}

/** verify-auth-login: the assertion (JSON text) as fidoVerifyCode; with the ticket of a password sign-in, or alone. */
export const verifyPasskey = (fidoVerifyCode: string, loginTicket?: string) =>
  api<SessionData>(PATHS.verifyAuthLogin, { fidoVerifyCode, ...(loginTicket ? { loginTicket } : {}) }, FORM);
