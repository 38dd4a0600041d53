import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../src/core/protocol/codes';
import { COOKIES, HEADERS, RESPONSE_HEADERS } from '../src/core/protocol/wire';
import { ensureDevIssuer, defaultIssuerDir } from './crypto/issuer';
import { totpAt } from './crypto/totp';
import { DEMO_TOTP_SECRET } from './db/seed';
import { WITHHELD } from './http/requestLog';
import { GatewayClient } from './testing/client';
import { startTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

async function signedIn(loginName = 'trader@openex.test', pwd = 'Trader#2024'): Promise<GatewayClient> {
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  const result = await client.call('POST', '/v1/user/login', { loginName, pwd });
  expect(result.envelope.code).toBe(CODES.success);
  return client;
}

describe('sign config', () => {
  it('serves a server key that the development issuer vouches for', async () => {
    const client = new GatewayClient(gw.url);
    const config = await client.loadConfig();
    const { serverKeyVerifies } = await import('./testing/client');
    expect(serverKeyVerifies(config, ensureDevIssuer(defaultIssuerDir(process.cwd())).certificatePem)).toBe(true);
    expect(config.exactUrls).toContain('/v1/user/login');
    expect(config.signModes['/v1/user/login']).toBe(2);
  });
});

describe('password sign-in', () => {
  it('signs in, sets the cookies, binds the key and serves userinfo', async () => {
    const client = await signedIn();
    expect(client.cookie(COOKIES.sessionToken)).toBeTruthy();
    expect(client.cookie(COOKIES.userId)).toBe('10000001');
    const info = await client.call<{ userInfo: { userId: string }; settings: Record<string, unknown>; loginName: string }>('POST', '/v1/user/overview/userinfo');
    expect(info.envelope.code).toBe(CODES.success);
    expect(info.envelope.data.userInfo.userId).toBe('10000001');
    expect(info.envelope.data.settings.ebf).toBe(1);
    expect(info.headers.get(RESPONSE_HEADERS.requestTime)).toMatch(/^\d{13}$/);
  });

  it('marks the refresh cookie HttpOnly and the others readable', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const response = await client.raw('GET', '/v1/mix/public/clientCommonConfig');
    expect(response.status).toBe(200);
    const login = await client.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'Trader#2024' });
    const setCookies = login.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith(`${COOKIES.refreshToken}=`))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith(`${COOKIES.sessionToken}=`))).not.toMatch(/HttpOnly/i);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const result = await client.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'nope-1234' });
    expect(result.envelope).toMatchObject({ code: CODES.wrongCredentials, status: 'error' });
  });

  it('refuses a frozen account', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const result = await client.call('POST', '/v1/user/login', { loginName: 'frozen@openex.test', pwd: 'Frozen#2024' });
    expect(result.envelope.code).toBe(CODES.accountFrozen);
  });

  it('refuses a password in clear and never logs it decrypted', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const response = await client.raw('POST', '/v1/user/login', { body: JSON.stringify({ loginName: 'trader@openex.test', pwd: 'Leaked-In-Clear-1' }) });
    expect(((await response.json()) as { code: string }).code).toBe(CODES.encryptionRequired);
    const inQuery = await client.raw('POST', '/v1/user/login?pwd=Leaked-In-Query-2', { body: '{}' });
    expect(((await inQuery.json()) as { code: string }).code).toBe(CODES.encryptionRequired);
    const malformed = await client.raw('POST', '/v1/user/register/email', { body: '{"pwd":"Leaked-Malformed-3"' });
    expect(malformed.status).toBe(400);
    const form = await client.raw('POST', '/v1/user/login/verify-login', { body: 'loginTicket=t&googleCode=135791', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(((await form.json()) as { code: string }).code).toBe(CODES.encryptionRequired);
    const log = readFileSync(gw.requestLogPath, 'utf8');
    for (const leaked of ['Leaked-In-Clear-1', 'Leaked-In-Query-2', 'Leaked-Malformed-3', '135791']) expect(log).not.toContain(leaked);
    expect(log).toContain(WITHHELD);
    await client.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'Unique-Secret-987' });
    expect(readFileSync(gw.requestLogPath, 'utf8')).not.toContain('Unique-Secret-987');
  });
});

