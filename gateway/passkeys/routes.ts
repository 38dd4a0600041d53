// Passkey management for a signed-in account (docs/protocol.md, Passkeys): a registration challenge
// once the account's second factors are proven (the security centre's check), the registration
// itself (the same codes, used up only now), the list, a new name, and removal (codes again).
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { MAX_PASSKEYS, PASSKEY_NAME_MAX, passkeyName, type PasskeyView } from '../../src/core/passkeys/passkeys';
import { PASSKEY_PATHS } from '../../src/core/passkeys/paths';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { EnvelopeError, sendOk } from '../http/envelope';
import { text, type Fields, type TextRule } from '../http/fields';
import type { LoginThrottle } from '../routes/loginThrottle';
import { signedInUser } from '../routes/security';
import { checkFactors, throttled } from '../security/secondFactor';
import { relyingPartyFor, RP_NAME, type RelyingParty } from './relyingParty';
import { challengeOf, readAttestation, RESPONSE_MAX } from './responses';
import { CHALLENGE_TTL_MS, Passkeys, type StoredPasskey } from './store';

const ID_RULE: TextRule = { max: 1366, pattern: /^[A-Za-z0-9_-]+$/, hint: 'field.notCredentialId' };

export const viewOf = (p: StoredPasskey): PasskeyView => ({ id: p.credentialId, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt });

function nameOf(fields: Fields): string {
  const name = passkeyName(text(fields, 'name', { max: PASSKEY_NAME_MAX * 4 }));
  if (name === null) throw new EnvelopeError(CODES.invalidParameter, 'field.nameRule', { field: 'name', max: PASSKEY_NAME_MAX });
  return name;
}

export function registerPasskeyRoutes(app: FastifyInstance, ctx: GatewayContext, throttle: LoginThrottle, configured: RelyingParty | null): void {
  const passkeys = new Passkeys(ctx.db);
  // The security centre's change routes: the same throttle scope, so wrong codes count together.
  const postChange = (path: string, handler: Parameters<typeof throttled>[3]) => app.post(path, throttled(throttle, 'security', ctx, handler));

  postChange(PASSKEY_PATHS.registerOptions, async (request, reply) => {
    const user = signedInUser(ctx, request);
    // A sub-account is entered from its main account (switching), never by a sign-in of its own.
    if (user.parent_id !== null) throw new EnvelopeError(CODES.forbidden, 'passkey.subAccount');
    const rp = relyingPartyFor(request, configured);
    const own = passkeys.ofUser(user.id);
    if (own.length >= MAX_PASSKEYS) throw new EnvelopeError(CODES.passkeyLimit, 'passkey.limit', { max: MAX_PASSKEYS });
    // Checked here so that no prompt opens for a wrong code, and used only when the passkey is saved: a closed prompt costs no code.
    checkFactors(ctx, user, request.gw.fields, { purpose: 'security' });
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpId,
      userName: user.login_name,
      userDisplayName: user.user_name,
      userID: new TextEncoder().encode(user.id),
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: own.map((p) => ({ id: p.credentialId, transports: [...p.transports] })),
      // A resident (discoverable) key lets the passkey start a sign-in alone; verification makes it a second factor on its own.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    passkeys.holdChallenge({ challenge: options.challenge, purpose: 'register', userId: user.id, ticket: null }, ctx.clock.now());
    return sendOk(reply, { options });
  });

  postChange(PASSKEY_PATHS.register, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const rp = relyingPartyFor(request, configured);
    const fields = request.gw.fields;
    const name = nameOf(fields);
    const attestation = readAttestation(text(fields, 'attestation', { max: RESPONSE_MAX }));
    const ids = checkFactors(ctx, user, fields, { purpose: 'security' });
    const now = ctx.clock.now();
    const held = passkeys.takeChallenge(challengeOf(attestation), 'register', now);
    if (!held || held.userId !== user.id) throw new EnvelopeError(CODES.passkeyChallengeInvalid, 'passkey.registrationExpired');
    let verified;
    try {
      verified = await verifyRegistrationResponse({ response: attestation, expectedChallenge: held.challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpId, requireUserVerification: true });
    } catch {
      throw new EnvelopeError(CODES.passkeyRegistrationInvalid, 'passkey.registrationInvalid');
    }
    if (!verified.verified || !verified.registrationInfo) throw new EnvelopeError(CODES.passkeyRegistrationInvalid, 'passkey.registrationInvalid');
    const { credential } = verified.registrationInfo;
    if (passkeys.byCredentialId(credential.id)) throw new EnvelopeError(CODES.passkeyExists, 'passkey.exists');
    if (passkeys.ofUser(user.id).length >= MAX_PASSKEYS) throw new EnvelopeError(CODES.passkeyLimit, 'passkey.limit', { max: MAX_PASSKEYS });
    const stored = { credentialId: credential.id, userId: user.id, name, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [], createdAt: now };
    ctx.db.transaction(() => {
      ctx.codes.use(ids, now);
      passkeys.add(stored);
    })();
    return sendOk(reply, { passkey: viewOf({ ...stored, lastUsedAt: null }) });
  });

  app.post(PASSKEY_PATHS.list, async (request, reply) => {
    const user = signedInUser(ctx, request);
    return sendOk(reply, { passkeys: passkeys.ofUser(user.id).map(viewOf) });
  });

  app.post(PASSKEY_PATHS.rename, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const id = text(request.gw.fields, 'id', ID_RULE);
    const name = nameOf(request.gw.fields);
    if (!passkeys.rename(user.id, id, name)) throw new EnvelopeError(CODES.passkeyNotFound, 'passkey.notFound');
    const renamed = passkeys.byCredentialId(id);
    return sendOk(reply, { passkey: renamed ? viewOf(renamed) : null });
  });

  postChange(PASSKEY_PATHS.remove, async (request, reply) => {
    const user = signedInUser(ctx, request);
    const id = text(request.gw.fields, 'id', ID_RULE);
    const owned = passkeys.byCredentialId(id);
    if (!owned || owned.userId !== user.id) throw new EnvelopeError(CODES.passkeyNotFound, 'passkey.notFound');
    const ids = checkFactors(ctx, user, request.gw.fields, { purpose: 'security' });
    const now = ctx.clock.now();
    ctx.db.transaction(() => {
      ctx.codes.use(ids, now);
      passkeys.remove(user.id, id);
    })();
    return sendOk(reply, { removed: id });
  });
}
