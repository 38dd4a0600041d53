// Third-party sign-in against the reference gateway, read with the client's own record checks:
// the simulated provider's consent round trip, code and nonce checks, new account, bind after the
// password (and the second step), a known identity, wallet signatures and their replay, and unbind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../../gateway/crypto/totp';
import { DEMO_TOTP_SECRET } from '../../../gateway/db/seed';
import { GatewayClient } from '../../../gateway/testing/client';
import { latestCode } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { testWallet } from '../../../gateway/testing/walletSigner';
import { userRecordFrom } from '../account';
import { DEVICE_PATHS, readSignInPage } from '../devices/signIns';
import { WireDrops } from '../markets/wireCheck';
import { CODES } from '../protocol/codes';
import { PATHS } from '../protocol/paths';
import { SECURITY_PATHS } from '../security/paths';
import { authorizePath, consentPath, readBindings, readThirdIdentity, readWalletChallenge, REGISTER_PATHS, returnPath, SIGN_PATHS, THIRD_PATHS, type RedirectProvider } from './thirdParty';

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

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}xxxxxxxxxxxxxxxx`.slice(0, 32);

/** The consent page's choice, as the browser posts it: the code and state come back in the fragment. */
async function consent(provider: RedirectProvider, choice: Record<string, string>, nonce = token(), state = token()) {
  const page = await fetch(`${gw.url}${authorizePath(provider)}?state=${state}&nonce=${nonce}&redirect_uri=${encodeURIComponent(returnPath(provider))}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Simulated');
  const answer = await fetch(`${gw.url}${consentPath(provider)}`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, nonce, redirect_uri: returnPath(provider), ...choice }).toString(),
  });
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location') ?? '';
  expect(location.startsWith(`${returnPath(provider)}#`)).toBe(true);
  const fragment = new URLSearchParams(location.split('#')[1]);
  expect(fragment.get('state')).toBe(state);
  return { code: fragment.get('code') ?? '', nonce };
}

async function check(c: GatewayClient, provider: RedirectProvider, choice: Record<string, string>) {
  const { code, nonce } = await consent(provider, choice);
  const answer = await c.call('POST', THIRD_PATHS.check, { provider, code, nonce });
  expect(answer.envelope.code, answer.envelope.msg).toBe(CODES.success);
  const identity = readThirdIdentity(answer.envelope.data);
  expect(identity, JSON.stringify(answer.envelope)).not.toBeNull();
  return identity!;
}

async function signedInAs(c: GatewayClient) {
  return userRecordFrom((await c.call('POST', PATHS.userinfo)).envelope.data);
}

describe('simulated provider and check', () => {
  it('refuses a return address that is not the app\'s own, and a malformed state', async () => {
    const bad = await fetch(`${gw.url}${authorizePath('google')}?state=${token()}&nonce=${token()}&redirect_uri=https://evil.example/`);
    expect(bad.status).toBe(400);
    const noState = await fetch(`${gw.url}${authorizePath('google')}?state=x&nonce=${token()}&redirect_uri=${returnPath('google')}`);
    expect(noState.status).toBe(400);
  });

  it('refuses another nonce, and a code used twice', async () => {
    const c = await client();
    const { code } = await consent('google', { subject: 'google-1001' });
    const wrong = await c.call('POST', THIRD_PATHS.check, { provider: 'google', code, nonce: token() });
    expect(wrong.envelope.code).toBe(CODES.thirdNonceMismatch);
    const { code: second, nonce } = await consent('google', { subject: 'google-1001' });
    expect((await c.call('POST', THIRD_PATHS.check, { provider: 'google', code: second, nonce })).envelope.code).toBe(CODES.success);
    expect((await c.call('POST', THIRD_PATHS.check, { provider: 'google', code: second, nonce })).envelope.code).toBe(CODES.thirdCodeInvalid);
    const { code: third, nonce: n3 } = await consent('google', { subject: 'google-1001' });
    expect((await c.call('POST', THIRD_PATHS.check, { provider: 'apple', code: third, nonce: n3 })).envelope.code).toBe(CODES.thirdCodeInvalid);
  });

  it('refuses the code in clear: check is an encrypted sign-in', async () => {
    const c = await client();
    const response = await c.raw('POST', THIRD_PATHS.check, { body: JSON.stringify({ provider: 'google', code: token(), nonce: token() }) });
    expect(((await response.json()) as { code: string }).code).toBe(CODES.encryptionRequired);
  });
});

