import { X509Certificate, constants, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDevIssuer, issuerCertificateForBuild } from './issuer';
import { unwrapKey } from './rsaUnwrap';
import { base32Decode, totpAt, verifyTotp } from './totp';
import { hashPassword, verifyPassword } from './password';

const work = mkdtempSync(join(tmpdir(), 'gateway-crypto-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('PKCS#1 v1.5 unwrap with implicit rejection', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secret = randomBytes(32);

  it('recovers a 32-byte key wrapped with PKCS#1 v1.5', () => {
    const key = randomBytes(32);
    const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, key);
    expect(unwrapKey(privateKey, wrapped, secret).equals(key)).toBe(true);
  });

  it('answers a wrong padding or length with a stable synthetic key instead of an error', () => {
    const wrongLength = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, randomBytes(16));
    const a = unwrapKey(privateKey, wrongLength, secret);
    expect(a).toHaveLength(32);
    expect(unwrapKey(privateKey, wrongLength, secret).equals(a)).toBe(true);
    const oaep = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING }, randomBytes(32));
    expect(unwrapKey(privateKey, oaep, secret)).toHaveLength(32);
    expect(unwrapKey(privateKey, Buffer.alloc(256, 0xff), secret)).toHaveLength(32);
    expect(unwrapKey(privateKey, Buffer.alloc(3), secret)).toHaveLength(32);
  });
});

describe('TOTP', () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('matches the RFC 6238 SHA-1 test vectors (last 6 digits)', () => {
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
    expect([59, 1111111109, 1111111111, 1234567890, 2000000000].map((t) => totpAt(secret, t * 1000))).toEqual(['287082', '081804', '050471', '005924', '279037']);
  });

  it('accepts one step of drift and nothing further', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(secret, totpAt(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpAt(secret, now - 90_000), now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });
});

describe('passwords', () => {
  it('verifies only the right password', () => {
    const stored = hashPassword('Correct-horse-1');
    expect(verifyPassword('Correct-horse-1', stored)).toBe(true);
    expect(verifyPassword('Correct-horse-2', stored)).toBe(false);
    expect(verifyPassword('x', 'garbage')).toBe(false);
  });
});

describe('development issuer', () => {
  it('is created once, as a self-signed CA certificate that Node accepts', () => {
    const first = ensureDevIssuer(join(work, 'issuer'));
    const again = ensureDevIssuer(join(work, 'issuer'));
    expect(again.certificatePem).toBe(first.certificatePem);
    const cert = new X509Certificate(first.certificatePem);
    expect(cert.ca).toBe(true);
    expect(cert.verify(cert.publicKey)).toBe(true);
  });
});

describe('certificate for the build', () => {
  it('takes ISSUER_CERT_PEM_FILE when set, and refuses a file that is not a certificate', () => {
    const pem = ensureDevIssuer(join(work, 'production')).certificatePem;
    writeFileSync(join(work, 'cert.pem'), pem);
    writeFileSync(join(work, 'junk.pem'), 'not a certificate');
    const before = process.env.ISSUER_CERT_PEM_FILE;
    try {
      process.env.ISSUER_CERT_PEM_FILE = join(work, 'cert.pem');
      expect(issuerCertificateForBuild(work)).toBe(pem);
      process.env.ISSUER_CERT_PEM_FILE = join(work, 'junk.pem');
      expect(() => issuerCertificateForBuild(work)).toThrow();
    } finally {
      if (before === undefined) delete process.env.ISSUER_CERT_PEM_FILE;
      else process.env.ISSUER_CERT_PEM_FILE = before;
    }
  });
});
