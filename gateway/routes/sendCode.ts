// POST /v1/user/public/sendCode: the gateway's code-sending call (the specification names the
// codes, not how they are asked for). Registration codes go to a new email or mobile; sign-in
// codes are re-sent for a pending sign-in. Nothing leaves the machine: test control reads them.
import type { FastifyInstance } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { emailTarget, mobileTarget, RESEND_INTERVAL_MS, type CodeChannel, type CodePurpose } from '../db/codes';
import { EnvelopeError, sendOk } from '../http/envelope';
import { AREA_CODE_RULE, EMAIL_RULE, MOBILE_RULE, text } from '../http/fields';
import { PATHS } from '../../src/core/protocol/paths';

export function maskTarget(target: string): string {
  const [name = '', domain] = target.split('@');
  if (domain !== undefined) return `${name.slice(0, 2)}***@${domain}`;
  return `${target.slice(0, -4).replace(/\d/g, '*')}${target.slice(-4)}`;
}

export function registerSendCodeRoute(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(PATHS.sendCode, async (request, reply) => {
    const fields = request.gw.fields;
    const channel = text(fields, 'channel', { max: 5, pattern: /^(email|sms)$/, hint: 'field.notEither', hintValues: { first: 'email', second: 'sms' } }) as CodeChannel;
    const purpose = text(fields, 'purpose', { max: 8, pattern: /^(register|login|device)$/, hint: 'field.notOneOf', hintValues: { list: 'register, login, device' } }) as CodePurpose;
    const now = ctx.clock.now();
    let target: string;
    if (purpose === 'register') {
      if (channel === 'email') {
        const email = text(fields, 'email', EMAIL_RULE);
        if (ctx.users.byEmail(email)) throw new EnvelopeError(CODES.accountExists, 'auth.emailTaken');
        target = emailTarget(email);
      } else {
        const mobile = text(fields, 'mobile', MOBILE_RULE);
        const areaCode = text(fields, 'areaCode', AREA_CODE_RULE);
        if (ctx.users.byMobile(mobile, areaCode)) throw new EnvelopeError(CODES.accountExists, 'auth.mobileTaken');
        target = mobileTarget(areaCode, mobile);
      }
    } else {
      const pending = ctx.pending.find(text(fields, 'loginTicket', { max: 64 }), now);
      const user = pending ? ctx.users.byId(pending.userId) : undefined;
      if (!pending || !user) throw new EnvelopeError(CODES.ticketExpired, 'auth.signInExpired');
      // A new-device ticket's codes are new-device codes; a second-factor ticket's are sign-in codes.
      if ((pending.kind === 'device') !== (purpose === 'device')) throw new EnvelopeError(CODES.wrongSignInStep, 'auth.otherStep');
      const method = channel === 'email' ? 'email' : 'mobile';
      if (!pending.methods.includes(method)) throw new EnvelopeError(CODES.invalidParameter, 'auth.channelNotUsed', { channel });
      target = channel === 'email' ? emailTarget(user.email ?? '') : mobileTarget(user.area_code ?? '', user.mobile ?? '');
    }
    const issued = ctx.codes.issue(channel, target, purpose, now);
    if (!issued) throw new EnvelopeError(CODES.tooManyRequests, 'code.sentRecently', { seconds: RESEND_INTERVAL_MS / 1000 });
    return sendOk(reply, { channel, target: maskTarget(target), expiresAt: issued.expiresAt, resendAfterMs: RESEND_INTERVAL_MS });
  });
}
