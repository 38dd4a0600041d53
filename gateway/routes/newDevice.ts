// New-device verification (issue 17). A sign-in whose password and second factors are right, signed
// by a device key the account has never trusted, waits for one more code sent to the account's
// email or phone. verifySystemLogin takes that code and leaves the device untrusted (asked again
// next time); -v2 also takes `trustDevice` (docs/decisions.md, New-device verification).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { PATHS } from '../../src/core/protocol/paths';
import type { GatewayContext } from '../context';
import { emailTarget, mobileTarget, RESEND_INTERVAL_MS } from '../db/codes';
import type { PendingLogin } from '../db/pendingLogins';
import { TrustedDevices } from '../db/trustedDevices';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { CODE_RULE, optionalText, text, type TextRule } from '../http/fields';
import { completeLogin } from './completeLogin';
import { pendingFor } from './pendingStep';
import { maskTarget } from './sendCode';
import { recordSignIn } from './signInRecord';

export type DeviceChannel = 'email' | 'mobile';

/** Where a new-device code can go: the account's email first, its phone second. */
export const deviceChannelsOf = (user: UserRow): DeviceChannel[] => [
  ...(user.email ? (['email'] as const) : []),
  ...(user.mobile ? (['mobile'] as const) : []),
];

const targetOf = (user: UserRow, channel: DeviceChannel): string =>
  channel === 'email' ? emailTarget(user.email ?? '') : mobileTarget(user.area_code ?? '', user.mobile ?? '');

/** An account without a key (an unsigned sign-in) can never be trusted, so it is asked every time. */
export function needsDeviceCheck(ctx: GatewayContext, user: UserRow, deviceKey: string): boolean {
  if (user.device_check !== 1 || deviceChannelsOf(user).length === 0) return false;
  return deviceKey === '' || !new TrustedDevices(ctx.db).isTrusted(user.id, deviceKey);
}

/** Sends (or keeps, when one went out less than the resend interval ago) the new-device code; the masked target. */
export function sendDeviceCode(ctx: GatewayContext, user: UserRow, channel: DeviceChannel, ticket: string): string {
  const target = targetOf(user, channel);
  ctx.codes.issue(channel === 'email' ? 'email' : 'sms', target, 'device', ctx.clock.now(), ticket);
  return maskTarget(target);
}

/** The end of every password sign-in whose checks all passed: straight in, or the new-device step first. */
export function finishSignIn(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const deviceKey = request.gw.deviceKey ?? '';
  if (!needsDeviceCheck(ctx, user, deviceKey)) return sendOk(reply, completeLogin(ctx, reply, user, deviceKey));
  const channels = deviceChannelsOf(user);
  const sentTo = channels[0] ?? 'email';
  const pending = ctx.pending.create(user.id, deviceKey, channels, ctx.clock.now(), 'device');
  const target = sendDeviceCode(ctx, user, sentTo, pending.ticket);
  return sendOk(reply, { needDeviceVerify: true, loginTicket: pending.ticket, channels, sentTo, target, expiresAt: pending.expiresAt, resendAfterMs: RESEND_INTERVAL_MS });
}

/** The id of the live new-device code equal to `code` on any of the step's channels, or null. */
function matchDeviceCode(ctx: GatewayContext, user: UserRow, pending: PendingLogin, code: string): number | null {
  for (const channel of pending.methods) {
    if (channel !== 'email' && channel !== 'mobile') continue;
    const id = ctx.codes.match(channel === 'email' ? 'email' : 'sms', targetOf(user, channel), 'device', code, ctx.clock.now());
    if (id !== null) return id;
  }
  return null;
}

const TRUST_RULE: TextRule = { max: 5, pattern: /^(true|false)$/, hint: 'field.notEither', hintValues: { first: 'true', second: 'false' } };

function deviceStep(ctx: GatewayContext, takesTrust: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { pending, user } = pendingFor(ctx, request, ['device']);
    const fields = request.gw.fields;
    const code = text(fields, 'verifyCode', CODE_RULE);
    const trustValue = takesTrust ? fields.trustDevice : undefined;
    const trust = typeof trustValue === 'boolean' ? trustValue : optionalText({ trustDevice: trustValue }, 'trustDevice', TRUST_RULE) === 'true';
    const id = matchDeviceCode(ctx, user, pending, code);
    if (id === null) {
      ctx.pending.recordFailure(pending.ticket);
      recordSignIn(ctx, request, user.id, 'wrongCode');
      throw new EnvelopeError(CODES.wrongCredentials, 'code.wrong');
    }
    const deviceKey = request.gw.deviceKey ?? '';
    const now = ctx.clock.now();
    ctx.db.transaction(() => {
      ctx.codes.use([id], now);
      ctx.pending.finish(pending.ticket);
      if (trust && deviceKey !== '') new TrustedDevices(ctx.db).trust(user.id, deviceKey, now);
    })();
    return sendOk(reply, completeLogin(ctx, reply, user, deviceKey));
  };
}

export function registerNewDeviceRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(PATHS.verifySystemLogin, deviceStep(ctx, false));
  app.post(PATHS.verifySystemLoginV2, deviceStep(ctx, true));
}
