// GATEWAY_REQUEST_LOG: every request as received, one JSON line each, appended synchronously
// before any response byte is written, so a test can read the log as soon as its call returns.
// Logged after body parsing (preValidation), or at onSend for requests that never got that far
// (unparseable bodies, refused content types), and never twice. Requests Fastify refuses before
// routing (an undecodable address) are written by the gateway's frameworkErrors handler.
// One exception to "as received": a sign-in's secret fields sent in clear (refused with 00010) are
// withheld, so the log never holds a password or code a client leaked (docs/decisions.md).
import { appendFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADERS } from '../../src/core/apiKeys/apiKeys';
import { signedEndpoint } from '../../src/core/protocol/signedEndpoints';

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

export const WITHHELD = '[withheld: secret sent in clear]';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record with the named fields replaced, or the record itself when it has none of them. */
function withhold(value: Record<string, unknown>, secrets: readonly string[]): Record<string, unknown> {
  if (!secrets.some((name) => name in value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secrets.includes(k) ? WITHHELD : v]));
}

function line(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  const endpoint = signedEndpoint(path);
  const secrets = endpoint?.encrypted ? endpoint.fields : [];
  // Fastify leaves the query unparsed on a request it refused before routing.
  const query: unknown = request.query ?? {};
  const body: unknown = request.body ?? null;
  const safeQuery = isRecord(query) ? withhold(query, secrets) : query;
  const safeBody = isRecord(body) ? withhold(body, secrets) : body;
  // A sign-in's raw text is kept only when it parsed into a body without a secret in clear.
  const rawKept = secrets.length === 0 || (isRecord(body) && safeBody === body);
  const entry: RequestLogLine = {
    time: Date.now(),
    method: request.method,
    url: safeQuery === query ? request.url : `${path}?${WITHHELD}`,
    path,
    query: safeQuery,
    // A trading bot's passphrase travels as a header (docs/protocol.md, API keys): never logged.
    headers: API_KEY_HEADERS.passphrase in request.headers ? { ...request.headers, [API_KEY_HEADERS.passphrase]: WITHHELD } : request.headers,
    rawBody: rawKept ? (request.gw.rawBody?.text ?? null) : request.gw.rawBody ? WITHHELD : null,
    rawBodyEncoding: request.gw.rawBody?.encoding ?? null,
    body: safeBody,
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
