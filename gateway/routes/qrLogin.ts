// QR sign-in: createQrKey gives the page a key to show; a signed-in phone (played by test
// control) confirms it; the page's signed poll of getQrKeyStatus then receives the session.
import type { FastifyInstance } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { EnvelopeError, sendOk } from '../http/envelope';
import { text } from '../http/fields';
import { completeLogin } from './completeLogin';
import { recordSignIn } from './signInRecord';
import { PATHS } from '../../src/core/protocol/paths';

export function registerQrRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(PATHS.createQrKey, async (_request, reply) => {
    const key = ctx.qrKeys.create(ctx.clock.now());
    return sendOk(reply, { qrcodeKey: key.key, status: key.status, expiresAt: key.expiresAt });
  });

  app.post(PATHS.qrKeyStatus, async (request, reply) => {
    const qrcodeKey = text(request.gw.fields, 'qrcodeKey', { max: 64, pattern: /^[A-Za-z0-9_-]+$/ });
    const key = ctx.qrKeys.find(qrcodeKey, ctx.clock.now());
    if (!key) throw new EnvelopeError(CODES.ticketExpired, 'auth.qrKeyUnknown');
    if (key.status !== 'confirmed') return sendOk(reply, { status: key.status });
    const user = key.userId ? ctx.users.byId(key.userId) : undefined;
    if (!user || !ctx.qrKeys.markUsed(key.key)) return sendOk(reply, { status: 'used' });
    if (user.frozen) {
      recordSignIn(ctx, request, user.id, 'frozen');
      throw new EnvelopeError(CODES.accountFrozen, 'account.frozen');
    }
    return sendOk(reply, { status: 'confirmed', ...completeLogin(ctx, reply, user, request.gw.deviceKey ?? '') });
  });
}
