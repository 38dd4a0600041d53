// Sub-accounts against the reference gateway: created, frozen and unfrozen under the main
// account's second factor, funded by spot transfers on the real and the demo side apart, every
// answer read through the client's own record checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, readAll, signedIn } from '../../../gateway/markets/testing';
import type { GatewayClient } from '../../../gateway/testing/client';
import { latestCode } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { DEVICE_PATHS, readSignInPage } from '../devices/signIns';
import { callWithKey } from '../../../scripts/api-key-bot.mjs';
import { API_KEY_PATHS } from '../apiKeys/apiKeys';
import { readCreatedApiKey } from '../apiKeys/wire';
import { TRADING_PATHS } from '../markets/paths';
import { CODES } from '../protocol/codes';
import { PATHS } from '../protocol/paths';
import { SECURITY_PATHS } from '../security/paths';
import { type SubAssets, MAX_SUB_ACCOUNTS, readSubAccountList, readSubAccountRow, readSubAssets, readSubTransfers, SUB_ACCOUNT_PATHS } from './subAccounts';

const PARENT = 'parent@openex.test';
let gw: TestGateway;
let parent: GatewayClient;

beforeAll(async () => {
  gw = await startTestGateway();
  parent = await signedIn(gw.url, PARENT, 'Parent#2024');
}, 60_000);
afterAll(async () => {
  await gw.close();
});

async function emailCode(): Promise<{ emailCode: string }> {
  const sent = await parent.call('POST', SECURITY_PATHS.sendCode, { channel: 'email' });
  expect(sent.envelope.code, sent.envelope.msg).toBe(CODES.success);
  return { emailCode: await latestCode(gw.url, PARENT) };
}

async function list() {
  const { envelope } = await parent.call('GET', PATHS.subList);
  const read = readAll('sub-account list', envelope.data, readSubAccountList);
  if (!read) throw new Error('no list');
  return read;
}

const spot = (assets: SubAssets, side: 'main' | 'sub', asset: string) => assets[side].find((b) => b.asset === asset)?.available ?? '0';

async function assetsOf(subUserId: string, headers: Record<string, string> = {}): Promise<SubAssets> {
  const { envelope } = await parent.call('POST', SUB_ACCOUNT_PATHS.assets, { subUserId }, headers);
  expect(envelope.code, envelope.msg).toBe(CODES.success);
  const read = readAll('sub assets', envelope.data, readSubAssets);
  if (!read) throw new Error('no assets');
  return read;
}

