// Registration by mobile, by email, or both (section 7's fields), with codes from sendCode. A new
// account is signed in at once, bound to the device key that signed the registration.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { hashPassword } from '../crypto/password';
import { emailTarget, mobileTarget } from '../db/codes';
import { normaliseAreaCode } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { AREA_CODE_RULE, CODE_RULE, EMAIL_RULE, MOBILE_RULE, PASSWORD_RULE, text, type Fields } from '../http/fields';
import { completeLogin } from './completeLogin';
import { PATHS } from '../../src/core/protocol/paths';

interface Registration {
  readonly email?: string;
  readonly mobile?: string;
  readonly areaCode?: string;
  readonly pwd: string;
  /** [channel, target, code] to check, in order. */
  readonly codes: readonly ['email' | 'sms', string, string][];
}

function password(fields: Fields): string {
  const pwd = text(fields, 'pwd', PASSWORD_RULE);
  if (text(fields, 'rePwd', { max: 64 }) !== pwd) throw new EnvelopeError(CODES.invalidParameter, 'field.mismatch', { field: 'rePwd', other: 'pwd' });
  return pwd;
}

function byMobile(fields: Fields): Registration {
  const mobile = text(fields, 'mobile', MOBILE_RULE);
  const areaCode = normaliseAreaCode(text(fields, 'areaCode', AREA_CODE_RULE));
  return { mobile, areaCode, pwd: password(fields), codes: [['sms', mobileTarget(areaCode, mobile), text(fields, 'verifyCode', CODE_RULE)]] };
}

function byEmail(fields: Fields): Registration {
  const email = text(fields, 'email', EMAIL_RULE).toLowerCase();
  return { email, pwd: password(fields), codes: [['email', emailTarget(email), text(fields, 'verifyCode', CODE_RULE)]] };
}

function byBoth(fields: Fields): Registration {
  const mobile = text(fields, 'mobile', MOBILE_RULE);
  const areaCode = normaliseAreaCode(text(fields, 'areaCode', AREA_CODE_RULE));
  const email = text(fields, 'email', EMAIL_RULE).toLowerCase();
  return {
    mobile, areaCode, email, pwd: password(fields),
    codes: [['email', emailTarget(email), text(fields, 'emailVerifyCode', CODE_RULE)], ['sms', mobileTarget(areaCode, mobile), text(fields, 'verifyCode', CODE_RULE)]],
  };
}

function register(ctx: GatewayContext, read: (fields: Fields) => Registration) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const r = read(request.gw.fields);
    const now = ctx.clock.now();
    if (r.email && ctx.users.byEmail(r.email)) throw new EnvelopeError(CODES.accountExists, 'auth.emailTaken');
    if (r.mobile && ctx.users.byMobile(r.mobile, r.areaCode)) throw new EnvelopeError(CODES.accountExists, 'auth.mobileTaken');
    const ids = r.codes.map(([channel, target, code]) => ctx.codes.match(channel, target, 'register', code, now));
    if (ids.some((id) => id === null)) throw new EnvelopeError(CODES.wrongCredentials, 'code.wrong');
    const pwdHash = hashPassword(r.pwd);
    const user = ctx.db.transaction(() => {
      ctx.codes.use(ids as number[], now);
      const loginName = r.email ?? mobileTarget(r.areaCode ?? '', r.mobile ?? '');
      const userName = r.email ? (r.email.split('@')[0] ?? 'user') : `User ${r.mobile?.slice(-4)}`;
      return ctx.users.create({ loginName, userName, pwdHash, ...(r.email ? { email: r.email } : {}), ...(r.mobile ? { mobile: r.mobile, areaCode: r.areaCode } : {}) }, now);
    })();
    return sendOk(reply, completeLogin(ctx, reply, user, request.gw.deviceKey ?? ''));
  };
}

export function registerRegistrationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(PATHS.registerMobile, register(ctx, byMobile));
  app.post(PATHS.registerEmail, register(ctx, byEmail));
  app.post(PATHS.registerMobileAndEmail, register(ctx, byBoth));
}
