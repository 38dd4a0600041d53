// The Intl formatters messages and screens share, made once per language and options: building
// one costs far more than using it, and a screen formats the same way many times a second.
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => once('number', locale, options, () => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) => once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
export const pluralRules = (locale: string, type: Intl.PluralRuleType) => once('plural', locale, { type }, () => new Intl.PluralRules(locale, { type }));
export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) => once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
