// Unwraps the login AES key: RSA PKCS#1 v1.5 encryption (section 9) under the gateway's key.
//
// Node 20 refuses PKCS#1 v1.5 in privateDecrypt since the Marvin fix (CVE-2023-46809), because an
// unpadding error that an attacker can observe turns the server into a Bleichenbacher oracle. The
// raw RSA operation is still OpenSSL's (RSA_NO_PADDING: blinded, constant-time), and the unpadding
// here is written so that its outcome cannot be observed: it runs the same steps for every input,
// and when the padding is wrong it returns a synthetic key derived from the ciphertext with a
// server secret instead of failing (implicit rejection, as in RFC 5246 7.4.7.1 and the
// draft-irtf-cfrg-rsa-guidance). The wrong key then fails AES decryption exactly like a wrong
// ciphertext does, with the same message, so a caller learns nothing about the padding.
import { constants, createHmac, privateDecrypt, type KeyObject } from 'node:crypto';

export const AES_KEY_LENGTH = 32;

/** 1 when b is 0, else 0, without a branch on b. */
const isZero = (b: number): number => ((b - 1) >>> 8) & 1;

export function unwrapKey(privateKey: KeyObject, wrapped: Buffer, rejectionSecret: Buffer, keyLength = AES_KEY_LENGTH): Buffer {
  const synthetic = createHmac('sha256', rejectionSecret).update(wrapped).digest().subarray(0, keyLength);
  const k = (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  // The ciphertext's length and whether it is below the modulus are public; rejecting them early leaks nothing.
  if (wrapped.length !== k || k < keyLength + 11) return synthetic;
  let em: Buffer;
  try {
    em = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, wrapped);
  } catch {
    return synthetic;
  }
  // EM = 0x00 || 0x02 || PS (non-zero bytes) || 0x00 || key; with a fixed key length the separator's place is known.
  const separator = k - keyLength - 1;
  let bad = (em[0] ?? 1) | ((em[1] ?? 0) ^ 0x02) | (em[separator] ?? 1);
  for (let i = 2; i < separator; i += 1) bad |= isZero(em[i] ?? 0);
  const mask = -((bad | -bad) >>> 31) & 0xff;
  const key = Buffer.alloc(keyLength);
  for (let i = 0; i < keyLength; i += 1) key[i] = ((em[separator + 1 + i] ?? 0) & ~mask) | ((synthetic[i] ?? 0) & mask);
  return key;
}
