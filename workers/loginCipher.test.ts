// The worker's encrypted sign-in opened by the gateway's own decryption (Node's crypto).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decryptLoginFields } from '../gateway/crypto/loginCipher';
import { ensureServerKey } from '../gateway/crypto/serverKey';
import { CIPHER_FIELDS } from '../src/core/protocol/wire';
import { bytesFromBase64 } from './bytes';
import { encryptFields, serverKeyFromSpki } from './loginCipher';

const dir = mkdtempSync(join(tmpdir(), 'worker-cipher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const gatewayKey = ensureServerKey(dir);
const serverKey = serverKeyFromSpki(bytesFromBase64(gatewayKey.publicKeyBase64));
const LOGIN_FIELDS = ['loginName', 'pwd', 'areaCode'];

describe('login encryption', () => {
  it('decrypts at the gateway to the same fields, the others left in clear', async () => {
    const payload = { loginName: 'trader@openex.test', pwd: 'Trader#2024 ✓', areaCode: '', userCheckDeviceUserIdHash: 'abc' };
    const body = await encryptFields(serverKey, LOGIN_FIELDS, payload);
    expect(Object.keys(body).sort()).toEqual([CIPHER_FIELDS.iv, CIPHER_FIELDS.wrappedKey, CIPHER_FIELDS.ciphertext, 'userCheckDeviceUserIdHash'].sort());
    expect(JSON.stringify(body)).not.toContain('Trader#2024');
    expect(decryptLoginFields(body, gatewayKey)).toEqual({ loginName: 'trader@openex.test', pwd: 'Trader#2024 ✓', areaCode: '' });
  });

  it('uses a fresh 32-byte key and 16-byte IV each time', async () => {
    const [a, b] = await Promise.all([encryptFields(serverKey, LOGIN_FIELDS, { pwd: 'same' }), encryptFields(serverKey, LOGIN_FIELDS, { pwd: 'same' })]);
    expect(bytesFromBase64(String(a?.[CIPHER_FIELDS.iv]))).toHaveLength(16);
    expect(bytesFromBase64(String(a?.[CIPHER_FIELDS.wrappedKey]))).toHaveLength(256);
    expect(a?.[CIPHER_FIELDS.iv]).not.toBe(b?.[CIPHER_FIELDS.iv]);
    expect(a?.[CIPHER_FIELDS.wrappedKey]).not.toBe(b?.[CIPHER_FIELDS.wrappedKey]);
    expect(a?.[CIPHER_FIELDS.ciphertext]).not.toBe(b?.[CIPHER_FIELDS.ciphertext]);
  });

  it('cannot be opened with another server key', async () => {
    const other = ensureServerKey(join(dir, 'other'));
    const body = await encryptFields(serverKey, LOGIN_FIELDS, { pwd: 'x' });
    expect(() => decryptLoginFields(body, other)).toThrow('could not be decrypted');
  });

  it('refuses a server key that is not an RSA SPKI', () => {
    expect(() => serverKeyFromSpki(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]))).toThrow();
  });
});
