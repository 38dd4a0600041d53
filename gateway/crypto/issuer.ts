// The development issuer: an RSA key and a self-signed certificate that vouch for the gateway's
// server key (serverPublicKeySign). Created once in a folder that outlives per-test data folders,
// so the build (which embeds the certificate) and every gateway agree on the same issuer.
import { X509Certificate, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readOrCreate } from './createOnce';
import { bitString, boolean, explicit, nullValue, octetString, oid, sequence, set, time, unsignedInteger, utf8String } from './der';

export interface Issuer {
  readonly privateKey: KeyObject;
  readonly certificatePem: string;
}

const ISSUER_FILE = 'issuer.json';
const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const COMMON_NAME = '2.5.4.3';
const BASIC_CONSTRAINTS = '2.5.29.19';
const KEY_USAGE = '2.5.29.15';
const VALIDITY_YEARS = 20;

/** The folder the gateway and the build share: GATEWAY_ISSUER_DIR, else .gateway-data/issuer under the project. */
export function defaultIssuerDir(projectRoot: string): string {
  return resolve(projectRoot, process.env.GATEWAY_ISSUER_DIR ?? '.gateway-data/issuer');
}

function name(commonName: string): Buffer {
  return sequence(set(sequence(oid(COMMON_NAME), utf8String(commonName))));
}

export function selfSignedCertificate(privateKey: KeyObject, commonName: string, now = new Date()): string {
  const algorithm = sequence(oid(SHA256_WITH_RSA), nullValue());
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  // keyCertSign and cRLSign for a CA, digitalSignature because it signs the server key hash directly.
  const keyUsage = bitString(Buffer.from([0x86]), 1);
  const extensions = sequence(
    sequence(oid(BASIC_CONSTRAINTS), boolean(true), octetString(sequence(boolean(true)))),
    sequence(oid(KEY_USAGE), boolean(true), octetString(keyUsage)),
  );
  const tbs = sequence(
    explicit(0, unsignedInteger(Buffer.from([2]))),
    unsignedInteger(Buffer.concat([Buffer.from([0x01]), randomBytes(15)])),
    algorithm,
    name(commonName),
    sequence(time(now), time(notAfter)),
    name(commonName),
    spki,
    explicit(3, extensions),
  );
  const der = sequence(tbs, algorithm, bitString(sign('sha256', tbs, privateKey)));
  const body = der.toString('base64').replace(/(.{64})/g, '$1\n').trimEnd();
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
}

/**
 * Loads the issuer from `dir`, creating it on first use. Key and certificate live in one file that
 * appears atomically, so a build and a gateway starting together can never pair one's key with the
 * other's certificate.
 */
export function ensureDevIssuer(dir: string): Issuer {
  const text = readOrCreate(join(dir, ISSUER_FILE), () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const certificatePem = selfSignedCertificate(privateKey, 'OpenEx development issuer');
    return JSON.stringify({ privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }), certificatePem });
  });
  const stored = JSON.parse(text) as { privateKeyPem: string; certificatePem: string };
  return { privateKey: createPrivateKey(stored.privateKeyPem), certificatePem: stored.certificatePem };
}

/** The certificate the build embeds: ISSUER_CERT_PEM_FILE for a production build, else the development issuer's. */
export function issuerCertificateForBuild(projectRoot: string): string {
  const file = process.env.ISSUER_CERT_PEM_FILE;
  const pem = file ? readFileSync(resolve(projectRoot, file), 'utf8') : ensureDevIssuer(defaultIssuerDir(projectRoot)).certificatePem;
  new X509Certificate(pem);
  return pem;
}