describe('Google: a new account, then the known identity', () => {
  it('creates the account after bind/choose new, and signs in with oauth/sign next time', async () => {
    const email = `g-${token().slice(0, 10)}@gmail.example`;
    const c = await client();
    const first = await check(c, 'google', { email, name: 'New Person' });
    expect(first).toMatchObject({ known: false, provider: 'google', label: email });
    const early = await c.call('POST', REGISTER_PATHS.google, { thirdTicket: first.thirdTicket });
    expect(early.envelope.code).toBe(CODES.thirdChoiceMissing);
    expect((await c.call('POST', THIRD_PATHS.bindChoose, { thirdTicket: first.thirdTicket, choice: 'new' })).envelope).toMatchObject({ code: CODES.success, data: { choice: 'new' } });
    const otherDevice = await client();
    expect((await otherDevice.call('POST', REGISTER_PATHS.google, { thirdTicket: first.thirdTicket })).envelope.code).toBe(CODES.thirdTicketInvalid);
    expect((await c.call('POST', REGISTER_PATHS.apple, { thirdTicket: first.thirdTicket })).envelope.code).toBe(CODES.thirdTicketInvalid);
    const created = await c.call('POST', REGISTER_PATHS.google, { thirdTicket: first.thirdTicket });
    expect(created.envelope.code, created.envelope.msg).toBe(CODES.success);
    expect((await signedInAs(c))?.userName).toBe('New Person');
    const bindings = readBindings((await c.call('POST', THIRD_PATHS.bindings)).envelope.data);
    expect(bindings).toMatchObject({ hasPassword: false, bindings: [{ provider: 'google', label: email }] });
    const last = await c.call('POST', THIRD_PATHS.unbind, { provider: 'google', subject: bindings!.bindings[0]!.subject });
    expect(last.envelope.code).toBe(CODES.thirdLastWayIn);

    const again = await client();
    const known = await check(again, 'google', { email, name: 'New Person' });
    expect(known.known).toBe(true);
    expect((await again.call('POST', THIRD_PATHS.bindChoose, { thirdTicket: known.thirdTicket, choice: 'new' })).envelope.code).toBe(CODES.thirdAlreadyBound);
    const signed = await again.call('POST', SIGN_PATHS.google, { thirdTicket: known.thirdTicket });
    expect(signed.envelope.code, signed.envelope.msg).toBe(CODES.success);
    expect((await signedInAs(again))?.userName).toBe('New Person');
  });

  it('refuses a new account whose email another account has', async () => {
    const c = await client();
    const id = await check(c, 'google', { email: 'trader@openex.test' });
    await c.call('POST', THIRD_PATHS.bindChoose, { thirdTicket: id.thirdTicket, choice: 'new' });
    expect((await c.call('POST', REGISTER_PATHS.google, { thirdTicket: id.thirdTicket })).envelope.code).toBe(CODES.thirdEmailTaken);
  });
});

