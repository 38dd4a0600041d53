// Opens a provider's consent page in this window (docs/decisions.md, Third-party sign-in: a popup
// from a home-screen app opens in another browser and never comes back). The state and nonce wait
// in this tab's sessionStorage for the return; neither is a secret, and the return removes them.
import { authorizeUrl, readStarted, type StartedSignIn } from '../../core/thirdParty/redirect';
import type { RedirectProvider } from '../../core/thirdParty/thirdParty';

const KEY = 'openex-third-started';

const token = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export function startRedirect(provider: RedirectProvider, redirect: string): void {
  const started: StartedSignIn = { provider, state: token(), nonce: token(), redirect };
  sessionStorage.setItem(KEY, JSON.stringify(started));
  window.location.assign(authorizeUrl(started));
}

/** What this tab started, removed as it is read: a return is used once. */
export function takeStarted(): StartedSignIn | null {
  const started = readStarted(sessionStorage.getItem(KEY));
  sessionStorage.removeItem(KEY);
  return started;
}
