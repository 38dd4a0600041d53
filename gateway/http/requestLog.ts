// GATEWAY_REQUEST_LOG: every request as received, one JSON line each, appended synchronously
// before any response byte is written, so a test can read the log as soon as its call returns.
// Logged after body parsing (preValidation), or at onSend for requests that never got that far
// (unparseable bodies, refused content types), and never twice. Requests Fastify refuses before
// routing (an undecodable address) are written by the gateway's frameworkErrors handler.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestLogLine {
  readonly time: number;
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly query: unknown;
  readonly headers: unknown;
  readonly rawBody: string | null;
  readonly rawBodyEncoding: 'utf8' | 'base64' | null;
  readonly body: unknown;
}

function line(request: FastifyRequest): string {
  const entry: RequestLogLine = {
    time: Date.now(),
    method: request.method,
    url: request.url,
    path: request.url.split('?', 1)[0] ?? '',
    // Fastify leaves the query unparsed on a request it refused before routing.
    query: request.query ?? {},
    headers: request.headers,
    rawBody: request.gw.rawBody?.text ?? null,
    rawBodyEncoding: request.gw.rawBody?.encoding ?? null,
    body: request.body ?? null,
  };
  return `${JSON.stringify(entry)}\n`;
}

export type RequestLogWriter = (request: FastifyRequest) => void;

export function registerRequestLog(app: FastifyInstance, file: string): RequestLogWriter {
  const write = (request: FastifyRequest): void => {
    if (request.gw.logged) return;
    request.gw.logged = true;
    appendFileSync(file, line(request));
  };
  app.addHook('preValidation', async (request) => write(request));
  app.addHook('onSend', async (request) => write(request));
  return write;
}
