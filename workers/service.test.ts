// The worker's service against a running reference gateway, which verifies and decrypts with
// Node's crypto: every request here is made the way the page makes it, and the gateway's answer
// is the verdict.
import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultIssuerDir, ensureDevIssuer, selfSignedCertificate } from '../gateway/crypto/issuer';
import { totpAt } from '../gateway/crypto/totp';
import { DEMO_TOTP_SECRET } from '../gateway/db/seed';
import { GatewayClient } from '../gateway/testing/client';
import { startTestGateway, type TestGateway } from '../gateway/testing/harness';
import { CODES } from '../src/core/protocol/codes';
import type { Envelope } from '../src/core/protocol/envelope';
import type { GatewaySignConfig } from '../src/core/protocol/signConfig';
import { PATHS } from '../src/core/protocol/paths';
import { CIPHER_FIELDS, COOKIES, HEADERS } from '../src/core/protocol/wire';
import type { CryptoApi, SessionRef } from './cryptoApi';
import { createCryptoService } from './service';

let gw: TestGateway;
let config: GatewaySignConfig;
const issuerPem = ensureDevIssuer(defaultIssuerDir(process.cwd())).certificatePem;
let dbCount = 0;

beforeAll(async () => {
  gw = await startTestGateway();
  const probe = new GatewayClient(gw.url);
  config = await probe.loadConfig();
});
afterAll(async () => {
  await gw.close();
});

/** One browser tab: a cookie jar with the server time offset, and a crypto worker over one IndexedDB. */
interface Tab {
  readonly client: GatewayClient;
  readonly crypto: CryptoApi;
  readonly dbName: string;
}

async function openTab(dbName = `service-${++dbCount}`, service?: CryptoApi): Promise<Tab> {
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  const crypto = service ?? createCryptoService({ secureContext: true, dbName });
  expect(await crypto.configure(config, issuerPem)).toEqual({ serverKeyVerified: true, algorithm: config.defaultAlgorithm });
  return { client, crypto, dbName };
}

function sessionOf(tab: Tab): SessionRef | null {
  const token = tab.client.cookie(COOKIES.sessionToken);
  const userId = tab.client.cookie(COOKIES.userId);
  return token && userId ? { token, userId } : null;
}

interface Sent<T> {
  readonly envelope: Envelope<T>;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
  readonly signedBy: string | null;
}

async function post<T = Record<string, unknown>>(tab: Tab, path: string, payload: Record<string, unknown> = {}): Promise<Sent<T>> {
  const time = String(tab.client.now());
  const traceId = randomUUID();
  const { body, headers, signedBy } = await tab.crypto.prepare({ path, time, traceId, payload, session: sessionOf(tab) });
  const response = await tab.client.raw('POST', path, { body: JSON.stringify(body), headers: { ...headers, [HEADERS.requestTime]: time, [HEADERS.traceId]: traceId } });
  return { envelope: (await response.json()) as Envelope<T>, body, headers, signedBy };
}

/** What the page does after a response that carries a user id. */
async function bindAfter(tab: Tab, sent: Sent<unknown>): Promise<string> {
  const session = sessionOf(tab);
  if (!session || !sent.signedBy) throw new Error('no session cookies, or the call was not signed');
  return (await tab.crypto.bindSession(session, sent.signedBy)).publicKey;
}

/** A sign-in, then the binding the page makes after a response that carries a user id. */
async function signIn(tab: Tab, loginName: string, pwd: string, extra: Record<string, unknown> = {}): Promise<Sent<{ userId: string }>> {
  const result = await post<{ userId: string }>(tab, '/v1/user/login', { loginName, pwd, ...extra });
  expect(result.envelope.code).toBe(CODES.success);
  await bindAfter(tab, result);
  return result;
}

