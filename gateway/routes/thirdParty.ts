// Third-party sign-in (section 7, /v1/user/public/third/...; docs/protocol.md, Third-party sign-in).
// Google, Apple and Telegram: check redeems the simulated provider's authorisation code (its nonce
// must match) for a third ticket; a bound identity signs in (oauth/sign, tg/sign), a new one is
// either a new account ({provider}/register) or bound to an existing one whose password the user
// proves (bind/choose, then bind/check). The wallet proves its address by signing wallet/check's
// message (wallet/sign) and goes on the same way. An account with second factors is asked for
// them (securityVerify) before any session or binding.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { PATHS } from '../../src/core/protocol/paths';
import {
  isLastWayIn, isRedirectProvider, isThirdProvider, REGISTER_PATHS, shortAddress, SIGN_PATHS, THIRD_PATHS, THIRD_PROVIDERS,
  UNSUPPORTED_THIRD_PATHS, WALLET_ADDRESS, type RedirectProvider, type ThirdProvider,
} from '../../src/core/thirdParty/thirdParty';
import type { GatewayContext } from '../context';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { text, type TextRule } from '../http/fields';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { requireSession } from '../http/sessionHook';
import { ThirdIdentities } from '../thirdParty/identities';
import { registerSimulatedProviders, SimulatedProvider } from '../thirdParty/simulatedProvider';
import { ThirdTickets, type ProvenIdentity } from '../thirdParty/tickets';
import { WalletChallenges } from '../thirdParty/wallet';
import { completeLogin } from './completeLogin';
import { allCodesStep, methodsOf, sendLoginCodes } from './login';
import type { LoginThrottle } from './loginThrottle';
import { checkPassword } from './passwordCheck';
import { recordSignIn } from './signInRecord';

const TOKEN_RULE: TextRule = { max: 128, pattern: /^[A-Za-z0-9_-]{16,128}$/, hint: 'field.malformed' };
const TICKET_RULE: TextRule = { max: 64, pattern: /^[A-Za-z0-9_-]{16,64}$/, hint: 'field.malformed' };
const ADDRESS_RULE: TextRule = { max: 42, pattern: WALLET_ADDRESS, hint: 'field.notWalletAddress' };
const CHOICE_RULE: TextRule = { max: 4, pattern: /^(new|bind)$/, hint: 'field.notEither', hintValues: { first: 'new', second: 'bind' } };
const SUBJECT_RULE: TextRule = { max: 64, pattern: /^[A-Za-z0-9_-]{1,64}$/, hint: 'field.malformed' };

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues) => new EnvelopeError(code, id, values);

