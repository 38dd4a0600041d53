// The security centre's calls against the reference gateway, read with the client's own record
// checks (userRecordFrom and answers.ts): each change needs a code from every bound factor, changes
// the user-info flags the page reads, and a refusal changes nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../gateway/markets/testing';
import { totpAt } from '../../../gateway/crypto/totp';
import { GatewayClient } from '../../../gateway/testing/client';
import { control } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { userRecordFrom, type UserRecord } from '../account';
import { CODES } from '../protocol/codes';
import { PATHS } from '../protocol/paths';
import { readAuthenticatorSecret, readPasswordChanged } from './answers';
import { SECURITY_PATHS } from './paths';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

interface Sent { code: string; purpose: string; message: string; antiPhishingCode: string | null }

async function outbox(account: string): Promise<Sent[]> {
  return (await control<{ codes: Sent[] }>(gw.url, 'GET', `codes?account=${encodeURIComponent(account)}`)).codes;
}

async function securityCode(client: GatewayClient, channel: 'email' | 'sms', account: string): Promise<string> {
  const sent = await client.call('POST', SECURITY_PATHS.sendCode, { channel });
  expect(sent.envelope.code, sent.envelope.msg).toBe(CODES.success);
  return (await outbox(account)).find((c) => c.purpose === 'security')!.code;
}

async function me(client: GatewayClient): Promise<UserRecord> {
  const user = userRecordFrom((await client.call('POST', PATHS.userinfo)).envelope.data);
  expect(user).not.toBeNull();
  return user!;
}

let skewMs = 0;
/** Moves the gateway's clock past the resend interval, so another code may be sent; the client learns the new time. */
async function later(client: GatewayClient): Promise<void> {
  skewMs += 61_000;
  await control(gw.url, 'POST', 'clock', { skewMs });
  await client.loadConfig();
}

async function freshAccount(name: string): Promise<{ client: GatewayClient; email: string; pwd: string }> {
  const email = `${name}-${Date.now().toString(36)}@openex.test`;
  const pwd = 'Fresh#2024a';
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  await client.call('POST', PATHS.sendCode, { channel: 'email', purpose: 'register', email });
  const code = (await outbox(email))[0]!.code;
  const done = await client.call('POST', PATHS.registerEmail, { email, pwd, rePwd: pwd, verifyCode: code });
  expect(done.envelope.code, done.envelope.msg).toBe(CODES.success);
  return { client, email, pwd };
}

describe('authenticator', () => {
  it('binds with the email code and a code from the new secret, then unbinds with both codes', async () => {
    const { client, email } = await freshAccount('ga');
    const answer = await client.call('POST', SECURITY_PATHS.googleSecret);
    const secret = readAuthenticatorSecret(answer.envelope.data);
    expect(secret, JSON.stringify(answer.envelope)).not.toBeNull();
    expect(secret!.otpauthUri).toContain(encodeURIComponent(email));

    const emailCode = await securityCode(client, 'email', email);
    const wrong = await client.call('POST', SECURITY_PATHS.googleBind, { emailCode, googleCode: totpAt(secret!.secret, Date.now() - 5 * 60_000) });
    expect(wrong.envelope.code).toBe(CODES.wrongCredentials);
    expect((await me(client)).bindGoogle).toBe(false);
    const missing = await client.call('POST', SECURITY_PATHS.googleBind, { googleCode: totpAt(secret!.secret, client.now()) });
    expect(missing.envelope.code).toBe(CODES.invalidParameter);

    const bound = await client.call('POST', SECURITY_PATHS.googleBind, { emailCode, googleCode: totpAt(secret!.secret, client.now()) });
    expect(bound.envelope.code, bound.envelope.msg).toBe(CODES.success);
    const after = await me(client);
    expect([after.bindGoogle, after.googleEnable]).toEqual([true, true]);
    expect((await control<{ code: string }>(gw.url, 'GET', `totp?loginName=${encodeURIComponent(email)}`)).code).toBe(totpAt(secret!.secret, client.now()));

    // The email code was used up by the bind: unbinding needs a new one.
    const reused = await client.call('POST', SECURITY_PATHS.googleUnbind, { emailCode, googleCode: totpAt(secret!.secret, client.now()) });
    expect(reused.envelope.code).toBe(CODES.wrongCredentials);
    // A used code does not hold back the next one: no minute's wait between two changes.
    const unbound = await client.call('POST', SECURITY_PATHS.googleUnbind, { emailCode: await securityCode(client, 'email', email), googleCode: totpAt(secret!.secret, client.now()) });
    expect(unbound.envelope.code, unbound.envelope.msg).toBe(CODES.success);
    expect((await me(client)).bindGoogle).toBe(false);
  });

  it('turns the authenticator off at sign-in while it stays bound, and sign-in follows', async () => {
    const client = await signedInWithTotp();
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    await later(client);
    const off = await client.call('POST', SECURITY_PATHS.verification, { method: 'google', enabled: 'false', emailCode: await securityCode(client, 'email', 'google@openex.test'), googleCode: totpAt(secret, client.now()) });
    expect(off.envelope.code, off.envelope.msg).toBe(CODES.success);
    expect((await me(client)).googleEnable).toBe(false);
    expect((await me(client)).bindGoogle).toBe(true);
    const plain = new GatewayClient(gw.url);
    await plain.loadConfig();
    const login = await plain.call<{ needVerify?: boolean }>('POST', PATHS.login, { loginName: 'google@openex.test', pwd: 'Google#2024' });
    expect(login.envelope.data.needVerify).toBeUndefined();
  });
});

