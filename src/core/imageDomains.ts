// Image-domain failover (section 9): which candidate domain serves an image, and which requests
// are image requests at all. The service worker applies it; the page uses the same rule for its
// addresses, so both agree on what an image address looks like.
import { normalizeOrigin } from './safeUrl';

/** Images live under this path on every image domain; nothing else on a domain is rewritten. */
export const IMAGE_PATH_PREFIX = '/images/';
/** The small image timed on each candidate. */
export const PROBE_PATH = '/images/probe.svg';
/** A probe slower than this counts as a failure. */
export const PROBE_TIMEOUT_MS = 2_000;
/** An image that has not answered after this long is fetched from the next domain instead. */
export const IMAGE_TIMEOUT_MS = 4_000;
/** How old a ranking may grow before the worker times the candidates again in the background. */
export const REPROBE_AFTER_MS = 5 * 60_000;

/** What getDomainConfigList answers (`{imageDomains: [...]}`), as distinct origins in order; anything malformed is left out. */
export function parseDomainList(data: unknown): string[] {
  const list = (data as { imageDomains?: unknown } | null)?.imageDomains;
  if (!Array.isArray(list)) return [];
  const origins = list.map((d) => (typeof d === 'string' ? normalizeOrigin(d) : null)).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

/** The timing of one probe: milliseconds, or null when the probe failed or timed out. */
export interface ProbeResult {
  readonly domain: string;
  readonly ms: number | null;
}

/** Live domains, fastest first; ties keep the server's order. */
export function rankDomains(results: readonly ProbeResult[]): string[] {
  return results
    .map((r, order) => ({ ...r, order }))
    .filter((r): r is ProbeResult & { ms: number; order: number } => r.ms !== null)
    .sort((a, b) => a.ms - b.ms || a.order - b.order)
    .map((r) => r.domain);
}

/** What the worker knows: the candidates, the live ones by speed, and when it last timed them. */
export interface DomainState {
  readonly candidates: readonly string[];
  readonly ranking: readonly string[];
  readonly probedAt: number;
}

export const EMPTY_DOMAIN_STATE: DomainState = { candidates: [], ranking: [], probedAt: 0 };

/** The domain images go to now: the fastest live one, or the first candidate before any probe. */
export function chosenDomain(state: DomainState): string | null {
  return state.ranking[0] ?? state.candidates[0] ?? null;
}

/**
 * The order in which to try the domains for one image: live ones by speed, then the rest (a domain
 * marked dead may have come back; trying it beats showing a broken image).
 */
export function failoverOrder(state: DomainState): string[] {
  return [...new Set([...state.ranking.filter((d) => state.candidates.includes(d)), ...state.candidates])];
}

/** The ranking without a domain that just failed: the next live one becomes the choice. */
export function withoutDomain(state: DomainState, domain: string): DomainState {
  return { ...state, ranking: state.ranking.filter((d) => d !== domain) };
}

/** A new candidate list keeps the ranking of the domains it still contains, so a reload does not forget the choice. */
export function withCandidates(state: DomainState, candidates: readonly string[]): DomainState {
  return { candidates: [...candidates], ranking: state.ranking.filter((d) => candidates.includes(d)), probedAt: state.probedAt };
}

export function sameCandidates(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

export function needsProbe(state: DomainState, now: number): boolean {
  return state.candidates.length > 0 && (state.ranking.length === 0 || now - state.probedAt >= REPROBE_AFTER_MS);
}

/** The parts of a parsed address the rule reads (core has no URL class of its own). */
export interface AddressParts {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

/**
 * The rewrite rule: a GET for a path under /images/ on one of the candidate domains is an image
 * request, whichever candidate the address names (the page names the first; an article may name
 * any). Everything else, the domain list's own /v1 call included, passes untouched.
 */
export function isImageRequest(method: string, url: AddressParts, candidates: readonly string[]): boolean {
  return method === 'GET' && url.pathname.startsWith(IMAGE_PATH_PREFIX) && candidates.includes(url.origin);
}

/** The same image on another domain: path and query kept, origin replaced. */
export function onDomain(url: AddressParts, domain: string): string {
  return `${domain}${url.pathname}${url.search}`;
}

/** Failures that move an image to the next domain: a network error (status 0 here), a timeout, a 5xx. */
export function isDomainFailure(status: number): boolean {
  return status === 0 || status >= 500;
}
