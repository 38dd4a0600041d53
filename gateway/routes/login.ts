// Sign-in by password (login, agency login) and its second step (verify-login and its variants).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { hashPassword, verifyPassword } from '../crypto/password';
import { verifyTotp } from '../crypto/totp';
import { emailTarget, mobileTarget, type CodeChannel } from '../db/codes';
import type { PendingLogin, VerifyMethod } from '../db/pendingLogins';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { AREA_CODE_RULE, CODE_RULE, optionalText, text, type Fields, type TextRule } from '../http/fields';
import { completeLogin } from './completeLogin';
import { recordSignIn } from './signInRecord';
import type { LoginThrottle } from './loginThrottle';
import { PATHS } from '../../src/core/protocol/paths';

// Compared against when the account does not exist, so that an unknown name costs the same time as a wrong password.
const DUMMY_HASH = hashPassword('not-a-password');
const TICKET_RULE: TextRule = { max: 64, pattern: /^[A-Za-z0-9_-]+$/, hint: 'field.malformed' };

/** The second factors an account asks for at sign-in. */
export const methodsOf = (user: UserRow): VerifyMethod[] => [
  ...(user.email_verify && user.email ? (['email'] as const) : []),
  ...(user.mobile_verify && user.mobile ? (['mobile'] as const) : []),
  ...(user.google_secret && user.google_verify ? (['google'] as const) : []),
];

/** Issues the email and SMS codes a pending sign-in needs; a code still fresh from a moment ago is kept. */
export function sendLoginCodes(ctx: GatewayContext, user: UserRow, pending: PendingLogin, only?: CodeChannel): void {
  const now = ctx.clock.now();
  if (pending.methods.includes('email') && user.email && (!only || only === 'email')) ctx.codes.issue('email', emailTarget(user.email), 'login', now, pending.ticket);
  if (pending.methods.includes('mobile') && user.mobile && (!only || only === 'sms')) ctx.codes.issue('sms', mobileTarget(user.area_code ?? '', user.mobile), 'login', now, pending.ticket);
}

function passwordStep(ctx: GatewayContext, throttle: LoginThrottle) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = request.gw.fields;
    const loginName = text(fields, 'loginName', { max: 128 });
    const pwd = text(fields, 'pwd', { max: 64 });
    const areaCode = optionalText(fields, 'areaCode', AREA_CODE_RULE);
    const now = ctx.clock.now();
    const account = `${areaCode ?? ''}|${loginName.toLowerCase()}`;
    const user = ctx.users.byLoginName(loginName, areaCode);
    if (throttle.blocked(account, now)) {
      if (user) recordSignIn(ctx, request, user.id, 'throttled');
      throw new EnvelopeError(CODES.tooManyRequests, 'auth.tooManyWrongPasswords');
    }
    const passwordOk = verifyPassword(pwd, user?.pwd_hash ?? DUMMY_HASH);
    if (!user || !user.pwd_hash || !passwordOk) {
      throttle.fail(account, now);
      if (user) recordSignIn(ctx, request, user.id, 'wrongPassword');
      throw new EnvelopeError(CODES.wrongCredentials, 'auth.wrongCredentials');
    }
    throttle.succeed(account);
    if (user.frozen) {
      recordSignIn(ctx, request, user.id, 'frozen');
      throw new EnvelopeError(CODES.accountFrozen, 'account.frozen');
    }
    const deviceKey = request.gw.deviceKey ?? '';
    const methods = methodsOf(user);
    if (methods.length === 0) return sendOk(reply, completeLogin(ctx, reply, user, deviceKey));
    const pending = ctx.pending.create(user.id, deviceKey, methods, now);
    sendLoginCodes(ctx, user, pending);
    return sendOk(reply, { needVerify: true, loginTicket: pending.ticket, verifyTypes: methods, expiresAt: pending.expiresAt });
  };
}

interface CodeCheck {
  readonly method: VerifyMethod;
  readonly code: unknown;
}

