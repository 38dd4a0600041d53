// Passkeys against the reference gateway, with a software authenticator standing in for the
// browser's, and every answer read with the page's own record checks (passkeys.ts): registration
// behind the account's second factor, the second step of a password sign-in, a sign-in by the
// passkey alone, and the refusals (replay, wrong origin, stale counter, removed passkey).
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from '../../../gateway/testing/client';
import { control } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { SoftAuthenticator } from '../../../gateway/testing/softAuthenticator';
import { WITHHELD } from '../../../gateway/http/requestLog';
import { userRecordFrom } from '../account';
import { DEVICE_PATHS, readSignInPage } from '../devices/signIns';
import { WireDrops } from '../markets/wireCheck';
import { CODES } from '../protocol/codes';
import { PATHS } from '../protocol/paths';
import { SECURITY_PATHS } from '../security/paths';
import { readCreationOptions, readPasskey, readPasskeyList, readRequestOptions } from './passkeys';
import { PASSKEY_PATHS } from './paths';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

interface Sent { code: string; purpose: string }
const outbox = async (account: string) => (await control<{ codes: Sent[] }>(gw.url, 'GET', `codes?account=${encodeURIComponent(account)}`)).codes;

let skewMs = 0;
/** Past the resend interval, so another code may be sent. */
async function later(client: GatewayClient): Promise<void> {
  skewMs += 61_000;
  await control(gw.url, 'POST', 'clock', { skewMs });
  await client.loadConfig();
}

async function securityCode(client: GatewayClient, email: string): Promise<string> {
  await later(client);
  const sent = await client.call('POST', SECURITY_PATHS.sendCode, { channel: 'email' });
  expect(sent.envelope.code, sent.envelope.msg).toBe(CODES.success);
  return (await outbox(email)).find((c) => c.purpose === 'security')!.code;
}

async function freshAccount(name: string) {
  const email = `${name}-${Date.now().toString(36)}@openex.test`;
  const pwd = 'Fresh#2024a';
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  await client.call('POST', PATHS.sendCode, { channel: 'email', purpose: 'register', email });
  const done = await client.call('POST', PATHS.registerEmail, { email, pwd, rePwd: pwd, verifyCode: (await outbox(email))[0]!.code });
  expect(done.envelope.code, done.envelope.msg).toBe(CODES.success);
  return { client, email, pwd, authenticator: new SoftAuthenticator(gw.url) };
}

type Account = Awaited<ReturnType<typeof freshAccount>>;

async function addPasskey({ client, email, authenticator }: Account, name = 'Laptop') {
  const emailCode = await securityCode(client, email);
  const options = readCreationOptions((await client.call('POST', PASSKEY_PATHS.registerOptions, { emailCode })).envelope.data);
  expect(options).not.toBeNull();
  const added = await client.call('POST', PASSKEY_PATHS.register, { name, attestation: authenticator.create(options!), emailCode });
  expect(added.envelope.code, added.envelope.msg).toBe(CODES.success);
  const passkey = readPasskey((added.envelope.data as { passkey: unknown }).passkey);
  expect(passkey).toMatchObject({ name, lastUsedAt: null });
  return passkey!;
}

async function passwordStep(account: Account) {
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  const answer = await client.call<{ needVerify?: boolean; loginTicket: string; verifyTypes: string[]; passkey?: boolean }>('POST', PATHS.login, { loginName: account.email, pwd: account.pwd });
  expect(answer.envelope.code, answer.envelope.msg).toBe(CODES.success);
  return { client, step: answer.envelope.data };
}

async function loginOptions(client: GatewayClient, loginTicket?: string) {
  const answer = await client.call('POST', PASSKEY_PATHS.loginOptions, loginTicket ? { loginTicket } : {});
  expect(answer.envelope.code, answer.envelope.msg).toBe(CODES.success);
  const options = readRequestOptions(answer.envelope.data);
  expect(options).not.toBeNull();
  return options!;
}

async function signedInAs(client: GatewayClient): Promise<string | undefined> {
  const user = userRecordFrom((await client.call('POST', PATHS.userinfo)).envelope.data);
  return user?.loginName;
}

