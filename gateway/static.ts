// Serves the production build. Navigations get index.html (the SPA decides the screen, including
// not-found); anything that looks like a file and is missing gets a real 404, never HTML, so that
// no cache can ever store the shell under an asset's URL.
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../src/core/protocol/codes';
import { errorEnvelope } from '../src/core/protocol/envelope';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SPA = /^\/(v1|btapi|__gateway)(\/|$)/;
const API = /^\/(v1|btapi)(\/|$)/;
const CSP_HEADER = 'content-security-policy';

/**
 * Fastify refuses an address it cannot decode (a stray '%') before any route runs. A person who
 * typed or followed such a link gets the app, whose not-found page says what went wrong; an API
 * caller gets an envelope.
 */
export function answerUndecodableUrl(distDir: string, csp: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const path = (request.raw.url ?? '/').split('?')[0] ?? '/';
    if (error.code === 'FST_ERR_BAD_URL' && request.method === 'GET' && !NOT_SPA.test(path) && existsSync(join(distDir, 'index.html'))) {
      void reply.code(200).header('cache-control', 'no-cache').header(CSP_HEADER, csp).type('text/html; charset=utf-8').send(readFileSync(join(distDir, 'index.html')));
      return;
    }
    void reply.code(400).send(errorEnvelope(CODES.invalidParameter, error.message));
  };
}

/** `csp` goes on every HTML response (src/core/csp.ts); scripts and images need none of their own. */
export async function registerStatic(app: FastifyInstance, distDir: string, csp: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`no build in ${distDir}: run npm run build`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    setHeaders(res, filePath) {
      if (filePath.includes(`${join(distDir, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
      if (filePath.endsWith('.html')) res.header(CSP_HEADER, csp);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (API.test(path)) return reply.code(404).send(errorEnvelope(CODES.notFound, `No API at ${request.method} ${path}`));
    if (request.method !== 'GET' || NOT_SPA.test(path) || looksLikeFile) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').header(CSP_HEADER, csp).type('text/html; charset=utf-8').sendFile('index.html', distDir);
  });
}
