// The gateway's own RSA key (wraps the login AES key), kept in the data folder, and the issuer's
// signature over it that the front end checks against its embedded certificate.
import { createHash, createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreate } from './createOnce';
import type { Issuer } from './issuer';

export interface ServerKey {
  readonly privateKey: KeyObject;
  /** Base64 SPKI DER: serverPublicKey of the sign config. */
  readonly publicKeyBase64: string;
  /** Keyed per server so that the synthetic keys of implicit rejection cannot be predicted (rsaUnwrap.ts). */
  readonly rejectionSecret: Buffer;
}

export function ensureServerKey(dataDir: string): ServerKey {
  const pem = readOrCreate(join(dataDir, 'server-key.pem'), () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  const privateKey = createPrivateKey(pem);
  const publicKeyBase64 = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  const rejectionSecret = createHmac('sha256', privateKey.export({ type: 'pkcs8', format: 'der' })).update('pkcs1-implicit-rejection').digest();
  return { privateKey, publicKeyBase64, rejectionSecret };
}

/** The lowercase hex SHA-256 of the decoded key bytes, as text, signed RSA-SHA256 by the issuer; base64. */
export function signServerKey(issuer: Issuer, publicKeyBase64: string): string {
  const hashHex = createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex');
  return sign('sha256', Buffer.from(hashHex, 'utf8'), issuer.privateKey).toString('base64');
}
