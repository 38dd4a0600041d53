// Cookie strings are parsed and built here so that page, service worker and gateway agree.

export const DAY_SECONDS = 86_400;

/** The value of one cookie in a `Cookie` header or `document.cookie` string, URI-decoded; null if absent or undecodable. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  readonly path?: string;
  readonly secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.floor(options.maxAgeSeconds)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
