// Passkeys (WebAuthn) as the page and the gateway agree on them (docs/protocol.md, Passkeys): the
// name rule and the answers read as the page reads them (a wrong shape gives null, shown as a
// failed step, never as a half-filled list or prompt). The calls are in paths.ts.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export const PASSKEY_NAME_MAX = 40;
/** Passkeys one account may keep: one per device a person uses, with room to spare. */
export const MAX_PASSKEYS = 10;

/** The name as kept (trimmed), or null when empty, too long or holding control characters. */
export function passkeyName(value: string): string | null {
  const name = value.trim();
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || [...name].length > PASSKEY_NAME_MAX || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

export interface PasskeyView {
  /** The credential id, base64url. */
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

type Bag = Readonly<Record<string, unknown>>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const BASE64URL = /^[A-Za-z0-9_-]{16,1366}$/;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

export function readPasskey(data: unknown): PasskeyView | null {
  if (!isBag(data) || typeof data.id !== 'string' || !BASE64URL.test(data.id) || typeof data.name !== 'string' || passkeyName(data.name) !== data.name) return null;
  if (!isTime(data.createdAt) || !(data.lastUsedAt === null || isTime(data.lastUsedAt))) return null;
  return { id: data.id, name: data.name, createdAt: data.createdAt, lastUsedAt: data.lastUsedAt };
}

export function readPasskeyList(data: unknown): PasskeyView[] | null {
  if (!isBag(data) || !Array.isArray(data.passkeys)) return null;
  const list = data.passkeys.map(readPasskey);
  return list.every((p): p is PasskeyView => p !== null) ? list : null;
}

const CHALLENGE = /^[A-Za-z0-9_-]{22,128}$/;

/** The registration options to hand to the browser, or null when they lack what a prompt needs. */
export function readCreationOptions(data: unknown): PublicKeyCredentialCreationOptionsJSON | null {
  const options = isBag(data) ? data.options : undefined;
  if (!isBag(options) || typeof options.challenge !== 'string' || !CHALLENGE.test(options.challenge)) return null;
  const { rp, user, pubKeyCredParams } = options;
  if (!isBag(rp) || typeof rp.id !== 'string' || typeof rp.name !== 'string') return null;
  if (!isBag(user) || typeof user.id !== 'string' || typeof user.name !== 'string' || typeof user.displayName !== 'string') return null;
  if (!Array.isArray(pubKeyCredParams) || pubKeyCredParams.length === 0 || !pubKeyCredParams.every((p) => isBag(p) && p.type === 'public-key' && typeof p.alg === 'number')) return null;
  return options as unknown as PublicKeyCredentialCreationOptionsJSON;
}

/** The assertion options to hand to the browser, or null when they lack what a prompt needs. */
export function readRequestOptions(data: unknown): PublicKeyCredentialRequestOptionsJSON | null {
  const options = isBag(data) ? data.options : undefined;
  if (!isBag(options) || typeof options.challenge !== 'string' || !CHALLENGE.test(options.challenge) || typeof options.rpId !== 'string') return null;
  const allow = options.allowCredentials;
  if (allow !== undefined && !(Array.isArray(allow) && allow.every((c) => isBag(c) && c.type === 'public-key' && typeof c.id === 'string' && BASE64URL.test(c.id)))) return null;
  return options as unknown as PublicKeyCredentialRequestOptionsJSON;
}
