// The security centre (docs/protocol.md, Security settings): authenticator binding, sign-in
// verifications, login and fund passwords, the anti-phishing code. Every change asks for a code
// from each second factor the account has bound (src/core/security/factors.ts); a wrong one
// changes nothing and uses no code up.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { ANTI_PHISHING_PATTERN } from '../../src/core/security/factors';
import { SECURITY_PATHS } from '../../src/core/security/paths';
import type { GatewayContext } from '../context';
import { hashPassword, verifyPassword } from '../crypto/password';
import { base32Encode } from '../crypto/totp';
import { emailTarget, mobileTarget, RESEND_INTERVAL_MS, type CodeChannel } from '../db/codes';
import { SecuritySettings, type VerificationMethod } from '../db/securitySettings';
import { normaliseAreaCode, type UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { AREA_CODE_RULE, CODE_RULE, EMAIL_RULE, MOBILE_RULE, PASSWORD_RULE, text, type Fields, type TextRule } from '../http/fields';
import { boundFactors, checkFactors as checkCodes, factorTarget, throttled } from '../security/secondFactor';
import { requireSession } from '../http/sessionHook';
import type { LoginThrottle } from './loginThrottle';
import { maskTarget } from './sendCode';

const ISSUER = 'OpenEx';

export function signedInUser(ctx: GatewayContext, request: FastifyRequest): UserRow {
  const session = requireSession(request);
  const user = ctx.users.byId(session.userId);
  if (!user) throw new EnvelopeError(CODES.sessionInvalid, 'session.invalid');
  return user;
}

function otpauthUri(secret: string, account: string): string {
  const label = `${encodeURIComponent(ISSUER)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(ISSUER)}&algorithm=SHA1&digits=6&period=30`;
}

const METHOD_RULE: TextRule = { max: 6, pattern: /^(email|mobile|google)$/, hint: 'field.notOneOf', hintValues: { list: 'email, mobile, google' } };
const ENABLED_RULE: TextRule = { max: 5, pattern: /^(true|false)$/, hint: 'field.notEither', hintValues: { first: 'true', second: 'false' } };
const FUND_PASSWORD_RULE: TextRule = { max: 64, pattern: /^\d{6}$/, hint: 'field.notSixDigits' };
const ANTI_PHISHING_RULE: TextRule = { max: 20, pattern: ANTI_PHISHING_PATTERN, hint: 'field.antiPhishingRule' };

function isBound(user: UserRow, method: VerificationMethod): boolean {
  return method === 'email' ? user.email !== null : method === 'mobile' ? user.mobile !== null : user.google_secret !== null;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** `throttle`: sign-in's counter of wrong passwords, here per user for wrong codes and passwords, so a session cannot guess a code at request speed. */
export function registerSecurityRoutes(app: FastifyInstance, ctx: GatewayContext, throttle: LoginThrottle): void {
  const settings = new SecuritySettings(ctx.db);
  /** A change route: refused with 429 after five wrong codes or passwords within 15 minutes; a success clears the count. */
  const postChange = (path: string, handler: Handler) => app.post(path, throttled(throttle, 'security', ctx, handler));
  const checkFactors = (user: UserRow, fields: Fields, factors = boundFactors(user), google = user.google_secret) =>
    checkCodes(ctx, user, fields, { purpose: 'security', factors, google });
  /** Runs a change once its codes matched, using them up in the same transaction. */
  const change = (ids: readonly number[], apply: (now: number) => void) => {
    const now = ctx.clock.now();
    ctx.db.transaction(() => {
      ctx.codes.use(ids, now);
      apply(now);
    })();
  };

  app.post(SECURITY_PATHS.sendCode, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const channel = text(request.gw.fields, 'channel', { max: 5, pattern: /^(email|sms)$/, hint: 'field.notEither', hintValues: { first: 'email', second: 'sms' } }) as CodeChannel;
    const target = factorTarget(user, channel);
    if (!target) throw new EnvelopeError(CODES.invalidParameter, 'security.noChannelBound', { channel });
    const issued = ctx.codes.issue(channel, target, 'security', ctx.clock.now());
    if (!issued) throw new EnvelopeError(CODES.tooManyRequests, 'code.sentRecently', { seconds: RESEND_INTERVAL_MS / 1000 });
    return sendOk(reply, { channel, target: maskTarget(target), expiresAt: issued.expiresAt, resendAfterMs: RESEND_INTERVAL_MS });
  });

  app.post(SECURITY_PATHS.googleSecret, async (request, reply) => {
    const user = signedInUser(ctx, request);
    if (user.google_secret) throw new EnvelopeError(CODES.invalidParameter, 'security.googleAlreadyBound');
    const secret = base32Encode(randomBytes(20));
    settings.holdSecret(user.id, secret, ctx.clock.now());
    return sendOk(reply, { secret, otpauthUri: otpauthUri(secret, user.login_name) });
  });

  postChange(SECURITY_PATHS.googleBind, async (request, reply) => {
    const user = signedInUser(ctx, request);
    if (user.google_secret) throw new EnvelopeError(CODES.invalidParameter, 'security.googleAlreadyBound');
    const secret = settings.heldSecret(user.id, ctx.clock.now());
    if (!secret) throw new EnvelopeError(CODES.ticketExpired, 'security.googleSecretExpired');
    const ids = checkFactors(user, request.gw.fields, [...boundFactors(user), 'google'], secret);
    change(ids, (now) => settings.bindGoogle(user.id, secret, now));
    return sendOk(reply, { bound: true });
  });

  postChange(SECURITY_PATHS.googleUnbind, async (request, reply) => {
    const user = signedInUser(ctx, request);
    if (!user.google_secret) throw new EnvelopeError(CODES.invalidParameter, 'security.googleNotBound');
    const ids = checkFactors(user, request.gw.fields, boundFactors(user));
    change(ids, (now) => settings.unbindGoogle(user.id, now));
    return sendOk(reply, { bound: false });
  });

  postChange(SECURITY_PATHS.verification, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const method = text(request.gw.fields, 'method', METHOD_RULE) as VerificationMethod;
    const enabled = text(request.gw.fields, 'enabled', ENABLED_RULE) === 'true';
    if (!isBound(user, method)) throw new EnvelopeError(CODES.invalidParameter, 'security.bindBeforeRequiring', { method });
    const ids = checkFactors(user, request.gw.fields, boundFactors(user));
    change(ids, (now) => settings.setVerification(user.id, method, enabled, now));
    return sendOk(reply, { method, enabled });
  });

  postChange(SECURITY_PATHS.password, async (request, reply) => {
    const session = requireSession(request);
    const user = signedInUser(ctx, request);
    const fields = request.gw.fields;
    // An account a third-party sign-in created has no password yet: its first one needs only the codes.
    const oldPwd = user.pwd_hash ? text(fields, 'oldPwd', { max: 64 }) : undefined;
    const pwd = text(fields, 'pwd', PASSWORD_RULE);
    if (text(fields, 'rePwd', { max: 64 }) !== pwd) throw new EnvelopeError(CODES.invalidParameter, 'field.mismatch', { field: 'rePwd', other: 'pwd' });
    const ids = checkFactors(user, fields, boundFactors(user));
    if (user.pwd_hash && !verifyPassword(oldPwd ?? '', user.pwd_hash)) throw new EnvelopeError(CODES.wrongCredentials, 'security.currentPasswordWrong');
    if (pwd === oldPwd) throw new EnvelopeError(CODES.invalidParameter, 'security.newPasswordSame');
    const pwdHash = hashPassword(pwd);
    let ended = 0;
    change(ids, (now) => {
      settings.setPassword(user.id, pwdHash, now);
      ended = ctx.sessions.revokeOthers(user.id, session.token, now);
    });
    return sendOk(reply, { otherSessionsEnded: ended });
  });

  postChange(SECURITY_PATHS.fundPassword, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const fields = request.gw.fields;
    const fundPwd = text(fields, 'fundPwd', FUND_PASSWORD_RULE);
    if (text(fields, 'reFundPwd', { max: 64 }) !== fundPwd) throw new EnvelopeError(CODES.invalidParameter, 'field.mismatch', { field: 'reFundPwd', other: 'fundPwd' });
    const ids = checkFactors(user, fields, boundFactors(user));
    const fundPwdHash = hashPassword(fundPwd);
    change(ids, (now) => settings.setFundPassword(user.id, fundPwdHash, now));
    return sendOk(reply, { isFund: true });
  });

  postChange(SECURITY_PATHS.antiPhishing, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const code = text(request.gw.fields, 'antiPhishingCode', ANTI_PHISHING_RULE);
    const ids = checkFactors(user, request.gw.fields, boundFactors(user));
    change(ids, (now) => settings.setAntiPhishingCode(user.id, code, now));
    return sendOk(reply, { set: true });
  });

  /** The new address of a bind or change, refused when another account has it. */
  const newAddress = (user: UserRow, fields: Fields, channel: CodeChannel): string => {
    if (channel === 'email') {
      const email = text(fields, 'email', EMAIL_RULE).toLowerCase();
      const holder = ctx.users.byEmail(email) ?? ctx.users.byLoginName(email);
      if (holder) throw new EnvelopeError(CODES.accountExists, holder.id === user.id ? 'security.emailAlreadyYours' : 'auth.emailTaken');
      return emailTarget(email);
    }
    const mobile = text(fields, 'mobile', MOBILE_RULE);
    const areaCode = normaliseAreaCode(text(fields, 'areaCode', AREA_CODE_RULE));
    const holder = ctx.users.byMobile(mobile, areaCode);
    if (holder) throw new EnvelopeError(CODES.accountExists, holder.id === user.id ? 'security.mobileAlreadyYours' : 'auth.mobileTaken');
    return mobileTarget(areaCode, mobile);
  };

  app.post(SECURITY_PATHS.sendNewCode, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const channel = text(request.gw.fields, 'channel', { max: 5, pattern: /^(email|sms)$/, hint: 'field.notEither', hintValues: { first: 'email', second: 'sms' } }) as CodeChannel;
    const target = newAddress(user, request.gw.fields, channel);
    const issued = ctx.codes.issue(channel, target, 'bind', ctx.clock.now(), undefined, { antiPhishingCode: user.anti_phishing_code });
    if (!issued) throw new EnvelopeError(CODES.tooManyRequests, 'code.sentRecently', { seconds: RESEND_INTERVAL_MS / 1000 });
    return sendOk(reply, { channel, target: maskTarget(target), expiresAt: issued.expiresAt, resendAfterMs: RESEND_INTERVAL_MS });
  });

  /** Binds or changes an email or phone: the codes of every bound factor (the old address among them) and the new address's code. */
  const bindAddress = (channel: CodeChannel) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = signedInUser(ctx, request);
    const fields = request.gw.fields;
    const target = newAddress(user, fields, channel);
    const newCode = text(fields, 'newCode', CODE_RULE);
    const ids = checkFactors(user, fields, boundFactors(user));
    const newId = ctx.codes.match(channel, target, 'bind', newCode, ctx.clock.now());
    if (newId === null) throw new EnvelopeError(CODES.wrongCredentials, 'code.oneWrong');
    change([...ids, newId], (now) => {
      if (channel === 'email') settings.setEmail(user.id, user.email, target, now);
      else {
        const [areaCode = '', mobile = ''] = target.split('-');
        settings.setMobile(user.id, areaCode, mobile, mobileTarget(user.area_code ?? '', user.mobile ?? ''), target, now);
      }
    });
    return sendOk(reply, { channel, target: maskTarget(target) });
  };
  postChange(SECURITY_PATHS.email, bindAddress('email'));
  postChange(SECURITY_PATHS.mobile, bindAddress('sms'));
}
