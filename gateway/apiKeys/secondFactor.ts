// The second factor that guards creating and changing API keys: every factor the account asks
// for at sign-in, or, when it asks for none, a code to its bound email (else its mobile), so a
// stolen session alone can never mint a key. Codes use their own purpose, apart from sign-in's;
// the check itself is the gateway's one (gateway/security/secondFactor.ts).
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import type { CodeChannel } from '../db/codes';
import type { VerifyMethod } from '../db/pendingLogins';
import type { UserRow } from '../db/users';
import { EnvelopeError } from '../http/envelope';
import type { Fields } from '../http/fields';
import { methodsOf } from '../routes/login';
import { maskTarget } from '../routes/sendCode';
import { checkFactors, factorTarget } from '../security/secondFactor';

const PURPOSE = 'apikey';

export function factorsOf(user: UserRow): VerifyMethod[] {
  const asked = methodsOf(user);
  if (asked.length > 0) return asked;
  if (user.email) return ['email'];
  if (user.mobile) return ['mobile'];
  return [];
}

/** Where a code goes, masked as the screens show it. */
export function maskedTarget(user: UserRow, method: VerifyMethod): string {
  if (method === 'google') return '';
  return maskTarget(factorTarget(user, method === 'email' ? 'email' : 'sms') ?? '');
}

/** Issues an email or SMS code for a key change; null when one was issued less than a minute ago. */
export function sendFactorCode(ctx: GatewayContext, user: UserRow, channel: CodeChannel): { expiresAt: number } | null {
  const method: VerifyMethod = channel === 'email' ? 'email' : 'mobile';
  const target = factorTarget(user, channel);
  if (!target || !factorsOf(user).includes(method)) throw new EnvelopeError(CODES.invalidParameter, 'apiKey.channelNotBound', { channel });
  const issued = ctx.codes.issue(channel, target, PURPOSE, ctx.clock.now());
  return issued ? { expiresAt: issued.expiresAt } : null;
}

/** Checks a code for every factor, then uses the stored ones up; a single wrong code changes nothing. */
export function requireFactors(ctx: GatewayContext, user: UserRow, fields: Fields): void {
  const factors = factorsOf(user);
  if (factors.length === 0) throw new EnvelopeError(CODES.forbidden, 'apiKey.secondFactorNeeded');
  const ids = checkFactors(ctx, user, fields, { purpose: PURPOSE, factors, wrongCode: CODES.apiKeyVerifyFailed, missingCode: CODES.apiKeyVerifyFailed });
  ctx.codes.use(ids, ctx.clock.now());
}
