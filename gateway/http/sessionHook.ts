// Resolves the session-token cookie to a session before the signature check and the handlers.
import type { FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { COOKIES } from '../../src/core/protocol/wire';
import type { Sessions } from '../db/sessions';
import type { Clock } from './clock';
import { EnvelopeError } from './envelope';
import type { ActiveSession } from './requestState';

export function resolveSession(request: FastifyRequest, sessions: Sessions, clock: Clock): void {
  const token = request.cookies[COOKIES.sessionToken];
  if (!token) return;
  const row = sessions.find(token);
  if (!row) {
    request.gw.sessionProblem = { code: CODES.sessionInvalid, msg: 'session.invalid' };
  } else if (row.revoked_at !== null) {
    // Ended elsewhere (its device removed, its password changed): the user reads this as it is.
    request.gw.sessionProblem = { code: CODES.sessionInvalid, msg: 'session.ended' };
  } else if (row.expires_at <= clock.now()) {
    request.gw.sessionProblem = { code: CODES.loginExpired, msg: 'session.loginExpired' };
  } else {
    request.gw.session = { token, userId: row.user_id, deviceKey: row.device_key };
    sessions.touch(token, row, clock.now(), request.ip);
  }
}

export function requireSession(request: FastifyRequest): ActiveSession {
  if (request.gw.session) return request.gw.session;
  const problem = request.gw.sessionProblem ?? { code: CODES.sessionInvalid, msg: 'session.notLoggedIn' };
  throw new EnvelopeError(problem.code, problem.msg);
}
