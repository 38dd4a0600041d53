// An identity the gateway has proven but not yet signed in with (docs/protocol.md, Third-party
// sign-in): the third ticket that check or wallet/sign answers, bound to the device key that
// proved it, and the binding a second step (securityVerify) will make once its codes are right.
import { randomBytes } from 'node:crypto';
import type { BindChoice, ThirdProvider } from '../../src/core/thirdParty/thirdParty';
import type { Clock } from '../http/clock';

export const THIRD_TICKET_TTL_MS = 10 * 60_000;

export interface ProvenIdentity {
  readonly provider: ThirdProvider;
  readonly subject: string;
  readonly label: string;
  readonly name: string;
  readonly email?: string;
}

interface Ticket { readonly identity: ProvenIdentity; readonly deviceKey: string; readonly expiresAt: number; choice?: BindChoice }

export interface PendingBind { readonly identity: ProvenIdentity; readonly userId: string }

/** In memory: a ticket lives ten minutes; a restart asks the user to start again, as an expired one does. */
export class ThirdTickets {
  private readonly tickets = new Map<string, Ticket>();
  private readonly binds = new Map<string, PendingBind>();

  constructor(private readonly clock: Clock) {}

  create(identity: ProvenIdentity, deviceKey: string): string {
    const now = this.clock.now();
    for (const [id, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(id);
    const ticket = randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { identity, deviceKey, expiresAt: now + THIRD_TICKET_TTL_MS });
    return ticket;
  }

  /** The live ticket of this device key, or undefined. */
  find(ticket: string, deviceKey: string): (ProvenIdentity & { readonly choice?: BindChoice }) | undefined {
    const found = this.tickets.get(ticket);
    if (!found || found.expiresAt <= this.clock.now() || found.deviceKey !== deviceKey) return undefined;
    return { ...found.identity, ...(found.choice ? { choice: found.choice } : {}) };
  }

  choose(ticket: string, choice: BindChoice): void {
    const found = this.tickets.get(ticket);
    if (found) found.choice = choice;
  }

  finish(ticket: string): void {
    this.tickets.delete(ticket);
  }

  /** The binding to make when the sign-in of this login ticket passes its second step. */
  bindAfter(loginTicket: string, bind: PendingBind): void {
    this.binds.set(loginTicket, bind);
  }

  takeBind(loginTicket: string): PendingBind | undefined {
    const bind = this.binds.get(loginTicket);
    this.binds.delete(loginTicket);
    return bind;
  }
}
