// Preferences of section 3: the preference cookie, the global local-storage keys and the local
// preference cache. The two readings of the cookie's defaults are settled in docs/decisions.md.
import { DAY_SECONDS } from './cookies';
import { DEFAULT_LOCALE, type DisplayCurrency, type Locale, isDisplayCurrency, isLocale, languageOf } from './languages';
import { booleanCodec, type Codec, firstDecoded, integerCodec, oneOfCodec, parseStored, textCodec } from './storedValue';
import { THEMES, type Theme } from './theme';

export const LAYOUTS = ['left', 'center', 'right'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface Preferences {
  readonly language: Locale;
  /** The display currency the user chose; null follows the language's coinType. */
  readonly unit: DisplayCurrency | null;
  readonly showAsset: boolean;
  readonly theme: Theme;
  readonly layout: Layout;
  readonly valuationUnit: number;
  readonly login: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LOCALE,
  unit: null,
  showAsset: true,
  theme: 'white',
  layout: 'right',
  valuationUnit: 1,
  login: false,
};

export function displayCurrencyOf(preferences: Preferences): DisplayCurrency {
  return preferences.unit ?? languageOf(preferences.language).coinType;
}

export const PREFERENCE_COOKIE = 'exchange_pref';
export const PREFERENCE_COOKIE_MAX_AGE = 365 * DAY_SECONDS;

/** The global local-storage keys of section 3. */
export const GLOBAL_KEYS = {
  locale: 'locale',
  theme: 'theme',
  layout: 'layout',
  unit: 'unit',
  showAsset: 'showAsset',
  valuationUnit: 'valuationUnit',
  login: 'login',
  dir: 'dir',
  terminalCode: 'terminalCode',
} as const;

const localeCodec: Codec<Locale> = { decode: (raw) => (isLocale(raw) ? raw : undefined) };
const unitCodec: Codec<DisplayCurrency> = { decode: (raw) => (isDisplayCurrency(raw) ? raw : undefined) };
const themeCodec = oneOfCodec(THEMES);
const layoutCodec = oneOfCodec(LAYOUTS);
const valuationUnitCodec = integerCodec(0, 99);

/** Reads storage by key; the page passes localStorage, tests pass a Map. */
export interface KeyValueSource {
  get(key: string): string | null;
}

function cookieFields(cookieValue: string | null): Record<string, unknown> {
  const parsed = parseStored(cookieValue);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** Every field falls back on its own: one broken value never costs the others. */
export function readPreferences(cookieValue: string | null, storage: KeyValueSource): Preferences {
  const cookie = cookieFields(cookieValue);
  const stored = (key: string) => parseStored(storage.get(key));
  const d = DEFAULT_PREFERENCES;
  const unitSources = [cookie.unit, stored(GLOBAL_KEYS.unit), stored(CACHE_KEYS.fiatName)];
  return {
    language: firstDecoded(localeCodec, d.language, cookie.language, stored(GLOBAL_KEYS.locale), stored(CACHE_KEYS.global_locale)),
    unit: unitSources.map((s) => unitCodec.decode(s)).find((u) => u !== undefined) ?? null,
    showAsset: firstDecoded(booleanCodec, d.showAsset, cookie.showAsset, stored(GLOBAL_KEYS.showAsset)),
    theme: firstDecoded(themeCodec, d.theme, cookie.theme, stored(GLOBAL_KEYS.theme), stored(CACHE_KEYS.global_theme)),
    layout: firstDecoded(layoutCodec, d.layout, cookie.layout, stored(GLOBAL_KEYS.layout), stored(CACHE_KEYS.global_layout)),
    valuationUnit: firstDecoded(valuationUnitCodec, d.valuationUnit, cookie.valuationUnit, stored(GLOBAL_KEYS.valuationUnit)),
    login: firstDecoded(booleanCodec, d.login, cookie.login, stored(GLOBAL_KEYS.login)),
  };
}

export interface PreferenceWrites {
  readonly cookieValue: string;
  /** Keys to set; a null value means the key is removed. */
  readonly entries: ReadonlyArray<readonly [string, string | null]>;
}

/** Everything that must be written so that every reader of section 3 sees the same preferences. */
export function preferenceWrites(p: Preferences): PreferenceWrites {
  const unit = p.unit === null ? null : JSON.stringify(p.unit);
  return {
    cookieValue: JSON.stringify(p),
    entries: [
      [GLOBAL_KEYS.locale, JSON.stringify(p.language)],
      [GLOBAL_KEYS.theme, JSON.stringify(p.theme)],
      [GLOBAL_KEYS.layout, JSON.stringify(p.layout)],
      [GLOBAL_KEYS.unit, unit],
      [GLOBAL_KEYS.showAsset, JSON.stringify(p.showAsset)],
      [GLOBAL_KEYS.valuationUnit, JSON.stringify(p.valuationUnit)],
      [GLOBAL_KEYS.login, JSON.stringify(p.login)],
      [GLOBAL_KEYS.dir, JSON.stringify(languageOf(p.language).dir)],
      [CACHE_KEYS.global_locale, JSON.stringify(p.language)],
      [CACHE_KEYS.global_theme, JSON.stringify(p.theme)],
      [CACHE_KEYS.global_layout, JSON.stringify(p.layout)],
      [CACHE_KEYS.fiatName, unit],
    ],
  };
}

/** Keys whose change in another tab means the preferences must be read again. */
export function isPreferenceKey(key: string | null): boolean {
  return key === null || PREFERENCE_KEY_SET.has(key);
}

// --- The local preference cache (section 3), keys as the specification spells them.

export const KLINE_INTERVALS = ['1', '5', '15', '30', '60', '240', '1D', '1W'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];
export const POSITION_FILTERS = ['all', 'crossed', 'isolated'] as const;
/** 0 base symbol, 1 margin symbol, 2 priced symbol. */
export const BASE_TRADE_UNITS = [0, 1, 2] as const;
export const CHART_VIEWS = ['candles', 'depth'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

export const CACHE_KEYS = {
  change_mode_without_dialog: 'change_mode_without_dialog',
  global_locale: 'global_locale',
  global_theme: 'global_theme',
  global_app_version: 'global_app_version',
  global_layout: 'global_layout',
  terminal_code: 'terminal_code',
  kline_interval: 'kline_interval',
  SKIP_GUIDE: 'SKIP_GUIDE',
  not_reverse_tip: 'not_reverse_tip',
  not_tpsl_tip: 'not_tpsl_tip',
  not_pre_tpsl_tip: 'not_pre_tpsl_tip',
  not_order_confirm_tip: 'not_order_confirm_tip',
  position_filter_margin: 'position_filter_margin',
  base_trade_unit: 'base_trade_unit',
  position_kline_mark: 'position_kline_mark',
  entrust_kline_mark: 'entrust_kline_mark',
  plan_kline_mark: 'plan_kline_mark',
  move_kline_mark_tip: 'move_kline_mark_tip',
  top_download_visible: 'top_download_visible',
  global_user_id: 'global_user_id',
  fiatName: 'fiatName',
  chart_view: 'chart_view',
} as const;

/** The trading-screen entries of the cache; the others mirror Preferences or identify the device. */
export interface TradingPreferences {
  readonly change_mode_without_dialog: boolean;
  readonly kline_interval: KlineInterval;
  readonly SKIP_GUIDE: boolean;
  readonly not_reverse_tip: boolean;
  readonly not_tpsl_tip: boolean;
  readonly not_pre_tpsl_tip: boolean;
  /** Ours, beside the specification's not_*_tip keys: true skips the order confirmation (docs/decisions.md). */
  readonly not_order_confirm_tip: boolean;
  readonly position_filter_margin: (typeof POSITION_FILTERS)[number];
  readonly base_trade_unit: (typeof BASE_TRADE_UNITS)[number];
  readonly position_kline_mark: boolean;
  readonly entrust_kline_mark: boolean;
  readonly plan_kline_mark: boolean;
  readonly move_kline_mark_tip: boolean;
  readonly top_download_visible: boolean;
  /** Ours, beside kline_interval: the trading chart shows candles or the book's depth (docs/decisions.md). */
  readonly chart_view: ChartView;
}

export const DEFAULT_TRADING_PREFERENCES: TradingPreferences = {
  change_mode_without_dialog: false,
  kline_interval: '1',
  SKIP_GUIDE: false,
  not_reverse_tip: false,
  not_tpsl_tip: false,
  not_pre_tpsl_tip: false,
  not_order_confirm_tip: false,
  position_filter_margin: 'all',
  base_trade_unit: 0,
  position_kline_mark: true,
  entrust_kline_mark: true,
  plan_kline_mark: true,
  move_kline_mark_tip: true,
  top_download_visible: true,
  chart_view: 'candles',
};

const tradingCodecs: { readonly [K in keyof TradingPreferences]: Codec<TradingPreferences[K]> } = {
  change_mode_without_dialog: booleanCodec,
  kline_interval: oneOfCodec(KLINE_INTERVALS),
  SKIP_GUIDE: booleanCodec,
  not_reverse_tip: booleanCodec,
  not_tpsl_tip: booleanCodec,
  not_pre_tpsl_tip: booleanCodec,
  not_order_confirm_tip: booleanCodec,
  position_filter_margin: oneOfCodec(POSITION_FILTERS),
  base_trade_unit: oneOfCodec(BASE_TRADE_UNITS),
  position_kline_mark: booleanCodec,
  entrust_kline_mark: booleanCodec,
  plan_kline_mark: booleanCodec,
  move_kline_mark_tip: booleanCodec,
  top_download_visible: booleanCodec,
  chart_view: oneOfCodec(CHART_VIEWS),
};

const TRADING_KEYS = Object.keys(DEFAULT_TRADING_PREFERENCES) as Array<keyof TradingPreferences>;

export function readTradingPreferences(storage: KeyValueSource): TradingPreferences {
  const read = <K extends keyof TradingPreferences>(key: K): TradingPreferences[K] =>
    firstDecoded(tradingCodecs[key], DEFAULT_TRADING_PREFERENCES[key], parseStored(storage.get(key)));
  return Object.fromEntries(TRADING_KEYS.map((key) => [key, read(key)])) as unknown as TradingPreferences;
}

export function tradingPreferenceWrites(p: TradingPreferences): ReadonlyArray<readonly [string, string]> {
  return TRADING_KEYS.map((key) => [key, JSON.stringify(p[key])] as const);
}

/** Device identity: 32 lowercase hex characters, made once per browser. */
export const terminalCodeCodec = textCodec(64, /^[0-9a-f]{16,64}$/);

const PREFERENCE_KEY_SET = new Set<string>([...Object.values(GLOBAL_KEYS), ...Object.values(CACHE_KEYS)]);
