// Who the gateway is to a passkey: the origin the browser must have signed in clientDataJSON and
// the RP id (its host name) credentials are scoped to (docs/decisions.md, Passkeys). A configured
// public origin is the only one accepted when set. Without one, only a loopback address is
// derived from the Host header: a Host header is the client's to write, so trusting any value would
// let a phishing site relay its visitors' assertions under a Host of its choosing; on loopback the
// only browser that can reach the gateway is the user's own (development, tests on a random port).
import type { FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from '../http/envelope';

export const RP_NAME = 'OpenEx';

export interface RelyingParty {
  readonly origin: string;
  readonly rpId: string;
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** The relying party of a configured origin such as https://exchange.example; null when none is configured. Throws on a value that is no https origin. */
export function configuredRelyingParty(publicOrigin: string | undefined): RelyingParty | null {
  if (!publicOrigin) return null;
  const url = URL.canParse(publicOrigin) ? new URL(publicOrigin) : null;
  if (!url || url.origin !== publicOrigin.replace(/\/$/, '') || (url.protocol !== 'https:' && url.hostname !== 'localhost')) {
    throw new Error(`The public origin ${publicOrigin} is not an https origin (scheme, host and port only)`);
  }
  return { origin: url.origin, rpId: url.hostname };
}

export function relyingPartyFor(request: FastifyRequest, configured: RelyingParty | null): RelyingParty {
  if (configured) return configured;
  const host = request.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) throw new EnvelopeError(CODES.passkeyOriginUnavailable, 'passkey.originUnavailable');
  const origin = `http://${host.toLowerCase()}`;
  return { origin, rpId: new URL(origin).hostname };
}
