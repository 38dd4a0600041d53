// What the gateway learns about a request on its way through the hooks, for the handlers.
import type { Fields } from './fields';
import type { ServerMessageId } from './messages/catalogue';

export interface ActiveSession {
  readonly token: string;
  readonly userId: string;
  readonly deviceKey: string;
}

export interface RequestState {
  /** The body exactly as received: UTF-8 text, or base64 for a binary type. */
  rawBody?: { readonly text: string; readonly encoding: 'utf8' | 'base64' };
  logged: boolean;
  /** Body fields, with the decrypted plaintext merged in for an encrypted sign-in. */
  fields: Fields;
  /** The session of the session-token cookie, when valid. */
  session?: ActiveSession;
  /** Why a presented session-token cookie is not a valid session. */
  sessionProblem?: { readonly code: string; readonly msg: ServerMessageId };
  /** The device-sign-key that verified this request's signature. */
  deviceKey?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    gw: RequestState;
  }
}

export function freshState(): RequestState {
  return { logged: false, fields: {} };
}
