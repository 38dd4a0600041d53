// The page side of the safe-URL rule (src/core/safeUrl.ts): every href, src and window.open the
// app makes from an address it did not write itself goes through here. A refused address is
// logged with the specification's message and never reaches the DOM.
import { type AllowedUrl, type SafeUrlPolicy, type SafeUrlRefusal, type UrlUse, judgeUrl, leavesPageOrigin, makeSafeUrlPolicy, refusalMessage } from '../core/safeUrl';

let extraOrigins: readonly string[] = [];

/** Origins that belong to the product besides the page's own: its www/apex twin, its image domains. */
export function registerProductOrigins(origins: readonly string[]): void {
  extraOrigins = [...new Set([...extraOrigins, ...origins])];
}

export function productUrlPolicy(): SafeUrlPolicy {
  return makeSafeUrlPolicy(window.location.origin, { extraOrigins });
}

export function warnRefusedUrl(use: UrlUse, url: unknown, reason: SafeUrlRefusal): void {
  console.warn(refusalMessage(use), { url, reason });
}

/** The verdict for an address, warning when it is refused. */
export function checkUrl(url: unknown, use: UrlUse, policy: SafeUrlPolicy = productUrlPolicy()): AllowedUrl | null {
  const verdict = judgeUrl(url, policy);
  if (verdict.allowed) return verdict;
  warnRefusedUrl(use, url, verdict.reason);
  return null;
}

/** The address to put in an href, or undefined (no href at all) when it is refused. */
export function safeHref(url: unknown): string | undefined {
  return checkUrl(url, 'href')?.url;
}

/** The address to put in a src, or undefined when it is refused. */
export function safeSrc(url: unknown): string | undefined {
  return checkUrl(url, 'src')?.url;
}

/**
 * window.open for an address that passes the rule; a popup that leaves the page's origin gets
 * noopener and noreferrer, so it can neither reach back into this page nor learn its address.
 * Returns null when refused, and also for noopener popups (browsers hand back no handle for them).
 */
export function safeOpen(url: unknown, target = '_blank'): Window | null {
  const policy = productUrlPolicy();
  const verdict = checkUrl(url, 'open', policy);
  if (!verdict) return null;
  return window.open(verdict.url, target, leavesPageOrigin(verdict, policy) ? 'noopener,noreferrer' : '');
}