async function signedInWithTotp(): Promise<GatewayClient> {
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  const first = await client.call<{ loginTicket: string }>('POST', PATHS.login, { loginName: 'google@openex.test', pwd: 'Google#2024' });
  const code = (await control<{ code: string }>(gw.url, 'GET', 'totp?loginName=google%40openex.test')).code;
  const done = await client.call('POST', PATHS.verifyLogin, { loginTicket: first.envelope.data.loginTicket, googleCode: code });
  expect(done.envelope.code, done.envelope.msg).toBe(CODES.success);
  return client;
}

describe('passwords', () => {
  it('changes the password with the old one and the codes, and ends the other sessions only', async () => {
    const { client, email, pwd } = await freshAccount('pw');
    const other = await signedIn(gw.url, email, pwd);
    const wrongOld = await client.call('POST', SECURITY_PATHS.password, { oldPwd: 'Nope#2024x', pwd: 'Newer#2024b', rePwd: 'Newer#2024b', emailCode: await securityCode(client, 'email', email) });
    expect(wrongOld.envelope.code).toBe(CODES.wrongCredentials);
    const changed = await client.call('POST', SECURITY_PATHS.password, { oldPwd: pwd, pwd: 'Newer#2024b', rePwd: 'Newer#2024b', emailCode: (await outbox(email)).find((c) => c.purpose === 'security')!.code });
    expect(changed.envelope.code, changed.envelope.msg).toBe(CODES.success);
    expect(readPasswordChanged(changed.envelope.data)).toEqual({ otherSessionsEnded: 1 });
    expect((await other.call('POST', PATHS.userinfo)).envelope.code).toBe(CODES.sessionInvalid);
    expect((await client.call('POST', PATHS.userinfo)).envelope.code).toBe(CODES.success);
    await expect(signedIn(gw.url, email, pwd)).rejects.toThrow();
    await signedIn(gw.url, email, 'Newer#2024b');
    // Sent encrypted: neither password nor code is in the request log in clear.
    const log = readFileSync(gw.requestLogPath, 'utf8');
    expect(log).not.toContain('Newer#2024b');
    expect(log).toContain(SECURITY_PATHS.password);
  });

  it('sets a six-digit fund password, and refuses one that does not repeat', async () => {
    const { client, email } = await freshAccount('fund');
    const emailCode = await securityCode(client, 'email', email);
    expect((await client.call('POST', SECURITY_PATHS.fundPassword, { fundPwd: '135790', reFundPwd: '135791', emailCode })).envelope.code).toBe(CODES.invalidParameter);
    expect((await client.call('POST', SECURITY_PATHS.fundPassword, { fundPwd: 'abc', reFundPwd: 'abc', emailCode })).envelope.code).toBe(CODES.invalidParameter);
    expect((await me(client)).isFund).toBe(false);
    expect((await client.call('POST', SECURITY_PATHS.fundPassword, { fundPwd: '135790', reFundPwd: '135790', emailCode })).envelope.code).toBe(CODES.success);
    expect((await me(client)).isFund).toBe(true);
  });
});

