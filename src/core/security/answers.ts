// The security centre's answers, read as the page reads them: a wrong shape gives null, which the
// screen shows as a failed step rather than as a half-filled one.
type Bag = Readonly<Record<string, unknown>>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface AuthenticatorSecret {
  /** Base32, for typing into an authenticator by hand. */
  readonly secret: string;
  /** The otpauth:// address the QR code carries; it names the same secret. */
  readonly otpauthUri: string;
}

const BASE32 = /^[A-Z2-7]{16,64}$/;

export function readAuthenticatorSecret(data: unknown): AuthenticatorSecret | null {
  if (!isBag(data) || typeof data.secret !== 'string' || typeof data.otpauthUri !== 'string') return null;
  const { secret, otpauthUri } = data;
  if (!BASE32.test(secret) || !otpauthUri.startsWith('otpauth://totp/')) return null;
  const named = /[?&]secret=([^&#]*)/.exec(otpauthUri)?.[1];
  return named === secret ? { secret, otpauthUri } : null;
}

/** The secret in groups of four, as authenticator apps show it and people copy it by eye. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface PasswordChanged {
  readonly otherSessionsEnded: number;
}

export function readPasswordChanged(data: unknown): PasswordChanged | null {
  if (!isBag(data) || typeof data.otherSessionsEnded !== 'number' || !Number.isInteger(data.otherSessionsEnded) || data.otherSessionsEnded < 0) return null;
  return { otherSessionsEnded: data.otherSessionsEnded };
}
