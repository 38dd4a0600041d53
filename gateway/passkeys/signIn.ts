// Sign-in with a passkey (docs/protocol.md, Passkeys): the assertion options, then
// verify-auth-login with the assertion in fidoVerifyCode. With a loginTicket it is the second step
// of a password sign-in and only that account's passkeys count; without one it is a sign-in by the
// passkey alone (a discoverable credential names its account). Either way the challenge is taken
// out of the store before anything is checked, so an assertion is good for one try.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PASSKEY_PATHS } from '../../src/core/passkeys/paths';
import { CODES } from '../../src/core/protocol/codes';
import { PATHS } from '../../src/core/protocol/paths';
import type { GatewayContext } from '../context';
import type { PendingLogin } from '../db/pendingLogins';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { optionalText, text } from '../http/fields';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { completeLogin } from '../routes/completeLogin';
import { pendingFor, TICKET_RULE } from '../routes/pendingStep';
import { recordSignIn } from '../routes/signInRecord';
import { relyingPartyFor, type RelyingParty } from './relyingParty';
import { challengeOf, readAssertion, RESPONSE_MAX } from './responses';
import { CHALLENGE_TTL_MS, Passkeys } from './store';

export function registerPasskeySignIn(app: FastifyInstance, ctx: GatewayContext, configured: RelyingParty | null): void {
  const passkeys = new Passkeys(ctx.db);

  app.post(PASSKEY_PATHS.loginOptions, async (request, reply) => {
    const rp = relyingPartyFor(request, configured);
    const ticket = optionalText(request.gw.fields, 'loginTicket', TICKET_RULE) ?? null;
    const now = ctx.clock.now();
    let userId: string | null = null;
    let allowCredentials: { id: string; transports?: AuthenticatorTransport[] }[] | undefined;
    if (ticket !== null) {
      const pending = ctx.pending.find(ticket, now);
      if (!pending) throw new EnvelopeError(CODES.ticketExpired, 'auth.signInExpired');
      const own = passkeys.ofUser(pending.userId);
      if (own.length === 0) throw new EnvelopeError(CODES.passkeyUnknown, 'passkey.none');
      userId = pending.userId;
      allowCredentials = own.map((p) => ({ id: p.credentialId, transports: [...p.transports] as AuthenticatorTransport[] }));
    }
    const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'required', timeout: CHALLENGE_TTL_MS, ...(allowCredentials ? { allowCredentials } : {}) });
    passkeys.holdChallenge({ challenge: options.challenge, purpose: 'login', userId, ticket }, now);
    return sendOk(reply, { options });
  });

  app.post(PATHS.verifyAuthLogin, async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = request.gw.fields;
    const ticket = optionalText(fields, 'loginTicket', TICKET_RULE) ?? null;
    const assertion = readAssertion(text(fields, 'fidoVerifyCode', { max: RESPONSE_MAX }));
    const rp = relyingPartyFor(request, configured);
    const now = ctx.clock.now();
    const step: { pending: PendingLogin; user: UserRow } | null = ticket === null ? null : pendingFor(ctx, request, ['login', 'agency']);
    /** A refusal that counts against the pending sign-in and goes into the account's history. */
    const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues, userId = step?.user.id): never => {
      if (step) ctx.pending.recordFailure(step.pending.ticket);
      if (userId) recordSignIn(ctx, request, userId, 'wrongCode');
      throw new EnvelopeError(code, id, values);
    };
    const held = passkeys.takeChallenge(challengeOf(assertion), 'login', now);
    if (!held || held.ticket !== ticket) return refuse(CODES.passkeyChallengeInvalid, 'passkey.promptExpired');
    const stored = passkeys.byCredentialId(assertion.id);
    if (!stored || (held.userId !== null && stored.userId !== held.userId)) return refuse(CODES.passkeyUnknown, 'passkey.notRegistered');
    const handle = assertion.response.userHandle;
    if (handle && handle !== Buffer.from(stored.userId, 'utf8').toString('base64url')) return refuse(CODES.passkeyUnknown, 'passkey.notRegistered');
    let newCounter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge: held.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        credential: { id: stored.credentialId, publicKey: stored.publicKey as Uint8Array<ArrayBuffer>, counter: stored.counter, transports: [...stored.transports] as AuthenticatorTransport[] },
        requireUserVerification: true,
      });
      if (!verified.verified) throw new Error('not verified');
      newCounter = verified.authenticationInfo.newCounter;
    } catch {
      return refuse(CODES.passkeyAssertionInvalid, 'passkey.assertionInvalid', undefined, stored.userId);
    }
    // Two answers racing with the same counter: only the first one moves it.
    if (!passkeys.used(stored.credentialId, stored.counter, newCounter, now)) return refuse(CODES.passkeyAssertionInvalid, 'passkey.counterStale', undefined, stored.userId);
    const user = step?.user ?? ctx.users.byId(stored.userId);
    if (!user) return refuse(CODES.passkeyUnknown, 'passkey.notRegistered');
    if (user.frozen) {
      recordSignIn(ctx, request, user.id, 'frozen');
      throw new EnvelopeError(CODES.accountFrozen, 'account.frozen');
    }
    if (step) ctx.pending.finish(step.pending.ticket);
    return sendOk(reply, completeLogin(ctx, reply, user, request.gw.deviceKey ?? ''));
  });
}
