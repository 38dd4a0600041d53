// Devices and sign-in history against the reference gateway, read with the client's own record
// checks: what the gateway answers is what the screens accept. A removed device's next signed call
// is refused with the forced-logout code, in the language it asked in; failed sign-ins of an
// account are in its history, and a name no account has is recorded nowhere.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../../gateway/crypto/totp';
import { signedIn } from '../../../gateway/markets/testing';
import { GatewayClient } from '../../../gateway/testing/client';
import { control, latestCode } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { WireDrops } from '../markets/wireCheck';
import { CODES, FORCED_LOGOUT_CODES } from '../protocol/codes';
import { PATHS } from '../protocol/paths';
import { DEVICE_PATHS, readDevices, readRemoval, readSignInPage, type Device, type SignInPage } from './signIns';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

async function signIn(loginName: string, pwd: string, userAgent: string): Promise<{ client: GatewayClient; code: string }> {
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  const { envelope } = await client.call('POST', PATHS.login, { loginName, pwd }, { 'user-agent': userAgent });
  return { client, code: envelope.code };
}

async function devices(client: GatewayClient): Promise<Device[]> {
  const { envelope } = await client.call('POST', DEVICE_PATHS.devices);
  expect(envelope.code).toBe(CODES.success);
  const drops = new WireDrops();
  const list = readDevices(envelope.data, drops);
  expect(drops.empty, drops.summary()).toBe(true);
  return list ?? [];
}

async function history(client: GatewayClient, fields: Record<string, unknown> = {}): Promise<SignInPage> {
  const { envelope } = await client.call('POST', DEVICE_PATHS.history, fields);
  expect(envelope.code).toBe(CODES.success);
  const drops = new WireDrops();
  const page = readSignInPage(envelope.data, drops);
  expect(drops.empty, drops.summary()).toBe(true);
  return page!;
}

