// The page side of the safe-URL rule (src/core/safeUrl.ts): every address the app did not write
// itself goes through here before it reaches the DOM (image sources here, article links through
// the sanitiser). A refused address is logged with the specification's message.
import { type AllowedUrl, type SafeUrlPolicy, type SafeUrlRefusal, type UrlUse, judgeUrl, makeSafeUrlPolicy, refusalMessage } from '../core/safeUrl';

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
function checkUrl(url: unknown, use: UrlUse, policy: SafeUrlPolicy = productUrlPolicy()): AllowedUrl | null {
  const verdict = judgeUrl(url, policy);
  if (verdict.allowed) return verdict;
  warnRefusedUrl(use, url, verdict.reason);
  return null;
}

/** The address to put in a src, or undefined when it is refused. */
export function safeSrc(url: unknown): string | undefined {
  return checkUrl(url, 'src')?.url;
}