describe('against the reference gateway', () => {
  it('signs in encrypted, with the device check, and signs the session calls with the bound key', async () => {
    const tab = await openTab();
    const userIdHash = createHash('sha256').update('trader@openex.test').digest('hex');
    const login = await signIn(tab, 'trader@openex.test', 'Trader#2024', { userCheckDeviceUserIdHash: userIdHash });
    expect(login.envelope.data.userId).toBe('10000001');
    expect(login.headers[HEADERS.deviceSignMode]).toBe('2');
    expect(login.headers[HEADERS.lastAlgorithm]).toBe('rsa2048');
    expect(login.headers[HEADERS.userCheckDeviceSign]).toBeTruthy();
    expect(login.body).not.toHaveProperty('pwd');
    expect(login.body).toHaveProperty(CIPHER_FIELDS.ciphertext);
    expect(readFileSync(gw.requestLogPath, 'utf8')).not.toContain('Trader#2024');

    const info = await post<{ userInfo: { userId: string } }>(tab, '/v1/user/overview/userinfo');
    expect(info.envelope.code).toBe(CODES.success);
    expect(info.headers[HEADERS.deviceSignMode]).toBe('1');
    expect(info.headers[HEADERS.deviceSignKey]).toBe(login.headers[HEADERS.deviceSignKey]);
  });

  it('completes a second-factor sign-in with the same visitor key', async () => {
    const tab = await openTab();
    const first = await post<{ loginTicket: string }>(tab, '/v1/user/login', { loginName: 'google@openex.test', pwd: 'Google#2024' });
    const done = await post<{ userId: string }>(tab, '/v1/user/login/verify-login', { loginTicket: first.envelope.data.loginTicket, googleCode: totpAt(DEMO_TOTP_SECRET, tab.client.now()) });
    expect(done.envelope.code).toBe(CODES.success);
    expect(done.envelope.data.userId).toBe('10000002');
    expect(done.body).not.toHaveProperty('googleCode');
  });

  it('keeps the bound key across a reload of the worker', async () => {
    const tab = await openTab();
    await signIn(tab, 'trader@openex.test', 'Trader#2024');
    vi.resetModules();
    const reloaded = (await import('./service')).createCryptoService({ secureContext: true, dbName: tab.dbName });
    expect(await reloaded.configure(config, issuerPem)).toMatchObject({ serverKeyVerified: true });
    const info = await post(({ ...tab, crypto: reloaded }), '/v1/user/overview/userinfo');
    expect(info.envelope.code).toBe(CODES.success);
  });

  it('is refused (00023) when the session token is copied into a browser without the key', async () => {
    const victim = await openTab();
    await signIn(victim, 'trader@openex.test', 'Trader#2024');
    const thief = await openTab();
    thief.client.setCookie(COOKIES.sessionToken, victim.client.cookie(COOKIES.sessionToken) ?? '');
    thief.client.setCookie(COOKIES.userId, victim.client.cookie(COOKIES.userId) ?? '');
    expect((await post(thief, '/v1/user/overview/userinfo')).envelope.code).toBe(CODES.signInvalid);
  });

  it('switches to a sub-account and back on the same bound key', async () => {
    const tab = await openTab();
    const login = await signIn(tab, 'parent@openex.test', 'Parent#2024');
    const key = login.headers[HEADERS.deviceSignKey];
    for (const userId of ['10000005', '10000004']) {
      const switched = await post(tab, '/v1/user/sub/switLogin', { userId });
      expect(switched.envelope.code).toBe(CODES.success);
      expect(sessionOf(tab)?.userId).toBe(userId);
      expect(await bindAfter(tab, switched)).toBe(key);
      const info = await post<{ userInfo: { userId: string } }>(tab, '/v1/user/overview/userinfo');
      expect(info.envelope.data.userInfo.userId).toBe(userId);
    }
  });

  it('renews a session whose cookies have expired with the bound key, and binds the new session', async () => {
    const tab = await openTab();
    const login = await signIn(tab, 'trader@openex.test', 'Trader#2024');
    // The session cookies live as long as the session; only the HttpOnly refresh cookie is left.
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    client.setCookie(COOKIES.refreshToken, tab.client.cookie(COOKIES.refreshToken) ?? '');
    const later = { ...tab, client };
    expect(sessionOf(later)).toBeNull();
    const renewed = await post<{ userId: string }>(later, PATHS.refreshToken);
    expect(renewed.envelope.code).toBe(CODES.success);
    expect(renewed.signedBy).toBe(login.signedBy);
    expect(await bindAfter(later, renewed)).toBe(login.signedBy);
    expect((await post(later, '/v1/user/overview/userinfo')).envelope.code).toBe(CODES.success);
  });

  it('gives the next user on the same browser another key after a logout', async () => {
    const tab = await openTab();
    const first = await signIn(tab, 'trader@openex.test', 'Trader#2024');
    expect((await post(tab, '/btapi/common/logout')).envelope.code).toBe(CODES.success);
    await tab.crypto.unbind();
    expect(sessionOf(tab)).toBeNull();
    const second = await signIn(tab, 'parent@openex.test', 'Parent#2024');
    expect(second.headers[HEADERS.deviceSignKey]).not.toBe(first.headers[HEADERS.deviceSignKey]);
    expect((await post(tab, '/v1/user/overview/userinfo')).envelope.code).toBe(CODES.success);
  });

  it('refuses to encrypt a sign-in when the server key does not verify', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const crypto = createCryptoService({ secureContext: true, dbName: `service-${++dbCount}` });
    expect(await crypto.configure(config, selfSignedCertificate(privateKey, 'Forger'))).toMatchObject({ serverKeyVerified: false });
    const attempt = crypto.prepare({ path: '/v1/user/login', time: String(Date.now()), traceId: randomUUID(), payload: { loginName: 'a@b.c', pwd: 'secret-1' }, session: null });
    await expect(attempt).rejects.toMatchObject({ name: 'ServerKeyUnverified' });
    // Unsigned, unencrypted calls still pass through untouched.
    expect(await crypto.prepare({ path: '/v1/mix/public/usdtRate', time: '1', traceId: 'x', payload: { locale: 'en' }, session: null })).toEqual({ body: { locale: 'en' }, headers: {}, signedBy: null });
  });
});

describe('over Comlink', () => {
  it('answers through a message port with public values only, and carries error names', async () => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(createCryptoService({ secureContext: true, dbName: `service-${++dbCount}` }), port1);
    const remote = Comlink.wrap<CryptoApi>(port2);
    const tab = await openTab(undefined, remote as unknown as CryptoApi);
    const pair = await remote.keyPair(null);
    expect(Object.keys(pair).sort()).toEqual(['algorithm', 'publicKey']);
    const login = await signIn(tab, 'trader@openex.test', 'Trader#2024');
    expect(login.headers[HEADERS.deviceSignKey]).toBe(pair.publicKey);
    const insecure = createCryptoService({ secureContext: false, dbName: `service-${++dbCount}` });
    const channel = new MessageChannel();
    Comlink.expose(insecure, channel.port1);
    await expect(Comlink.wrap<CryptoApi>(channel.port2).keyPair(null)).rejects.toMatchObject({ name: 'InsecureContext' });
    port2.close();
    channel.port2.close();
  });
});
