// API keys against the reference gateway: managed by a signed-in session under its second factor,
// read with the client's own record checks, then used from outside the browser by
// scripts/api-key-bot.mjs (node:crypto and fetch only), as a trading bot would.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../../scripts/api-key-bot.mjs';
import { signedIn } from '../../../gateway/markets/testing';
import { GatewayClient } from '../../../gateway/testing/client';
import { control, latestCode } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { TRADING_PATHS } from '../markets/paths';
import { parseOrder, WireDrops } from '../markets/wireCheck';
import { CODES } from '../protocol/codes';
import { PATHS } from '../protocol/paths';
import { API_KEY_PATHS } from './apiKeys';
import { parseApiKey, readApiKeyList, readCreatedApiKey, type CreatedApiKey } from './wire';

const run = promisify(execFile);
const BOT = new URL('../../../scripts/api-key-bot.mjs', import.meta.url).pathname;
const PASSPHRASE = 'Bot-pass#2026';
const ORDER = JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '20000', amount: '0.01' });

let gw: TestGateway;
/** Confirms keys with an email code (at most one a minute). */
let trader: GatewayClient;
/** Confirms keys with Google authenticator: as many as the tests need. */
let guarded: GatewayClient;

beforeAll(async () => {
  gw = await startTestGateway();
  trader = await signedIn(gw.url);
  guarded = new GatewayClient(gw.url);
  await guarded.loadConfig();
  const login = await guarded.call<{ loginTicket: string }>('POST', PATHS.login, { loginName: 'google@openex.test', pwd: 'Google#2024' });
  const verified = await guarded.call('POST', PATHS.verifyLogin, { loginTicket: login.envelope.data.loginTicket, googleCode: await totp() });
  expect(verified.envelope.code).toBe(CODES.success);
}, 60_000);
afterAll(async () => {
  await gw.close();
});

interface BotAnswer { status: number; envelope: { code: string; msg: string; data: Record<string, unknown> } }

