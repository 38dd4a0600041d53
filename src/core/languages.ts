// The language table of specification section 3. Ids are the union of both readings; where both
// give an id they agree. zh-TC is an alias of zh-TW on the wire (id 5) and is hidden from the menu.
// bg (a route locale of section 2) has no id in either reading, so it sends English's 0 and tells
// itself apart by its locale code (docs/decisions.md).

export const DISPLAY_CURRENCIES = ['USD', 'JPY', 'VND', 'RUB', 'EUR', 'CNY', 'TWD', 'IDR', 'THB', 'UAH', 'SEK', 'UZS', 'AED', 'PHP'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const LOCALES = [
  'en', 'zh-CN', 'ja', 'asia', 'vi', 'zh-TW', 'zh-TC', 'ru', 'es', 'tr', 'it', 'fr', 'de', 'pt', 'id',
  'th', 'nl', 'en-PH', 'en-IN', 'en-ZA', 'pl', 'uk', 'sv', 'es-ES', 'pt-PT', 'uz', 'ar', 'ph', 'en-GB', 'es-AR', 'bg',
] as const;
export type Locale = (typeof LOCALES)[number];

export interface LanguageEntry {
  readonly locale: Locale;
  readonly languageKey: string;
  /** The language's name in itself, as a speaker would look for it in a menu. */
  readonly languageName: string;
  readonly languageType: number;
  readonly coinType: DisplayCurrency;
  readonly hide?: true;
  /** BCP 47 tag for `<html lang>` and Intl. */
  readonly bcp47: string;
  readonly dir: 'ltr' | 'rtl';
}

const entry = (
  locale: Locale, languageKey: string, languageName: string, languageType: number,
  coinType: DisplayCurrency, bcp47: string, extra: { hide?: true; dir?: 'rtl' } = {},
): LanguageEntry => ({ locale, languageKey, languageName, languageType, coinType, bcp47, dir: extra.dir ?? 'ltr', ...(extra.hide ? { hide: true as const } : {}) });

export const LANGUAGES: readonly LanguageEntry[] = [
  entry('en', 'en_US', 'English', 0, 'USD', 'en'),
  entry('zh-CN', 'zh_CN', '简体中文', 1, 'CNY', 'zh-CN'),
  entry('ja', 'ja_JP', '日本語', 2, 'JPY', 'ja'),
  entry('asia', 'en_AS', 'English (Asia)', 3, 'USD', 'en'),
  entry('vi', 'vi_VN', 'Tiếng Việt', 4, 'VND', 'vi'),
  entry('zh-TW', 'zh_TW', '繁體中文', 5, 'TWD', 'zh-TW'),
  entry('zh-TC', 'zh_TC', '繁體中文（香港）', 5, 'TWD', 'zh-HK', { hide: true }),
  entry('ru', 'ru_RU', 'Русский', 6, 'RUB', 'ru'),
  entry('es', 'es_LA', 'Español (Latinoamérica)', 7, 'USD', 'es-419'),
  entry('tr', 'tr_TR', 'Türkçe', 8, 'USD', 'tr'),
  entry('it', 'it_IT', 'Italiano', 9, 'EUR', 'it'),
  entry('fr', 'fr_FR', 'Français', 10, 'EUR', 'fr'),
  entry('de', 'de_DE', 'Deutsch', 11, 'EUR', 'de'),
  entry('pt', 'pt_BR', 'Português (Brasil)', 12, 'USD', 'pt-BR'),
  entry('id', 'id_ID', 'Bahasa Indonesia', 13, 'IDR', 'id'),
  entry('th', 'th_TH', 'ไทย', 14, 'THB', 'th'),
  entry('nl', 'nl_NL', 'Nederlands', 16, 'EUR', 'nl'),
  entry('en-PH', 'en_PH', 'English (Philippines)', 17, 'PHP', 'en-PH'),
  entry('en-IN', 'en_IN', 'English (India)', 18, 'USD', 'en-IN'),
  entry('en-ZA', 'en_ZA', 'English (South Africa)', 19, 'USD', 'en-ZA'),
  entry('pl', 'pl_PL', 'Polski', 20, 'USD', 'pl'),
  entry('uk', 'uk_UA', 'Українська', 21, 'UAH', 'uk'),
  entry('sv', 'sv_SE', 'Svenska', 22, 'SEK', 'sv'),
  entry('es-ES', 'es_ES', 'Español (España)', 23, 'EUR', 'es-ES'),
  entry('pt-PT', 'pt_PT', 'Português (Portugal)', 24, 'EUR', 'pt-PT'),
  entry('uz', 'uz_UZ', 'Oʻzbekcha', 25, 'UZS', 'uz'),
  entry('ar', 'ar_AE', 'العربية', 39, 'AED', 'ar', { dir: 'rtl' }),
  entry('ph', 'fil_PH', 'Filipino', 40, 'PHP', 'fil'),
  entry('en-GB', 'en_GB', 'English (UK)', 41, 'USD', 'en-GB'),
  entry('es-AR', 'es_AR', 'Español (Argentina)', 42, 'USD', 'es-AR'),
  entry('bg', 'bg_BG', 'Български', 0, 'EUR', 'bg'),
];

const byLocale = new Map<string, LanguageEntry>(LANGUAGES.map((l) => [l.locale, l]));

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && byLocale.has(value);
}

export function languageOf(locale: Locale): LanguageEntry {
  // Every Locale is in the table; the fallback only satisfies the index type.
  return byLocale.get(locale) ?? LANGUAGES[0]!;
}

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/** Symbols the specification names; other currencies use Intl's own. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  CNY: '¥', USD: '$', KRW: '₩', JPY: '¥', VND: '₫', TWD: 'NT$', RUB: '₽', EUR: '€', TRY: '₺',
};

/**
 * The language a request's `languageType` names. Several entries may share one id (zh-TC is
 * zh-TW's alias on the wire); then the app's `locale` code picks among them, else the first.
 * Null for an id the table does not have.
 */
export function languageOfType(languageType: unknown, locale?: unknown): LanguageEntry | null {
  const id = typeof languageType === 'number' ? languageType : typeof languageType === 'string' && /^\d{1,3}$/.test(languageType) ? Number(languageType) : NaN;
  const named = LANGUAGES.filter((l) => l.languageType === id);
  return named.find((l) => l.locale === locale) ?? named[0] ?? null;
}
