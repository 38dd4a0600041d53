import { describe, expect, it } from 'vitest';
import {
  CACHE_KEYS, DEFAULT_PREFERENCES, DEFAULT_TRADING_PREFERENCES, GLOBAL_KEYS, type Preferences,
  displayCurrencyOf, isPreferenceKey, preferenceWrites, readPreferences, readTradingPreferences,
} from './preferences';

const source = (entries: Record<string, string> = {}) => ({ get: (key: string) => entries[key] ?? null });

describe('preferences', () => {
  it('defaults to the decided reading', () => {
    expect(readPreferences(null, source())).toEqual({
      language: 'en', unit: null, showAsset: true, theme: 'white', layout: 'right', valuationUnit: 1, login: false,
    });
    expect(displayCurrencyOf(DEFAULT_PREFERENCES)).toBe('USD');
  });

  it('takes the display currency from the language until the user picks one', () => {
    expect(displayCurrencyOf({ ...DEFAULT_PREFERENCES, language: 'ja' })).toBe('JPY');
    expect(displayCurrencyOf({ ...DEFAULT_PREFERENCES, language: 'ja', unit: 'EUR' })).toBe('EUR');
  });

  it('round-trips through the cookie and through local storage alone', () => {
    const p: Preferences = { language: 'ar', unit: 'AED', showAsset: false, theme: 'black', layout: 'left', valuationUnit: 1, login: true };
    const writes = preferenceWrites(p);
    const stored = Object.fromEntries(writes.entries.filter(([, v]) => v !== null)) as Record<string, string>;
    expect(readPreferences(writes.cookieValue, source())).toEqual(p);
    expect(readPreferences(null, source(stored))).toEqual(p);
    expect(stored[GLOBAL_KEYS.dir]).toBe('"rtl"');
    expect(stored[CACHE_KEYS.global_theme]).toBe('"black"');
  });

  it.each([
    ['a broken cookie', '{"language":"de"', {}],
    ['a cookie that is not an object', '[1,2,3]', {}],
    ['an unknown theme', JSON.stringify({ theme: 'purple' }), { theme: 'neon' }],
    ['JSON garbage', null, { locale: '{{{', theme: 'null', layout: '"diagonal"', showAsset: '"maybe"', unit: '42', valuationUnit: '1e309' }],
    ['a huge value', 'x'.repeat(100_000), { locale: `"${'e'.repeat(1_000_000)}"` }],
    ['prototype keys', JSON.stringify({ __proto__: { theme: 'black' }, constructor: 'x' }), { __proto__: 'x' }],
  ])('falls back to the defaults on %s', (_name, cookie, stored) => {
    expect(readPreferences(cookie, source(stored as Record<string, string>))).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps every good field when another is broken', () => {
    const cookie = JSON.stringify({ language: 'fr', theme: 'violet', layout: 'center' });
    expect(readPreferences(cookie, source({ theme: '"black"' }))).toMatchObject({ language: 'fr', theme: 'black', layout: 'center' });
  });

  it('prefers the cookie, then the global keys, then the cache', () => {
    expect(readPreferences(JSON.stringify({ theme: 'black' }), source({ theme: '"white"' })).theme).toBe('black');
    expect(readPreferences(null, source({ theme: '"black"', global_theme: '"white"' })).theme).toBe('black');
    expect(readPreferences(null, source({ global_theme: '"black"' })).theme).toBe('black');
    expect(readPreferences(null, source({ locale: 'de' })).language).toBe('de');
  });

  it('knows which keys are preferences', () => {
    expect(isPreferenceKey('theme')).toBe(true);
    expect(isPreferenceKey('kline_interval')).toBe(true);
    expect(isPreferenceKey('unrelated')).toBe(false);
  });
});

describe('the local preference cache', () => {
  it('has the defaults of section 3', () => {
    expect(readTradingPreferences(source())).toEqual(DEFAULT_TRADING_PREFERENCES);
    expect(DEFAULT_TRADING_PREFERENCES).toMatchObject({
      change_mode_without_dialog: false, kline_interval: '1', SKIP_GUIDE: false, not_reverse_tip: false, not_tpsl_tip: false,
      not_pre_tpsl_tip: false, not_order_confirm_tip: false, position_filter_margin: 'all', base_trade_unit: 0, position_kline_mark: true,
      entrust_kline_mark: true, plan_kline_mark: true, move_kline_mark_tip: true, top_download_visible: true,
    });
  });

  it('reads good values and refuses bad ones one by one', () => {
    const read = readTradingPreferences(source({ base_trade_unit: '2', kline_interval: '"15"', SKIP_GUIDE: 'true', position_filter_margin: '"everything"', not_tpsl_tip: '1' }));
    expect(read).toMatchObject({ base_trade_unit: 2, kline_interval: '15', SKIP_GUIDE: true, position_filter_margin: 'all', not_tpsl_tip: false });
  });

  it('shows the candles unless the depth view was stored, whatever else is there', () => {
    expect(readTradingPreferences(source()).chart_view).toBe('candles');
    expect(readTradingPreferences(source({ chart_view: '"depth"' })).chart_view).toBe('depth');
    for (const corrupt of ['"Depth"', '""', '{', '1', 'null']) expect(readTradingPreferences(source({ chart_view: corrupt })).chart_view).toBe('candles');
    expect(isPreferenceKey('chart_view')).toBe(true);
  });
});
