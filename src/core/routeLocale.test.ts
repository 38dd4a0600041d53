import { describe, expect, it } from 'vitest';
import { isLocale } from './languages';
import { ROUTE_LOCALES, routeLocaleOf, splitRouteLocale, withRouteLocale } from './routeLocale';

describe('route locales', () => {
  it('are the 26 of section 2, each a language of the table (bg since issue 17)', () => {
    expect(ROUTE_LOCALES).toHaveLength(26);
    expect(ROUTE_LOCALES.filter((l) => !isLocale(l))).toEqual([]);
    expect(routeLocaleOf('bg')).toBe('bg');
  });

  it.each([
    ['/ar/spot/BTCUSDT', 'ar', '/spot/BTCUSDT'],
    ['/zh-CN', 'zh-CN', '/'],
    ['/zh-CN/', 'zh-CN', '/'],
    ['/spot/BTCUSDT', null, '/spot/BTCUSDT'],
    ['/', null, '/'],
    ['/AR/spot', null, '/AR/spot'],
    ['/nl/spot', null, '/nl/spot'],
    ['/en-GB/futures/usdt/BTCUSDT', 'en-GB', '/futures/usdt/BTCUSDT'],
    ['/español/spot', null, '/español/spot'],
  ])('splits %s', (path, locale, rest) => {
    expect(splitRouteLocale(path)).toEqual({ routeLocale: locale, rest });
  });

  it('joins a locale and a path back', () => {
    expect(withRouteLocale('ja', '/spot/BTCUSDT')).toBe('/ja/spot/BTCUSDT');
    expect(withRouteLocale('ja', '/')).toBe('/ja');
    expect(withRouteLocale(null, 'spot')).toBe('/spot');
  });

  it('has no route locale for languages without one', () => {
    expect(routeLocaleOf('nl')).toBeNull();
    expect(routeLocaleOf('de')).toBe('de');
  });
});
