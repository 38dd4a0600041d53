// Ending a session: both calls revoke the session server-side and expire all three cookies.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import { clearSessionCookies } from '../http/cookies';
import { sendOk } from '../http/envelope';
import { PATHS } from '../../src/core/protocol/paths';

export function registerSessionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const end = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.gw.session) ctx.sessions.revoke(request.gw.session.token, ctx.clock.now());
    clearSessionCookies(reply);
    return sendOk(reply, null);
  };
  app.post(PATHS.clearCookie, end);
  app.post(PATHS.logout, end);
}
