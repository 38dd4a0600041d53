// The last step of every way in (password, second factor, registration, QR, switching): a new
// session bound to the device key that signed the step, and its cookies.
import type { FastifyReply } from 'fastify';
import type { GatewayContext } from '../context';
import { TrustedDevices } from '../db/trustedDevices';
import type { UserRow } from '../db/users';
import { setSessionCookies } from '../http/cookies';
import { originOf, recordSignIn } from './signInRecord';

export interface LoginData {
  readonly userId: string;
  readonly loginName: string;
  readonly userName: string;
  readonly subAccount: boolean;
  /** Whether the account trusts the signing device key (new-device verification): the client keeps a trusted key after sign-out. */
  readonly deviceTrusted: boolean;
}

export function completeLogin(ctx: GatewayContext, reply: FastifyReply, user: UserRow, deviceKey: string): LoginData {
  const now = ctx.clock.now();
  const session = ctx.sessions.create(user.id, deviceKey, now, originOf(reply.request));
  recordSignIn(ctx, reply.request, user.id, 'success');
  setSessionCookies(reply, user.id, session, now);
  return { userId: user.id, loginName: user.login_name, userName: user.user_name, subAccount: user.parent_id !== null,
    deviceTrusted: deviceKey !== '' && new TrustedDevices(ctx.db).isTrusted(user.id, deviceKey) };
}
