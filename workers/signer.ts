// The signature headers of a signed call (DESIGN.md, signed data) and the device check (section 7),
// as gateway/signing/guard.ts verifies them.
import MD5 from 'crypto-js/md5';
import { buildSignedData, type SignedDataInput } from '../src/core/protocol/signedData';
import { HEADERS } from '../src/core/protocol/wire';
import { base64, utf8 } from './bytes';
import { SIGNING, type DevicePair } from './keyPair';

/** Base64 RSASSA-PKCS1-v1_5 SHA-256 signature over the UTF-8 text. */
export async function signText(pair: DevicePair, text: string): Promise<string> {
  return base64(await crypto.subtle.sign(SIGNING, pair.privateKey, utf8(text)));
}

/** Lowercase hex MD5 of the UTF-8 text (WebCrypto has no MD5). */
export const md5Hex = (text: string): string => MD5(text).toString();

export async function signatureHeaders(pair: DevicePair, input: SignedDataInput): Promise<Record<string, string>> {
  const data = buildSignedData(input);
  return {
    [HEADERS.deviceSign]: await signText(pair, data),
    [HEADERS.deviceSignMode]: String(input.mode),
    [HEADERS.deviceSignDataMd5]: md5Hex(data),
    [HEADERS.deviceSignKey]: pair.publicKey,
  };
}

/** The device key's signature over userCheckDeviceUserIdHash, and the algorithm of that key. */
export async function deviceCheckHeaders(pair: DevicePair, userIdHash: string): Promise<Record<string, string>> {
  return {
    [HEADERS.userCheckDeviceSign]: await signText(pair, userIdHash),
    [HEADERS.lastAlgorithm]: pair.algorithm,
  };
}
