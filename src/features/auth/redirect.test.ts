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
  ])('refuses %j and goes to the spot page', (raw) => {
    expect(safeRedirect(raw)).toBe('/spot/BTCUSDT');
  });

  it('keeps an encoded newline encoded: it stays a path on this site', () => {
    expect(safeRedirect('/%0d%0aSet-Cookie')).toBe('/%0d%0aSet-Cookie');
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
