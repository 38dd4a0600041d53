// Ending and renewing a session. Both ending calls revoke the session server-side and expire all
// three cookies. Renewal trades the HttpOnly refresh token, signed by the key the session was
// bound to, for a new session.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { PATHS } from '../../src/core/protocol/paths';
import { COOKIES } from '../../src/core/protocol/wire';
import type { GatewayContext } from '../context';
import { clearSessionCookies } from '../http/cookies';
import { EnvelopeError, sendOk } from '../http/envelope';
import { completeLogin } from './completeLogin';

export function registerSessionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const end = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.gw.session) ctx.sessions.revoke(request.gw.session.token, ctx.clock.now());
    clearSessionCookies(reply);
    return sendOk(reply, null);
  };
  app.post(PATHS.clearCookie, end);
  app.post(PATHS.logout, end);

  app.post(PATHS.refreshToken, async (request, reply) => {
    const refreshToken = request.cookies[COOKIES.refreshToken];
    const row = refreshToken ? ctx.sessions.findByRefresh(refreshToken) : undefined;
    const now = ctx.clock.now();
    if (!row || row.revoked_at !== null) throw new EnvelopeError(CODES.sessionInvalid, 'session.invalid');
    if (row.refresh_expires_at <= now) throw new EnvelopeError(CODES.refreshExpired, 'session.loginExpired');
    if (ctx.settings.clientOpen && row.device_key !== request.gw.deviceKey) throw new EnvelopeError(CODES.signInvalid, 'session.otherSigningKey');
    const user = ctx.users.byId(row.user_id);
    if (!user || user.frozen) throw new EnvelopeError(CODES.sessionInvalid, 'session.invalid');
    ctx.sessions.revokeHash(row.token_hash, now);
    return sendOk(reply, completeLogin(ctx, reply, user, row.device_key));
  });
}
