// Sub-account switching (section 6): from a main account to one of its sub-accounts, back to the
// main account, or between siblings. The old session ends; the new one keeps the same bound key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { USER_ID_RULE, text } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import { completeLogin } from './completeLogin';
import { recordSignIn } from './signInRecord';
import { PATHS } from '../../src/core/protocol/paths';

function related(from: UserRow, to: UserRow): boolean {
  return to.parent_id === from.id || from.parent_id === to.id || (from.parent_id !== null && from.parent_id === to.parent_id);
}

function switchTo(ctx: GatewayContext, target: 'login' | 'web' | 'app') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireSession(request);
    const userId = text(request.gw.fields, 'userId', USER_ID_RULE);
    const from = ctx.users.byId(session.userId);
    const to = ctx.users.byId(userId);
    if (!from || !to || !related(from, to)) throw new EnvelopeError(CODES.forbidden, 'account.cannotSwitch');
    if (to.frozen) {
      // Kept in the frozen account's history, as a refused sign-in is: its owner sees the attempt once it is unfrozen.
      recordSignIn(ctx, request, to.id, 'frozen');
      throw new EnvelopeError(CODES.accountFrozen, 'account.frozen');
    }
    ctx.sessions.revoke(session.token, ctx.clock.now());
    return sendOk(reply, { ...completeLogin(ctx, reply, to, session.deviceKey), target });
  };
}

export function registerSubAccountRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(PATHS.subSwitchLogin, switchTo(ctx, 'login'));
  app.post(PATHS.subSwitchWeb, switchTo(ctx, 'web'));
  app.post(PATHS.subSwitchApp, switchTo(ctx, 'app'));
}