describe('second factors', () => {
  it('asks the Google account for a TOTP and accepts the RFC 6238 code', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const first = await client.call<{ needVerify: boolean; loginTicket: string; verifyTypes: string[] }>('POST', '/v1/user/login', { loginName: 'google@openex.test', pwd: 'Google#2024' });
    expect(first.envelope.data).toMatchObject({ needVerify: true, verifyTypes: ['google'] });
    expect(client.cookie(COOKIES.sessionToken)).toBeUndefined();
    const wrong = await client.call('POST', '/v1/user/login/verify-login', { loginTicket: first.envelope.data.loginTicket, googleCode: '000000' });
    expect(wrong.envelope.code).toBe(CODES.wrongCredentials);
    const code = totpAt(DEMO_TOTP_SECRET, client.now());
    const done = await client.call<{ userId: string }>('POST', '/v1/user/login/verify-login', { loginTicket: first.envelope.data.loginTicket, googleCode: code });
    expect(done.envelope.data.userId).toBe('10000002');
    expect(client.cookie(COOKIES.userId)).toBe('10000002');
  });

  it('sends email and SMS codes that test control reads back', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const first = await client.call<{ loginTicket: string; verifyTypes: string[] }>('POST', '/v1/user/login', { loginName: 'secure@openex.test', pwd: 'Secure#2024' });
    expect(first.envelope.data.verifyTypes).toEqual(['email', 'mobile']);
    const read = async (account: string) => ((await (await fetch(`${gw.url}/__gateway/codes?account=${encodeURIComponent(account)}`)).json()) as { data: { codes: { code: string }[] } }).data.codes[0]?.code;
    const emailCode = await read('secure@openex.test');
    const mobileCode = await read('5550100');
    expect(emailCode).toMatch(/^\d{6}$/);
    const done = await client.call<{ userId: string }>('POST', '/v1/user/login/verify-login', { loginTicket: first.envelope.data.loginTicket, emailCode, mobileCode });
    expect(done.envelope.data.userId).toBe('10000003');
  });

  it('refuses the second step from another device key', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const first = await client.call<{ loginTicket: string }>('POST', '/v1/user/login', { loginName: 'google@openex.test', pwd: 'Google#2024' });
    const thief = new GatewayClient(gw.url);
    await thief.loadConfig();
    const result = await thief.call('POST', '/v1/user/login/verify-login', { loginTicket: first.envelope.data.loginTicket, googleCode: totpAt(DEMO_TOTP_SECRET, Date.now()) });
    expect(result.envelope.code).toBe(CODES.signInvalid);
  });
});

describe('signature checks', () => {
  it('answers 00023 to a stolen session token used without the bound key', async () => {
    const victim = await signedIn();
    const thief = new GatewayClient(gw.url);
    await thief.loadConfig();
    thief.setCookie(COOKIES.sessionToken, victim.cookie(COOKIES.sessionToken) ?? '');
    const result = await thief.call('POST', '/v1/user/overview/userinfo');
    expect(result.envelope.code).toBe(CODES.signInvalid);
    expect(result.headers.get(RESPONSE_HEADERS.signError)).toBe(CODES.signInvalid);
  });

  it('answers 00020 missing, 00021 mode, 00022 expired, 00023 replay', async () => {
    const client = await signedIn();
    const missing = await client.raw('POST', '/v1/user/overview/userinfo', { body: '{}' });
    expect(((await missing.json()) as { code: string }).code).toBe(CODES.signMissing);
    const mode = await client.call('POST', '/v1/user/overview/userinfo', {}, { [HEADERS.deviceSignMode]: '0' });
    expect(mode.envelope.code).toBe(CODES.signModeMismatch);
    const old = await client.call('POST', '/v1/user/overview/userinfo', {}, { [HEADERS.requestTime]: String(Date.now() - 3_600_000) });
    expect(old.envelope.code).toBe(CODES.signExpired);
    const replayHeaders = Object.fromEntries((await (async () => {
      const { signatureHeaders } = await import('./testing/client');
      return Object.entries(signatureHeaders(client.keys, { path: '/v1/user/overview/userinfo', mode: 1, time: String(client.now()), traceId: 'trace-replay-0001' }));
    })()));
    const first = await client.raw('POST', '/v1/user/overview/userinfo', { body: '{}', headers: replayHeaders });
    expect(((await first.json()) as { code: string }).code).toBe(CODES.success);
    const again = await client.raw('POST', '/v1/user/overview/userinfo', { body: '{}', headers: replayHeaders });
    expect(((await again.json()) as { msg: string; code: string })).toMatchObject({ code: CODES.signInvalid, msg: expect.stringContaining('already used') });
  });

  it('follows a skewed server clock through the request-time header', async () => {
    const client = await signedIn();
    await fetch(`${gw.url}/__gateway/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ skewMs: 3_600_000 }) });
    try {
      const stale = await client.call('POST', '/v1/user/overview/userinfo');
      expect(stale.envelope.code).toBe(CODES.signExpired);
      const fresh = await client.call('POST', '/v1/user/overview/userinfo');
      expect(fresh.envelope.code).toBe(CODES.success);
    } finally {
      await fetch(`${gw.url}/__gateway/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ skewMs: 0 }) });
    }
  });

  it('keeps userinfo silent-able for visitors: 00004 without any sign error', async () => {
    const visitor = new GatewayClient(gw.url);
    await visitor.loadConfig();
    const result = await visitor.call('POST', '/v1/user/overview/userinfo');
    expect(result.envelope.code).toBe(CODES.sessionInvalid);
  });
});

