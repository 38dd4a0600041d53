// Section 5's safe-URL rule: the one check every href, src and window.open of the app goes through,
// on the page and in the HTML sanitiser alike. It is an allow-list read by hand (core has no URL
// parser), and it refuses anything a browser might read differently from the way it is read here.

export type SafeUrlKind = 'own-origin' | 'path' | 'fragment' | 'mailto' | 'tel' | 'blob' | 'data-image' | 'app';

export type SafeUrlRefusal =
  | 'not-a-string'
  | 'empty'
  | 'control-character'
  | 'backslash'
  | 'encoded-control'
  | 'encoded-slash'
  | 'malformed-encoding'
  | 'over-encoded'
  | 'foreign-host'
  | 'unsafe-data'
  | 'not-allowed';

export type SafeUrlVerdict =
  | {
      readonly allowed: true;
      /** The address to assign: the input without the surrounding blanks a browser would drop anyway. */
      readonly url: string;
      readonly kind: SafeUrlKind;
      /** Where the address leads on the web; null for addresses that leave it (mailto, tel, app, data). */
      readonly origin: string | null;
    }
  | { readonly allowed: false; readonly reason: SafeUrlRefusal };

export type AllowedUrl = Extract<SafeUrlVerdict, { allowed: true }>;

export interface SafeUrlPolicy {
  /** The page's own origin (`https://host[:port]`), or null when it is opaque. */
  readonly pageOrigin: string | null;
  /** Every origin of the product, page origin included, in the normal form of normalizeOrigin. */
  readonly origins: readonly string[];
  /** App deep-link schemes, lower case, without the colon. */
  readonly appSchemes: readonly string[];
}

export const DEFAULT_APP_SCHEMES: readonly string[] = ['openex'];

/** The specification's messages: 'invalid href' for links, 'invalid url' for sources and popups. */
export type UrlUse = 'href' | 'src' | 'open';
export function refusalMessage(use: UrlUse): 'invalid href' | 'invalid url' {
  return use === 'href' ? 'invalid href' : 'invalid url';
}

const ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const SCHEME = /^[a-z][a-z0-9+.-]*(?=:)/;
const APP_SCHEME = /^[a-z][a-z0-9+.-]*$/;
// An app scheme may never shadow a web or script scheme.
const BUILT_IN = new Set(['http', 'https', 'javascript', 'vbscript', 'data', 'blob', 'file', 'mailto', 'tel', 'about', 'filesystem', 'ws', 'wss']);

/** `scheme://host[:port]` in lower case, or null when the text is not such an origin (no path, no user info). */
export function normalizeOrigin(origin: string): string | null {
  const lower = origin.trim().toLowerCase().replace(/\/$/, '');
  return ORIGIN.test(lower) ? lower : null;
}

export function makeSafeUrlPolicy(
  pageOrigin: string | null,
  options: { readonly extraOrigins?: readonly string[]; readonly appSchemes?: readonly string[] } = {},
): SafeUrlPolicy {
  const page = pageOrigin === null ? null : normalizeOrigin(pageOrigin);
  const origins = [page, ...(options.extraOrigins ?? []).map(normalizeOrigin)].filter((o): o is string => o !== null);
  const appSchemes = (options.appSchemes ?? DEFAULT_APP_SCHEMES).map((s) => s.toLowerCase()).filter((s) => APP_SCHEME.test(s) && !BUILT_IN.has(s));
  return { pageOrigin: page, origins: [...new Set(origins)], appSchemes };
}

// Browsers drop C0 controls and spaces at both ends, and tab, CR and LF anywhere, before they read
// the scheme: 'java\tscript:' is javascript. Trimming matches the first; refusing the rest avoids
// having to match the second.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const EDGE_BLANKS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
// Raster types only: an SVG may carry script, and nothing the product shows inline needs one.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/;

const refuse = (reason: SafeUrlRefusal): SafeUrlVerdict => ({ allowed: false, reason });

// Enough for any address the product writes; more layers of encoding than this are refused, not
// read, because only an attacker hides a character under three or more.
const MAX_DECODE_ROUNDS = 3;
// Leading dot segments: a router resolves '/..//evil.com' to '//evil.com' as readily as it decodes.
const LEADING_DOT_SEGMENTS = /^(?:\/\.{1,2}(?=[/\\]|$))+/;
// Only ASCII escapes can turn into a slash, a backslash, a dot or a control; a multi-byte UTF-8
// sequence never contains one.
const ASCII_ESCAPE = /%[0-7][0-9a-f]/g;

/**
 * Why a path (the part after any authority) would be read as another host once a router or a
 * redirect decodes it, once or again, or null when it would not: no decoded layer of it, with
 * leading dot segments resolved, may start with '//' or '/\\'. A malformed escape cannot be
 * decoded the way every reader would, so it is refused too.
 */
