import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { buildSignedData, signingFieldsText } from './signedData';
import { SIGNED_ENDPOINTS, signingFieldNames } from './signedEndpoints';
import { CIPHER_FIELDS } from './wire';

describe('signed data', () => {
  const time = '1763715746123';

  it('mode 0 is the path and the first 8 characters of the time', () => {
    expect(buildSignedData({ path: 'v1/user/overview/userinfo?x=1', time, mode: 0 })).toBe('/v1/user/overview/userinfo17637157');
  });

  it('mode 1 appends the trace id', () => {
    expect(buildSignedData({ path: '/v1/a', time, mode: 1, traceId: 'abc-123' })).toBe('/v1/a17637157abc-123');
  });

  it('mode 2 appends the signing fields in order, encoded, absent ones empty', () => {
    const data = buildSignedData({ path: '/v1/user/login', time, mode: 2, fieldNames: ['loginName', 'pwd', 'areaCode'], fields: { pwd: 'a&b=c', loginName: 'me@x.io' } });
    expect(data).toBe('/v1/user/login17637157loginName=me%40x.io&pwd=a%26b%3Dc&areaCode=');
  });

  it('cannot be shifted between fields', () => {
    expect(signingFieldsText(['a', 'b'], { a: 'x', b: 'yz' })).not.toBe(signingFieldsText(['a', 'b'], { a: 'xy', b: 'z' }));
  });

  it('refuses an object where a field value belongs', () => {
    expect(() => signingFieldsText(['a'], { a: { nested: true } })).toThrow(TypeError);
  });

  it('signs what travels on every encrypted sign-in: the cipher fields, never a secret field', () => {
    const encrypted = SIGNED_ENDPOINTS.filter((e) => e.encrypted);
    expect(encrypted.map((e) => e.path)).toEqual(expect.arrayContaining([PATHS.login, PATHS.verifyLogin, PATHS.registerEmail, PATHS.registerMobile, PATHS.registerMobileAndEmail]));
    for (const endpoint of encrypted) {
      expect(signingFieldNames(endpoint.path)).toEqual([CIPHER_FIELDS.ciphertext, CIPHER_FIELDS.wrappedKey, CIPHER_FIELDS.iv]);
    }
    const sent = { [CIPHER_FIELDS.ciphertext]: 'q1w2e3+/==', [CIPHER_FIELDS.wrappedKey]: 'a1b2', [CIPHER_FIELDS.iv]: 'c3d4', loginName: 'me@x.io', pwd: 'Secret#2024' };
    const data = buildSignedData({ path: PATHS.login, time, mode: 2, fieldNames: signingFieldNames(PATHS.login), fields: sent });
    expect(data).toBe('/v1/user/login17637157bodyCiphertext=q1w2e3%2B%2F%3D%3D&bodyCipherKey=a1b2&bodyCipherIv=c3d4');
    expect(data).not.toContain('Secret');
    expect(data).not.toContain('me%40x.io');
  });

  it('signs the listed fields of a call made in a session (switching account)', () => {
    expect(signingFieldNames(PATHS.subSwitchWeb)).toEqual(['userId']);
    expect(signingFieldNames('/v1/not/signed')).toEqual([]);
  });
});
