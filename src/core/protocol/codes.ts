// Envelope codes of specification section 8, and the ones the reference gateway adds where the
// specification is silent (docs/protocol.md lists each with its meaning and HTTP status).

export const CODES = {
  success: '00000',
  successAlt: '200',
  /** A request field is missing, mistyped or malformed (also malformed JSON and wrong content type). */
  invalidParameter: '00001',
  /** No route at this path. */
  notFound: '00002',
  /** The gateway failed; nothing was changed. */
  systemBusy: '00003',
  /** No valid session: forced logout (section 8), silent on the user-info call. */
  sessionInvalid: '00004',
  /** The account is frozen. */
  accountFrozen: '00005',
  /** Wrong credentials or wrong verification code. */
  wrongCredentials: '00006',
  /** A sign-in that must be encrypted arrived in clear, or its ciphertext did not decrypt. */
  encryptionRequired: '00010',
  /** Third-party sign-in: the provider is not configured on this gateway. */
  providerNotConfigured: '00011',
  /** The account (email or mobile) already exists. */
  accountExists: '00012',
  /** A QR key, login ticket or verification code is unknown or has expired. */
  ticketExpired: '00013',
  /** The request is not allowed for this account (e.g. switching to a sub-account it does not own). */
  forbidden: '00014',
  signMissing: '00020',
  signModeMismatch: '00021',
  signExpired: '00022',
  signInvalid: '00023',
  tooManyRequests: '429',
  loginExpired: '20906',
  refreshExpired: '20205',
} as const;

export type EnvelopeCode = (typeof CODES)[keyof typeof CODES];

export const SIGN_ERROR_CODES: readonly string[] = [CODES.signMissing, CODES.signModeMismatch, CODES.signExpired, CODES.signInvalid];

/** Codes that end the session on the client (section 8: forced logout). */
export const FORCED_LOGOUT_CODES: readonly string[] = [CODES.sessionInvalid, CODES.loginExpired, CODES.refreshExpired];
