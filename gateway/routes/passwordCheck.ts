// The account check the two ways that take a password share: the password sign-in (login, agency
// login) and binding a third-party identity to an existing account (bind/check). Wrong passwords
// count in one throttle whichever way they came, so neither way can guess faster than the other.
import type { FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { UserRow } from '../db/users';
import { EnvelopeError } from '../http/envelope';
import { AREA_CODE_RULE, optionalText, text } from '../http/fields';
import type { LoginThrottle } from './loginThrottle';
import { recordSignIn } from './signInRecord';

// Compared against when the account does not exist, so that an unknown name costs the same time as a wrong password.
const DUMMY_HASH = hashPassword('not-a-password');

export interface PasswordCheckOptions {
  /** Whether a refusal by the throttle goes into the account's history as `throttled`. */
  readonly recordThrottled: boolean;
}

/**
 * The account the request's loginName (with areaCode for a phone number) and pwd prove. Refused
 * with 429 while the account has had too many wrong passwords lately, and with wrongCredentials
 * (the same for an unknown name) otherwise; a wrong password of a known account is recorded in
 * its history. A right one clears the account's throttle.
 */
export function checkPassword(ctx: GatewayContext, throttle: LoginThrottle, request: FastifyRequest, options: PasswordCheckOptions): UserRow {
  const fields = request.gw.fields;
  const loginName = text(fields, 'loginName', { max: 128 });
  const pwd = text(fields, 'pwd', { max: 64 });
  const areaCode = optionalText(fields, 'areaCode', AREA_CODE_RULE);
  const now = ctx.clock.now();
  const account = `${areaCode ?? ''}|${loginName.toLowerCase()}`;
  const user = ctx.users.byLoginName(loginName, areaCode);
  if (throttle.blocked(account, now)) {
    if (user && options.recordThrottled) recordSignIn(ctx, request, user.id, 'throttled');
    throw new EnvelopeError(CODES.tooManyRequests, 'auth.tooManyWrongPasswords');
  }
  const passwordOk = verifyPassword(pwd, user?.pwd_hash ?? DUMMY_HASH);
  if (!user || !user.pwd_hash || !passwordOk) {
    throttle.fail(account, now);
    if (user) recordSignIn(ctx, request, user.id, 'wrongPassword');
    throw new EnvelopeError(CODES.wrongCredentials, 'auth.wrongCredentials');
  }
  throttle.succeed(account);
  return user;
}
