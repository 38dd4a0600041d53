import { describe, expect, it } from 'vitest';
import { CODES } from './codes';
import { errorEnvelope, isEnvelope, isSuccessCode, okEnvelope } from './envelope';
import { SIGNED_ENDPOINTS, signedEndpoint } from './signedEndpoints';

describe('envelope', () => {
  it("succeeds on '00000' and '200' only", () => {
    expect([CODES.success, '200'].every(isSuccessCode)).toBe(true);
    expect([200, '00001', '', null].some(isSuccessCode)).toBe(false);
  });

  it('builds and recognises envelopes', () => {
    expect(isEnvelope(okEnvelope({ a: 1 }))).toBe(true);
    expect(errorEnvelope(CODES.signInvalid, 'bad')).toEqual({ code: '00023', data: null, msg: 'bad', status: 'error' });
    expect(isEnvelope({ code: '0' })).toBe(false);
  });
});

describe('signed endpoints', () => {
  it('lists section 7 with its fields in order', () => {
    expect(signedEndpoint('v1/user/login')?.fields).toEqual(['loginName', 'pwd', 'areaCode']);
    expect(signedEndpoint('/v1/user/register/mobileAndEmail')?.fields).toEqual(['mobile', 'areaCode', 'pwd', 'email', 'emailVerifyCode', 'verifyCode', 'rePwd']);
    expect(signedEndpoint('/v1/user/sub/switchApp')).toMatchObject({ fields: ['userId'], encrypted: false });
    expect(new Set(SIGNED_ENDPOINTS.map((e) => e.path)).size).toBe(SIGNED_ENDPOINTS.length);
  });
});
