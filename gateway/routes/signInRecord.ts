// The hook every way in calls where it ends: the sign-in, successful or refused, goes into the
// account's history with where it came from. The way in is read from the route, so a hook is one
// call; a session renewal is no sign-in and is not recorded. Never given a password or a code.
import type { FastifyRequest } from 'fastify';
import type { SignInMethod, SignInResult } from '../../src/core/devices/signIns';
import { PATHS } from '../../src/core/protocol/paths';
import { THIRD_PARTY_PATHS } from '../../src/core/protocol/signedEndpoints';
import type { GatewayContext } from '../context';
import { SignIns, type Origin } from '../db/signIns';

const METHOD_OF_PATH: ReadonlyMap<string, SignInMethod> = new Map<string, SignInMethod>([
  ...[PATHS.login, PATHS.agencyLogin].map((p) => [p, 'password'] as const),
  ...[PATHS.verifyLogin, PATHS.agencyVerifyLogin, PATHS.verifyLoginV2, PATHS.thirdSecurityVerify].map((p) => [p, 'code'] as const),
  ...[PATHS.verifySystemLogin, PATHS.verifySystemLoginV2].map((p) => [p, 'newDevice'] as const),
  [PATHS.verifyAuthLogin, 'passkey'],
  [PATHS.qrKeyStatus, 'qr'],
  ...[PATHS.subSwitchLogin, PATHS.subSwitchWeb, PATHS.subSwitchApp].map((p) => [p, 'switch'] as const),
  ...[PATHS.registerMobile, PATHS.registerEmail, PATHS.registerMobileAndEmail].map((p) => [p, 'register'] as const),
  ...THIRD_PARTY_PATHS.map((p) => [p, 'thirdParty'] as const),
]);

export const originOf = (request: FastifyRequest): Origin => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

/** Records a sign-in of a known account by the way the request came in; a route that is no way in records nothing. */
export function recordSignIn(ctx: GatewayContext, request: FastifyRequest, userId: string, result: SignInResult): void {
  const method = METHOD_OF_PATH.get(request.routeOptions.url ?? '');
  if (method) new SignIns(ctx.db).record(userId, method, result, originOf(request), ctx.clock.now());
}
