// Every failure becomes an envelope with a clear message and the right HTTP status; an unexpected
// one is logged and answered 500 'The system is busy' without details.
import type { FastifyError, FastifyInstance } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError, sendError } from './envelope';
import { BODY_LIMIT_BYTES } from './bodyParsers';

const FASTIFY_ERRORS: Readonly<Record<string, (error: FastifyError) => [number, string]>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (e) => [415, `Content type is not accepted (${e.message.replace(/^Unsupported Media Type:?\s*/, '') || 'none'}); send application/json`],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [400, 'Content-Length does not match the body'],
  FST_ERR_CTP_BODY_TOO_LARGE: () => [413, `The body is larger than ${BODY_LIMIT_BYTES} bytes`],
  FST_ERR_CTP_EMPTY_TYPE: () => [415, 'Content type is empty; send application/json'],
  FST_ERR_CTP_INVALID_TYPE: () => [415, 'Content type is malformed; send application/json'],
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof EnvelopeError) return sendError(reply, error.code, error.message, error.httpStatus);
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      const [status, msg] = known(error);
      return sendError(reply, CODES.invalidParameter, msg, status);
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, CODES.invalidParameter, error.message, error.statusCode);
    }
    request.log.error(error);
    console.error(`gateway: ${request.method} ${request.url} failed:`, error);
    return sendError(reply, CODES.systemBusy, 'The system is busy', 500);
  });
}
