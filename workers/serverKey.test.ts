// The server-key check against keys and signatures made by the gateway's own code.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultIssuerDir, ensureDevIssuer, selfSignedCertificate, type Issuer } from '../gateway/crypto/issuer';
import { ensureServerKey, signServerKey } from '../gateway/crypto/serverKey';
import { trustedServerKey } from './serverKey';

const dir = mkdtempSync(join(tmpdir(), 'worker-serverkey-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const devIssuer = ensureDevIssuer(defaultIssuerDir(process.cwd()));
const serverKey = ensureServerKey(dir);
const genuine = { serverPublicKey: serverKey.publicKeyBase64, serverPublicKeySign: signServerKey(devIssuer, serverKey.publicKeyBase64) };

function otherIssuer(): Issuer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, certificatePem: selfSignedCertificate(privateKey, 'Not the issuer') };
}

describe('server key check', () => {
  it('accepts a key the development issuer signed', async () => {
    const key = await trustedServerKey(genuine, devIssuer.certificatePem);
    expect(key?.n.bitLength()).toBe(2048);
  });

  it('refuses another key presented with the genuine signature', async () => {
    const forged = ensureServerKey(join(dir, 'forged')).publicKeyBase64;
    expect(await trustedServerKey({ ...genuine, serverPublicKey: forged }, devIssuer.certificatePem)).toBeNull();
  });

  it('refuses a tampered signature', async () => {
    const bytes = Buffer.from(genuine.serverPublicKeySign, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    expect(await trustedServerKey({ ...genuine, serverPublicKeySign: bytes.toString('base64') }, devIssuer.certificatePem)).toBeNull();
  });

  it('refuses a key signed by another issuer', async () => {
    const forged = { ...genuine, serverPublicKeySign: signServerKey(otherIssuer(), genuine.serverPublicKey) };
    expect(await trustedServerKey(forged, devIssuer.certificatePem)).toBeNull();
  });

  it('refuses a signature over anything but the lowercase hex SHA-256 of the key bytes', async () => {
    const digest = createHash('sha256').update(Buffer.from(genuine.serverPublicKey, 'base64'));
    const upper = sign('sha256', Buffer.from(digest.copy().digest('hex').toUpperCase()), devIssuer.privateKey).toString('base64');
    const raw = sign('sha256', digest.digest(), devIssuer.privateKey).toString('base64');
    for (const serverPublicKeySign of [upper, raw]) expect(await trustedServerKey({ ...genuine, serverPublicKeySign }, devIssuer.certificatePem)).toBeNull();
  });

  it('refuses everything when the certificate or the fields cannot be read', async () => {
    expect(await trustedServerKey(genuine, '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n')).toBeNull();
    expect(await trustedServerKey({ ...genuine, serverPublicKey: 'not base64!' }, devIssuer.certificatePem)).toBeNull();
    expect(await trustedServerKey({ ...genuine, serverPublicKeySign: '' }, devIssuer.certificatePem)).toBeNull();
  });
});
