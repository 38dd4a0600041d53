// The key store's records as read back from IndexedDB, decoded and checked before use. The database
// belongs to the origin, so anything may be in it: an older layout, a half-written record, or a
// hostile value written by script on the page ({"__proto__": ...} where a pair id belongs). A record
// that is not exactly of its shape is reported as null; the store then discards it and the key
// manager rebuilds (a new pair), instead of every sign-in failing on it for good.
import { isKeyAlgorithm } from '../src/core/protocol/signConfig';
import type { DevicePair } from './keyPair';
import type { Binding } from './keyStore';

const ID = /^[A-Za-z0-9-]{1,64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const USER_ID_MAX = 128;
// Base64 SPKI DER of an RSA key of 1024 to 4096 bits.
const SPKI_MIN = 200;
const SPKI_MAX = 800;

/** A plain data object: not an array, not a class instance, no inherited or accessor surprises. */
function plainRecord(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  return value as Record<string, unknown>;
}

/** Only these own properties, each a data property. */
function ownFields(record: Record<string, unknown>, names: readonly string[]): Record<string, unknown> | null {
  const keys = Reflect.ownKeys(record);
  if (keys.length !== names.length || !keys.every((k) => typeof k === 'string' && names.includes(k))) return null;
  const fields: Record<string, unknown> = {};
  for (const name of names) {
    const descriptor = Object.getOwnPropertyDescriptor(record, name);
    if (!descriptor || !('value' in descriptor)) return null;
    fields[name] = descriptor.value;
  }
  return fields;
}

const isString = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && pattern.test(value);

/** A slot's value: the id of a pair. */
export function decodeSlotId(value: unknown): string | null {
  return isString(value, ID) ? value : null;
}

function isSigningKey(value: unknown): value is CryptoKey {
  if (typeof CryptoKey === 'undefined' || !(value instanceof CryptoKey)) return false;
  return value.type === 'private' && value.algorithm.name === 'RSASSA-PKCS1-v1_5' && value.usages.includes('sign');
}

export function decodePair(value: unknown): DevicePair | null {
  const record = plainRecord(value);
  const fields = record && ownFields(record, ['id', 'algorithm', 'publicKey', 'privateKey']);
  if (!fields) return null;
  const { id, algorithm, publicKey, privateKey } = fields;
  if (!isString(id, ID) || !isKeyAlgorithm(algorithm) || !isString(publicKey, BASE64) || !isSigningKey(privateKey)) return null;
  if (publicKey.length < SPKI_MIN || publicKey.length > SPKI_MAX || publicKey.length % 4 !== 0) return null;
  return { id, algorithm, publicKey, privateKey };
}

/** A binding written before issue 17 has no `trusted`: it reads as untrusted. */
export function decodeBinding(value: unknown): Binding | null {
  const record = plainRecord(value);
  const fields = record && (ownFields(record, ['pairId', 'userId', 'tokenHash', 'trusted']) ?? ownFields(record, ['pairId', 'userId', 'tokenHash']));
  if (!fields) return null;
  const { pairId, userId, tokenHash, trusted = false } = fields;
  if (!isString(pairId, ID) || typeof userId !== 'string' || userId === '' || userId.length > USER_ID_MAX || !isString(tokenHash, SHA256_HEX)) return null;
  if (typeof trusted !== 'boolean') return null;
  return { pairId, userId, tokenHash, trusted };
}
