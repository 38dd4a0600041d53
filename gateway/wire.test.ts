// The public calls, the analytics intake, test control and the request log, over real HTTP.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_KEYS } from '../src/core/protocol/account';
import { CODES } from '../src/core/protocol/codes';
import { RESPONSE_HEADERS } from '../src/core/protocol/wire';
import type { RequestLogLine } from './http/requestLog';
import { GatewayClient } from './testing/client';
import { control } from './testing/control';
import { startTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${gw.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
const event = (extra: Record<string, unknown> = {}) => ({ type: 1, event_tracking_id: 'b3202', url: '/research', timestamp: Date.now(), page_status: 'Show', ...extra });

describe('public calls', () => {
  it('serves every rate key as a string', async () => {
    const result = await new GatewayClient(gw.url).call<{ rates: Record<string, unknown> }>('POST', '/v1/mix/public/usdtRate', { locale: 'en' });
    expect(Object.keys(result.envelope.data.rates).sort()).toEqual([...RATE_KEYS].sort());
    for (const value of Object.values(result.envelope.data.rates)) expect(typeof value).toBe('string');
  });

  it('serves the client config, the image domains and the footer', async () => {
    const c = new GatewayClient(gw.url);
    const config = await c.call<{ clientCommonConfig: { eventLogUploadSwitch: boolean; userId: string }; localVo: { ip: string } }>('GET', '/v1/mix/public/clientCommonConfig');
    expect(config.envelope.data).toMatchObject({ clientCommonConfig: { eventLogUploadSwitch: true, userId: '' }, localVo: { ip: '127.0.0.1' } });
    const domains = await c.call<{ imageDomains: string[] }>('GET', '/v1/mix/system/getDomainConfigList');
    expect(domains.envelope.data.imageDomains).toHaveLength(2);
    const image = await fetch(`${domains.envelope.data.imageDomains[0]}/images/coins/BTC.svg`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect((await c.call<{ groups: unknown[] }>('GET', '/v1/mix/index/footer')).envelope.data.groups.length).toBeGreaterThan(0);
  });

  it('lets a test slow down or break one image server', async () => {
    const domains = (await new GatewayClient(gw.url).call<{ imageDomains: string[] }>('GET', '/v1/mix/system/getDomainConfigList')).envelope.data.imageDomains;
    await control(gw.url, 'POST', 'images/1', { failStatus: 503 });
    expect((await fetch(`${domains[1]}/images/probe.svg`)).status).toBe(503);
    await control(gw.url, 'POST', 'images/1', { failStatus: null, latencyMs: 150 });
    const started = Date.now();
    expect((await fetch(`${domains[1]}/images/probe.svg`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await control(gw.url, 'POST', 'reset');
  });
});

describe('analytics intake', () => {
  it('stores valid events, refuses invalid ones one by one, and test control reads them back', async () => {
    const since = Date.now() - 1;
    const response = await post('/v1/buried/log/info', JSON.stringify([event(), event({ event_tracking_id: 'x12' }), event({ surprise: 1 })]));
    const body = (await response.json()) as { data: { accepted: number; rejected: { index: number }[] } };
    expect(body.data.accepted).toBe(1);
    expect(body.data.rejected.map((r) => r.index)).toEqual([1, 2]);
    const stored = await control<{ events: { event: { event_tracking_id: string } }[] }>(gw.url, 'GET', `analytics?since=${since}`);
    expect(stored.events.map((e) => e.event.event_tracking_id)).toEqual(['b3202']);
  });

  it('stores a resent batch once: events are keyed by page_unique_id and log_seq', async () => {
    const since = Date.now() - 1;
    const batch = JSON.stringify([event({ page_unique_id: 'resent-page', log_seq: 1 }), event({ page_unique_id: 'resent-page', log_seq: 2 })]);
    for (let i = 0; i < 3; i++) expect(((await (await post('/v1/buried/log/info', batch)).json()) as { code: string }).code).toBe(CODES.success);
    const stored = await control<{ events: { event: { page_unique_id?: string } }[] }>(gw.url, 'GET', `analytics?since=${since}`);
    expect(stored.events.filter((e) => e.event.page_unique_id === 'resent-page')).toHaveLength(2);
  });

  it('accepts a beacon sent as text/plain', async () => {
    const response = await post('/v1/buried/log/info', JSON.stringify([event()]), 'text/plain;charset=UTF-8');
    expect(((await response.json()) as { code: string }).code).toBe(CODES.success);
  });

  it('refuses 51 events and a body that is not an array', async () => {
    const tooMany = await post('/v1/buried/log/info', JSON.stringify(Array.from({ length: 51 }, () => event())));
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { msg: string }).msg).toContain('At most 50');
    expect((await post('/v1/buried/log/info', '{"a":1}')).status).toBe(400);
  });

  it('answers 403 while the upload switch is off', async () => {
    await control(gw.url, 'POST', 'settings', { eventLogUploadSwitch: false });
    expect((await post('/v1/buried/log/info', JSON.stringify([event()]))).status).toBe(403);
    await control(gw.url, 'POST', 'reset');
  });

  it('stores CSP reports', async () => {
    const response = await post('/v1/buried/log/cspSecurity', JSON.stringify({ bizType: 'csp', data: { event: 'script-src', reason: 'inline' }, timestamp: Date.now(), page: '/spot/BTCUSDT' }));
    expect(((await response.json()) as { code: string }).code).toBe(CODES.success);
    expect((await control<{ reports: unknown[] }>(gw.url, 'GET', 'csp')).reports).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('answers malformed JSON, wrong content type, oversize body and unknown path clearly', async () => {
    const malformed = await post('/v1/mix/public/usdtRate', '{"locale":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { msg: string }).msg).toMatch(/Malformed JSON/);
    const wrongType = await post('/v1/mix/public/usdtRate', '<x/>', 'application/xml');
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { code: string }).code).toBe(CODES.invalidParameter);
    const oversize = await post('/v1/mix/public/usdtRate', JSON.stringify({ locale: 'x'.repeat(300_000) }));
    expect(oversize.status).toBe(413);
    const unknown = await fetch(`${gw.url}/v1/no/such/call`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe(CODES.notFound);
    const mistyped = await post('/v1/mix/public/usdtRate', JSON.stringify({ locale: { a: 1 } }));
    expect(((await mistyped.json()) as { code: string; msg: string })).toMatchObject({ code: CODES.invalidParameter, msg: 'locale must be a string' });
  });

  it('answers deeply nested bodies with 400 / 00001 on every kind of POST route, signed and sign-in ones included', async () => {
    const trader = new GatewayClient(gw.url);
    await trader.loadConfig();
    expect((await trader.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'Trader#2024' })).envelope.code).toBe(CODES.success);
    const bodies = ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000), `{"loginName":${'['.repeat(10_000)}${']'.repeat(10_000)}}`];
    const routes = ['/v1/mix/public/usdtRate', '/v1/user/login', '/v1/user/register/email', '/v1/user/login/verify-login', '/v1/user/overview/userinfo', '/v1/user/spot/order/place', '/v1/buried/log/info'];
    for (const path of routes) {
      for (const body of bodies) {
        const response = await trader.raw('POST', path, { body });
        expect(response.status, path).toBe(400);
        expect((await response.json()) as { code: string }, path).toMatchObject({ code: CODES.invalidParameter });
      }
    }
    const beacon = await post('/v1/buried/log/info', bodies[0] ?? '', 'text/plain');
    expect(beacon.status).toBe(400);
  });
});

describe('test control', () => {
  it('injects a status, an envelope code, a sign error header and a dropped connection for the next N calls', async () => {
    await control(gw.url, 'POST', 'faults', { path: '/v1/mix/index/footer', status: 500, times: 1 });
    expect((await fetch(`${gw.url}/v1/mix/index/footer`)).status).toBe(500);
    expect((await fetch(`${gw.url}/v1/mix/index/footer`)).status).toBe(200);

    await control(gw.url, 'POST', 'faults', { path: '/v1/mix/index/footer', code: CODES.loginExpired, msg: 'Login expired', signError: '00023', times: 2 });
    for (let i = 0; i < 2; i += 1) {
      const r = await fetch(`${gw.url}/v1/mix/index/footer`);
      expect(((await r.json()) as { code: string }).code).toBe(CODES.loginExpired);
      expect(r.headers.get(RESPONSE_HEADERS.signError)).toBe('00023');
    }
    await control(gw.url, 'POST', 'faults', { path: '/v1/mix/*', drop: true, times: 1 });
    await expect(fetch(`${gw.url}/v1/mix/index/footer`)).rejects.toThrow();
    expect((await fetch(`${gw.url}/v1/mix/index/footer`)).status).toBe(200);
    await control(gw.url, 'DELETE', 'faults');
  });

  it('answers a well-formed envelope with wrongly typed data', async () => {
    await control(gw.url, 'POST', 'faults', { path: '/v1/mix/market/symbols', data: { symbols: 'BTCUSDT' }, times: 1 });
    expect(await (await fetch(`${gw.url}/v1/mix/market/symbols`)).json()).toEqual({ code: CODES.success, data: { symbols: 'BTCUSDT' }, msg: 'success', status: 'ok' });
    expect(((await (await fetch(`${gw.url}/v1/mix/market/symbols`)).json()) as { data: { symbols: unknown } }).data.symbols).toBeInstanceOf(Array);
  });

  it('adds latency without changing the answer', async () => {
    await control(gw.url, 'POST', 'faults', { path: '/v1/mix/index/footer', latencyMs: 200, times: 1 });
    const started = Date.now();
    const r = await fetch(`${gw.url}/v1/mix/index/footer`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(((await r.json()) as { code: string }).code).toBe(CODES.success);
  });
});

describe('request log', () => {
  it('holds each request, raw and parsed, before its response arrives', async () => {
    await post('/v1/mix/public/usdtRate', '{"locale":"ja"}');
    const lines = readFileSync(gw.requestLogPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as RequestLogLine);
    const last = lines.at(-1);
    expect(last).toMatchObject({ method: 'POST', path: '/v1/mix/public/usdtRate', rawBody: '{"locale":"ja"}', body: { locale: 'ja' } });
    expect((last?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('logs requests whose body could not be parsed', async () => {
    await post('/v1/mix/public/usdtRate', '{broken');
    const last = JSON.parse(readFileSync(gw.requestLogPath, 'utf8').trim().split('\n').at(-1) ?? '{}') as RequestLogLine;
    expect(last).toMatchObject({ rawBody: '{broken', body: null });
  });
});

describe('undecodable addresses', () => {
  it('are answered with request-time and logged like any request', async () => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; time: unknown }>((resolve, reject) => {
      const req = request(`${gw.url}/v1/%E0%A4%A`, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, time: res.headers[RESPONSE_HEADERS.requestTime] }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(400);
    expect(answer.time).toMatch(/^\d{13}$/);
    const last = JSON.parse(readFileSync(gw.requestLogPath, 'utf8').trim().split('\n').at(-1) ?? '{}') as RequestLogLine;
    expect(last.url).toBe('/v1/%E0%A4%A');
  });
});