describe('binding to an existing account', () => {
  it('needs the password, then the authenticator (securityVerify), and binds only then', async () => {
    const c = await client();
    const id = await check(c, 'apple', { email: `apple-${token().slice(0, 8)}@icloud.example` });
    await c.call('POST', THIRD_PATHS.bindChoose, { thirdTicket: id.thirdTicket, choice: 'bind' });
    const wrong = await c.call('POST', THIRD_PATHS.bindCheck, { thirdTicket: id.thirdTicket, loginName: 'google@openex.test', pwd: 'Wrong#2024' });
    expect(wrong.envelope.code).toBe(CODES.wrongCredentials);
    const step = await c.call<{ needVerify: boolean; loginTicket: string; verifyTypes: string[] }>('POST', THIRD_PATHS.bindCheck, { thirdTicket: id.thirdTicket, loginName: 'google@openex.test', pwd: 'Google#2024' });
    expect(step.envelope.data).toMatchObject({ needVerify: true, verifyTypes: ['google'] });
    const { loginTicket } = step.envelope.data;
    const badCode = await c.call('POST', PATHS.thirdSecurityVerify, { loginTicket, googleCode: totpAt(DEMO_TOTP_SECRET, c.now() - 10 * 60_000) });
    expect(badCode.envelope.code).toBe(CODES.wrongCredentials);
    const done = await c.call('POST', PATHS.thirdSecurityVerify, { loginTicket, googleCode: totpAt(DEMO_TOTP_SECRET, c.now()) });
    expect(done.envelope.code, done.envelope.msg).toBe(CODES.success);
    // The bound identity now signs in, and the account's authenticator is still asked for.
    const again = await client();
    const known = await check(again, 'apple', { email: id.label });
    expect(known.known).toBe(true);
    const second = await again.call<{ loginTicket: string }>('POST', SIGN_PATHS.apple, { thirdTicket: known.thirdTicket });
    expect(second.envelope.data).toMatchObject({ needVerify: true, verifyTypes: ['google'] });
    expect(await signedInAs(again)).toBeNull();
    const verified = await again.call('POST', PATHS.thirdSecurityVerify, { loginTicket: second.envelope.data.loginTicket, googleCode: totpAt(DEMO_TOTP_SECRET, again.now()) });
    expect(verified.envelope.code, verified.envelope.msg).toBe(CODES.success);

    const bindings = readBindings((await c.call('POST', THIRD_PATHS.bindings)).envelope.data);
    expect(bindings?.bindings.map((b) => b.provider)).toEqual(['apple']);
    expect(bindings?.hasPassword).toBe(true);
    const unbound = await c.call('POST', THIRD_PATHS.unbind, { provider: 'apple', subject: bindings!.bindings[0]!.subject });
    expect(readBindings(unbound.envelope.data)?.bindings).toEqual([]);
  });
  it('counts wrong passwords in the password sign-in\'s throttle, records them, and records its own 429 as no throttled sign-in', async () => {
    const email = `bind-throttle-${token().slice(0, 8)}@openex.test`;
    const pwd = 'Throttle#2024pwd';
    const owner = await client();
    await owner.call('POST', PATHS.sendCode, { channel: 'email', purpose: 'register', email });
    const registered = await owner.call('POST', PATHS.registerEmail, { email, verifyCode: await latestCode(gw.url, email), pwd, rePwd: pwd });
    expect(registered.envelope.code, registered.envelope.msg).toBe(CODES.success);

    const c = await client();
    const id = await check(c, 'google', { email: `bind-throttle-${token().slice(0, 8)}@gmail.example` });
    await c.call('POST', THIRD_PATHS.bindChoose, { thirdTicket: id.thirdTicket, choice: 'bind' });
    const bindWith = async (password: string) => (await c.call('POST', THIRD_PATHS.bindCheck, { thirdTicket: id.thirdTicket, loginName: email, pwd: password })).envelope.code;
    for (let i = 0; i < 5; i += 1) expect(await bindWith('Wrong#2024pwd')).toBe(CODES.wrongCredentials);
    expect(await bindWith(pwd)).toBe(CODES.tooManyRequests);
    expect((await (await client()).call('POST', PATHS.login, { loginName: email, pwd })).envelope.code).toBe(CODES.tooManyRequests);

    const history = await owner.call('POST', DEVICE_PATHS.history, { limit: 50 });
    const drops = new WireDrops();
    const items = readSignInPage(history.envelope.data, drops)?.items ?? [];
    expect(drops.empty, drops.summary()).toBe(true);
    expect(items.map((i) => `${i.method} ${i.result}`)).toEqual([
      'password throttled', ...Array<string>(5).fill('thirdParty wrongPassword'), 'register success',
    ]);
  });
});

