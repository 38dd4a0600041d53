// The reference gateway's simulated Google, Apple and Telegram (docs/protocol.md, Third-party
// sign-in): a consent page listing a few made-up identities and "use another account", which sends
// the browser back to the app with a single-use authorisation code bound to the nonce the app
// opened it with. Part of the demo, not of test control, and labelled on the page as simulated:
// nothing here talks to the real providers. Same-origin, so no client id or secret to configure.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authorizePath, consentPath, isRedirectProvider, returnPath, type RedirectProvider } from '../../src/core/thirdParty/thirdParty';
import type { Clock } from '../http/clock';

export interface ProviderIdentity {
  readonly subject: string;
  /** What the user recognises: an email, or a Telegram handle. */
  readonly label: string;
  readonly name: string;
  /** A verified email the provider vouches for (not Telegram's). */
  readonly email?: string;
}

interface ProviderData {
  readonly title: string;
  readonly identities: readonly ProviderIdentity[];
  /** The "use another account" field: an email, or a Telegram username. */
  readonly another: 'email' | 'username';
}

const PROVIDERS: Readonly<Record<RedirectProvider, ProviderData>> = {
  google: {
    title: 'Google',
    another: 'email',
    identities: [
      { subject: 'google-1001', label: 'ada.lovelace@gmail.example', name: 'Ada Lovelace', email: 'ada.lovelace@gmail.example' },
      { subject: 'google-1002', label: 'grace.hopper@gmail.example', name: 'Grace Hopper', email: 'grace.hopper@gmail.example' },
    ],
  },
  apple: {
    title: 'Apple',
    another: 'email',
    identities: [
      { subject: 'apple-2001', label: 'k7f3q9@privaterelay.apple.example', name: 'Hidden email (relay)', email: 'k7f3q9@privaterelay.apple.example' },
      { subject: 'apple-2002', label: 'alan.turing@icloud.example', name: 'Alan Turing', email: 'alan.turing@icloud.example' },
    ],
  },
  telegram: {
    title: 'Telegram',
    another: 'username',
    identities: [
      { subject: 'telegram-3001', label: '@satoshi_fan', name: 'Satoshi Fan' },
      { subject: 'telegram-3002', label: '@hodl_daily', name: 'Hodl Daily' },
    ],
  },
};

export const CODE_TTL_MS = 2 * 60_000;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,63}\.[A-Za-z]{2,24}$/;
const USERNAME = /^[A-Za-z0-9_]{5,32}$/;

interface IssuedCode {
  readonly provider: RedirectProvider;
  readonly identity: ProviderIdentity;
  readonly nonce: string;
  readonly expiresAt: number;
}

export type Redeemed = { readonly ok: true; readonly identity: ProviderIdentity } | { readonly ok: false; readonly reason: 'code' | 'nonce' };

/** Authorisation codes, in memory: each lives two minutes and opens one exchange. */
export class SimulatedProvider {
  private readonly codes = new Map<string, IssuedCode>();

  constructor(private readonly clock: Clock) {}

