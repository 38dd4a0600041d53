// Encrypted sign-in (DESIGN.md, login encryption), the counterpart of gateway/crypto/loginCipher.ts:
// the endpoint's signing fields as JSON, AES-256-CBC with PKCS#7 padding (WebCrypto) under a fresh
// key and IV, the key wrapped with RSAES-PKCS1-v1_5 under the server key. WebCrypto has no
// RSAES-PKCS1-v1_5, so that one operation is node-forge's.
import forge from './forge';
import { CIPHER_FIELDS } from '../src/core/protocol/wire';
import { base64, binaryString, bytesFromBinaryString, utf8 } from './bytes';

export const AES_KEY_BYTES = 32;
export const IV_BYTES = 16;

export type ServerKey = forge.pki.rsa.PublicKey;

/** The server's RSA key from base64 SPKI DER bytes; throws when they are not one. */
export function serverKeyFromSpki(spki: Uint8Array): ServerKey {
  return forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(binaryString(spki))) as ServerKey;
}

/** The payload with the named fields moved into bodyCiphertext, bodyCipherKey and bodyCipherIv. */
export async function encryptFields(serverKey: ServerKey, fieldNames: readonly string[], payload: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const secret: Record<string, unknown> = {};
  const clear: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) (fieldNames.includes(name) ? secret : clear)[name] = value;

  const key = crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aesKey = await crypto.subtle.importKey('raw', key, 'AES-CBC', false, ['encrypt']);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, utf8(JSON.stringify(secret)));
  const wrapped = serverKey.encrypt(binaryString(key), 'RSAES-PKCS1-V1_5');
  // The raw key is needed no longer; forge's string copy cannot be wiped, this buffer can.
  key.fill(0);
  return {
    ...clear,
    [CIPHER_FIELDS.ciphertext]: base64(ciphertext),
    [CIPHER_FIELDS.wrappedKey]: base64(bytesFromBinaryString(wrapped)),
    [CIPHER_FIELDS.iv]: base64(iv),
  };
}
