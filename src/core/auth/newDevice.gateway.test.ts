// New-device verification and agency sign-in against the reference gateway, read with the client's
// own record checks (readDeviceStep, readDevices, readSignInPage): a device key the account has
// not trusted is asked for a code from its email or phone, trusting it lets it straight in next
// time, and each entry takes only its own accounts and tickets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from '../../../gateway/testing/client';
import { control } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { DEVICE_PATHS, readDevices, readSignInPage } from '../devices/signIns';
import { WireDrops } from '../markets/wireCheck';
import { CODES } from '../protocol/codes';
import { PATHS } from '../protocol/paths';
import { type DeviceStep, deviceTrustedOf, readDeviceStep } from './newDevice';

const DEVICE = { loginName: 'device@openex.test', pwd: 'Device#2024' };
const AGENCY = { loginName: 'agency@openex.test', pwd: 'Agency#2024' };

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

async function tab(): Promise<GatewayClient> {
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  return client;
}

/** The newest code of a purpose the outbox holds for the account. */
async function outbox(account: string, purpose: string): Promise<{ code: string; message: string }> {
  const { codes } = await control<{ codes: { purpose: string; code: string; message: string }[] }>(gw.url, 'GET', `codes?account=${encodeURIComponent(account)}`);
  const found = codes.find((c) => c.purpose === purpose);
  if (!found) throw new Error(`no ${purpose} code for ${account}`);
  return found;
}

async function askedForDevice(client: GatewayClient): Promise<DeviceStep> {
  const { envelope } = await client.call('POST', PATHS.login, DEVICE);
  expect(envelope.code).toBe(CODES.success);
  const drops = new WireDrops();
  const step = readDeviceStep(envelope.data, drops);
  expect(drops.empty, drops.summary()).toBe(true);
  return step!;
}