describe('devices', () => {
  it('lists each device key with its browser, system and IP, marks the asking one, and removing one ends its session at once', async () => {
    const first = await signIn('trader@openex.test', 'Trader#2024', FIREFOX_LINUX);
    const second = await signIn('trader@openex.test', 'Trader#2024', CHROME_ANDROID);
    expect([first.code, second.code]).toEqual([CODES.success, CODES.success]);

    const seen = await devices(first.client);
    const mine = seen.find((d) => d.current)!;
    const other = seen.find((d) => !d.current && d.browser === 'Chrome')!;
    expect(mine).toMatchObject({ browser: 'Firefox', os: 'Linux', ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(other).toMatchObject({ os: 'Android' });
    expect(mine.firstSeen).toBeLessThanOrEqual(mine.lastSeen);
    expect(seen.filter((d) => d.current)).toHaveLength(1);

    const { envelope } = await first.client.call('POST', DEVICE_PATHS.removeDevice, { deviceId: other.deviceId });
    expect(envelope.code).toBe(CODES.success);
    expect(readRemoval(envelope.data, new WireDrops())).toEqual({ current: false });

    const refused = await second.client.call('POST', DEVICE_PATHS.devices, {}, { language: 'de_DE' });
    expect(FORCED_LOGOUT_CODES).toContain(refused.envelope.code);
    expect(refused.envelope.msg).toBe('Diese Sitzung wurde von einem anderen Gerät aus beendet; bitte melden Sie sich erneut an');
    const renewed = await second.client.call('POST', PATHS.refreshToken);
    expect(FORCED_LOGOUT_CODES).toContain(renewed.envelope.code);

    expect((await devices(first.client)).map((d) => d.deviceId)).not.toContain(other.deviceId);
    const again = await first.client.call('POST', DEVICE_PATHS.removeDevice, { deviceId: other.deviceId });
    expect(readRemoval(again.envelope.data, new WireDrops())).toEqual({ current: false });
  });

  it('removing the asking device signs it out, and a malformed id is refused with 00001', async () => {
    const { client } = await signIn('trader@openex.test', 'Trader#2024', FIREFOX_LINUX);
    const bad = await client.call('POST', DEVICE_PATHS.removeDevice, { deviceId: '../../etc' });
    expect(bad.envelope.code).toBe(CODES.invalidParameter);
    const mine = (await devices(client)).find((d) => d.current)!;
    const { envelope } = await client.call('POST', DEVICE_PATHS.removeDevice, { deviceId: mine.deviceId });
    expect(readRemoval(envelope.data, new WireDrops())).toEqual({ current: true });
    expect((await client.call('POST', DEVICE_PATHS.devices)).envelope.code).toBe(CODES.sessionInvalid);
  });

  it('needs a session', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    expect((await client.call('POST', DEVICE_PATHS.devices)).envelope.code).toBe(CODES.sessionInvalid);
    expect((await client.call('POST', DEVICE_PATHS.history)).envelope.code).toBe(CODES.sessionInvalid);
  });
});

const GOOGLE_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** Signs google@ in with a TOTP, after one wrong code when asked; the session's client. */
async function googleSignIn(wrongFirst: boolean): Promise<GatewayClient> {
  const { client } = await signIn('google@openex.test', 'Google#2024', CHROME_ANDROID);
  const { envelope } = await client.call<{ loginTicket: string }>('POST', PATHS.login, { loginName: 'google@openex.test', pwd: 'Google#2024' }, { 'user-agent': CHROME_ANDROID });
  if (wrongFirst) {
    const wrong = await client.call('POST', PATHS.verifyLogin, { loginTicket: envelope.data.loginTicket, googleCode: '000000' }, { 'user-agent': CHROME_ANDROID });
    expect(wrong.envelope.code).toBe(CODES.wrongCredentials);
  }
  const done = await client.call('POST', PATHS.verifyLogin, { loginTicket: envelope.data.loginTicket, googleCode: totpAt(GOOGLE_SECRET, client.now()) }, { 'user-agent': CHROME_ANDROID });
  expect(done.envelope.code).toBe(CODES.success);
  return client;
}

describe('sign-in history', () => {
  it('records a wrong password, a wrong code and the sign-in, newest first in pages; an unknown name is recorded nowhere', async () => {
    expect((await signIn('google@openex.test', 'Wrong#2024', FIREFOX_LINUX)).code).toBe(CODES.wrongCredentials);
    expect((await signIn('nobody@openex.test', 'Wrong#2024', FIREFOX_LINUX)).code).toBe(CODES.wrongCredentials);
    const google = await googleSignIn(true);

    const page = await history(google, { limit: 2 });
    expect(page.items.map((i) => [i.method, i.result])).toEqual([['code', 'success'], ['code', 'wrongCode']]);
    expect(page.items[1]).toMatchObject({ browser: 'Chrome', os: 'Android', ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(page.nextCursor).not.toBeNull();
    const rest = await history(google, { cursor: page.nextCursor, limit: 50 });
    expect(rest.items.map((i) => [i.method, i.result, i.browser])).toEqual([['password', 'wrongPassword', 'Firefox']]);
    expect(rest.nextCursor).toBeNull();

    const log = readFileSync(gw.requestLogPath, 'utf8');
    expect(log).not.toContain('Wrong#2024');
    expect(log).not.toContain('Google#2024');
  });

  it('records throttled attempts of a known account, and a sub-account switch in the account switched to', async () => {
    for (let i = 0; i < 6; i += 1) await signIn('secure@openex.test', 'Nope#20240', FIREFOX_LINUX);
    // The same account by its phone number is another throttle key: it can still sign in.
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const first = await client.call<{ loginTicket: string }>('POST', PATHS.login, { loginName: '5550100', areaCode: '1', pwd: 'Secure#2024' });
    const done = await client.call('POST', PATHS.verifyLogin, {
      loginTicket: first.envelope.data.loginTicket, emailCode: await latestCode(gw.url, 'secure@openex.test'), mobileCode: await latestCode(gw.url, '5550100'),
    });
    expect(done.envelope.code).toBe(CODES.success);
    const results = (await history(client, { limit: 50 })).items.map((i) => i.result);
    expect(results).toEqual(['success', 'throttled', 'wrongPassword', 'wrongPassword', 'wrongPassword', 'wrongPassword', 'wrongPassword']);

    const parent = await signedIn(gw.url, 'parent@openex.test', 'Parent#2024');
    expect((await parent.call('POST', PATHS.subSwitchWeb, { userId: '10000005' })).envelope.code).toBe(CODES.success);
    expect((await history(parent)).items[0]).toMatchObject({ method: 'switch', result: 'success' });
  });

  it('records a QR sign-in and a registration as such, and no session renewal', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const key = (await client.call<{ qrcodeKey: string }>('POST', PATHS.createQrKey)).envelope.data.qrcodeKey;
    await control(gw.url, 'POST', 'qr/confirm', { qrcodeKey: key, loginName: 'parent@openex.test' });
    expect((await client.call('POST', PATHS.qrKeyStatus, { qrcodeKey: key })).envelope.code).toBe(CODES.success);
    expect((await client.call('POST', PATHS.refreshToken)).envelope.code).toBe(CODES.success);
    const methods = (await history(client)).items.map((i) => i.method);
    expect(methods[0]).toBe('qr');
    expect(methods.filter((m) => m === 'qr')).toHaveLength(1);

    const email = `history-${Date.now()}@openex.test`;
    const fresh = new GatewayClient(gw.url);
    await fresh.loadConfig();
    await fresh.call('POST', PATHS.sendCode, { channel: 'email', purpose: 'register', email });
    const registered = await fresh.call('POST', PATHS.registerEmail, { email, verifyCode: await latestCode(gw.url, email), pwd: 'History2024word', rePwd: 'History2024word' });
    expect(registered.envelope.code).toBe(CODES.success);
    expect((await history(fresh)).items.map((i) => [i.method, i.result])).toEqual([['register', 'success']]);
  });

  it('refuses a malformed cursor or limit with 00001', async () => {
    const owner = await signedIn(gw.url);
    expect((await owner.call('POST', DEVICE_PATHS.history, { cursor: 'abc' })).envelope.code).toBe(CODES.invalidParameter);
    expect((await owner.call('POST', DEVICE_PATHS.history, { limit: '-1' })).envelope.code).toBe(CODES.invalidParameter);
  });
});
