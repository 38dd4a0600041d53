// Envelope replies. Handlers throw EnvelopeError for a refusal; the error handler turns it into
// the envelope with the right HTTP status, so no refusal path can forget the envelope shape.
import type { FastifyReply } from 'fastify';
import { errorEnvelope, okEnvelope } from '../../src/core/protocol/envelope';
import { RESPONSE_HEADERS } from '../../src/core/protocol/wire';
import { SIGN_ERROR_CODES } from '../../src/core/protocol/codes';

export class EnvelopeError extends Error {
  constructor(readonly code: string, message: string, readonly httpStatus = 200) {
    super(message);
  }
}

export function sendOk<T>(reply: FastifyReply, data: T): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(okEnvelope(data));
}

export function sendError(reply: FastifyReply, code: string, msg: string, httpStatus = 200): FastifyReply {
  // Section 8: a response header names a gateway verify failure, so the client can log it.
  if (SIGN_ERROR_CODES.includes(code)) reply.header(RESPONSE_HEADERS.signError, code);
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(errorEnvelope(code, msg));
}
