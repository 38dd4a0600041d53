// The security centre's calls (docs/protocol.md, Security settings). Under the session-signed
// prefix; those that carry a password, a code or the anti-phishing code are encrypted as sign-in
// is (signedEndpoints.ts), so none of them is ever on the wire or in a request log in clear.
import { SESSION_SIGNED_PREFIX } from '../protocol/paths';

const SECURITY = `${SESSION_SIGNED_PREFIX}security/`;

export const SECURITY_PATHS = {
  /** A code to the account's own email or phone, for a change of its security settings. */
  sendCode: `${SECURITY}sendCode`,
  /** A new authenticator secret, held for the bind that confirms it. */
  googleSecret: `${SECURITY}google/secret`,
  googleBind: `${SECURITY}google/bind`,
  googleUnbind: `${SECURITY}google/unbind`,
  /** Turns one sign-in verification (email, SMS, authenticator) on or off. */
  verification: `${SECURITY}verification`,
  password: `${SECURITY}password`,
  fundPassword: `${SECURITY}fundPassword`,
  antiPhishing: `${SECURITY}antiPhishing`,
  /** A code to a new email address or phone number, proving it belongs to the user who links it. */
  sendNewCode: `${SECURITY}sendNewCode`,
  email: `${SECURITY}email`,
  mobile: `${SECURITY}mobile`,
} as const;

/** The second-factor fields every change carries, one per factor the account has. */
export const FACTOR_FIELDS = ['emailCode', 'mobileCode', 'googleCode'] as const;

/** The encrypted calls and the fields that travel inside their ciphertext. */
export const SECURITY_ENCRYPTED: ReadonlyArray<readonly [path: string, fields: readonly string[]]> = [
  [SECURITY_PATHS.googleBind, FACTOR_FIELDS],
  [SECURITY_PATHS.googleUnbind, FACTOR_FIELDS],
  [SECURITY_PATHS.verification, ['method', 'enabled', ...FACTOR_FIELDS]],
  [SECURITY_PATHS.password, ['oldPwd', 'pwd', 'rePwd', ...FACTOR_FIELDS]],
  [SECURITY_PATHS.fundPassword, ['fundPwd', 'reFundPwd', ...FACTOR_FIELDS]],
  [SECURITY_PATHS.antiPhishing, ['antiPhishingCode', ...FACTOR_FIELDS]],
  [SECURITY_PATHS.email, ['email', 'newCode', ...FACTOR_FIELDS]],
  [SECURITY_PATHS.mobile, ['mobile', 'areaCode', 'newCode', ...FACTOR_FIELDS]],
];