describe('sessions end', () => {
  it('logout revokes the session and clears the cookies', async () => {
    const client = await signedIn();
    const token = client.cookie(COOKIES.sessionToken) ?? '';
    await client.call('POST', '/btapi/common/logout');
    expect(client.cookie(COOKIES.sessionToken)).toBeUndefined();
    client.setCookie(COOKIES.sessionToken, token);
    const result = await client.call('POST', '/v1/user/overview/userinfo');
    expect(result.envelope.code).toBe(CODES.sessionInvalid);
  });
});

describe('session renewal', () => {
  const skew = (skewMs: number) => fetch(`${gw.url}/__gateway/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ skewMs }) });

  it('answers 20906 after a day, and the bound key renews the session with the refresh cookie', async () => {
    const client = await signedIn();
    const thief = new GatewayClient(gw.url);
    thief.setCookie(COOKIES.refreshToken, client.cookie(COOKIES.refreshToken) ?? '');
    await skew(25 * 3_600_000);
    try {
      await client.loadConfig();
      await thief.loadConfig();
      expect((await client.call('POST', '/v1/user/overview/userinfo')).envelope.code).toBe(CODES.loginExpired);
      expect((await thief.call('POST', '/v1/user/public/refreshToken')).envelope.code).toBe(CODES.signInvalid);
      const renewed = await client.call<{ userId: string }>('POST', '/v1/user/public/refreshToken');
      expect(renewed.envelope.data.userId).toBe('10000001');
      expect((await client.call('POST', '/v1/user/overview/userinfo')).envelope.code).toBe(CODES.success);
    } finally {
      await skew(0);
    }
  });

  it('answers 20205 once the refresh token has expired too', async () => {
    const client = await signedIn();
    await skew(31 * 24 * 3_600_000);
    try {
      await client.loadConfig();
      expect((await client.call('POST', '/v1/user/public/refreshToken')).envelope.code).toBe(CODES.refreshExpired);
    } finally {
      await skew(0);
    }
  });
});

describe('device check', () => {
  it('verifies usercheckdevicesign over userCheckDeviceUserIdHash when sent', async () => {
    const { sign } = await import('node:crypto');
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const hash = 'a1b2c3d4e5f6';
    const good = sign('sha256', Buffer.from(hash), client.keys.privateKey).toString('base64');
    const fields = { loginName: 'trader@openex.test', pwd: 'Trader#2024', userCheckDeviceUserIdHash: hash };
    const bad = await client.call('POST', '/v1/user/login', fields, { [HEADERS.userCheckDeviceSign]: Buffer.from('forged').toString('base64'), [HEADERS.lastAlgorithm]: 'rsa2048' });
    expect(bad.envelope.code).toBe(CODES.signInvalid);
    const ok = await client.call('POST', '/v1/user/login', fields, { [HEADERS.userCheckDeviceSign]: good, [HEADERS.lastAlgorithm]: 'rsa2048' });
    expect(ok.envelope.code).toBe(CODES.success);
  });
});