describe('Telegram', () => {
  it('registers with tg/register and signs in with tg/sign, not oauth/sign', async () => {
    const username = `tg_${token().slice(0, 10)}`;
    const c = await client();
    const id = await check(c, 'telegram', { username });
    expect(id.label).toBe(`@${username}`);
    await c.call('POST', THIRD_PATHS.bindChoose, { thirdTicket: id.thirdTicket, choice: 'new' });
    expect((await c.call('POST', REGISTER_PATHS.telegram, { thirdTicket: id.thirdTicket })).envelope.code).toBe(CODES.success);
    const again = await client();
    const known = await check(again, 'telegram', { username });
    expect((await again.call('POST', THIRD_PATHS.oauthSign, { thirdTicket: known.thirdTicket })).envelope.code).toBe(CODES.thirdTicketInvalid);
    expect((await again.call('POST', SIGN_PATHS.telegram, { thirdTicket: known.thirdTicket })).envelope.code).toBe(CODES.success);

    // No password yet: user info says so, Telegram is the last way in, and a first password needs no old one.
    expect((await signedInAs(again))?.hasPassword).toBe(false);
    const binding = readBindings((await again.call('POST', THIRD_PATHS.bindings)).envelope.data)!.bindings[0]!;
    expect((await again.call('POST', THIRD_PATHS.unbind, { provider: 'telegram', subject: binding.subject })).envelope.code).toBe(CODES.thirdLastWayIn);
    const pwd = 'First#2024pwd';
    const set = await again.call('POST', SECURITY_PATHS.password, { pwd, rePwd: pwd });
    expect(set.envelope.code, set.envelope.msg).toBe(CODES.success);
    expect((await signedInAs(again))?.hasPassword).toBe(true);
    const unbound = await again.call('POST', THIRD_PATHS.unbind, { provider: 'telegram', subject: binding.subject });
    expect(readBindings(unbound.envelope.data)).toEqual({ bindings: [], hasPassword: true });
  });
});

describe('wallet', () => {
  async function challenge(c: GatewayClient, address: string) {
    const answer = await c.call('POST', THIRD_PATHS.walletCheck, { address });
    const read = readWalletChallenge(answer.envelope.data, address);
    expect(read, JSON.stringify(answer.envelope)).not.toBeNull();
    return read!;
  }

  it('verifies the signature, refuses a replay, another key and another nonce; registers, then signs in', async () => {
    const wallet = testWallet();
    const intruder = testWallet();
    const c = await client();
    const first = await challenge(c, wallet.address);
    expect(first.message).toContain(new URL(gw.url).host);
    const forged = await c.call('POST', THIRD_PATHS.walletSign, { address: wallet.address, nonce: first.nonce, signature: intruder.personalSign(first.message) });
    expect(forged.envelope.code).toBe(CODES.walletSignatureInvalid);
    // The forged attempt used the nonce up: the right signature is now a replay.
    expect((await c.call('POST', THIRD_PATHS.walletSign, { address: wallet.address, nonce: first.nonce, signature: wallet.personalSign(first.message) })).envelope.code).toBe(CODES.walletNonceInvalid);

    const second = await challenge(c, wallet.address);
    const signature = wallet.personalSign(second.message);
    const proven = await c.call('POST', THIRD_PATHS.walletSign, { address: wallet.address, nonce: second.nonce, signature });
    const identity = readThirdIdentity(proven.envelope.data);
    expect(identity).toMatchObject({ known: false, provider: 'wallet', label: wallet.address });
    expect((await c.call('POST', THIRD_PATHS.walletSign, { address: wallet.address, nonce: second.nonce, signature })).envelope.code).toBe(CODES.walletNonceInvalid);
    const forOther = await challenge(c, intruder.address);
    expect((await c.call('POST', THIRD_PATHS.walletSign, { address: wallet.address, nonce: forOther.nonce, signature: wallet.personalSign(forOther.message) })).envelope.code).toBe(CODES.walletNonceInvalid);

    await c.call('POST', THIRD_PATHS.bindChoose, { thirdTicket: identity!.thirdTicket, choice: 'new' });
    expect((await c.call('POST', REGISTER_PATHS.wallet, { thirdTicket: identity!.thirdTicket })).envelope.code).toBe(CODES.success);

    const again = await client();
    const third = await challenge(again, wallet.address);
    const back = await again.call('POST', THIRD_PATHS.walletSign, { address: wallet.address, nonce: third.nonce, signature: wallet.personalSign(third.message) });
    expect(back.envelope.code, back.envelope.msg).toBe(CODES.success);
    expect((await signedInAs(again))?.userId).toBeTruthy();
  });
});
