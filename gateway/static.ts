// Serves the production build. A document navigation outside the API gets index.html (the SPA
// decides the screen, including its translated not-found page), whatever the path looks like;
// a missing file the app loads by script (its assets, icons, catalogues) gets a real 404, never
// HTML, so that no cache can ever store the shell under an asset's URL. HEAD answers as GET does.
// Every text file goes out as its precompressed sibling (build/precompress.ts) when the request
// accepts one; hashed assets are cached for good, everything else is revalidated (docs/protocol.md).
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../src/core/protocol/codes';
import { errorEnvelope } from '../src/core/protocol/envelope';
import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { message, say } from './http/messages/catalogue';
import { requestLocale } from './http/messages/requestLanguage';
import { CODING_SUFFIX, chooseCoding, varyOnAcceptEncoding } from './http/compress';

const NOT_SPA = /^\/(v1|btapi|__gateway)(\/|$)/;
const API = /^\/(v1|btapi)(\/|$)/;
/** What the build emits and the page or worker fetches by script: never answered with the shell. */
const BUILD_FILE = /^\/assets\/|\.(?:m?js|css|map|json|webmanifest|wasm|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml)$/i;
const LOOKS_LIKE_FILE = /\.[a-z0-9]+$/i;
const CSP_HEADER = 'content-security-policy';
/** A precompressed sibling's suffix: its headers are those of the file it encodes. */
const CODING_FILE = /\.(?:br|gz|deflate)$/;
/** What Vite names by content (`assets/name-[hash].ext`, the hash 8 base64url characters): never changes under its URL. */
const HASHED_ASSET = /-[\w-]{8}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type StaticFallback = 'shell' | 'api-not-found' | 'not-found';

/** A browser opening a page says so (Sec-Fetch-Dest); an older client or a link checker asks for HTML. */
function isDocumentNavigation(headers: FastifyRequest['headers']): boolean {
  const dest = headers['sec-fetch-dest'];
  if (typeof dest === 'string' && dest) return dest === 'document' || dest === 'iframe';
  return String(headers.accept ?? '').includes('text/html');
}

/** What an address nothing else answered gets. */
export function fallbackFor(method: string, rawUrl: string, headers: FastifyRequest['headers']): StaticFallback {
  const path = rawUrl.split('?')[0] ?? '/';
  if (API.test(path)) return 'api-not-found';
  if ((method !== 'GET' && method !== 'HEAD') || NOT_SPA.test(path) || BUILD_FILE.test(path)) return 'not-found';
  // '/%5Cevil.com' or '/%2F/evil.com' end like a file name but are pages someone followed a link to.
  if (LOOKS_LIKE_FILE.test(path) && !isDocumentNavigation(headers)) return 'not-found';
  return 'shell';
}

/** The same validator @fastify/send gives a file, so `/` and any other navigation revalidate alike. */
const weakEtag = (stat: Stats): string => `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;

/** Whether the client's copy is current (RFC 9110 13.1): If-None-Match decides when sent, else If-Modified-Since. */
function notModified(headers: FastifyRequest['headers'], etag: string, stat: Stats): boolean {
  const tags = headers['if-none-match'];
  if (tags !== undefined) return tags.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(stat.mtime.getTime() / 1000) * 1000 <= since;
}

/** index.html for a navigation to any page, compressed and revalidated as the file server does it. */
function answerShell(distDir: string, csp: string, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const shell = join(distDir, 'index.html');
  const coding = chooseCoding(request.headers['accept-encoding'], (c) => existsSync(shell + CODING_SUFFIX[c]));
  const file = coding ? shell + CODING_SUFFIX[coding] : shell;
  const stat = statSync(file);
  const etag = weakEtag(stat);
  reply.header('cache-control', 'no-cache').header(CSP_HEADER, csp).header('etag', etag).header('last-modified', stat.mtime.toUTCString()).type('text/html; charset=utf-8');
  varyOnAcceptEncoding(reply);
  if (coding) reply.header('content-encoding', coding);
  if (notModified(request.headers, etag, stat)) return reply.code(304).send();
  return reply.code(200).send(readFileSync(file));
}

function answerFallback(distDir: string, csp: string, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const rawUrl = request.raw.url ?? '/';
  const path = rawUrl.split('?')[0] ?? '/';
  const fallback = fallbackFor(request.method, rawUrl, request.headers);
  if (fallback === 'api-not-found') return reply.code(404).send(errorEnvelope(CODES.notFound, say(requestLocale(request), message('request.noApi', { method: request.method, path }))));
  if (fallback === 'shell' && existsSync(join(distDir, 'index.html'))) return answerShell(distDir, csp, request, reply);
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

/**
 * Fastify refuses an address it cannot decode (a stray '%') before any route runs. A person who
 * typed or followed such a link gets the app, whose not-found page says what went wrong; an API
 * caller gets an envelope.
 */
export function answerUndecodableUrl(distDir: string, csp: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (error.code === 'FST_ERR_BAD_URL' && fallbackFor(request.method, request.raw.url ?? '/', request.headers) === 'shell') {
      void answerFallback(distDir, csp, request, reply);
      return;
    }
    void reply.code(400).send(errorEnvelope(CODES.invalidParameter, say(requestLocale(request), message('request.invalid', { detail: error.message }))));
  };
}

/** `csp` goes on every HTML response (src/core/csp.ts); scripts and images need none of their own. */
export async function registerStatic(app: FastifyInstance, distDir: string, csp: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`no build in ${distDir}: run npm run build`);
  }
  // Its own scope, so that the file server's refusals (403 for '/%5Cevil.com', whose decoded
  // form holds a backslash) fall back like any unknown address instead of reaching the API's
  // error envelope.
  const assets = join(distDir, 'assets') + sep;
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      // br, else gzip, else the file itself, by Accept-Encoding; always with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, servedPath) {
        const filePath = servedPath.replace(CODING_FILE, '');
        const hashed = filePath.startsWith(assets) && HASHED_ASSET.test(filePath);
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        if (filePath.endsWith('.html')) res.header(CSP_HEADER, csp);
      },
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 403 || error.statusCode === 404) return answerFallback(distDir, csp, request, reply);
      throw error;
    });
  });
  app.setNotFoundHandler((request, reply) => answerFallback(distDir, csp, request, reply));
}
