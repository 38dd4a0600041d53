import { describe, expect, it } from 'vitest';
import { apiPath, isApiPath } from './apiPath';

describe('apiPath', () => {
  it.each([
    ['user/overview/userinfo', '/v1/user/overview/userinfo'],
    ['/user/overview/userinfo', '/v1/user/overview/userinfo'],
    ['v1/user/overview/userinfo', '/v1/user/overview/userinfo'],
    ['/v1/user/overview/userinfo', '/v1/user/overview/userinfo'],
    ['  /v1/mix/public/usdtRate ', '/v1/mix/public/usdtRate'],
    ['v1x/thing', '/v1/v1x/thing'],
    ['btapi/common/logout', '/btapi/common/logout'],
    ['/btapi/common/logout', '/btapi/common/logout'],
  ])('%s -> %s', (name, path) => expect(apiPath(name)).toBe(path));

  it('knows the API paths', () => {
    expect(isApiPath('/v1/user/x')).toBe(true);
    expect(isApiPath('/btapi/common/logout')).toBe(true);
    expect(isApiPath('/spot/BTCUSDT')).toBe(false);
  });
});
