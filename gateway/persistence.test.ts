import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODES } from '../src/core/protocol/codes';
import { isLoopback } from './control/testControl';
import { startGateway } from './server';
import { GatewayClient } from './testing/client';

const work = mkdtempSync(join(tmpdir(), 'gateway-persist-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('restart', () => {
  it('keeps the server key, the accounts and the sessions (and has no test control unless asked)', async () => {
    const options = { port: 0, distDir: join(work, 'dist'), dataDir: join(work, 'data'), imageServers: 1 };
    const first = await startGateway(options);
    const client = new GatewayClient(first.url);
    const keyBefore = (await client.loadConfig()).serverPublicKey;
    expect((await client.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'Trader#2024' })).envelope.code).toBe(CODES.success);
    expect((await fetch(`${first.url}/__gateway/state`)).status).toBe(404);
    await first.close();

    const second = await startGateway(options);
    try {
      const again = new GatewayClient(second.url, client.keys);
      for (const name of ['exchange_token', 'exchange_uid']) again.setCookie(name, client.cookie(name) ?? '');
      expect((await again.loadConfig()).serverPublicKey).toBe(keyBefore);
      const info = await again.call<{ userInfo: { userId: string } }>('POST', '/v1/user/overview/userinfo');
      expect(info.envelope.data.userInfo.userId).toBe('10000001');
    } finally {
      await second.close();
    }
  });
});

describe('test control', () => {
  it('answers loopback peers only', () => {
    const peer = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as Parameters<typeof isLoopback>[0];
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every((a) => isLoopback(peer(a)))).toBe(true);
    expect(['10.0.0.2', '192.168.1.5', '::ffff:10.0.0.2', ''].some((a) => isLoopback(peer(a)))).toBe(false);
  });
});
