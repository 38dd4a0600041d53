// Where a sign-in returns to: the `?redirect=` the caller gave, when it is a path of this app on
// this site, and the spot page otherwise. Anything that could leave the site (another origin,
// `//host`, `/\host`, a scheme, control characters) is refused rather than repaired.
import { DEFAULT_SPOT_PATH } from '../../core/simulation';
import { splitRouteLocale } from '../../core/routeLocale';

const AUTH_PATHS = ['/login', '/register'];

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeRedirect(raw: string | null | undefined, fallback: string = DEFAULT_SPOT_PATH): string {
  if (!raw) return fallback;
  // Browsers drop tabs and newlines inside URLs and treat '\' as '/': '/\t/evil' and '/\evil' are '//evil'.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'https://same.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://same.invalid') return fallback;
  // Links inside the app are written without the route locale; the router adds the current one.
  const { rest } = splitRouteLocale(url.pathname);
  if (AUTH_PATHS.includes(rest)) return fallback;
  return `${rest}${url.search}${url.hash}`;
}

/** The sign-in address that brings the user back to `path` afterwards. */
export function loginHref(path: string, base: '/login' | '/register' = '/login'): string {
  const back = safeRedirect(path, '');
  return back ? `${base}?redirect=${encodeURIComponent(back)}` : base;
}
