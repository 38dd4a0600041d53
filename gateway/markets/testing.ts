// Helpers for the markets' tests: a signed-in client and calls on its real or demo account.
import { afterAll, beforeAll, expect } from 'vitest';
import { WireDrops } from '../../src/core/markets/wireCheck';
import type { Order, Position } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { GatewayClient } from '../testing/client';
import { control } from '../testing/control';
import { startTestGateway, type TestGateway } from '../testing/harness';

export const DEMO = { paptrading: '1' } as const;

export async function signedIn(url: string, loginName = 'trader@openex.test', pwd = 'Trader#2024'): Promise<GatewayClient> {
  const client = new GatewayClient(url);
  await client.loadConfig();
  const login = await client.call('POST', '/v1/user/login', { loginName, pwd });
  if (login.envelope.code !== CODES.success) throw new Error(`login failed: ${login.envelope.msg}`);
  return client;
}

export interface Assets {
  spot: { balances: { asset: string; available: string; locked: string }[] };
  futures: { balances: { asset: string; available: string; locked: string }[]; positionMargin: string; unrealizedPnl: string; equity: string };
}

export async function assets(client: GatewayClient, demo: boolean): Promise<Assets> {
  return (await client.call<Assets>('POST', '/v1/user/overview/asset/overview', {}, demo ? DEMO : {})).envelope.data;
}

export function balance(a: Assets, wallet: 'spot' | 'futures', asset: string): { available: number; locked: number } {
  const b = a[wallet].balances.find((x) => x.asset === asset);
  return { available: Number(b?.available ?? 0), locked: Number(b?.locked ?? 0) };
}

export async function place(client: GatewayClient, kind: 'spot' | 'futures', order: Record<string, unknown>, demo = true) {
  return client.call<Order>('POST', `/v1/user/overview/${kind}/order/place`, order, demo ? DEMO : {});
}

export async function positions(client: GatewayClient, demo = true): Promise<Position[]> {
  return (await client.call<{ positions: Position[] }>('POST', '/v1/user/overview/futures/positions', {}, demo ? DEMO : {})).envelope.data.positions;
}

export async function setPrice(url: string, market: 'spot' | 'futures', symbol: string, price: number): Promise<void> {
  await control(url, 'POST', 'markets/price', { market, symbol, price });
}

export async function pause(url: string, paused: boolean): Promise<void> {
  await control(url, 'POST', 'markets/simulator', { paused });
}

/**
 * A test gateway started once for the file, with the seeded trader signed in; read `gw` and
 * `trader` inside tests and hooks (they are set by the file's beforeAll).
 */
export function gatewayWithTrader(): { readonly gw: TestGateway; readonly trader: GatewayClient } {
  const ctx = {} as { gw: TestGateway; trader: GatewayClient };
  beforeAll(async () => {
    ctx.gw = await startTestGateway();
    ctx.trader = await signedIn(ctx.gw.url);
  });
  afterAll(async () => {
    await ctx.gw.close();
  });
  return ctx;
}

/** Reads an answer with a fresh tally, as the page does, and fails on anything the page would drop. */
export function readAll<T>(what: string, data: unknown, read: (data: unknown, drops: WireDrops) => T): T {
  const drops = new WireDrops();
  const value = read(data, drops);
  expect(drops.empty ? '' : `${what}: ${drops.summary()}`).toBe('');
  expect(value, what).not.toBeNull();
  return value;
}
