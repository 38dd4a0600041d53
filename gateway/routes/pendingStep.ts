// The pending sign-in a second step names by its ticket, checked to be of a kind that step takes
// (an agency ticket is finished at the agency verify call only, a new-device ticket at
// verifySystemLogin only) and to belong to the device key that signed the password step.
import type { FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import type { PendingKind, PendingLogin } from '../db/pendingLogins';
import type { UserRow } from '../db/users';
import { EnvelopeError } from '../http/envelope';
import { text, type TextRule } from '../http/fields';

export const TICKET_RULE: TextRule = { max: 64, pattern: /^[A-Za-z0-9_-]+$/, hint: 'field.malformed' };

export function pendingFor(ctx: GatewayContext, request: FastifyRequest, kinds: readonly PendingKind[]): { pending: PendingLogin; user: UserRow } {
  const ticket = text(request.gw.fields, 'loginTicket', TICKET_RULE);
  const pending = ctx.pending.find(ticket, ctx.clock.now());
  const user = pending ? ctx.users.byId(pending.userId) : undefined;
  if (!pending || !user) throw new EnvelopeError(CODES.ticketExpired, 'auth.signInExpired');
  if (pending.deviceKey !== (request.gw.deviceKey ?? '')) throw new EnvelopeError(CODES.signInvalid, 'auth.otherDeviceKey');
  if (!kinds.includes(pending.kind)) throw new EnvelopeError(CODES.wrongSignInStep, 'auth.otherStep');
  return { pending, user };
}
