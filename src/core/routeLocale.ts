import { type Locale } from './languages';

// The 26 route locales of section 2, each a language of the table.
export const ROUTE_LOCALES = [
  'bg', 'en', 'asia', 'en-GB', 'ja', 'vi', 'ru', 'es', 'tr', 'it', 'fr', 'de', 'zh-CN', 'zh-TW', 'zh-TC',
  'pt', 'id', 'th', 'pl', 'uk', 'pt-PT', 'es-ES', 'uz', 'ar', 'ph', 'es-AR',
] as const;
export type RouteLocale = (typeof ROUTE_LOCALES)[number];

const routeLocales = new Set<string>(ROUTE_LOCALES);

export function isRouteLocale(segment: string): segment is RouteLocale {
  return routeLocales.has(segment);
}

/** The route locale for a language, when the language has one. */
export function routeLocaleOf(locale: Locale): RouteLocale | null {
  return isRouteLocale(locale) ? locale : null;
}

export interface SplitPath {
  readonly routeLocale: RouteLocale | null;
  /** The path without the locale segment; always starts with '/'. */
  readonly rest: string;
}

/** Splits an optional leading route-locale segment off a pathname. Matching is exact and case-sensitive. */
export function splitRouteLocale(pathname: string): SplitPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  if (!isRouteLocale(first)) return { routeLocale: null, rest: path };
  const rest = end === -1 ? '/' : path.slice(end);
  return { routeLocale: first, rest };
}

export function withRouteLocale(routeLocale: RouteLocale | null, rest: string): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (!routeLocale) return path;
  return path === '/' ? `/${routeLocale}` : `/${routeLocale}${path}`;
}