describe('anti-phishing code', () => {
  it('is set with the codes, shown in the user record, and carried by every message sent afterwards', async () => {
    const { client, email } = await freshAccount('apc');
    const before = await outbox(email);
    expect(before.every((c) => c.antiPhishingCode === null && !c.message.includes('Anti-phishing'))).toBe(true);
    const emailCode = await securityCode(client, 'email', email);
    expect((await client.call('POST', SECURITY_PATHS.antiPhishing, { antiPhishingCode: 'ab', emailCode })).envelope.code).toBe(CODES.invalidParameter);
    expect((await client.call('POST', SECURITY_PATHS.antiPhishing, { antiPhishingCode: 'Blue42Fox', emailCode: '000000' })).envelope.code).toBe(CODES.wrongCredentials);
    expect((await me(client)).antiPhishingCode).toBe('');
    expect((await client.call('POST', SECURITY_PATHS.antiPhishing, { antiPhishingCode: 'Blue42Fox', emailCode })).envelope.code).toBe(CODES.success);
    expect((await me(client)).antiPhishingCode).toBe('Blue42Fox');
    await later(client);
    await securityCode(client, 'email', email);
    const newest = (await outbox(email))[0]!;
    expect(newest.antiPhishingCode).toBe('Blue42Fox');
    expect(newest.message).toContain('Anti-phishing code: Blue42Fox');
    expect(newest.message).toContain(newest.code);
    expect(readFileSync(gw.requestLogPath, 'utf8')).not.toContain('Blue42Fox');
  });

  it('is carried by the codes sent to a new email or phone being linked, which no account holds yet', async () => {
    const { client, email } = await freshAccount('apcnew');
    const emailCode = await securityCode(client, 'email', email);
    expect((await client.call('POST', SECURITY_PATHS.antiPhishing, { antiPhishingCode: 'Green7Owl', emailCode })).envelope.code).toBe(CODES.success);
    const mobile = `55${String(Date.now()).slice(-7)}`;
    const sent = await client.call('POST', SECURITY_PATHS.sendNewCode, { channel: 'sms', mobile, areaCode: '44' });
    expect(sent.envelope.code, sent.envelope.msg).toBe(CODES.success);
    const sms = (await outbox(mobile)).find((c) => c.purpose === 'bind')!;
    expect(sms.antiPhishingCode).toBe('Green7Owl');
    expect(sms.message).toContain('Anti-phishing code: Green7Owl');
    const newEmail = `apcnew-${Date.now().toString(36)}@openex.test`;
    expect((await client.call('POST', SECURITY_PATHS.sendNewCode, { channel: 'email', email: newEmail })).envelope.code).toBe(CODES.success);
    const mail = (await outbox(newEmail)).find((c) => c.purpose === 'bind')!;
    expect(mail.message).toContain(mail.code);
    expect(mail.message).toContain('Anti-phishing code: Green7Owl');
  });

  it('refuses a sixth wrong code within 15 minutes with 429, even a right one, and changes nothing', async () => {
    const { client, email } = await freshAccount('guess');
    const emailCode = await securityCode(client, 'email', email);
    const wrong = emailCode === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await client.call('POST', SECURITY_PATHS.antiPhishing, { antiPhishingCode: 'Guess1234', emailCode: wrong })).envelope.code).toBe(CODES.wrongCredentials);
    expect((await client.call('POST', SECURITY_PATHS.antiPhishing, { antiPhishingCode: 'Guess1234', emailCode })).envelope.code).toBe(CODES.tooManyRequests);
    expect((await me(client)).antiPhishingCode).toBe('');
  });

  it('needs a session for every call', async () => {
    const visitor = new GatewayClient(gw.url);
    await visitor.loadConfig();
    for (const path of Object.values(SECURITY_PATHS)) expect((await visitor.call('POST', path, {})).envelope.code, path).toBe(CODES.sessionInvalid);
  });
});

describe('email and phone', () => {
  it('binds a phone with a code to it and the email code, then changes the email with codes to the old, the phone and the new', async () => {
    const { client, email, pwd } = await freshAccount('addr');
    const mobile = `77${String(Date.now()).slice(-7)}`;
    expect((await client.call('POST', SECURITY_PATHS.sendNewCode, { channel: 'sms', mobile: '5550100', areaCode: '1' })).envelope.code).toBe(CODES.accountExists);
    expect((await client.call('POST', SECURITY_PATHS.sendNewCode, { channel: 'sms', mobile, areaCode: '+44' })).envelope.code).toBe(CODES.success);
    const phoneCode = (await outbox(`44-${mobile}`))[0]!;
    expect(phoneCode.purpose).toBe('bind');
    const bound = await client.call('POST', SECURITY_PATHS.mobile, { mobile, areaCode: '44', newCode: phoneCode.code, emailCode: await securityCode(client, 'email', email) });
    expect(bound.envelope.code, bound.envelope.msg).toBe(CODES.success);
    const withPhone = await me(client);
    expect([withPhone.bindPhone, withPhone.mobile, withPhone.areaCode]).toEqual([true, mobile, '44']);

    const newEmail = `moved-${Date.now().toString(36)}@openex.test`;
    expect((await client.call('POST', SECURITY_PATHS.sendNewCode, { channel: 'email', email: 'trader@openex.test' })).envelope.code).toBe(CODES.accountExists);
    await client.call('POST', SECURITY_PATHS.sendNewCode, { channel: 'email', email: newEmail });
    const newCode = (await outbox(newEmail))[0]!.code;
    const emailCode = await securityCode(client, 'email', email);
    // Without the phone's code (now a bound factor) nothing changes.
    expect((await client.call('POST', SECURITY_PATHS.email, { email: newEmail, newCode, emailCode })).envelope.code).toBe(CODES.invalidParameter);
    const mobileCode = await securityCode(client, 'sms', mobile);
    const moved = await client.call('POST', SECURITY_PATHS.email, { email: newEmail, newCode, emailCode, mobileCode });
    expect(moved.envelope.code, moved.envelope.msg).toBe(CODES.success);
    expect((await me(client)).email).toBe(newEmail);
    await signedIn(gw.url, newEmail, pwd);
    await expect(signedIn(gw.url, email, pwd)).rejects.toThrow();
    const log = readFileSync(gw.requestLogPath, 'utf8');
    for (const secret of [newCode, emailCode, mobileCode]) expect(log).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
  });
});
