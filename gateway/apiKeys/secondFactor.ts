// The second factor that guards creating and changing API keys: every factor the account asks
// for at sign-in, or, when it asks for none, a code to its bound email (else its mobile), so a
// stolen session alone can never mint a key. Codes use their own purpose, apart from sign-in's.
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { verifyTotp } from '../crypto/totp';
import { emailTarget, mobileTarget, type CodeChannel } from '../db/codes';
import type { VerifyMethod } from '../db/pendingLogins';
import type { UserRow } from '../db/users';
import { EnvelopeError } from '../http/envelope';
import type { Fields } from '../http/fields';
import { methodsOf } from '../routes/login';
import type { LoginThrottle } from '../routes/loginThrottle';

const PURPOSE = 'apikey';
const FIELD_OF: Readonly<Record<VerifyMethod, string>> = { email: 'emailCode', mobile: 'mobileCode', google: 'googleCode' };

export function factorsOf(user: UserRow): VerifyMethod[] {
  const asked = methodsOf(user);
  if (asked.length > 0) return asked;
  if (user.email) return ['email'];
  if (user.mobile) return ['mobile'];
  return [];
}

const targetOf = (user: UserRow, channel: CodeChannel): string | null =>
  channel === 'email' ? (user.email ? emailTarget(user.email) : null) : user.mobile ? mobileTarget(user.area_code ?? '', user.mobile) : null;

/** Where a code goes, masked as the screens show it. */
export function maskedTarget(user: UserRow, method: VerifyMethod): string {
  if (method === 'google') return '';
  const target = targetOf(user, method === 'email' ? 'email' : 'sms') ?? '';
  const [name = '', domain] = target.split('@');
  return domain !== undefined ? `${name.slice(0, 2)}***@${domain}` : `***${target.slice(-4)}`;
}

/** Issues an email or SMS code for a key change; null when one was issued less than a minute ago. */
export function sendFactorCode(ctx: GatewayContext, user: UserRow, channel: CodeChannel): { expiresAt: number } | null {
  const method: VerifyMethod = channel === 'email' ? 'email' : 'mobile';
  const target = targetOf(user, channel);
  if (!target || !factorsOf(user).includes(method)) throw new EnvelopeError(CODES.invalidParameter, 'apiKey.channelNotBound', { channel });
  const issued = ctx.codes.issue(channel, target, PURPOSE, ctx.clock.now());
  return issued ? { expiresAt: issued.expiresAt } : null;
}

/**
 * Checks a code for every factor, then uses the stored ones up; a single wrong code changes nothing.
 * Wrong codes count as wrong passwords do, so six digits cannot be guessed at request speed.
 */
export function requireFactors(ctx: GatewayContext, throttle: LoginThrottle, user: UserRow, fields: Fields): void {
  const factors = factorsOf(user);
  if (factors.length === 0) throw new EnvelopeError(CODES.forbidden, 'apiKey.secondFactorNeeded');
  const now = ctx.clock.now();
  const account = `apikey|${user.id}`;
  if (throttle.blocked(account, now)) throw new EnvelopeError(CODES.tooManyRequests, 'code.tooManyWrong');
  try {
    checkFactors(ctx, user, factors, fields, now);
  } catch (error) {
    if (error instanceof EnvelopeError && error.code === CODES.apiKeyVerifyFailed) throttle.fail(account, now);
    throw error;
  }
  throttle.succeed(account);
}

function checkFactors(ctx: GatewayContext, user: UserRow, factors: readonly VerifyMethod[], fields: Fields, now: number): void {
  const ids: number[] = [];
  for (const method of factors) {
    const code = fields[FIELD_OF[method]];
    if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw new EnvelopeError(CODES.apiKeyVerifyFailed, 'code.sixDigitsRequired', { field: FIELD_OF[method] });
    if (method === 'google') {
      if (!user.google_secret || !verifyTotp(user.google_secret, code, now)) throw new EnvelopeError(CODES.apiKeyVerifyFailed, 'code.googleWrong');
      continue;
    }
    const channel: CodeChannel = method === 'email' ? 'email' : 'sms';
    const id = ctx.codes.match(channel, targetOf(user, channel) ?? '', PURPOSE, code, now);
    if (id === null) throw new EnvelopeError(CODES.apiKeyVerifyFailed, 'code.channelWrong', { channel });
    ids.push(id);
  }
  ctx.codes.use(ids, now);
}
