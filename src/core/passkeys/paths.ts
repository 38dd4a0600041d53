// The passkey calls (docs/protocol.md, Passkeys) and which of them carry secrets. Apart from the
// answer readers so that the request layer, which needs only these, carries nothing more.
import { PATHS, SESSION_SIGNED_PREFIX } from '../protocol/paths';
import { FACTOR_FIELDS } from '../security/paths';

const PASSKEY = `${SESSION_SIGNED_PREFIX}passkey/`;

export const PASSKEY_PATHS = {
  /** Sign-in: a challenge for the pending sign-in's passkeys (with loginTicket) or for any passkey (without). No session. */
  loginOptions: `${PATHS.verifyAuthLogin}/options`,
  /** A registration challenge, given once the account's second factors are proven. */
  registerOptions: `${PASSKEY}registerOptions`,
  register: `${PASSKEY}register`,
  list: `${PASSKEY}list`,
  rename: `${PASSKEY}rename`,
  remove: `${PASSKEY}remove`,
} as const;

/** The passkey calls that carry second-factor codes, and the fields that travel inside their ciphertext. */
export const PASSKEY_ENCRYPTED: ReadonlyArray<readonly [path: string, fields: readonly string[]]> = [
  [PASSKEY_PATHS.registerOptions, FACTOR_FIELDS],
  [PASSKEY_PATHS.register, FACTOR_FIELDS],
  [PASSKEY_PATHS.remove, FACTOR_FIELDS],
];