/** One call by the bot script in its own Node process. */
async function bot(key: { accessKey: string; secret: string }, method: string, path: string, body = '', env: Record<string, string> = {}): Promise<BotAnswer> {
  const result = await run(process.execPath, [BOT, gw.url, method, path, body], {
    env: { ...process.env, API_KEY: key.accessKey, API_SECRET: key.secret, API_PASSPHRASE: PASSPHRASE, PAPTRADING: '1', ...env },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(result.stdout) as BotAnswer;
}

async function emailCode(): Promise<string> {
  const sent = await trader.call('POST', API_KEY_PATHS.sendCode, { channel: 'email' });
  expect(sent.envelope.code, sent.envelope.msg).toBe(CODES.success);
  return latestCode(gw.url, 'trader@openex.test');
}

const totp = async (): Promise<string> => (await control<{ code: string }>(gw.url, 'GET', 'totp?loginName=google%40openex.test')).code;

async function create(fields: Record<string, unknown>, client = guarded): Promise<CreatedApiKey> {
  const code = client === trader ? { emailCode: await emailCode() } : { googleCode: await totp() };
  const { envelope } = await client.call('POST', API_KEY_PATHS.create, { label: 'bot', passphrase: PASSPHRASE, ...fields, ...code });
  expect(envelope.code, envelope.msg).toBe(CODES.success);
  const drops = new WireDrops();
  const key = readCreatedApiKey(envelope.data, drops);
  expect(drops.empty, drops.summary()).toBe(true);
  if (!key) throw new Error('no key');
  return key;
}

describe('API key management', () => {
  it('lists the second factor the account confirms keys with, and no key at first', async () => {
    const { envelope } = await trader.call('POST', API_KEY_PATHS.list);
    const drops = new WireDrops();
    const list = readApiKeyList(envelope.data, drops);
    expect(drops.empty, drops.summary()).toBe(true);
    expect(list.verifyTypes).toEqual([{ method: 'email', target: 'tr***@openex.test' }]);
    expect(list.keys).toEqual([]);
  });

  it('refuses a key without the second factor, or with a wrong code, and creates none', async () => {
    const none = await trader.call('POST', API_KEY_PATHS.create, { label: 'x', passphrase: PASSPHRASE, permissions: 'read' });
    expect(none.envelope.code).toBe(CODES.apiKeyVerifyFailed);
    const wrong = await trader.call('POST', API_KEY_PATHS.create, { label: 'x', passphrase: PASSPHRASE, permissions: 'read', emailCode: '000000' });
    expect(wrong.envelope.code).toBe(CODES.apiKeyVerifyFailed);
    const bad = await trader.call('POST', API_KEY_PATHS.create, { label: 'x', passphrase: PASSPHRASE, permissions: 'read', ips: '10.0.0.300', emailCode: '000000' });
    expect(bad.envelope.code).toBe(CODES.invalidParameter);
    const list = readApiKeyList((await trader.call('POST', API_KEY_PATHS.list)).envelope.data, new WireDrops());
    expect(list.keys).toEqual([]);
  });

  it('never keeps the secret or the passphrase in clear: the request log and the database hold neither', async () => {
    const key = await create({ permissions: 'read' }, trader);
    const log = readFileSync(gw.requestLogPath, 'utf8');
    const db = readFileSync(`${gw.dataDir}/gateway.sqlite`).toString('latin1') + readFileSync(`${gw.dataDir}/gateway.sqlite-wal`).toString('latin1');
    for (const text of [log, db]) {
      expect(text).not.toContain(key.secret);
      expect(text).not.toContain(PASSPHRASE);
    }
    const list = readApiKeyList((await trader.call('POST', API_KEY_PATHS.list)).envelope.data, new WireDrops());
    expect(list.keys.map((k) => k.accessKey)).toContain(key.accessKey);
    expect(JSON.stringify(list)).not.toContain(key.secret);
  });
});

describe('a trading bot with an API key', () => {
  it('places and cancels a demo order, reads it, and is refused without the trade permission', async () => {
    const key = await create({ permissions: 'read,trade' });
    const placed = await bot(key, 'POST', TRADING_PATHS.spotPlace, ORDER);
    expect(placed.envelope.code, placed.envelope.msg).toBe(CODES.success);
    const open = await bot(key, 'GET', `${TRADING_PATHS.spotOpenOrders}?symbol=BTCUSDT`);
    expect(open.envelope.code).toBe(CODES.success);
    const cancelled = await bot(key, 'POST', TRADING_PATHS.spotCancel, JSON.stringify({ orderId: placed.envelope.data.orderId }));
    expect(cancelled.envelope.code, cancelled.envelope.msg).toBe(CODES.success);
    const drops = new WireDrops();
    expect(parseOrder(cancelled.envelope.data, drops)?.status).toBe('canceled');
    expect(drops.empty, drops.summary()).toBe(true);

    const readOnly = await create({ permissions: 'read', label: 'watcher' });
    const refused = await bot(readOnly, 'POST', TRADING_PATHS.spotPlace, ORDER);
    expect([refused.status, refused.envelope.code]).toEqual([403, CODES.apiKeyPermission]);
    expect((await bot(readOnly, 'POST', TRADING_PATHS.assets, '{}')).envelope.code).toBe(CODES.success);
    expect((await bot(readOnly, 'POST', TRADING_PATHS.transfer, '{}')).envelope.code).toBe(CODES.apiKeyPermission);
    // Key management is for a signed-in session only.
    expect((await bot(key, 'POST', API_KEY_PATHS.list, '{}')).envelope.code).toBe(CODES.apiKeyPermission);
  });

  it('acts on the real account without paptrading and on the demo one with it', async () => {
    const key = await create({ permissions: 'read' });
    const real = await bot(key, 'POST', TRADING_PATHS.assets, '{}', { PAPTRADING: '' });
    const demo = await bot(key, 'POST', TRADING_PATHS.assets, '{}');
    expect([real.envelope.data.demo, demo.envelope.data.demo]).toEqual([false, true]);
  });

  it('is refused from an address off its allow-list, with a wrong passphrase or a wrong signature', async () => {
    const fenced = await create({ permissions: 'read,trade', ips: '10.1.2.3, 2001:db8::1' });
    expect(fenced.ips).toEqual(['10.1.2.3', '2001:db8::1']);
    const refused = await bot(fenced, 'POST', TRADING_PATHS.spotPlace, ORDER);
    expect([refused.status, refused.envelope.code]).toEqual([403, CODES.apiKeyIpRefused]);

    const key = await create({ permissions: 'read' });
    expect((await bot(key, 'POST', TRADING_PATHS.assets, '{}', { API_PASSPHRASE: 'not-the-one' })).envelope.code).toBe(CODES.apiKeyPassphrase);
    expect((await bot(key, 'POST', TRADING_PATHS.assets, '{}', { API_SECRET: 'f'.repeat(64) })).envelope.code).toBe(CODES.apiKeySignInvalid);
    expect((await bot(key, 'POST', TRADING_PATHS.assets, '{}', { API_KEY: 'ak_' + '0'.repeat(32) })).envelope.code).toBe(CODES.apiKeyInvalid);

    // The same signed request twice is a replay; one signed 31 s ago is stale.
    const send = async (timestamp: number) => {
      const t = String(timestamp);
      const headers = { 'ACCESS-KEY': key.accessKey, 'ACCESS-TIMESTAMP': t, 'ACCESS-PASSPHRASE': PASSPHRASE, 'ACCESS-SIGN': signRequest(key.secret, t, 'GET', TRADING_PATHS.positions, '') };
      return ((await (await fetch(`${gw.url}${TRADING_PATHS.positions}`, { headers })).json()) as { code: string }).code;
    };
    const now = Date.now();
    expect(await send(now)).toBe(CODES.success);
    expect(await send(now)).toBe(CODES.apiKeyTimestamp);
    expect(await send(now - 31_000)).toBe(CODES.apiKeyTimestamp);
  });

  it('follows an edit at once, and is refused at once once the key is deleted', async () => {
    const key = await create({ permissions: 'read' });
    expect((await bot(key, 'POST', TRADING_PATHS.spotPlace, ORDER)).envelope.code).toBe(CODES.apiKeyPermission);
    const edit = await guarded.call('POST', API_KEY_PATHS.edit, { accessKey: key.accessKey, permissions: 'read,trade', ips: '', googleCode: await totp() });
    expect(edit.envelope.code, edit.envelope.msg).toBe(CODES.success);
    const drops = new WireDrops();
    expect(parseApiKey(edit.envelope.data, drops)?.permissions).toEqual(['read', 'trade']);
    expect(drops.empty, drops.summary()).toBe(true);
    const placed = await bot(key, 'POST', TRADING_PATHS.spotPlace, ORDER);
    expect(placed.envelope.code).toBe(CODES.success);

    // Another account cannot delete it.
    expect((await trader.call('POST', API_KEY_PATHS.remove, { accessKey: key.accessKey })).envelope.code).toBe(CODES.apiKeyNotFound);
    const removed = await guarded.call('POST', API_KEY_PATHS.remove, { accessKey: key.accessKey });
    expect(removed.envelope.code).toBe(CODES.success);
    const after = await bot(key, 'POST', TRADING_PATHS.spotCancel, JSON.stringify({ orderId: placed.envelope.data.orderId }));
    expect([after.status, after.envelope.code]).toEqual([401, CODES.apiKeyInvalid]);
    expect((await guarded.call('POST', API_KEY_PATHS.remove, { accessKey: key.accessKey })).envelope.code).toBe(CODES.apiKeyNotFound);
  });
});

describe('a sub-account\'s own API keys', () => {
  it('are created by the main account under its second factor, act as the sub-account, and are refused to its session', async () => {
    const parent = await signedIn(gw.url, 'parent@openex.test', 'Parent#2024');
    await parent.call('POST', API_KEY_PATHS.sendCode, { channel: 'email' });
    const code = await latestCode(gw.url, 'parent@openex.test');
    const notChild = await parent.call('POST', API_KEY_PATHS.create, { label: 'x', passphrase: PASSPHRASE, permissions: 'read', subUserId: '10000001', emailCode: code });
    expect(notChild.envelope.code).toBe(CODES.forbidden);
    const { envelope } = await parent.call('POST', API_KEY_PATHS.create, { label: 'sub bot', passphrase: PASSPHRASE, permissions: 'read', subUserId: '10000005', emailCode: code });
    expect(envelope.code, envelope.msg).toBe(CODES.success);
    const key = readCreatedApiKey(envelope.data, new WireDrops());
    if (!key) throw new Error('no key');
    expect([key.userId, key.loginName]).toEqual(['10000005', 'parent-sub1@openex.test']);

    const info = await bot(key, 'POST', PATHS.userinfo, '{}');
    expect((info.envelope.data.userInfo as { userId: string }).userId).toBe('10000005');
    const list = readApiKeyList((await parent.call('POST', API_KEY_PATHS.list)).envelope.data, new WireDrops());
    expect(list.keys.map((k) => k.userId)).toEqual(['10000005']);

    // Switched into the sub-account, its session cannot manage keys.
    const switched = await parent.call('POST', PATHS.subSwitchWeb, { userId: '10000005' });
    expect(switched.envelope.code).toBe(CODES.success);
    expect((await parent.call('POST', API_KEY_PATHS.list)).envelope.code).toBe(CODES.forbidden);
  });
});

describe('guessing', () => {
  it('stops after five wrong codes: the sixth try is refused with 429 even before its code is checked', async () => {
    for (let i = 0; i < 5; i += 1) {
      const wrong = await trader.call('POST', API_KEY_PATHS.create, { label: 'x', passphrase: PASSPHRASE, permissions: 'read', emailCode: String(100000 + i) });
      expect([CODES.apiKeyVerifyFailed, CODES.tooManyRequests]).toContain(wrong.envelope.code);
    }
    const blocked = await trader.call('POST', API_KEY_PATHS.create, { label: 'x', passphrase: PASSPHRASE, permissions: 'read', emailCode: '123456' });
    expect(blocked.envelope.code).toBe(CODES.tooManyRequests);
  });

  it('never logs a bot\'s passphrase: its header is withheld', () => {
    const lines = readFileSync(gw.requestLogPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { headers: Record<string, string> });
    const botCalls = lines.filter((l) => 'access-key' in l.headers);
    expect(botCalls.length).toBeGreaterThan(10);
    expect(botCalls.every((l) => l.headers['access-passphrase'] === '[withheld: secret sent in clear]')).toBe(true);
    expect(readFileSync(gw.requestLogPath, 'utf8')).not.toContain(PASSPHRASE);
  });
});
