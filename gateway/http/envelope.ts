// Envelope replies. Handlers throw EnvelopeError for a refusal; the error handler turns it into
// the envelope with the right HTTP status, so no refusal path can forget the envelope shape.
// A refusal names a message of the gateway's catalogue (gateway/http/messages), never free text,
// so every msg can be said in the request's language.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, okEnvelope } from '../../src/core/protocol/envelope';
import { RESPONSE_HEADERS } from '../../src/core/protocol/wire';
import { SIGN_ERROR_CODES } from '../../src/core/protocol/codes';
import { say, type ServerMessage, type ServerMessageId, type ServerMessageValues } from './messages/catalogue';
import { requestLocale } from './messages/requestLanguage';

export class EnvelopeError extends Error {
  readonly msg: ServerMessage;

  /** `message` is the English text (for logs and stored reasons); the reply says it in the request's language. */
  constructor(readonly code: string, id: ServerMessageId, values?: ServerMessageValues, readonly httpStatus = 200) {
    const msg = { id, values };
    super(say('en', msg));
    this.msg = msg;
  }
}

export function sendOk<T>(reply: FastifyReply, data: T): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(okEnvelope(data));
}

/** A refusal in the request's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: string, msg: ServerMessage, httpStatus = 200): FastifyReply {
  // Section 8: a response header names a gateway verify failure, so the client can log it.
  if (SIGN_ERROR_CODES.includes(code)) reply.header(RESPONSE_HEADERS.signError, code);
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(errorEnvelope(code, say(requestLocale(request), msg)));
}
