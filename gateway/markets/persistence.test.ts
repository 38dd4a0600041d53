import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/markets/trading';
import { startGateway } from '../server';
import { GatewayClient } from '../testing/client';
import { DEMO, assets, place, positions, signedIn } from './testing';

const work = mkdtempSync(join(tmpdir(), 'markets-persist-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('restart', () => {
  it('keeps balances, open orders and positions; the market restarts from its seed', async () => {
    const options = { port: 0, distDir: join(work, 'dist'), dataDir: join(work, 'data'), imageServers: 1 };
    const first = await startGateway(options);
    const client = await signedIn(first.url);
    const resting = await place(client, 'spot', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '100', amount: '1' });
    await place(client, 'futures', { symbol: 'BTCUSDT', side: 'sell', tradeSide: 'open', type: 'market', amount: '0.01', leverage: 3 });
    await place(client, 'spot', { symbol: 'BTCUSDT', side: 'sell', type: 'market', amount: '0.01' }, false);
    const before = { demo: await assets(client, true), real: await assets(client, false), positions: (await positions(client)).map((p) => ({ ...p, markPrice: '', unrealizedPnl: '', roe: '' })) };
    await first.close();

    const second = await startGateway(options);
    try {
      const again = new GatewayClient(second.url, client.keys);
      await again.loadConfig();
      for (const name of ['exchange_token', 'exchange_uid']) again.setCookie(name, client.cookie(name) ?? '');
      const after = { demo: await assets(again, true), real: await assets(again, false), positions: (await positions(again)).map((p) => ({ ...p, markPrice: '', unrealizedPnl: '', roe: '' })) };
      expect({ ...after, demo: { ...after.demo, futures: { ...after.demo.futures, unrealizedPnl: '', equity: '' } } })
        .toEqual({ ...before, demo: { ...before.demo, futures: { ...before.demo.futures, unrealizedPnl: '', equity: '' } } });
      const open = (await again.call<{ orders: Order[] }>('POST', '/v1/user/overview/spot/orders/open', {}, DEMO)).envelope.data.orders;
      expect(open.map((o) => o.orderId)).toEqual([resting.envelope.data.orderId]);
    } finally {
      await second.close();
    }
  });
});
