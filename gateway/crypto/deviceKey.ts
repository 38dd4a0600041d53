// The device key of device-sign-key (base64 SPKI DER) and the signature check of device-sign.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

const ALLOWED_BITS = new Set([1024, 2048, 4096]);
const CACHE_LIMIT = 2_000;
// Parsing a key costs more than verifying with it; a busy session sends the same key on every call.
const cache = new Map<string, KeyObject | null>();

/** The RSA public key, or null when the text is not a base64 SPKI RSA key of an allowed size. */
export function parseDeviceKey(base64: string): KeyObject | null {
  const cached = cache.get(base64);
  if (cached !== undefined) return cached;
  let key: KeyObject | null = null;
  try {
    const candidate = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    const bits = candidate.asymmetricKeyDetails?.modulusLength ?? 0;
    if (candidate.asymmetricKeyType === 'rsa' && ALLOWED_BITS.has(bits)) key = candidate;
  } catch {
    key = null;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(base64, key);
  return key;
}

/** RSASSA-PKCS1-v1_5 with SHA-256 over the UTF-8 signed data; the signature in base64. */
export function verifyDeviceSign(key: KeyObject, signedData: string, signatureBase64: string): boolean {
  try {
    return verify('sha256', Buffer.from(signedData, 'utf8'), key, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false;
  }
}
