// Body parsing that keeps the raw text for the request log. JSON everywhere; form-encoded as an
// alternative; text/plain only for the analytics intake, where navigator.sendBeacon may send it.
// Any other type is refused with 415 by Fastify itself (errors.ts gives it the envelope).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from './envelope';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './jsonDepth';

export const BODY_LIMIT_BYTES = 256 * 1024;
const BEACON_PATHS = /^\/v1\/buried\//;

function parseJson(request: FastifyRequest, text: string): unknown {
  request.gw.rawBody = { text, encoding: 'utf8' };
  // An empty body is the same as no parameters: some clients send the JSON type on every POST.
  if (text.trim() === '') return {};
  if (jsonNestsDeeperThan(text)) throw new EnvelopeError(CODES.invalidParameter, 'request.jsonTooDeep', { depth: MAX_JSON_DEPTH }, 400);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new EnvelopeError(CODES.invalidParameter, 'request.jsonMalformed', { detail: (error as Error).message }, 400);
  }
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    try {
      done(null, parseJson(request, body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    request.gw.rawBody = { text: body as string, encoding: 'utf8' };
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    if (!BEACON_PATHS.test(request.url)) {
      request.gw.rawBody = { text: body as string, encoding: 'utf8' };
      done(new EnvelopeError(CODES.invalidParameter, 'request.textPlainRefused', {}, 415), undefined);
      return;
    }
    try {
      done(null, parseJson(request, body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
