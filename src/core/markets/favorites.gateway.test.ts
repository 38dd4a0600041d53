// The favourites calls and the sparklines answer against the reference gateway, read with the
// client's own record checks: what the gateway answers is what the page accepts, and every bad
// request is refused with a clear code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signedIn } from '../../../gateway/markets/testing';
import { GatewayClient } from '../../../gateway/testing/client';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { CODES } from '../protocol/codes';
import { readFavorites, readSparklines, readSymbols } from './answers';
import { MAX_FAVORITES, type MarketRef } from './favorites';
import { FAVORITE_PATHS, MARKET_PATHS } from './paths';
import { SPARKLINE_POINTS } from './sparkline';
import type { SymbolInfo } from './symbols';
import { WireDrops } from './wireCheck';

let gw: TestGateway;
let trader: GatewayClient;
let listed: readonly SymbolInfo[];

beforeAll(async () => {
  gw = await startTestGateway();
  trader = await signedIn(gw.url);
  const answer = (await (await fetch(`${gw.url}${MARKET_PATHS.symbols}`)).json()) as { data: unknown };
  listed = readSymbols(answer.data, new WireDrops()).symbols;
});
afterAll(async () => {
  await gw.close();
});

/** The call's answer read as the page reads it; no record may be dropped. */
async function favorites(client: GatewayClient, path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { envelope } = await client.call('POST', path, body, headers);
  const drops = new WireDrops();
  const list = envelope.code === CODES.success ? readFavorites(envelope.data, drops) : null;
  expect(drops.empty, drops.summary()).toBe(true);
  return { code: envelope.code, msg: envelope.msg, list };
}

const spot = (symbol: string): MarketRef => ({ market: 'spot', symbol });
const futures = (symbol: string): MarketRef => ({ market: 'futures', symbol });

describe('sparklines', () => {
  it('gives every listed market its last day of closes in one answer, read whole by the client', async () => {
    const answer = (await (await fetch(`${gw.url}${MARKET_PATHS.sparklines}`)).json()) as { code: string; data: unknown };
    expect(answer.code).toBe(CODES.success);
    const drops = new WireDrops();
    const lines = readSparklines(answer.data, drops);
    expect(drops.empty, drops.summary()).toBe(true);
    expect(lines.map((l) => `${l.market}:${l.symbol}`).sort()).toEqual(listed.map((s) => `${s.market}:${s.symbol}`).sort());
    for (const line of lines) {
      expect(line.closes).toHaveLength(SPARKLINE_POINTS);
      const precision = listed.find((s) => s.market === line.market && s.symbol === line.symbol)!.pricePrecision;
      for (const close of line.closes) expect(close.split('.')[1]?.length ?? 0).toBe(precision);
    }
  });

  it('answers one market kind, and refuses another kind with 00001', async () => {
    const spotOnly = (await (await fetch(`${gw.url}${MARKET_PATHS.sparklines}?market=spot`)).json()) as { data: unknown };
    expect(readSparklines(spotOnly.data, new WireDrops()).every((l) => l.market === 'spot')).toBe(true);
    const bad = (await (await fetch(`${gw.url}${MARKET_PATHS.sparklines}?market=margin`)).json()) as { code: string };
    expect(bad.code).toBe(CODES.invalidParameter);
  });
});

describe('favourites', () => {
  it('needs a session', async () => {
    const visitor = new GatewayClient(gw.url);
    await visitor.loadConfig();
    expect((await favorites(visitor, FAVORITE_PATHS.list)).code).toBe(CODES.sessionInvalid);
    expect((await favorites(visitor, FAVORITE_PATHS.add, { favorites: [spot('BTCUSDT')] })).code).toBe(CODES.sessionInvalid);
  });

  it('adds in order, ignores repeats, removes, and keeps one list for real and demo', async () => {
    expect((await favorites(trader, FAVORITE_PATHS.list)).list).toEqual([]);
    expect((await favorites(trader, FAVORITE_PATHS.add, { favorites: [spot('ETHUSDT'), futures('BTCUSDT')] })).list).toEqual([spot('ETHUSDT'), futures('BTCUSDT')]);
    expect((await favorites(trader, FAVORITE_PATHS.add, { favorites: [futures('BTCUSDT'), spot('BTCUSDT')] }, DEMO)).list).toEqual([spot('ETHUSDT'), futures('BTCUSDT'), spot('BTCUSDT')]);
    expect((await favorites(trader, FAVORITE_PATHS.remove, { favorites: [futures('BTCUSDT')] })).list).toEqual([spot('ETHUSDT'), spot('BTCUSDT')]);
    expect((await favorites(trader, FAVORITE_PATHS.list, {}, DEMO)).list).toEqual([spot('ETHUSDT'), spot('BTCUSDT')]);
    // Another device of the same user: the same list.
    const elsewhere = await signedIn(gw.url);
    const { envelope } = await elsewhere.call('GET', FAVORITE_PATHS.list);
    expect(readFavorites(envelope.data, new WireDrops())).toEqual([spot('ETHUSDT'), spot('BTCUSDT')]);
    // Another user does not see them.
    const other = await signedIn(gw.url, 'parent@openex.test', 'Parent#2024');
    expect((await favorites(other, FAVORITE_PATHS.list)).list).toEqual([]);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const before = (await favorites(trader, FAVORITE_PATHS.list)).list;
    const refusals: Array<[Record<string, unknown>, string, RegExp]> = [
      [{}, CODES.invalidParameter, /must be a list/],
      [{ favorites: 'BTCUSDT' }, CODES.invalidParameter, /must be a list/],
      [{ favorites: [spot('SOLUSDT'), 'ETHUSDT'] }, CODES.invalidParameter, /must be an object/],
      [{ favorites: [{ market: 'margin', symbol: 'BTCUSDT' }] }, CODES.invalidParameter, /market must be/],
      [{ favorites: [{ market: 'spot', symbol: 42 }] }, CODES.invalidParameter, /symbol must be/],
      [{ favorites: [spot('SOLUSDT'), spot('LUNAUSDT')] }, CODES.symbolUnknown, /LUNAUSDT is not a spot symbol/],
      [{ favorites: Array.from({ length: MAX_FAVORITES + 1 }, () => spot('BTCUSDT')) }, CODES.tooManyFavorites, /at most 200/],
    ];
    for (const [body, code, msg] of refusals) {
      const refused = await favorites(trader, FAVORITE_PATHS.add, body);
      expect(refused.code, JSON.stringify(body).slice(0, 80)).toBe(code);
      expect(refused.msg).toMatch(msg);
    }
    expect((await favorites(trader, FAVORITE_PATHS.remove, { favorites: 'x' })).code).toBe(CODES.invalidParameter);
    expect((await favorites(trader, FAVORITE_PATHS.list)).list).toEqual(before);
  });
});
