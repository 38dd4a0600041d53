import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../src/core/protocol/codes';
import { COOKIES } from '../src/core/protocol/wire';
import { GatewayClient } from './testing/client';
import { control, latestCode } from './testing/control';
import { startTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

async function client(): Promise<GatewayClient> {
  const c = new GatewayClient(gw.url);
  await c.loadConfig();
  return c;
}

describe('registration', () => {
  it('registers by email with a code the gateway issued, then signs in with the new password', async () => {
    const c = await client();
    const sent = await c.call('POST', '/v1/user/public/sendCode', { channel: 'email', purpose: 'register', email: 'new.user@openex.test' });
    expect(sent.envelope.code).toBe(CODES.success);
    const again = await c.call('POST', '/v1/user/public/sendCode', { channel: 'email', purpose: 'register', email: 'new.user@openex.test' });
    expect(again.envelope.code).toBe(CODES.tooManyRequests);
    const mismatch = await c.call('POST', '/v1/user/register/email', { email: 'new.user@openex.test', pwd: 'Newpass123', rePwd: 'Newpass124', verifyCode: '123456' });
    expect(mismatch.envelope.code).toBe(CODES.invalidParameter);
    const verifyCode = await latestCode(gw.url, 'new.user@openex.test');
    const done = await c.call<{ userId: string }>('POST', '/v1/user/register/email', { email: 'new.user@openex.test', pwd: 'Newpass123', rePwd: 'Newpass123', verifyCode });
    expect(done.envelope.code).toBe(CODES.success);
    expect(c.cookie(COOKIES.userId)).toBe(done.envelope.data.userId);
    const reuse = await c.call('POST', '/v1/user/register/email', { email: 'new.user@openex.test', pwd: 'Newpass123', rePwd: 'Newpass123', verifyCode });
    expect(reuse.envelope.code).toBe(CODES.accountExists);
    const fresh = await client();
    const login = await fresh.call('POST', '/v1/user/login', { loginName: 'new.user@openex.test', pwd: 'Newpass123' });
    expect(login.envelope.code).toBe(CODES.success);
  });

  it('registers by mobile and by mobile and email together', async () => {
    const c = await client();
    await c.call('POST', '/v1/user/public/sendCode', { channel: 'sms', purpose: 'register', mobile: '5550199', areaCode: '+44' });
    const mobileCode = await latestCode(gw.url, '5550199');
    const byMobile = await c.call('POST', '/v1/user/register/mobile', { mobile: '5550199', areaCode: '+44', pwd: 'Mobile1234', rePwd: 'Mobile1234', verifyCode: mobileCode });
    expect(byMobile.envelope.code).toBe(CODES.success);

    const d = await client();
    await d.call('POST', '/v1/user/public/sendCode', { channel: 'sms', purpose: 'register', mobile: '5550123', areaCode: '1' });
    await d.call('POST', '/v1/user/public/sendCode', { channel: 'email', purpose: 'register', email: 'both@openex.test' });
    const both = await d.call('POST', '/v1/user/register/mobileAndEmail', {
      mobile: '5550123', areaCode: '1', email: 'both@openex.test', pwd: 'Both12345', rePwd: 'Both12345',
      verifyCode: await latestCode(gw.url, '5550123'), emailVerifyCode: await latestCode(gw.url, 'both@openex.test'),
    });
    expect(both.envelope.code).toBe(CODES.success);
    const info = await d.call<{ settings: { mbf: number; ebf: number } }>('POST', '/v1/user/overview/userinfo');
    expect(info.envelope.data.settings).toMatchObject({ mbf: 1, ebf: 1 });
  });

  it('refuses a wrong code without creating the account', async () => {
    const c = await client();
    await c.call('POST', '/v1/user/public/sendCode', { channel: 'email', purpose: 'register', email: 'wrong.code@openex.test' });
    const code = await latestCode(gw.url, 'wrong.code@openex.test');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const result = await c.call('POST', '/v1/user/register/email', { email: 'wrong.code@openex.test', pwd: 'Wrong12345', rePwd: 'Wrong12345', verifyCode: wrong });
    expect(result.envelope.code).toBe(CODES.wrongCredentials);
    const login = await (await client()).call('POST', '/v1/user/login', { loginName: 'wrong.code@openex.test', pwd: 'Wrong12345' });
    expect(login.envelope.code).toBe(CODES.wrongCredentials);
  });
});

describe('QR sign-in', () => {
  it('waits, sees the scan, and receives the session once the phone confirms', async () => {
    const page = await client();
    const created = await page.call<{ qrcodeKey: string }>('POST', '/v1/user/public/createQrKey');
    const qrcodeKey = created.envelope.data.qrcodeKey;
    expect((await page.call<{ status: string }>('POST', '/v1/user/public/getQrKeyStatus', { qrcodeKey })).envelope.data.status).toBe('waiting');
    await control(gw.url, 'POST', 'qr/confirm', { qrcodeKey, step: 'scanned' });
    expect((await page.call<{ status: string }>('POST', '/v1/user/public/getQrKeyStatus', { qrcodeKey })).envelope.data.status).toBe('scanned');
    await control(gw.url, 'POST', 'qr/confirm', { qrcodeKey, loginName: 'trader@openex.test' });
    const confirmed = await page.call<{ status: string; userId: string }>('POST', '/v1/user/public/getQrKeyStatus', { qrcodeKey });
    expect(confirmed.envelope.data).toMatchObject({ status: 'confirmed', userId: '10000001' });
    expect(page.cookie(COOKIES.userId)).toBe('10000001');
    const second = await (await client()).call<{ status: string }>('POST', '/v1/user/public/getQrKeyStatus', { qrcodeKey });
    expect(second.envelope.data.status).toBe('used');
  });
});

describe('sub-accounts', () => {
  it('switches from the main account to a sub-account and back, keeping the bound key', async () => {
    const c = await client();
    await c.call('POST', '/v1/user/login', { loginName: 'parent@openex.test', pwd: 'Parent#2024' });
    const list = await c.call<{ subAccounts: { userId: string }[] }>('GET', '/v1/user/sub/list');
    expect(list.envelope.data.subAccounts.map((s) => s.userId)).toEqual(['10000005', '10000006']);
    const toSub = await c.call<{ userId: string; subAccount: boolean }>('POST', '/v1/user/sub/switchWeb', { userId: '10000005' });
    expect(toSub.envelope.data).toMatchObject({ userId: '10000005', subAccount: true });
    const info = await c.call<{ userInfo: { subAccount: boolean; childFlag: boolean } }>('POST', '/v1/user/overview/userinfo');
    expect(info.envelope.data.userInfo).toMatchObject({ subAccount: true, childFlag: true });
    const back = await c.call<{ userId: string }>('POST', '/v1/user/sub/switLogin', { userId: '10000004' });
    expect(back.envelope.data.userId).toBe('10000004');
  });

  it('refuses to switch into someone else\'s account', async () => {
    const c = await client();
    await c.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'Trader#2024' });
    const result = await c.call('POST', '/v1/user/sub/switchApp', { userId: '10000005' });
    expect(result.envelope.code).toBe(CODES.forbidden);
    expect(c.cookie(COOKIES.userId)).toBe('10000001');
  });
});

describe('third-party sign-in', () => {
  it("says Telegram's mini-app variants are not configured (the flows themselves: src/core/thirdParty)", async () => {
    const result = await (await client()).call('POST', '/v1/user/public/third/tg/signV2', {});
    expect(result.envelope).toMatchObject({ code: CODES.providerNotConfigured, msg: expect.stringContaining('Telegram') });
  });
});
