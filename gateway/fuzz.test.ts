// Random bodies, content types, headers and cookies at every route: the gateway must keep
// answering, never with a 5xx or a non-envelope on the API, and no account may change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../src/core/protocol/codes';
import { COOKIES, HEADERS } from '../src/core/protocol/wire';
import { SIMULATED_PROVIDER_PREFIX } from '../src/core/thirdParty/thirdParty';
import { GatewayClient } from './testing/client';
import { startTestGateway, type TestGateway } from './testing/harness';

const ROUNDS = 700;

/** mulberry32: a seeded generator, so a failure can be replayed from the printed seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

describe('fuzz', () => {
  it('keeps answering every route sensibly', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const random = generator(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const fieldNames = ['loginName', 'pwd', 'areaCode', 'emailCode', 'mobileCode', 'googleCode', 'loginTicket', 'userId', 'qrcodeKey', 'email', 'mobile',
      'verifyCode', 'rePwd', 'channel', 'purpose', 'locale', 'bodyCiphertext', 'bodyCipherKey', 'bodyCipherIv', 'bizType', 'data', 'timestamp', 'page', 'path', 'skewMs'];
    const value = (depth = 0): unknown => pick<() => unknown>([
      () => 'x'.repeat(Math.floor(random() * 300)),
      () => Math.floor(random() * 1e9) - 5e8,
      () => random() < 0.5,
      () => null,
      () => String(Math.floor(random() * 1e6)).padStart(6, '0'),
      () => 'AAAA'.repeat(Math.floor(random() * 100)),
      () => '\u0000\uFFFF😀<script>',
      () => (depth < 3 ? Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1)) : []),
      () => (depth < 3 ? Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(fieldNames), value(depth + 1)])) : {}),
    ])();
    const body = (): string | undefined => pick<() => string | undefined>([
      () => undefined,
      () => '',
      () => JSON.stringify(Object.fromEntries(Array.from({ length: Math.floor(random() * 6) }, () => [pick(fieldNames), value()]))),
      () => JSON.stringify(value()),
      () => '{"unterminated": ',
      () => Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256))).toString('latin1'),
      () => JSON.stringify(Array.from({ length: 51 + Math.floor(random() * 5) }, () => ({ type: 1 }))),
      () => 'a=1&b=2&pwd=x',
    ])();
    const contentTypes = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', '', '%%%'];
    const header = (): Record<string, string> => Object.fromEntries(Array.from({ length: Math.floor(random() * 5) }, () => [
      pick([HEADERS.deviceSign, HEADERS.deviceSignMode, HEADERS.deviceSignKey, HEADERS.deviceSignDataMd5, HEADERS.requestTime, HEADERS.traceId, HEADERS.userCheckDeviceSign, 'cookie']),
      pick(['', '2', '-1', 'AAAA', String(Date.now()), 'x'.repeat(500), `${COOKIES.sessionToken}=${'y'.repeat(40)}`, 'zz==']),
    ]));

    const routes = gw.routes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/__gateway/') && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const route = pick(routes);
      const payload = route.method === 'GET' ? undefined : body();
      const type = pick(contentTypes);
      const headers: Record<string, string> = { ...header(), ...(payload !== undefined && type ? { 'content-type': type } : {}) };
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${gw.url}${route.url}`, { method: route.method, headers, ...(payload !== undefined ? { body: payload } : {}) });
        status = response.status;
        text = await response.text();
      } catch (error) {
        failures.push(`seed ${seed} round ${round}: ${route.method} ${route.url} threw ${(error as Error).message}`);
        continue;
      }
      let envelope: boolean;
      try {
        const parsed = JSON.parse(text) as { code?: unknown };
        envelope = typeof parsed.code === 'string';
      } catch {
        envelope = false;
      }
      // The simulated providers' consent pages are HTML for a browser, not API envelopes: no 5xx is all they owe.
      const page = route.url.startsWith(SIMULATED_PROVIDER_PREFIX);
      if (status >= 500 || (!envelope && !page)) failures.push(`seed ${seed} round ${round}: ${route.method} ${route.url} ${type} -> ${status} ${text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);

    const client = new GatewayClient(gw.url);
    await client.loadConfig();
    const login = await client.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'Trader#2024' });
    expect(login.envelope.code).toBe(CODES.success);
    const info = await client.call<{ userInfo: { email: string; frozen: boolean } }>('POST', '/v1/user/overview/userinfo');
    expect(info.envelope.data.userInfo).toMatchObject({ email: 'trader@openex.test', frozen: false });
  }, 120_000);
});
