// Decrypts an encrypted sign-in body (DESIGN.md, login encryption): AES-256-CBC with PKCS#7
// padding, the key wrapped with RSA PKCS#1 v1.5 under the server key, fields as JSON inside.
import { createDecipheriv } from 'node:crypto';
import { CIPHER_FIELDS } from '../../src/core/protocol/wire';
import { unwrapKey } from './rsaUnwrap';
import type { ServerKey } from './serverKey';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const IV_LENGTH = 16;

export class LoginCipherError extends Error {}

function base64Field(body: Record<string, unknown>, name: string): Buffer {
  const value = body[name];
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64.test(value)) throw new LoginCipherError(`${name} must be base64`);
  return Buffer.from(value, 'base64');
}

export function hasCipherFields(body: Record<string, unknown>): boolean {
  return CIPHER_FIELDS.ciphertext in body || CIPHER_FIELDS.wrappedKey in body || CIPHER_FIELDS.iv in body;
}

/**
 * The plaintext fields. Every failure after the shape checks (wrong key, bad padding, not JSON) is
 * the same error, so that nothing distinguishes a bad RSA padding from a bad AES one (rsaUnwrap.ts).
 */
export function decryptLoginFields(body: Record<string, unknown>, serverKey: ServerKey): Record<string, unknown> {
  const ciphertext = base64Field(body, CIPHER_FIELDS.ciphertext);
  const wrapped = base64Field(body, CIPHER_FIELDS.wrappedKey);
  const iv = base64Field(body, CIPHER_FIELDS.iv);
  if (iv.length !== IV_LENGTH) throw new LoginCipherError(`${CIPHER_FIELDS.iv} must be ${IV_LENGTH} bytes`);
  const key = unwrapKey(serverKey.privateKey, wrapped, serverKey.rejectionSecret);
  let fields: unknown;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    fields = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
  } catch {
    fields = undefined;
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new LoginCipherError('The sign-in could not be decrypted');
  return fields as Record<string, unknown>;
}
