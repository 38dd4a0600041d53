import { describe, expect, it } from 'vitest';
import { buildSignedData, signingFieldsText } from './signedData';

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
});