  issue(provider: RedirectProvider, identity: ProviderIdentity, nonce: string): string {
    const now = this.clock.now();
    for (const [code, issued] of this.codes) if (issued.expiresAt <= now) this.codes.delete(code);
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { provider, identity, nonce, expiresAt: now + CODE_TTL_MS });
    return code;
  }

  /** The code is used up by any attempt, so a wrong nonce cannot be retried against it. */
  redeem(provider: RedirectProvider, code: string, nonce: string): Redeemed {
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (!issued || issued.provider !== provider || issued.expiresAt <= this.clock.now()) return { ok: false, reason: 'code' };
    if (issued.nonce !== nonce) return { ok: false, reason: 'nonce' };
    return { ok: true, identity: issued.identity };
  }
}

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1f23}
main{max-width:26rem;margin:0 auto;padding:1rem}
.banner{background:#fff4d6;border:1px solid #e0b84a;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
form{margin:0 0 .75rem}
button,input{font:inherit;box-sizing:border-box;width:100%;padding:.75rem;border-radius:.5rem;border:1px solid #b9bec7;min-height:44px}
button{background:#fff;text-align:start;cursor:pointer}
button.primary{background:#1a5fd0;color:#fff;border-color:#1a5fd0;text-align:center}
label{display:block;margin:.5rem 0 .25rem}
small{color:#555}
a{color:#1a5fd0}
@media (prefers-color-scheme:dark){a{color:#8ab4f8}body{background:#15171a;color:#e8eaed}button,input{background:#23262b;color:#e8eaed;border-color:#444}.banner{background:#3a3013;border-color:#8a6d1f}small{color:#aaa}}`;

const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`);
}

interface Request { readonly state: string; readonly nonce: string; readonly redirect: string }

/** The consent request, or what is wrong with it. The return address must be the app's own. */
function consentRequest(provider: RedirectProvider, fields: Record<string, unknown>): Request | string {
  const { state, nonce, redirect_uri: redirect } = fields;
  if (typeof state !== 'string' || !TOKEN.test(state)) return 'state is missing or malformed';
  if (typeof nonce !== 'string' || !TOKEN.test(nonce)) return 'nonce is missing or malformed';
  if (redirect !== returnPath(provider)) return `redirect_uri must be ${returnPath(provider)}`;
  return { state, nonce, redirect };
}

function hidden(request: Request): string {
  return `<input type="hidden" name="state" value="${escape(request.state)}"><input type="hidden" name="nonce" value="${escape(request.nonce)}"><input type="hidden" name="redirect_uri" value="${escape(request.redirect)}">`;
}

function consentPage(provider: RedirectProvider, request: Request): string {
  const data = PROVIDERS[provider];
  const action = escape(consentPath(provider));
  const identities = data.identities.map((identity) => `<form method="post" action="${action}">${hidden(request)}<input type="hidden" name="subject" value="${escape(identity.subject)}"><button type="submit" data-identity="${escape(identity.subject)}">${escape(identity.name)}<br><small>${escape(identity.label)}</small></button></form>`).join('');
  const anotherLabel = data.another === 'email' ? 'Email' : 'Telegram username';
  const anotherInput = data.another === 'email' ? '<input name="email" type="email" autocomplete="off" required>' : '<input name="username" autocomplete="off" required pattern="[A-Za-z0-9_]{5,32}">';
  const cancel = `${escape(request.redirect)}#error=access_denied&amp;state=${escape(request.state)}`;
  return `<p class="banner" data-testid="simulated-banner"><strong>Simulated ${escape(data.title)} sign-in.</strong> This page is part of the OpenEx reference gateway's demo. It is not ${escape(data.title)}, and nothing is sent to ${escape(data.title)}.</p>
<h1>Sign in with ${escape(data.title)}</h1><p>OpenEx will receive your name and ${data.another === 'email' ? 'email address' : 'username'}. Choose an account:</p>${identities}
<form method="post" action="${action}">${hidden(request)}<label>Use another account: ${anotherLabel}${anotherInput}</label><label>Name<input name="name" autocomplete="off" maxlength="64"></label><p><button type="submit" class="primary" data-testid="use-another">Continue</button></p></form>
<p><a href="${cancel}">Cancel and return to OpenEx</a></p>`;
}

/** A typed identity always maps to the same subject, so a returning user is recognised. */
function anotherIdentity(provider: RedirectProvider, fields: Record<string, unknown>): ProviderIdentity | null {
  const name = typeof fields.name === 'string' ? fields.name.trim().slice(0, 64) : '';
  const key = PROVIDERS[provider].another === 'email' ? 'email' : 'username';
  const raw = typeof fields[key] === 'string' ? (fields[key] as string).trim() : '';
  if (key === 'email' ? !EMAIL.test(raw) : !USERNAME.test(raw)) return null;
  const value = key === 'email' ? raw.toLowerCase() : raw;
  const subject = `${provider}-${createHash('sha256').update(value.toLowerCase()).digest('hex').slice(0, 20)}`;
  const label = key === 'email' ? value : `@${value}`;
  return { subject, label, name: name || label, ...(key === 'email' ? { email: value } : {}) };
}

export function registerSimulatedProviders(app: FastifyInstance, provider: SimulatedProvider): void {
  app.get('/__provider/:provider/authorize', async (request, reply) => {
    const name = (request.params as { provider: string }).provider;
    if (!isRedirectProvider(name) || request.url.split('?', 1)[0] !== authorizePath(name)) return page(reply, 404, 'Unknown provider', '<h1>Unknown provider</h1>');
    const consent = consentRequest(name, request.query as Record<string, unknown>);
    if (typeof consent === 'string') return page(reply, 400, 'Bad sign-in request', `<h1>Bad sign-in request</h1><p>${escape(consent)}</p>`);
    return page(reply, 200, `Simulated ${PROVIDERS[name].title} sign-in`, consentPage(name, consent));
  });
  app.post('/__provider/:provider/consent', async (request, reply) => {
    const name = (request.params as { provider: string }).provider;
    const fields = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (!isRedirectProvider(name)) return page(reply, 404, 'Unknown provider', '<h1>Unknown provider</h1>');
    const consent = consentRequest(name, fields);
    if (typeof consent === 'string') return page(reply, 400, 'Bad sign-in request', `<h1>Bad sign-in request</h1><p>${escape(consent)}</p>`);
    const listed = PROVIDERS[name].identities.find((i) => i.subject === fields.subject);
    const identity = listed ?? (fields.subject === undefined ? anotherIdentity(name, fields) : null);
    if (!identity) return page(reply, 400, 'Check the account', `<h1>Check the account</h1><p>That ${PROVIDERS[name].another === 'email' ? 'email address' : 'username'} is not valid. Go back and try again.</p>`);
    const code = provider.issue(name, identity, consent.nonce);
    // In the fragment: the code never reaches a server log or a Referer, and the app clears it at once.
    return reply.code(303).headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      .redirect(`${consent.redirect}#code=${code}&state=${encodeURIComponent(consent.state)}`, 303);
  });
}
