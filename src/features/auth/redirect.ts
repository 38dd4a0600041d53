// Where a sign-in returns to: the `?redirect=` the caller gave, when it is a path of this app on
// this site, and the spot page otherwise. Anything that could leave the site (another origin,
// `//host`, `/\host`, a scheme, control characters, slashes encoded to become `//host` once
// decoded) is refused rather than repaired: the safe-URL rule decides (src/core/safeUrl.ts).
import { judgeUrl, makeSafeUrlPolicy } from '../../core/safeUrl';
import { DEFAULT_SPOT_PATH } from '../../core/simulation';
import { splitRouteLocale } from '../../core/routeLocale';

const AUTH_PATHS = ['/login', '/login/agency', '/register'];
// Only paths of this page are wanted, so no origin needs to be known.
const PATHS_ONLY = makeSafeUrlPolicy(null);

export function safeRedirect(raw: string | null | undefined, fallback: string = DEFAULT_SPOT_PATH): string {
  if (!raw || !raw.startsWith('/')) return fallback;
  const verdict = judgeUrl(raw, PATHS_ONLY);
  // A path as written, nothing trimmed: an address with blanks at its ends is not one the app wrote.
  if (!verdict.allowed || verdict.kind !== 'path' || verdict.url !== raw) return fallback;
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
