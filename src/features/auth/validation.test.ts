import { describe, expect, it } from 'vitest';
import * as check from './validation';

describe('sign-in and registration checks', () => {
  it('email', () => {
    expect(check.email(' a@b.co ')).toBeNull();
    expect(check.email('')).toBe('auth.invalid.required');
    expect(check.email('a@b')).toBe('auth.invalid.email');
    expect(check.email('a b@c.de')).toBe('auth.invalid.email');
    expect(check.email(`${'a'.repeat(125)}@b.cd.ef`)).toBe('auth.invalid.email');
  });

  it('mobile number and area code', () => {
    expect(check.mobile('5550100')).toBeNull();
    expect(check.mobile('555-0100')).toBe('auth.invalid.mobile');
    expect(check.mobile('123')).toBe('auth.invalid.mobile');
    expect(check.areaCode('+44')).toBeNull();
    expect(check.areaCode('0044')).toBeNull();
    expect(check.areaCode('1')).toBeNull();
    expect(check.areaCode('+12345')).toBe('auth.invalid.areaCode');
    expect(check.areaCode('  ')).toBe('auth.invalid.required');
  });

  it('a new password has 8 to 64 characters with letters and digits', () => {
    expect(check.newPassword('abcdefg1')).toBeNull();
    expect(check.newPassword('abcdef1')).toBe('auth.invalid.password');
    expect(check.newPassword('abcdefgh')).toBe('auth.invalid.password');
    expect(check.newPassword('12345678')).toBe('auth.invalid.password');
    expect(check.newPassword(`a1${'x'.repeat(62)}`)).toBeNull();
    expect(check.newPassword(`a1${'x'.repeat(63)}`)).toBe('auth.invalid.password');
  });

  it('the repeated password equals the password, compared as sent (trimmed)', () => {
    expect(check.repeatedPassword('abcdefg1 ', 'abcdefg1')).toBeNull();
    expect(check.repeatedPassword('abcdefg2', 'abcdefg1')).toBe('auth.invalid.rePassword');
    expect(check.repeatedPassword('', 'abcdefg1')).toBe('auth.invalid.required');
  });

  it('codes are 6 digits', () => {
    expect(check.code(' 123456 ')).toBeNull();
    expect(check.code('12345')).toBe('auth.invalid.code');
    expect(check.code('12345a')).toBe('auth.invalid.code');
  });

  it('problems keeps only what is wrong', () => {
    expect(check.problems({ a: null, b: 'auth.invalid.code' })).toEqual({ b: 'auth.invalid.code' });
  });
});
