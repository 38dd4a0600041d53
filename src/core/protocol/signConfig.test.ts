import { describe, expect, it } from 'vitest';
import { parseSignConfig, parseSignMode, signRuleFor } from './signConfig';

const config = {
  clientOpen: true,
  exactUrls: ['/v1/user/login'],
  prefixUrls: ['/v1/user/', '/v1/user/overview/'],
  signModes: { '/v1/user/login': 2 as const, '/v1/user/overview/': 1 as const },
};

describe('sign rule', () => {
  it('prefers an exact entry, then the longest prefix, and defaults to mode 0', () => {
    expect(signRuleFor(config, '/v1/user/login?x=1')).toEqual({ entry: '/v1/user/login', mode: 2 });
    expect(signRuleFor(config, '/v1/user/overview/userinfo')).toEqual({ entry: '/v1/user/overview/', mode: 1 });
    expect(signRuleFor(config, 'v1/user/other')).toEqual({ entry: '/v1/user/', mode: 0 });
    expect(signRuleFor(config, '/v1/mix/public/usdtRate')).toBeNull();
  });

  it('signs nothing when the client is not open', () => {
    expect(signRuleFor({ ...config, clientOpen: false }, '/v1/user/login')).toBeNull();
  });

  it('parses only the three modes', () => {
    expect([parseSignMode('0'), parseSignMode('2'), parseSignMode('3'), parseSignMode(undefined)]).toEqual([0, 2, null, null]);
  });
});

describe('parseSignConfig', () => {
  const good = {
    clientOpen: true, serverPublicKey: 'AAA', serverPublicKeySign: 'BBB', defaultAlgorithm: 'rsa2048',
    exactUrls: ['/v1/user/login'], prefixUrls: ['/v1/user/overview/'], signModes: { '/v1/user/login': 2 }, userCheckDeviceUrl: [],
  };
  it('keeps a config of the right shape', () => {
    expect(parseSignConfig(good)).toEqual(good);
  });
  it('falls back to rsa1024 for an unknown algorithm', () => {
    expect(parseSignConfig({ ...good, defaultAlgorithm: 'rsa4096' })?.defaultAlgorithm).toBe('rsa1024');
  });
  it.each([null, 'x', [], { ...good, clientOpen: 'yes' }, { ...good, exactUrls: [1] }, { ...good, signModes: { a: 3 } }, { ...good, serverPublicKey: undefined }])('refuses %j', (raw) => {
    expect(parseSignConfig(raw)).toBeNull();
  });
});