describe('sub-accounts', () => {
  let created = '';

  it('creates a sub-account under a virtual login name only with the main account\'s code, and refuses a taken name', async () => {
    const before = await list();
    expect(before.maxSubAccounts).toBe(MAX_SUB_ACCOUNTS);
    expect(before.subAccounts.every((s) => !s.frozen)).toBe(true);
    const wrong = await parent.call('POST', SUB_ACCOUNT_PATHS.create, { subName: 'desk01', emailCode: '000000' });
    expect(wrong.envelope.code).toBe(CODES.wrongCredentials);
    const bad = await parent.call('POST', SUB_ACCOUNT_PATHS.create, { subName: 'Desk 01', emailCode: '000000' });
    expect(bad.envelope.code).toBe(CODES.invalidParameter);
    const ok = await parent.call('POST', SUB_ACCOUNT_PATHS.create, { subName: 'desk01', ...(await emailCode()) });
    expect(ok.envelope.code, ok.envelope.msg).toBe(CODES.success);
    const row = readAll('sub-account', ok.envelope.data, readSubAccountRow);
    expect(row).toMatchObject({ loginName: 'desk01@virtual.openex', userName: 'desk01', subAccount: true, frozen: false, current: false });
    created = row?.userId ?? '';
    const taken = await parent.call('POST', SUB_ACCOUNT_PATHS.create, { subName: 'desk01', emailCode: '000000' });
    expect(taken.envelope.code).toBe(CODES.subNameTaken);
    expect((await list()).subAccounts.map((s) => s.userId)).toContain(created);
  });

  it('moves spot funds to and from the sub-account against the available balance, recording each, real and demo apart', async () => {
    const real = await assetsOf(created);
    expect(real.demo).toBe(false);
    const mainUsdt = Number(spot(real, 'main', 'USDT'));
    expect(mainUsdt).toBeGreaterThan(100);
    const tooMuch = await parent.call('POST', SUB_ACCOUNT_PATHS.transfer, { subUserId: created, direction: 'toSub', asset: 'USDT', amount: String(mainUsdt + 1) });
    expect(tooMuch.envelope.code).toBe(CODES.insufficientBalance);
    const sent = await parent.call('POST', SUB_ACCOUNT_PATHS.transfer, { subUserId: created, direction: 'toSub', asset: 'USDT', amount: '100' });
    expect(sent.envelope.code, sent.envelope.msg).toBe(CODES.success);
    const after = readAll('sub assets', sent.envelope.data, readSubAssets);
    expect(Number(spot(after!, 'main', 'USDT'))).toBeCloseTo(mainUsdt - 100, 6);
    expect(Number(spot(after!, 'sub', 'USDT'))).toBe(100);
    const back = await parent.call('POST', SUB_ACCOUNT_PATHS.transfer, { subUserId: created, direction: 'toMain', asset: 'USDT', amount: '40.5' });
    expect(back.envelope.code, back.envelope.msg).toBe(CODES.success);
    expect(Number(spot(await assetsOf(created), 'sub', 'USDT'))).toBe(59.5);
    const { envelope } = await parent.call('POST', SUB_ACCOUNT_PATHS.transfers, { subUserId: created });
    const records = readAll('transfers', envelope.data, readSubTransfers);
    expect(records?.map((r) => [r.direction, r.asset, Number(r.amount)])).toEqual([['toMain', 'USDT', 40.5], ['toSub', 'USDT', 100]]);
    // The demo side has its own balances and its own (empty) record.
    expect(Number(spot(await assetsOf(created, DEMO), 'sub', 'USDT'))).not.toBe(59.5);
    const demoList = await parent.call('POST', SUB_ACCOUNT_PATHS.transfers, {}, DEMO);
    expect(readAll('transfers', demoList.envelope.data, readSubTransfers)).toEqual([]);
  });

  it('refuses a transfer with a sub-account of another account', async () => {
    const other = await parent.call('POST', SUB_ACCOUNT_PATHS.transfer, { subUserId: '10000001', direction: 'toSub', asset: 'USDT', amount: '1' });
    expect(other.envelope.code).toBe(CODES.subAccountNotFound);
  });

  it('freezes a sub-account under the code: its sessions end, its API key and switching in are refused, nothing is sent to it; unfreezing opens it again', async () => {
    // A browser in the sub-account: its session ends the moment the sub-account is frozen.
    const inSub = await signedIn(gw.url, PARENT, 'Parent#2024');
    const switched = await inSub.call('POST', PATHS.subSwitchWeb, { userId: created });
    expect(switched.envelope.code, switched.envelope.msg).toBe(CODES.success);
    // The sub-account's own API key, created by the main account, works until the freeze.
    expect((await parent.call('POST', API_KEY_PATHS.sendCode, { channel: 'email' })).envelope.code).toBe(CODES.success);
    const madeKey = await parent.call('POST', API_KEY_PATHS.create, { label: 'desk bot', passphrase: 'Desk-bot#2026', permissions: 'read', subUserId: created, emailCode: await latestCode(gw.url, PARENT) });
    expect(madeKey.envelope.code, madeKey.envelope.msg).toBe(CODES.success);
    const key = readAll('api key', madeKey.envelope.data, readCreatedApiKey)!;
    const withKey = () => callWithKey({ baseUrl: gw.url, key: key.accessKey, secret: key.secret, passphrase: 'Desk-bot#2026', method: 'GET', path: TRADING_PATHS.assets }) as Promise<{ envelope: { code: string } }>;
    expect((await withKey()).envelope.code).toBe(CODES.success);
    const wrong = await parent.call('POST', SUB_ACCOUNT_PATHS.freeze, { subUserId: created, frozen: 'true', emailCode: '123456' });
    expect(wrong.envelope.code).toBe(CODES.wrongCredentials);
    const frozen = await parent.call('POST', SUB_ACCOUNT_PATHS.freeze, { subUserId: created, frozen: 'true', ...(await emailCode()) });
    expect(frozen.envelope.code, frozen.envelope.msg).toBe(CODES.success);
    expect(readAll('sub-account', frozen.envelope.data, readSubAccountRow)?.frozen).toBe(true);
    expect((await inSub.call('GET', PATHS.userinfo)).envelope.code).toBe(CODES.sessionInvalid);
    expect((await withKey()).envelope.code).toBe(CODES.accountFrozen);
    expect((await list()).subAccounts.find((s) => s.userId === created)?.frozen).toBe(true);
    expect((await parent.call('POST', PATHS.subSwitchWeb, { userId: created })).envelope.code).toBe(CODES.accountFrozen);
    const into = await parent.call('POST', SUB_ACCOUNT_PATHS.transfer, { subUserId: created, direction: 'toSub', asset: 'USDT', amount: '1' });
    expect(into.envelope.code).toBe(CODES.subAccountFrozen);
    const out = await parent.call('POST', SUB_ACCOUNT_PATHS.transfer, { subUserId: created, direction: 'toMain', asset: 'USDT', amount: '1' });
    expect(out.envelope.code, out.envelope.msg).toBe(CODES.success);
    const thawed = await parent.call('POST', SUB_ACCOUNT_PATHS.freeze, { subUserId: created, frozen: 'false', ...(await emailCode()) });
    expect(readAll('sub-account', thawed.envelope.data, readSubAccountRow)?.frozen).toBe(false);
    expect((await withKey()).envelope.code).toBe(CODES.success);
    const again = await inSub.call('POST', PATHS.subSwitchWeb, { userId: created });
    expect(again.envelope.code).toBe(CODES.sessionInvalid);
  });

  it('records each switch, the refused one into the frozen sub-account included, in the history of the account switched to', async () => {
    const client = await signedIn(gw.url, PARENT, 'Parent#2024');
    expect((await client.call('POST', PATHS.subSwitchWeb, { userId: created })).envelope.code).toBe(CODES.success);
    const history = async () => {
      const { envelope } = await client.call('POST', DEVICE_PATHS.history, { limit: 50 });
      return readAll('history', envelope.data, readSignInPage)?.items.map((i) => [i.method, i.result]) ?? [];
    };
    // Newest first: this switch, then the refused one while it was frozen, then the first switch into it.
    expect(await history()).toEqual([['switch', 'success'], ['switch', 'frozen'], ['switch', 'success']]);
    expect((await client.call('POST', PATHS.subSwitchWeb, { userId: '10000004' })).envelope.code).toBe(CODES.success);
    expect((await history())[0]).toEqual(['switch', 'success']);
  });

  it('lets a sub-account manage no sub-accounts', async () => {
    const client = await signedIn(gw.url, PARENT, 'Parent#2024');
    expect((await client.call('POST', PATHS.subSwitchWeb, { userId: '10000005' })).envelope.code).toBe(CODES.success);
    const refused = await client.call('POST', SUB_ACCOUNT_PATHS.create, { subName: 'nested1' });
    expect(refused.envelope.code).toBe(CODES.subAccountMainOnly);
  });
});