describe('passkeys', () => {
  it('are added behind the second factor, listed and renamed', async () => {
    const account = await freshAccount('pk-add');
    const refused = await account.client.call('POST', PASSKEY_PATHS.registerOptions, { emailCode: '000000' });
    expect(refused.envelope.code).toBe(CODES.wrongCredentials);
    const added = await addPasskey(account);
    const list = readPasskeyList((await account.client.call('POST', PASSKEY_PATHS.list)).envelope.data);
    expect(list).toEqual([added]);
    const renamed = await account.client.call('POST', PASSKEY_PATHS.rename, { id: added.id, name: 'Work laptop' });
    expect(renamed.envelope.code, renamed.envelope.msg).toBe(CODES.success);
    expect(readPasskeyList((await account.client.call('POST', PASSKEY_PATHS.list)).envelope.data)?.map((p) => p.name)).toEqual(['Work laptop']);
    expect((await account.client.call('POST', PASSKEY_PATHS.rename, { id: added.id, name: ' ' })).envelope.code).toBe(CODES.invalidParameter);
  });

  it('refuses a registration for another origin, a replayed one, and one without user verification', async () => {
    const account = await freshAccount('pk-reg');
    const emailCode = await securityCode(account.client, account.email);
    const options = readCreationOptions((await account.client.call('POST', PASSKEY_PATHS.registerOptions, { emailCode })).envelope.data)!;
    expect((await account.client.call('POST', PASSKEY_PATHS.register, { name: 'Phone', attestation: account.authenticator.create(options) })).envelope.code).toBe(CODES.invalidParameter);
    const phished = await account.client.call('POST', PASSKEY_PATHS.register, { name: 'Phone', attestation: account.authenticator.create(options, 'https://openex.example.evil'), emailCode });
    expect(phished.envelope.code).toBe(CODES.passkeyRegistrationInvalid);
    // The challenge went with the refused answer: a good one for it is refused too.
    expect((await account.client.call('POST', PASSKEY_PATHS.register, { name: 'Phone', attestation: account.authenticator.create(options), emailCode })).envelope.code).toBe(CODES.passkeyChallengeInvalid);
    // The code was not used by the refusals: a closed or refused prompt costs no code.
    const again = readCreationOptions((await account.client.call('POST', PASSKEY_PATHS.registerOptions, { emailCode })).envelope.data)!;
    account.authenticator.userVerified = false;
    expect((await account.client.call('POST', PASSKEY_PATHS.register, { name: 'Phone', attestation: account.authenticator.create(again), emailCode })).envelope.code).toBe(CODES.passkeyRegistrationInvalid);
    expect(readPasskeyList((await account.client.call('POST', PASSKEY_PATHS.list)).envelope.data)).toEqual([]);
  });

  it('are the second step of a password sign-in, and an assertion is good for one sign-in only', async () => {
    const account = await freshAccount('pk-step');
    await addPasskey(account);
    const { client, step } = await passwordStep(account);
    expect(step).toMatchObject({ needVerify: true, passkey: true, verifyTypes: [] });
    // The account has no other second factor: codes cannot finish this sign-in.
    expect((await client.call('POST', PATHS.verifyLogin, { loginTicket: step.loginTicket })).envelope.code).toBe(CODES.passkeyRequired);
    const options = await loginOptions(client, step.loginTicket);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([account.authenticator.credentials.map((c) => c.id.toString('base64url'))[0]]);
    expect(options.userVerification).toBe('required');
    const assertion = account.authenticator.get(options);
    const done = await client.call('POST', PATHS.verifyAuthLogin, { loginTicket: step.loginTicket, fidoVerifyCode: assertion });
    expect(done.envelope.code, done.envelope.msg).toBe(CODES.success);
    expect(await signedInAs(client)).toBe(account.email);

    const replay = await passwordStep(account);
    const replayed = await replay.client.call('POST', PATHS.verifyAuthLogin, { loginTicket: replay.step.loginTicket, fidoVerifyCode: assertion });
    expect(replayed.envelope.code).toBe(CODES.passkeyChallengeInvalid);
    expect(await signedInAs(replay.client)).toBeUndefined();
    // The assertion never travelled in clear: the request log holds its ciphertext only.
    const signature = (JSON.parse(assertion) as { response: { signature: string } }).response.signature;
    expect(readFileSync(gw.requestLogPath, 'utf8')).not.toContain(signature);

    const [listed] = readPasskeyList((await client.call('POST', PASSKEY_PATHS.list)).envelope.data) ?? [];
    expect(listed?.lastUsedAt).toBeGreaterThan(0);
    // The sign-in history names the way in; the page's reader keeps every record.
    const drops = new WireDrops();
    const history = readSignInPage((await client.call('POST', DEVICE_PATHS.history)).envelope.data, drops);
    expect(drops.empty, drops.summary()).toBe(true);
    const seen = history?.items.map((i) => [i.method, i.result]);
    expect(seen).toContainEqual(['passkey', 'success']);
    // The replay, refused, is in it too.
    expect(seen?.[0]).toEqual(['passkey', 'wrongCode']);
  });

  it('let an account with another second factor use it instead, its codes sent only then', async () => {
    const account = await freshAccount('pk-other');
    const on = await account.client.call('POST', SECURITY_PATHS.verification, { method: 'email', enabled: 'true', emailCode: await securityCode(account.client, account.email) });
    expect(on.envelope.code, on.envelope.msg).toBe(CODES.success);
    await addPasskey(account);
    const before = (await outbox(account.email)).length;
    const { client, step } = await passwordStep(account);
    expect(step).toMatchObject({ passkey: true, verifyTypes: ['email'] });
    expect((await outbox(account.email)).length).toBe(before);
    await later(client);
    expect((await client.call('POST', PATHS.sendCode, { purpose: 'login', channel: 'email', loginTicket: step.loginTicket })).envelope.code).toBe(CODES.success);
    const emailCode = (await outbox(account.email)).find((c) => c.purpose === 'login')!.code;
    const done = await client.call('POST', PATHS.verifyLogin, { loginTicket: step.loginTicket, emailCode });
    expect(done.envelope.code, done.envelope.msg).toBe(CODES.success);
  });

  it('sign in alone, by a discoverable credential, and refuse the wrong origin, a stale counter and another account\'s ticket', async () => {
    const account = await freshAccount('pk-alone');
    await addPasskey(account);
    const client = new GatewayClient(gw.url);
    await client.loadConfig();

    const phished = await client.call('POST', PATHS.verifyAuthLogin, { fidoVerifyCode: account.authenticator.get(await loginOptions(client), 'https://openex.example.evil') });
    expect(phished.envelope.code).toBe(CODES.passkeyAssertionInvalid);
    const first = new GatewayClient(gw.url);
    await first.loadConfig();
    expect((await first.call('POST', PATHS.verifyAuthLogin, { fidoVerifyCode: account.authenticator.get(await loginOptions(first)) })).envelope.code).toBe(CODES.success);
    // A cloned authenticator answers with a counter the gateway has already seen.
    const stale = await client.call('POST', PATHS.verifyAuthLogin, { fidoVerifyCode: account.authenticator.get(await loginOptions(client), gw.url, 0) });
    expect(stale.envelope.code).toBe(CODES.passkeyAssertionInvalid);
    account.authenticator.userVerified = false;
    expect((await client.call('POST', PATHS.verifyAuthLogin, { fidoVerifyCode: account.authenticator.get(await loginOptions(client)) })).envelope.code).toBe(CODES.passkeyAssertionInvalid);
    account.authenticator.userVerified = true;
    expect(await signedInAs(client)).toBeUndefined();

    // A challenge for someone else's pending sign-in does not let this passkey in.
    const other = await freshAccount('pk-victim');
    await addPasskey(other);
    const { client: victim, step } = await passwordStep(other);
    const theirs = await loginOptions(victim, step.loginTicket);
    const crossed = await victim.call('POST', PATHS.verifyAuthLogin, { loginTicket: step.loginTicket, fidoVerifyCode: account.authenticator.get({ ...theirs, allowCredentials: undefined }) });
    expect(crossed.envelope.code).toBe(CODES.passkeyUnknown);

    const assertion = account.authenticator.get(await loginOptions(client));
    const done = await client.call('POST', PATHS.verifyAuthLogin, { fidoVerifyCode: assertion });
    expect(done.envelope.code, done.envelope.msg).toBe(CODES.success);
    expect(await signedInAs(client)).toBe(account.email);
    // Replayed by someone who read it: its challenge is gone.
    const thief = new GatewayClient(gw.url);
    await thief.loadConfig();
    expect((await thief.call('POST', PATHS.verifyAuthLogin, { fidoVerifyCode: assertion })).envelope.code).toBe(CODES.passkeyChallengeInvalid);
    expect(await signedInAs(thief)).toBeUndefined();
  });

  it('are removed with the second factor, and a removed passkey signs in no more', async () => {
    const account = await freshAccount('pk-remove');
    const added = await addPasskey(account);
    expect((await account.client.call('POST', PASSKEY_PATHS.remove, { id: added.id, emailCode: '000000' })).envelope.code).toBe(CODES.wrongCredentials);
    const removed = await account.client.call('POST', PASSKEY_PATHS.remove, { id: added.id, emailCode: await securityCode(account.client, account.email) });
    expect(removed.envelope.code, removed.envelope.msg).toBe(CODES.success);
    expect(readPasskeyList((await account.client.call('POST', PASSKEY_PATHS.list)).envelope.data)).toEqual([]);
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const refused = await client.call('POST', PATHS.verifyAuthLogin, { fidoVerifyCode: account.authenticator.get(await loginOptions(client)) });
    expect(refused.envelope.code).toBe(CODES.passkeyUnknown);
    // Without a passkey the password sign-in asks for none.
    const { step } = await passwordStep(account);
    expect(step.needVerify).toBeUndefined();
  });

  it('are none of a sub-account, which is entered from its main account', async () => {
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    expect((await client.call('POST', PATHS.login, { loginName: 'parent@openex.test', pwd: 'Parent#2024' })).envelope.code).toBe(CODES.success);
    expect((await client.call('POST', PATHS.subSwitchWeb, { userId: '10000005' })).envelope.code).toBe(CODES.success);
    expect((await client.call('POST', PASSKEY_PATHS.registerOptions, {})).envelope.code).toBe(CODES.forbidden);
  });

  it('refuse an assertion sent in clear, and the request log withholds it', async () => {
    const account = await freshAccount('pk-clear');
    await addPasskey(account);
    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const assertion = account.authenticator.get(await loginOptions(client));
    const answer = await client.raw('POST', PATHS.verifyAuthLogin, { body: JSON.stringify({ fidoVerifyCode: assertion }) });
    expect(((await answer.json()) as { code: string }).code).toBe(CODES.encryptionRequired);
    const line = readFileSync(gw.requestLogPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { path: string; body: unknown; rawBody: unknown }).filter((l) => l.path === PATHS.verifyAuthLogin).at(-1);
    expect(line?.body).toEqual({ fidoVerifyCode: WITHHELD });
    expect(line?.rawBody).toBe(WITHHELD);
  });

  it('are offered only on loopback or at the configured origin', async () => {
    // fetch writes the Host header itself; a raw request names another host, as a relaying site would.
    const asHost = (host: string) => new Promise<string>((resolve, reject) => {
      const call = request(`${gw.url}${PASSKEY_PATHS.loginOptions}`, { method: 'POST', headers: { host, 'content-type': 'application/json' } }, (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve((JSON.parse(body) as { code: string }).code));
      });
      call.on('error', reject);
      call.end('{}');
    });
    expect(await asHost('openex.example.evil')).toBe(CODES.passkeyOriginUnavailable);
    expect(await asHost(`localhost:${new URL(gw.url).port}`)).toBe(CODES.success);
  });
});
