// Serves the production build. Navigations get index.html (the SPA decides the screen, including
// not-found); anything that looks like a file and is missing gets a real 404, never HTML, so that
// no cache can ever store the shell under an asset's URL.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CODES } from '../src/core/protocol/codes';
import { errorEnvelope } from '../src/core/protocol/envelope';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SPA = /^\/(v1|btapi|__gateway)(\/|$)/;
const API = /^\/(v1|btapi)(\/|$)/;

export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
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
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (API.test(path)) return reply.code(404).send(errorEnvelope(CODES.notFound, `No API at ${request.method} ${path}`));
    if (request.method !== 'GET' || NOT_SPA.test(path) || looksLikeFile) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', distDir);
  });
}