export function registerThirdPartyRoutes(app: FastifyInstance, ctx: GatewayContext, throttle: LoginThrottle): void {
  const identities = new ThirdIdentities(ctx.db);
  const tickets = new ThirdTickets(ctx.clock);
  const provider = new SimulatedProvider(ctx.clock);
  const wallets = new WalletChallenges(ctx.clock);
  registerSimulatedProviders(app, provider);

  const deviceKey = (request: FastifyRequest) => request.gw.deviceKey ?? '';
  const userOf = (identity: ProvenIdentity) => {
    const id = identities.userOf(identity.provider, identity.subject);
    return id === undefined ? undefined : ctx.users.byId(id);
  };

  /** The request's third ticket, checked to be this device's and (when given) one of these providers'. */
  function ticketOf(request: FastifyRequest, providers: readonly ThirdProvider[] = THIRD_PROVIDERS) {
    const ticket = text(request.gw.fields, 'thirdTicket', TICKET_RULE);
    const found = tickets.find(ticket, deviceKey(request));
    if (!found || !providers.includes(found.provider)) throw refuse(CODES.thirdTicketInvalid, 'thirdParty.ticketStale');
    return { ticket, identity: found, choice: found.choice };
  }

  /** A new identity's ticket: refused when the identity was bound meanwhile. */
  function newIdentityTicket(request: FastifyRequest, providers?: readonly ThirdProvider[]) {
    const found = ticketOf(request, providers);
    if (userOf(found.identity)) throw refuse(CODES.thirdAlreadyBound, 'thirdParty.alreadyBound');
    return found;
  }

  const bind = (identity: ProvenIdentity, userId: string) => identities.bind(identity.provider, identity.subject, userId, identity.label, ctx.clock.now());

  /** A session, or the second step when the account has second factors; the binding (if any) is made with the session. */
  function signInAs(request: FastifyRequest, reply: FastifyReply, user: UserRow, binding?: ProvenIdentity) {
    if (user.frozen) {
      recordSignIn(ctx, request, user.id, 'frozen');
      throw refuse(CODES.accountFrozen, 'account.frozen');
    }
    const methods = methodsOf(user);
    if (methods.length === 0) {
      if (binding) bind(binding, user.id);
      return sendOk(reply, completeLogin(ctx, reply, user, deviceKey(request)));
    }
    const pending = ctx.pending.create(user.id, deviceKey(request), methods, ctx.clock.now());
    if (binding) tickets.bindAfter(pending.ticket, { identity: binding, userId: user.id });
    sendLoginCodes(ctx, user, pending);
    return sendOk(reply, { needVerify: true, loginTicket: pending.ticket, verifyTypes: methods, expiresAt: pending.expiresAt });
  }

  const identityAnswer = (request: FastifyRequest, identity: ProvenIdentity, known: boolean) =>
    ({ known, thirdTicket: tickets.create(identity, deviceKey(request)), provider: identity.provider, label: identity.label });

  app.post(THIRD_PATHS.check, async (request, reply) => {
    const fields = request.gw.fields;
    const name = text(fields, 'provider', { max: 16 });
    if (!isRedirectProvider(name)) throw refuse(CODES.invalidParameter, 'field.notOneOf', { field: 'provider', list: THIRD_PROVIDERS.filter(isRedirectProvider).join(', ') });
    const redeemed = provider.redeem(name, text(fields, 'code', TOKEN_RULE), text(fields, 'nonce', TOKEN_RULE));
    if (!redeemed.ok) {
      throw redeemed.reason === 'code'
        ? refuse(CODES.thirdCodeInvalid, 'thirdParty.codeInvalid')
        : refuse(CODES.thirdNonceMismatch, 'thirdParty.nonceMismatch');
    }
    const { subject, label, name: personName, email } = redeemed.identity;
    const identity: ProvenIdentity = { provider: name, subject, label, name: personName, ...(email ? { email } : {}) };
    return sendOk(reply, identityAnswer(request, identity, userOf(identity) !== undefined));
  });

  for (const path of new Set(Object.values(SIGN_PATHS))) {
    const providers = (Object.keys(SIGN_PATHS) as RedirectProvider[]).filter((p) => SIGN_PATHS[p] === path);
    app.post(path, async (request, reply) => {
      const { ticket, identity } = ticketOf(request, providers);
      const user = userOf(identity);
      if (!user) throw refuse(CODES.thirdChoiceMissing, 'thirdParty.notBound');
      tickets.finish(ticket);
      return signInAs(request, reply, user);
    });
  }

  app.post(THIRD_PATHS.bindChoose, async (request, reply) => {
    const { ticket } = newIdentityTicket(request);
    const choice = text(request.gw.fields, 'choice', CHOICE_RULE) as 'new' | 'bind';
    tickets.choose(ticket, choice);
    return sendOk(reply, { choice });
  });

  for (const name of THIRD_PROVIDERS) {
    app.post(REGISTER_PATHS[name], async (request, reply) => {
      const { ticket, identity, choice } = newIdentityTicket(request, [name]);
      if (choice !== 'new') throw refuse(CODES.thirdChoiceMissing, 'thirdParty.chooseNew');
      if (identity.email && ctx.users.byLoginName(identity.email)) throw refuse(CODES.thirdEmailTaken, 'thirdParty.emailTaken');
      const now = ctx.clock.now();
      const user = ctx.db.transaction(() => {
        const created = ctx.users.create({
          loginName: identity.email ?? identity.subject,
          userName: name === 'wallet' ? shortAddress(identity.label) : identity.name,
          ...(identity.email ? { email: identity.email } : {}),
        }, now);
        bind(identity, created.id);
        return created;
      })();
      tickets.finish(ticket);
      return sendOk(reply, completeLogin(ctx, reply, user, deviceKey(request)));
    });
  }

  app.post(THIRD_PATHS.bindCheck, async (request, reply) => {
    const { ticket, identity, choice } = newIdentityTicket(request);
    if (choice !== 'bind') throw refuse(CODES.thirdChoiceMissing, 'thirdParty.chooseBind');
    // Wrong passwords here count in the password sign-in's throttle and are recorded, but its 429 is
    // not a `throttled` sign-in: the history's `throttled` is the password step's refusal alone
    // (docs/protocol.md, SignIn), and the wrong passwords that led to it are there already.
    const user = checkPassword(ctx, throttle, request, { recordThrottled: false });
    if (identities.hasProvider(user.id, identity.provider)) throw refuse(CODES.thirdAlreadyBound, 'thirdParty.providerAlreadyBound', { provider: identity.provider });
    tickets.finish(ticket);
    return signInAs(request, reply, user, identity);
  });

  app.post(PATHS.thirdSecurityVerify, allCodesStep(ctx, 'login', (pending, user) => {
    const pendingBind = tickets.takeBind(pending.ticket);
    if (pendingBind && pendingBind.userId === user.id && !userOf(pendingBind.identity) && !identities.hasProvider(user.id, pendingBind.identity.provider)) bind(pendingBind.identity, user.id);
  }));

  app.post(THIRD_PATHS.walletCheck, async (request, reply) => {
    const address = text(request.gw.fields, 'address', ADDRESS_RULE);
    const host = request.headers.host ?? 'localhost';
    return sendOk(reply, wallets.issue(address, host, `${request.protocol}://${host}`));
  });

  app.post(THIRD_PATHS.walletSign, async (request, reply) => {
    const fields = request.gw.fields;
    const address = text(fields, 'address', ADDRESS_RULE).toLowerCase();
    const checked = wallets.verify(address, text(fields, 'nonce', { max: 64, pattern: /^[A-Za-z0-9]{16,64}$/ }), text(fields, 'signature', { max: 132 }));
    if (!checked.ok) {
      throw checked.reason === 'nonce'
        ? refuse(CODES.walletNonceInvalid, 'thirdParty.walletNonceInvalid')
        : refuse(CODES.walletSignatureInvalid, 'thirdParty.walletSignatureInvalid');
    }
    const identity: ProvenIdentity = { provider: 'wallet', subject: address, label: address, name: shortAddress(address) };
    const user = userOf(identity);
    return user ? signInAs(request, reply, user) : sendOk(reply, identityAnswer(request, identity, false));
  });

  for (const path of UNSUPPORTED_THIRD_PATHS) {
    app.post(path, async () => {
      throw refuse(CODES.providerNotConfigured, 'auth.providerNotConfigured', { provider: 'Telegram mini-app' });
    });
  }

  const signedInUser = (request: FastifyRequest): UserRow => {
    const user = ctx.users.byId(requireSession(request).userId);
    if (!user) throw refuse(CODES.sessionInvalid, 'session.invalid');
    return user;
  };
  const bindingsOf = (user: UserRow) => ({ bindings: identities.list(user.id), hasPassword: user.pwd_hash !== null });

  app.post(THIRD_PATHS.bindings, async (request, reply) => sendOk(reply, bindingsOf(signedInUser(request))));

  app.post(THIRD_PATHS.unbind, async (request, reply) => {
    const user = signedInUser(request);
    const name = text(request.gw.fields, 'provider', { max: 16 });
    if (!isThirdProvider(name)) throw refuse(CODES.invalidParameter, 'field.notOneOf', { field: 'provider', list: THIRD_PROVIDERS.join(', ') });
    const subject = text(request.gw.fields, 'subject', SUBJECT_RULE);
    const state = bindingsOf(user);
    if (!state.bindings.some((b) => b.provider === name && b.subject === subject)) throw refuse(CODES.thirdBindingNotFound, 'thirdParty.bindingNotFound');
    if (isLastWayIn(state)) throw refuse(CODES.thirdLastWayIn, 'thirdParty.lastWayIn');
    identities.unbind(user.id, name, subject);
    return sendOk(reply, bindingsOf(user));
  });
}
