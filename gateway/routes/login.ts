// Sign-in by password (login, agency login) and its second step (verify-login and its variants).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { verifyTotp } from '../crypto/totp';
import { emailTarget, mobileTarget, type CodeChannel } from '../db/codes';
import type { PendingKind, PendingLogin, VerifyMethod } from '../db/pendingLogins';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { CODE_RULE, text, type Fields } from '../http/fields';
import { finishSignIn, registerNewDeviceRoutes } from './newDevice';
import { checkPassword } from './passwordCheck';
import { pendingFor } from './pendingStep';
import { recordSignIn } from './signInRecord';
import { hasPasskey } from '../passkeys/store';
import type { LoginThrottle } from './loginThrottle';
import { PATHS } from '../../src/core/protocol/paths';

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

function passwordStep(ctx: GatewayContext, throttle: LoginThrottle, entry: 'login' | 'agency') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = ctx.clock.now();
    // A throttled password step is a sign-in attempt of the account: its history shows it (docs/protocol.md, SignIn).
    const user = checkPassword(ctx, throttle, request, { recordThrottled: true });
    if (user.frozen) {
      recordSignIn(ctx, request, user.id, 'frozen');
      throw new EnvelopeError(CODES.accountFrozen, 'account.frozen');
    }
    refuseWrongEntry(ctx, request, user, entry);
    const deviceKey = request.gw.deviceKey ?? '';
    const methods = methodsOf(user);
    // An account with a passkey is asked for it first; its codes are sent only when the user picks another method.
    const passkey = hasPasskey(ctx.db, user.id);
    if (methods.length === 0 && !passkey) return finishSignIn(ctx, request, reply, user);
    const pending = ctx.pending.create(user.id, deviceKey, methods, now, entry);
    if (!passkey) sendLoginCodes(ctx, user, pending);
    return sendOk(reply, { needVerify: true, loginTicket: pending.ticket, verifyTypes: methods, expiresAt: pending.expiresAt, ...(passkey ? { passkey: true } : {}) });
  };
}

/**
 * Agency accounts sign in at the agency entry only, and only they do (docs/decisions.md, Agency
 * sign-in). Asked after the password, so the refusal tells nothing to someone without it.
 */
function refuseWrongEntry(ctx: GatewayContext, request: FastifyRequest, user: UserRow, entry: 'login' | 'agency'): void {
  if ((user.agency === 1) === (entry === 'agency')) return;
  recordSignIn(ctx, request, user.id, 'wrongEntry');
  if (entry === 'agency') throw new EnvelopeError(CODES.notAgencyAccount, 'auth.notAgency');
  throw new EnvelopeError(CODES.agencyEntryOnly, 'auth.agencyOnly');
}

interface CodeCheck {
  readonly method: VerifyMethod;
  readonly code: unknown;
}

/** A pending sign-in of one of `kinds` that codes can finish: one whose account has only a passkey as its second factor cannot. */
function codeStepFor(ctx: GatewayContext, request: FastifyRequest, kinds: readonly PendingKind[]): { pending: PendingLogin; user: UserRow } {
  const found = pendingFor(ctx, request, kinds);
  if (found.pending.methods.length === 0) throw new EnvelopeError(CODES.passkeyRequired, 'passkey.required');
  return found;
}

/** The id of the stored code the check uses (0 for a TOTP, which is not stored), or null when wrong. */
function checkCode(ctx: GatewayContext, user: UserRow, check: CodeCheck): number | null {
  const now = ctx.clock.now();
  if (check.method === 'google') return typeof check.code === 'string' && user.google_secret && verifyTotp(user.google_secret, check.code, now) ? 0 : null;
  if (check.method === 'email') return user.email ? ctx.codes.match('email', emailTarget(user.email), 'login', check.code, now) : null;
  return user.mobile ? ctx.codes.match('sms', mobileTarget(user.area_code ?? '', user.mobile), 'login', check.code, now) : null;
}

/** What a way in does inside the transaction that ends its second step (third-party: the binding it proved). */
export type BeforeSession = (pending: PendingLogin, user: UserRow) => void;

function finishWithCodes(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, pending: PendingLogin, user: UserRow, checks: readonly CodeCheck[], beforeSession?: BeforeSession) {
  const ids = checks.map((c) => checkCode(ctx, user, c));
  if (ids.some((id) => id === null)) {
    ctx.pending.recordFailure(pending.ticket);
    recordSignIn(ctx, request, user.id, 'wrongCode');
    throw new EnvelopeError(CODES.wrongCredentials, 'code.wrong');
  }
  ctx.db.transaction(() => {
    ctx.codes.use(ids.filter((id): id is number => id !== null && id > 0), ctx.clock.now());
    ctx.pending.finish(pending.ticket);
    beforeSession?.(pending, user);
  })();
  return finishSignIn(ctx, request, reply, user);
}

const FIELD_OF: Readonly<Record<VerifyMethod, string>> = { email: 'emailCode', mobile: 'mobileCode', google: 'googleCode' };

/** verify-login (and third-party securityVerify): one code for each method the sign-in needs. */
export function allCodesStep(ctx: GatewayContext, kind: PendingKind, beforeSession?: BeforeSession) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { pending, user } = codeStepFor(ctx, request, [kind]);
    const fields: Fields = request.gw.fields;
    const checks = pending.methods.map((method) => ({ method, code: text(fields, FIELD_OF[method], CODE_RULE) }));
    return finishWithCodes(ctx, request, reply, pending, user, checks, beforeSession);
  };
}

export function registerLoginRoutes(app: FastifyInstance, ctx: GatewayContext, throttle: LoginThrottle): void {
  app.post(PATHS.login, passwordStep(ctx, throttle, 'login'));
  app.post(PATHS.agencyLogin, passwordStep(ctx, throttle, 'agency'));
  for (const path of [PATHS.verifyLogin, PATHS.verifyLoginV2]) app.post(path, allCodesStep(ctx, 'login'));
  app.post(PATHS.agencyVerifyLogin, allCodesStep(ctx, 'agency'));
  registerNewDeviceRoutes(app, ctx);
}
