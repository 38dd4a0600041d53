import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/account/setting', '/account/setting'],
    ['/spot/ETHUSDT?x=1#book', '/spot/ETHUSDT?x=1#book'],
    ['/ar/account/setting', '/account/setting'],
    ['/futures/usdt/BTCUSDT', '/futures/usdt/BTCUSDT'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    null, '', 'account/setting', '//evil.example/x', '/\\evil.example', '/\t/evil.example', 'https://evil.example/',
    'javascript:alert(1)', '/\u0000x', '/login', '/register', '/fr/login',
    '/%5Cevil.com', '/%5cevil.com', '/%2F/evil.com', '/%2f%2fevil.com', '/%252F/evil.com', '/..//evil.com', '/%zz', '/x\u0000', '/%0d%0aSet-Cookie',
  ])('refuses %j and goes to the spot page', (raw) => {
    expect(safeRedirect(raw)).toBe('/spot/BTCUSDT');
  });

});

describe('loginHref', () => {
  it('comes back to the page it was opened from', () => {
    expect(loginHref('/account/setting')).toBe('/login?redirect=%2Faccount%2Fsetting');
    expect(loginHref('/spot/BTCUSDT', '/register')).toBe('/register?redirect=%2Fspot%2FBTCUSDT');
  });

  it('does not come back to the login screen itself', () => {
    expect(loginHref('/login')).toBe('/login');
  });
});
