// Section 7's signed sign-in endpoints and their fields, in order. `encrypted` marks the calls made
// without a session: their fields are secrets that travel inside bodyCiphertext (DESIGN.md, login
// encryption) and never in clear, and mode 2 signs that ciphertext, not them (signingFieldNames).
import { API_KEY_CODE_FIELDS, API_KEY_PATHS } from '../apiKeys/apiKeys';
import { PASSKEY_ENCRYPTED } from '../passkeys/paths';
import { PATHS } from './paths';
import { SECURITY_ENCRYPTED } from '../security/paths';
import { THIRD_ENCRYPTED, THIRD_PARTY_PREFIX } from '../thirdParty/thirdParty';
import { SUB_ACCOUNT_ENCRYPTED } from '../subAccounts/subAccounts';
import { CIPHER_FIELDS } from './wire';

export interface SignedEndpoint {
  readonly path: string;
  /** Encrypted endpoints: the fields that go into bodyCiphertext. Others: the fields mode 2 signs. */
  readonly fields: readonly string[];
  readonly encrypted: boolean;
}

const LOGIN_FIELDS = ['loginName', 'pwd', 'areaCode'] as const;
const VERIFY_FIELDS = ['emailCode', 'mobileCode', 'googleCode'] as const;

const rows = (fields: readonly string[], encrypted: boolean, ...paths: string[]): SignedEndpoint[] =>
  paths.map((path) => ({ path, fields, encrypted }));

export { THIRD_PARTY_PREFIX };

export const THIRD_PARTY_PATHS: readonly string[] = [
  'apple/register', 'google/register', 'wallet/register', 'wallet/sign', 'wallet/check', 'tg/register', 'tg/sign',
  'tg/signV2', 'tg/generateVirtual', 'tg/checkUserExit', 'check', 'bind/check', 'bind/choose', 'oauth/sign',
].map((p) => `${THIRD_PARTY_PREFIX}${p}`);

export const SIGNED_ENDPOINTS: readonly SignedEndpoint[] = [
  ...rows(LOGIN_FIELDS, true, PATHS.login, PATHS.agencyLogin),
  ...rows(VERIFY_FIELDS, true, PATHS.verifyLogin, PATHS.agencyVerifyLogin, PATHS.verifyLoginV2, PATHS.thirdSecurityVerify),
  ...rows(['fidoVerifyCode'], true, PATHS.verifyAuthLogin),
  ...rows(['verifyCode'], true, PATHS.verifySystemLogin),
  // trustDevice travels inside the ciphertext too, so that the signature covers it.
  ...rows(['verifyCode', 'trustDevice'], true, PATHS.verifySystemLoginV2),
  ...rows(['mobile', 'areaCode', 'pwd', 'verifyCode', 'rePwd'], true, PATHS.registerMobile),
  ...rows(['email', 'pwd', 'verifyCode', 'rePwd'], true, PATHS.registerEmail),
  ...rows(['mobile', 'areaCode', 'pwd', 'email', 'emailVerifyCode', 'verifyCode', 'rePwd'], true, PATHS.registerMobileAndEmail),
  ...rows(['qrcodeKey'], true, PATHS.qrKeyStatus),
  ...rows(['userId'], false, PATHS.subSwitchLogin, PATHS.subSwitchWeb, PATHS.subSwitchApp),
  ...SECURITY_ENCRYPTED.flatMap(([path, fields]) => rows(fields, true, path)),
  ...THIRD_ENCRYPTED.flatMap(([path, fields]) => rows(fields, true, path)),
  ...SUB_ACCOUNT_ENCRYPTED.flatMap(([path, fields]) => rows(fields, true, path)),
  // API keys (issue 16): a signed-in session's calls, yet their passphrase and codes are secrets too.
  ...rows(['passphrase', ...API_KEY_CODE_FIELDS], true, API_KEY_PATHS.create),
  ...rows(API_KEY_CODE_FIELDS, true, API_KEY_PATHS.edit),
  ...PASSKEY_ENCRYPTED.flatMap(([path, fields]) => rows(fields, true, path)),
];

const BY_PATH = new Map(SIGNED_ENDPOINTS.map((e) => [e.path, e]));

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

export function signedEndpoint(path: string): SignedEndpoint | undefined {
  return BY_PATH.get(normalisePath(path));
}

/** What mode 2 signs on an encrypted sign-in: the cipher fields as they travel. */
export const CIPHER_SIGNING_FIELDS: readonly string[] = [CIPHER_FIELDS.ciphertext, CIPHER_FIELDS.wrappedKey, CIPHER_FIELDS.iv];

/**
 * The body fields mode 2 signs on a path, in order. Never a secret's plaintext: device-sign-data-md5
 * travels beside the request, and an MD5 over a password or a 6-digit code lets anyone who reads the
 * headers (a proxy log, a shared HAR) test guesses offline. The ciphertext is under a fresh random
 * key, so signing it binds the secret without revealing anything about it.
 */
export function signingFieldNames(path: string): readonly string[] {
  const endpoint = signedEndpoint(path);
  if (!endpoint) return [];
  return endpoint.encrypted ? CIPHER_SIGNING_FIELDS : endpoint.fields;
}
