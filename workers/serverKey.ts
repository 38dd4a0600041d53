// The check of section 5: the server key must carry the issuer's signature, an RSA-SHA256
// signature over the lowercase hex SHA-256 of the decoded key bytes, verified with the public key
// of the issuer certificate embedded in the build. forge reads the X.509 certificate (WebCrypto
// cannot); WebCrypto hashes and verifies.
import forge from './forge';
import type { GatewaySignConfig } from '../src/core/protocol/signConfig';
import { bytesFromBase64, bytesFromBinaryString, hex, utf8 } from './bytes';
import { SIGNING } from './keyPair';
import { serverKeyFromSpki, type ServerKey } from './loginCipher';

async function issuerKey(certificatePem: string): Promise<CryptoKey> {
  const certificate = forge.pki.certificateFromPem(certificatePem);
  const spki = forge.asn1.toDer(forge.pki.publicKeyToAsn1(certificate.publicKey)).getBytes();
  return crypto.subtle.importKey('spki', bytesFromBinaryString(spki), SIGNING, false, ['verify']);
}

/**
 * The server key, ready to wrap login keys, when the issuer vouches for it; null otherwise,
 * including for an unreadable certificate, key or signature: each means no encryption.
 */
export async function trustedServerKey(config: Pick<GatewaySignConfig, 'serverPublicKey' | 'serverPublicKeySign'>, issuerCertPem: string): Promise<ServerKey | null> {
  try {
    const keyBytes = bytesFromBase64(config.serverPublicKey);
    const hashHex = hex(await crypto.subtle.digest('SHA-256', keyBytes));
    const verified = await crypto.subtle.verify(SIGNING, await issuerKey(issuerCertPem), bytesFromBase64(config.serverPublicKeySign), utf8(hashHex));
    return verified ? serverKeyFromSpki(keyBytes) : null;
  } catch {
    return null;
  }
}
