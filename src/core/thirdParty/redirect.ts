// The consent-page round trip's pure parts (docs/decisions.md, Third-party sign-in): the address
// the button opens, and the reading of what comes back in the fragment, checked against what the
// page saved before it left.
import { authorizePath, isRedirectProvider, returnPath, type RedirectProvider } from './thirdParty';

/** What the page keeps (sessionStorage, this tab only) while the provider's page is open. */
export interface StartedSignIn {
  readonly provider: RedirectProvider;
  readonly state: string;
  readonly nonce: string;
  /** Where to go after signing in (the login page's ?redirect=), checked again on use. */
  readonly redirect: string;
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function authorizeUrl(started: StartedSignIn): string {
  const query = [['state', started.state], ['nonce', started.nonce], ['redirect_uri', returnPath(started.provider)]]
    .map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`).join('&');
  return `${authorizePath(started.provider)}?${query}`;
}

/** The fragment's parameters (core has no URLSearchParams: it runs in every context, the gateway's too). */
function fragmentParams(fragment: string): ReadonlyMap<string, string> {
  const params = new Map<string, string>();
  for (const pair of fragment.replace(/^#/, '').split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    try {
      params.set(decodeURIComponent(pair.slice(0, eq)), decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' ')));
    } catch {
      // A malformed escape is no parameter.
    }
  }
  return params;
}

export function readStarted(text: string | null): StartedSignIn | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { provider, state, nonce, redirect } = value as Record<string, unknown>;
    if (!isRedirectProvider(provider) || typeof state !== 'string' || !TOKEN.test(state) || typeof nonce !== 'string' || !TOKEN.test(nonce) || typeof redirect !== 'string') return null;
    return { provider, state, nonce, redirect };
  } catch {
    return null;
  }
}

export type Returned =
  | { readonly kind: 'code'; readonly code: string; readonly nonce: string; readonly redirect: string }
  | { readonly kind: 'cancelled' }
  /** No sign-in was started here, or it came back with another state: possibly forged, never used. */
  | { readonly kind: 'mismatch' };

/** What came back for `provider` in the fragment, given what this tab started. */
export function readReturn(provider: RedirectProvider, fragment: string, started: StartedSignIn | null): Returned {
  const params = fragmentParams(fragment);
  const state = params.get('state');
  if (!started || started.provider !== provider || state !== started.state) return { kind: 'mismatch' };
  if (params.get('error')) return { kind: 'cancelled' };
  const code = params.get('code');
  if (!code || !TOKEN.test(code)) return { kind: 'mismatch' };
  return { kind: 'code', code, nonce: started.nonce, redirect: started.redirect };
}
