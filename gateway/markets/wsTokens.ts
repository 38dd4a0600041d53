// Short-lived tokens that log a WebSocket in. The upgrade request carries the session cookie, but
// a cookie alone does not prove the device key (DESIGN.md: binding); the token comes from a signed
// session call, so a socket logs in only for a page that holds the bound key. Single use, 60 s,
// tied to the session that asked for it; kept in memory (a restart only means asking again).
import { randomBytes } from 'node:crypto';

export const WS_TOKEN_TTL_MS = 60_000;

export interface WsGrant {
  readonly userId: string;
  readonly demo: boolean;
  readonly sessionToken: string;
  readonly expiresAt: number;
}

export class WsTokens {
  private readonly grants = new Map<string, WsGrant>();

  issue(userId: string, demo: boolean, sessionToken: string, now: number): { token: string; expiresAt: number } {
    for (const [token, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(token);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = now + WS_TOKEN_TTL_MS;
    this.grants.set(token, { userId, demo, sessionToken, expiresAt });
    return { token, expiresAt };
  }

  /** The grant of a live token, used up; undefined when unknown, used or expired. */
  take(token: string, now: number): WsGrant | undefined {
    const grant = this.grants.get(token);
    this.grants.delete(token);
    return grant && grant.expiresAt > now ? grant : undefined;
  }
}
