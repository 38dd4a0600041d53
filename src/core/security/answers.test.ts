import { describe, expect, it } from 'vitest';
import { groupSecret, readAuthenticatorSecret, readPasswordChanged } from './answers';
import { requiredFactors } from './factors';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('authenticator secret', () => {
  it('accepts a base32 secret whose otpauth address names the same secret', () => {
    const otpauthUri = `otpauth://totp/OpenEx:a%40b.test?secret=${SECRET}&issuer=OpenEx`;
    expect(readAuthenticatorSecret({ secret: SECRET, otpauthUri })).toEqual({ secret: SECRET, otpauthUri });
  });

  it('refuses an address for another secret, another scheme, or a secret that is not base32', () => {
    expect(readAuthenticatorSecret({ secret: SECRET, otpauthUri: 'otpauth://totp/X?secret=AAAAAAAAAAAAAAAA' })).toBeNull();
    expect(readAuthenticatorSecret({ secret: SECRET, otpauthUri: `https://evil.test/?secret=${SECRET}` })).toBeNull();
    expect(readAuthenticatorSecret({ secret: 'abc1', otpauthUri: 'otpauth://totp/X?secret=abc1' })).toBeNull();
    expect(readAuthenticatorSecret(null)).toBeNull();
  });

  it('groups the secret by four for copying by eye', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});

describe('answers and factors', () => {
  it('reads how many other sessions a password change ended', () => {
    expect(readPasswordChanged({ otherSessionsEnded: 2 })).toEqual({ otherSessionsEnded: 2 });
    expect(readPasswordChanged({ otherSessionsEnded: -1 })).toBeNull();
    expect(readPasswordChanged({})).toBeNull();
  });

  it('asks for every bound factor, in a fixed order', () => {
    expect(requiredFactors({ email: true, mobile: true, google: true })).toEqual(['email', 'mobile', 'google']);
    expect(requiredFactors({ email: false, mobile: true, google: false })).toEqual(['mobile']);
    expect(requiredFactors({ email: false, mobile: false, google: false })).toEqual([]);
  });
});