describe('new-device verification', () => {
  it('asks a new device for an emailed code, refuses a wrong one, takes the SMS code instead, and a trusted device then goes straight in', async () => {
    // The anti-phishing code is set as the security centre sets it; here straight in the database.
    const db = new Database(join(gw.dataDir, 'gateway.sqlite'));
    db.prepare("UPDATE users SET anti_phishing_code = 'DEV42' WHERE id = '10000041'").run();
    db.close();
    const client = await tab();
    const step = await askedForDevice(client);
    expect(step).toMatchObject({ channels: ['email', 'mobile'], sentTo: 'email', target: 'de***@openex.test', resendAfterMs: 60_000 });
    const emailed = await outbox('device@openex.test', 'device');
    expect(emailed.message).toContain('to confirm a sign-in from a new device');
    expect(emailed.message).toMatch(/Anti-phishing code: DEV42$/);

    const wrong = await client.call('POST', PATHS.verifySystemLoginV2, { loginTicket: step.loginTicket, verifyCode: emailed.code === '000000' ? '000001' : '000000', trustDevice: true });
    expect(wrong.envelope.code).toBe(CODES.wrongCredentials);
    // Within the resend interval the email is refused; the phone is another channel.
    expect((await client.call('POST', PATHS.sendCode, { channel: 'email', purpose: 'device', loginTicket: step.loginTicket })).envelope.code).toBe(CODES.tooManyRequests);
    const sent = await client.call<{ target: string }>('POST', PATHS.sendCode, { channel: 'sms', purpose: 'device', loginTicket: step.loginTicket });
    expect(sent.envelope.code).toBe(CODES.success);
    expect(sent.envelope.data.target).toBe('*-***0108');
    const texted = await outbox('5550108', 'device');

    const done = await client.call('POST', PATHS.verifySystemLoginV2, { loginTicket: step.loginTicket, verifyCode: texted.code, trustDevice: true });
    expect(done.envelope.code).toBe(CODES.success);
    expect(deviceTrustedOf(done.envelope.data)).toBe(true);
    const drops = new WireDrops();
    const devices = readDevices((await client.call('POST', DEVICE_PATHS.devices)).envelope.data, drops);
    expect(drops.empty, drops.summary()).toBe(true);
    const mine = devices!.find((d) => d.current)!;
    expect(mine.trusted).toBe(true);

    expect((await client.call('POST', PATHS.logout)).envelope.code).toBe(CODES.success);
    const again = await client.call('POST', PATHS.login, DEVICE);
    expect(again.envelope.data).toMatchObject({ userId: '10000041', deviceTrusted: true });

    const history = readSignInPage((await client.call('POST', DEVICE_PATHS.history)).envelope.data, new WireDrops())!;
    expect(history.items.map((i) => [i.method, i.result])).toEqual([['password', 'success'], ['newDevice', 'success'], ['newDevice', 'wrongCode']]);

    // Un-trusted from the devices list, the same key is asked again at its next sign-in.
    expect((await client.call('POST', DEVICE_PATHS.untrustDevice, { deviceId: mine.deviceId })).envelope.code).toBe(CODES.success);
    expect(readDevices((await client.call('POST', DEVICE_PATHS.devices)).envelope.data, new WireDrops())!.find((d) => d.current)!.trusted).toBe(false);
    await client.call('POST', PATHS.logout);
    await askedForDevice(client);

    const log = readFileSync(gw.requestLogPath, 'utf8');
    expect(log).not.toContain(DEVICE.pwd);
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${texted.code}(?!\\d)`));
  });

  it('verifySystemLogin lets the device in without trusting it: the same key is asked again at its next sign-in', async () => {
    const client = await tab();
    const step = await askedForDevice(client);
    const { code } = await outbox('device@openex.test', 'device');
    const done = await client.call('POST', PATHS.verifySystemLogin, { loginTicket: step.loginTicket, verifyCode: code, trustDevice: true });
    expect(done.envelope.code).toBe(CODES.success);
    expect(deviceTrustedOf(done.envelope.data)).toBe(false);
    await client.call('POST', PATHS.logout);
    await askedForDevice(client);
  });

  it('ends the step after five wrong codes, and when its ten minutes are over', async () => {
    const client = await tab();
    const step = await askedForDevice(client);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.call('POST', PATHS.verifySystemLoginV2, { loginTicket: step.loginTicket, verifyCode: `99999${i}` })).envelope.code).toBe(CODES.wrongCredentials);
    }
    const { code } = await outbox('device@openex.test', 'device');
    expect((await client.call('POST', PATHS.verifySystemLoginV2, { loginTicket: step.loginTicket, verifyCode: code })).envelope.code).toBe(CODES.ticketExpired);

    const later = await askedForDevice(client);
    await control(gw.url, 'POST', 'clock', { skewMs: 11 * 60_000 });
    try {
      await client.loadConfig();
      const fresh = await outbox('device@openex.test', 'device');
      expect((await client.call('POST', PATHS.verifySystemLoginV2, { loginTicket: later.loginTicket, verifyCode: fresh.code })).envelope.code).toBe(CODES.ticketExpired);
    } finally {
      await control(gw.url, 'POST', 'clock', { skewMs: 0 });
    }
  });

  it('takes a new-device ticket at verifySystemLogin only, and a second-factor ticket never there', async () => {
    const client = await tab();
    const step = await askedForDevice(client);
    const { code } = await outbox('device@openex.test', 'device');
    expect((await client.call('POST', PATHS.verifyLogin, { loginTicket: step.loginTicket, emailCode: code })).envelope.code).toBe(CODES.wrongSignInStep);
    expect((await client.call('POST', PATHS.sendCode, { channel: 'email', purpose: 'login', loginTicket: step.loginTicket })).envelope.code).toBe(CODES.wrongSignInStep);

    const secure = await tab();
    const first = await secure.call<{ loginTicket: string }>('POST', PATHS.login, { loginName: 'secure@openex.test', pwd: 'Secure#2024' });
    expect((await secure.call('POST', PATHS.verifySystemLoginV2, { loginTicket: first.envelope.data.loginTicket, verifyCode: '123456' })).envelope.code).toBe(CODES.wrongSignInStep);
  });

  it('asks after the second factors: an account with both gets its codes first, then the new-device code', async () => {
    const email = `both-${Date.now()}@openex.test`;
    const fresh = await tab();
    await fresh.call('POST', PATHS.sendCode, { channel: 'email', purpose: 'register', email });
    expect((await fresh.call('POST', PATHS.registerEmail, { email, verifyCode: (await outbox(email, 'register')).code, pwd: 'Both2024word', rePwd: 'Both2024word' })).envelope.code).toBe(CODES.success);
    await control(gw.url, 'POST', 'accounts/flags', { loginName: email, deviceCheck: true });
    const client = await tab();
    // Registered accounts sign in by password alone until a second factor is set; with the check on, a new device is asked.
    const step = readDeviceStep((await client.call('POST', PATHS.login, { loginName: email, pwd: 'Both2024word' })).envelope.data, new WireDrops());
    expect(step).toMatchObject({ channels: ['email'], sentTo: 'email' });
    const finished = await client.call('POST', PATHS.verifySystemLoginV2, { loginTicket: step!.loginTicket, verifyCode: (await outbox(email, 'device')).code, trustDevice: false });
    expect(deviceTrustedOf(finished.envelope.data)).toBe(false);

    const agencyAsked = await tab();
    await control(gw.url, 'POST', 'accounts/flags', { loginName: AGENCY.loginName, deviceCheck: true });
    try {
      const first = await agencyAsked.call<{ loginTicket: string }>('POST', PATHS.agencyLogin, AGENCY);
      const second = await agencyAsked.call('POST', PATHS.agencyVerifyLogin, { loginTicket: first.envelope.data.loginTicket, emailCode: (await outbox(AGENCY.loginName, 'login')).code });
      expect(readDeviceStep(second.envelope.data, new WireDrops())).toMatchObject({ channels: ['email'] });
    } finally {
      await control(gw.url, 'POST', 'accounts/flags', { loginName: AGENCY.loginName, deviceCheck: false });
    }
  });
});

describe('agency sign-in', () => {
  it('signs an agency account in at its own entry with its email code, and refuses each entry to the other kind of account', async () => {
    const client = await tab();
    expect((await client.call('POST', PATHS.login, AGENCY)).envelope.code).toBe(CODES.agencyEntryOnly);
    expect((await client.call('POST', PATHS.agencyLogin, { loginName: 'trader@openex.test', pwd: 'Trader#2024' })).envelope.code).toBe(CODES.notAgencyAccount);
    // A wrong password says nothing about the kind of account.
    expect((await client.call('POST', PATHS.agencyLogin, { loginName: 'trader@openex.test', pwd: 'Wrong#2024' })).envelope.code).toBe(CODES.wrongCredentials);

    const first = await client.call<{ needVerify: boolean; loginTicket: string; verifyTypes: string[] }>('POST', PATHS.agencyLogin, AGENCY);
    expect(first.envelope.data).toMatchObject({ needVerify: true, verifyTypes: ['email'] });
    const { code } = await outbox(AGENCY.loginName, 'login');
    expect((await client.call('POST', PATHS.verifyLogin, { loginTicket: first.envelope.data.loginTicket, emailCode: code })).envelope.code).toBe(CODES.wrongSignInStep);
    const done = await client.call('POST', PATHS.agencyVerifyLogin, { loginTicket: first.envelope.data.loginTicket, emailCode: code });
    expect(done.envelope.code).toBe(CODES.success);
    expect(done.envelope.data).toMatchObject({ userId: '10000042', loginName: AGENCY.loginName });

    const history = readSignInPage((await client.call('POST', DEVICE_PATHS.history)).envelope.data, new WireDrops())!;
    expect(history.items.map((i) => [i.method, i.result])).toEqual([['code', 'success'], ['password', 'wrongEntry']]);
    expect(readFileSync(gw.requestLogPath, 'utf8')).not.toContain(AGENCY.pwd);
  });
});
