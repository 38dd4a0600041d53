// Every failure becomes an envelope with a clear message and the right HTTP status; an unexpected
// one is logged and answered 500 'The system is busy' without details.
import type { FastifyError, FastifyInstance } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { ControlError } from '../control/controlError';
import { EnvelopeError, sendError } from './envelope';
import { BODY_LIMIT_BYTES } from './bodyParsers';
import { message, type ServerMessage } from './messages/catalogue';
import { errorEnvelope } from '../../src/core/protocol/envelope';

const FASTIFY_ERRORS: Readonly<Record<string, (error: FastifyError) => [number, ServerMessage]>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (e) => [415, message('request.contentTypeRefused', { type: e.message.replace(/^Unsupported Media Type:?\s*/, '') || 'none' })],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [400, message('request.contentLengthMismatch')],
  FST_ERR_CTP_BODY_TOO_LARGE: () => [413, message('request.bodyTooLarge', { bytes: BODY_LIMIT_BYTES })],
  FST_ERR_CTP_EMPTY_TYPE: () => [415, message('request.contentTypeEmpty')],
  FST_ERR_CTP_INVALID_TYPE: () => [415, message('request.contentTypeMalformed')],
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof EnvelopeError) return sendError(request, reply, error.code, error.msg, error.httpStatus);
    // Test control's own refusals, for the tests that drive it, in English.
    if (error instanceof ControlError) return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(errorEnvelope(error.code, error.message));
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      const [status, msg] = known(error);
      return sendError(request, reply, CODES.invalidParameter, msg, status);
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, CODES.invalidParameter, message('request.invalid', { detail: error.message }), error.statusCode);
    }
    request.log.error(error);
    console.error(`gateway: ${request.method} ${request.url} failed:`, error);
    return sendError(request, reply, CODES.systemBusy, message('request.busy'), 500);
  });
}
