// The one second-factor check of the gateway: every change a real exchange guards (security
// settings, API keys, sub-accounts) asks for a code from each factor the account has bound
// (src/core/security/factors.ts), read in full before any is used, and is refused after five wrong
// codes or passwords within 15 minutes, so a stolen session cannot guess six digits at request speed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { FACTOR_FIELD, requiredFactors, type Factor } from '../../src/core/security/factors';
import type { GatewayContext } from '../context';
import { verifyTotp } from '../crypto/totp';
import { emailTarget, mobileTarget, type CodeChannel, type CodePurpose } from '../db/codes';
import type { UserRow } from '../db/users';
import { EnvelopeError } from '../http/envelope';
import { CODE_RULE, text, type Fields } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import type { LoginThrottle } from '../routes/loginThrottle';

export const boundFactors = (user: UserRow): Factor[] => requiredFactors({ email: user.email !== null, mobile: user.mobile !== null, google: user.google_secret !== null });

/** Where an email or SMS code for the account goes; null when that channel is not bound. */
export function factorTarget(user: UserRow, channel: CodeChannel): string | null {
  if (channel === 'email') return user.email ? emailTarget(user.email) : null;
  return user.mobile ? mobileTarget(user.area_code ?? '', user.mobile) : null;
}

export interface FactorCheck {
  /** The purpose the email and SMS codes were issued for (their message names it). */
  readonly purpose: CodePurpose;
  /** The factors asked for; default every bound one. */
  readonly factors?: readonly Factor[];
  /** The secret a Google code is checked against; default the bound one (binding checks the new one). */
  readonly google?: string | null;
  /** The refusal of a wrong or expired code; default wrongCredentials (00006). */
  readonly wrongCode?: string;
  /** The refusal of a missing or malformed code; default invalidParameter (00001). */
  readonly missingCode?: string;
}

/**
 * Checks one code per factor and answers the stored codes' ids, to use up (Codes.use) in the same
 * transaction as the change: a wrong code changes nothing and uses no code up.
 */
export function checkFactors(ctx: GatewayContext, user: UserRow, fields: Fields, check: FactorCheck): number[] {
  const now = ctx.clock.now();
  const factors = check.factors ?? boundFactors(user);
  const google = check.google === undefined ? user.google_secret : check.google;
  const wrong = check.wrongCode ?? CODES.wrongCredentials;
  const entered = factors.map((factor) => {
    const name = FACTOR_FIELD[factor];
    if (check.missingCode === undefined) return [factor, text(fields, name, CODE_RULE)] as const;
    const code = fields[name];
    if (typeof code !== 'string' || !CODE_RULE.pattern?.test(code)) throw new EnvelopeError(check.missingCode, 'code.sixDigitsRequired', { field: name });
    return [factor, code] as const;
  });
  const ids = entered.map(([factor, code]) => {
    if (factor === 'google') return google && verifyTotp(google, code, now) ? 0 : null;
    const channel: CodeChannel = factor === 'email' ? 'email' : 'sms';
    return ctx.codes.match(channel, factorTarget(user, channel) ?? '', check.purpose, code, now);
  });
  if (ids.some((id) => id === null)) throw new EnvelopeError(wrong, 'code.oneWrong');
  return (ids as number[]).filter((id) => id > 0);
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Wraps a guarded change: refused with 429 after five wrong codes (envelope `wrongCode`) within
 * 15 minutes per account and `scope`; a success clears the count.
 */
export function throttled(throttle: LoginThrottle, scope: string, ctx: GatewayContext, handler: Handler, wrongCode: string = CODES.wrongCredentials): Handler {
  return async (request, reply) => {
    const key = `${scope}|${requireSession(request).userId}`;
    const now = ctx.clock.now();
    if (throttle.blocked(key, now)) throw new EnvelopeError(CODES.tooManyRequests, 'security.tooManyWrong');
    try {
      const answer = await handler(request, reply);
      throttle.succeed(key);
      return answer;
    } catch (error) {
      if (error instanceof EnvelopeError && error.code === wrongCode) throttle.fail(key, now);
      throw error;
    }
  };
}