function pathLeavesHost(path: string): SafeUrlRefusal | null {
  if (path.includes('%')) {
    try {
      decodeURIComponent(path);
    } catch {
      return 'malformed-encoding';
    }
  }
  let layer = path;
  for (let round = 0; ; round += 1) {
    if (/^[/\\]{2}/.test(layer.replace(LEADING_DOT_SEGMENTS, ''))) return 'encoded-slash';
    if (CONTROL.test(layer)) return 'encoded-control';
    const next = layer.replace(ASCII_ESCAPE, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
    if (next === layer) return null;
    if (round === MAX_DECODE_ROUNDS) return 'over-encoded';
    layer = next;
  }
}

/** The path of `<dot segments>/path`: what follows './' and '../' resolves against a directory of this page. */
function relativePathRefusal(lower: string): SafeUrlRefusal | null {
  const afterDots = lower.replace(/^(?:\.{1,2}\/)+/, '');
  return pathLeavesHost(afterDots === lower ? lower : `/${afterDots}`);
}

/** The authority of `//authority...` up to the first '/', '?' or '#'. */
function authorityAt(lower: string, start: number): string {
  const rest = lower.slice(start);
  const end = rest.search(/[/?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The configured origin that `lower` (an absolute http(s) address) belongs to, or null. */
function ownOrigin(lower: string, policy: SafeUrlPolicy): string | null {
  const scheme = /^https?:\/\//.exec(lower);
  if (!scheme) return null;
  const origin = scheme[0] + authorityAt(lower, scheme[0].length);
  return policy.origins.includes(origin) ? origin : null;
}

export function judgeUrl(raw: unknown, policy: SafeUrlPolicy): SafeUrlVerdict {
  if (typeof raw !== 'string') return refuse('not-a-string');
  const url = raw.replace(EDGE_BLANKS, '');
  if (url === '') return refuse('empty');
  if (CONTROL.test(url)) return refuse('control-character');
  // Browsers read '\' as '/' in web addresses, so '/\evil.com' is '//evil.com'.
  if (url.includes('\\')) return refuse('backslash');
  if (ENCODED_CONTROL.test(url)) return refuse('encoded-control');
  const lower = url.toLowerCase();
  const allow = (kind: SafeUrlKind, origin: string | null): SafeUrlVerdict => ({ allowed: true, url, kind, origin });

  if (lower.startsWith('#')) return allow('fragment', policy.pageOrigin);
  if (lower.startsWith('//')) {
    // Protocol-relative: the page's scheme with the given host.
    const pageScheme = policy.pageOrigin?.slice(0, policy.pageOrigin.indexOf(':')) ?? 'https';
    const authority = authorityAt(lower, 2);
    const origin = `${pageScheme}://${authority}`;
    if (!policy.origins.includes(origin)) return refuse('foreign-host');
    const refusal = pathLeavesHost(lower.slice(2 + authority.length));
    return refusal ? refuse(refusal) : allow('own-origin', origin);
  }
  if (lower.startsWith('/') || lower.startsWith('./') || lower.startsWith('../')) {
    const refusal = relativePathRefusal(lower);
    return refusal ? refuse(refusal) : allow('path', policy.pageOrigin);
  }

  const scheme = SCHEME.exec(lower)?.[0];
  switch (scheme) {
    case undefined:
      return refuse('not-allowed');
    case 'http':
    case 'https': {
      const origin = ownOrigin(lower, policy);
      if (!origin) return refuse('foreign-host');
      const refusal = pathLeavesHost(lower.slice(origin.length));
      return refusal ? refuse(refusal) : allow('own-origin', origin);
    }
    case 'mailto':
      return allow('mailto', null);
    case 'tel':
      return allow('tel', null);
    case 'blob': {
      // Only the blobs this product made: 'blob:<own origin>/<uuid>'.
      const origin = ownOrigin(lower.slice('blob:'.length), policy);
      return origin && lower.charAt('blob:'.length + origin.length) === '/' ? allow('blob', origin) : refuse('foreign-host');
    }
    case 'data':
      return DATA_IMAGE.test(lower) ? allow('data-image', null) : refuse('unsafe-data');
    default:
      // Both 'openex://trade' and 'openex:trade' open the app; 'openex:' alone says nothing.
      return policy.appSchemes.includes(scheme) && lower.length > scheme.length + 1 ? allow('app', null) : refuse('not-allowed');
  }
}

/** True when following the address leaves the page's origin: such popups get noopener, such links a new tab. */
export function leavesPageOrigin(verdict: AllowedUrl, policy: SafeUrlPolicy): boolean {
  return verdict.origin === null || verdict.origin !== policy.pageOrigin;
}
