// Third-party sign-in (section 7): no provider is configured on the reference gateway, and each
// call says so plainly instead of pretending to sign anyone in.
import type { FastifyInstance } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { THIRD_PARTY_PATHS, THIRD_PARTY_PREFIX } from '../../src/core/protocol/signedEndpoints';
import { EnvelopeError } from '../http/envelope';

export function registerThirdPartyRoutes(app: FastifyInstance): void {
  for (const path of [...THIRD_PARTY_PATHS, `${THIRD_PARTY_PREFIX}securityVerify`]) {
    const provider = path.slice(THIRD_PARTY_PREFIX.length).split('/', 1)[0] ?? 'third-party';
    app.post(path, async () => {
      throw new EnvelopeError(CODES.providerNotConfigured, 'auth.providerNotConfigured', { provider });
    });
  }
}