/** The pending sign-in of the ticket, checked to belong to the device that signed its password step. */
function pendingFor(ctx: GatewayContext, request: FastifyRequest): { pending: PendingLogin; user: UserRow } {
  const ticket = text(request.gw.fields, 'loginTicket', TICKET_RULE);
  const pending = ctx.pending.find(ticket, ctx.clock.now());
  const user = pending ? ctx.users.byId(pending.userId) : undefined;
  if (!pending || !user) throw new EnvelopeError(CODES.ticketExpired, 'auth.signInExpired');
  if (pending.deviceKey !== (request.gw.deviceKey ?? '')) throw new EnvelopeError(CODES.signInvalid, 'auth.otherDeviceKey');
  return { pending, user };
}

/** The id of the stored code the check uses (0 for a TOTP, which is not stored), or null when wrong. */
function checkCode(ctx: GatewayContext, user: UserRow, check: CodeCheck): number | null {
  const now = ctx.clock.now();
  if (check.method === 'google') return typeof check.code === 'string' && user.google_secret && verifyTotp(user.google_secret, check.code, now) ? 0 : null;
  if (check.method === 'email') return user.email ? ctx.codes.match('email', emailTarget(user.email), 'login', check.code, now) : null;
  return user.mobile ? ctx.codes.match('sms', mobileTarget(user.area_code ?? '', user.mobile), 'login', check.code, now) : null;
}

function finishWithCodes(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, pending: PendingLogin, user: UserRow, checks: readonly CodeCheck[]) {
  const ids = checks.map((c) => checkCode(ctx, user, c));
  if (ids.some((id) => id === null)) {
    ctx.pending.recordFailure(pending.ticket);
    recordSignIn(ctx, request, user.id, 'wrongCode');
    throw new EnvelopeError(CODES.wrongCredentials, 'code.wrong');
  }
  ctx.db.transaction(() => {
    ctx.codes.use(ids.filter((id): id is number => id !== null && id > 0), ctx.clock.now());
    ctx.pending.finish(pending.ticket);
  })();
  return sendOk(reply, completeLogin(ctx, reply, user, request.gw.deviceKey ?? ''));
}

const FIELD_OF: Readonly<Record<VerifyMethod, string>> = { email: 'emailCode', mobile: 'mobileCode', google: 'googleCode' };

/** verify-login: one code for each method the sign-in needs. */
function allCodesStep(ctx: GatewayContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { pending, user } = pendingFor(ctx, request);
    const fields: Fields = request.gw.fields;
    const checks = pending.methods.map((method) => ({ method, code: text(fields, FIELD_OF[method], CODE_RULE) }));
    return finishWithCodes(ctx, request, reply, pending, user, checks);
  };
}

/** verifySystemLogin and verify-auth-login: a single code from any one of the sign-in's methods. */
function anyCodeStep(ctx: GatewayContext, field: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { pending, user } = pendingFor(ctx, request);
    const code = text(request.gw.fields, field, CODE_RULE);
    const method = pending.methods.find((m) => checkCode(ctx, user, { method: m, code }) !== null);
    if (method === undefined) {
      ctx.pending.recordFailure(pending.ticket);
      recordSignIn(ctx, request, user.id, 'wrongCode');
      throw new EnvelopeError(CODES.wrongCredentials, 'code.wrong');
    }
    return finishWithCodes(ctx, request, reply, pending, user, [{ method, code }]);
  };
}

export function registerLoginRoutes(app: FastifyInstance, ctx: GatewayContext, throttle: LoginThrottle): void {
  for (const path of [PATHS.login, PATHS.agencyLogin]) app.post(path, passwordStep(ctx, throttle));
  for (const path of [PATHS.verifyLogin, PATHS.agencyVerifyLogin, PATHS.verifyLoginV2]) app.post(path, allCodesStep(ctx));
  for (const path of [PATHS.verifySystemLogin, PATHS.verifySystemLoginV2]) app.post(path, anyCodeStep(ctx, 'verifyCode'));
  app.post(PATHS.verifyAuthLogin, anyCodeStep(ctx, 'fidoVerifyCode'));
}
