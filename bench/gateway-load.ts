// Load on the gateway's signed path: signed, verified `userinfo` calls on loopback at 50
// connections. The gateway runs in its own process pinned to one core (when taskset exists);
// each request carries its own pre-made mode-1 signature and trace id, so every one is verified
// for real and none is refused as a replay. Budget (issue 3): >= 2,000 req/s, p99 < 50 ms.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { CODES } from '../src/core/protocol/codes';
import { GatewayClient, signatureHeaders } from '../gateway/testing/client';
import { PATHS } from '../src/core/protocol/paths';
import { COOKIES } from '../src/core/protocol/wire';
import { startPinnedGateway } from './support/pinnedGateway';
import { report } from './support/report';

const CONNECTIONS = 50;
const AMOUNT = Number(process.env.BENCH_REQUESTS ?? 20_000);
/** Requests before the measured run, so the figures are of a warmed-up gateway (JIT, caches). */
const WARM_UP = 3_000;
const BUDGET_RPS = 2_000;
const BUDGET_P99_MS = 50;

const gateway = await startPinnedGateway('gateway-bench');

try {
  const { url } = gateway;

  const client = new GatewayClient(url);
  await client.loadConfig();
  const login = await client.call('POST', '/v1/user/login', { loginName: 'trader@openex.test', pwd: 'Trader#2024' });
  if (login.envelope.code !== CODES.success) throw new Error(`login failed: ${login.envelope.msg}`);
  const cookie = `${COOKIES.sessionToken}=${client.cookie(COOKIES.sessionToken)}`;

  const started = performance.now();
  const signed = Array.from({ length: WARM_UP + AMOUNT }, () => ({
    ...signatureHeaders(client.keys, { path: PATHS.userinfo, mode: 1, time: String(client.now()), traceId: randomUUID() }),
    cookie,
    'content-type': 'application/json',
  }));
  console.info(`signed ${WARM_UP + AMOUNT} requests (rsa2048) in ${((performance.now() - started) / 1000).toFixed(1)} s; gateway ${gateway.pinned ? 'pinned to core 1' : 'not pinned'}`);

  let next = 0;
  let refused = 0;
  const run = (amount: number) => autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    requests: [{
      method: 'POST',
      path: PATHS.userinfo,
      body: '{}',
      setupRequest: (request) => ({ ...request, headers: signed[next++ % signed.length] ?? {} }),
      onResponse: (status, body) => {
        if (status !== 200 || !body.includes(`"code":"${CODES.success}"`)) refused += 1;
      },
    }],
  });
  await run(WARM_UP);
  refused = 0;
  const measuredFrom = performance.now();
  const result = await run(AMOUNT);
  const seconds = (performance.now() - measuredFrom) / 1000;

  const rps = result.requests.total / seconds;
  console.info(`signed userinfo, ${CONNECTIONS} connections, ${result.requests.total} requests in ${seconds.toFixed(2)} s`);
  console.info(`  requests/s: ${rps.toFixed(0)} (budget >= ${BUDGET_RPS})`);
  console.info(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (budget < ${BUDGET_P99_MS}), max ${result.latency.max} ms`);
  console.info(`  refused or failed: ${refused}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  const ok = report('gateway-load', {
    connections: CONNECTIONS, requests: result.requests.total, seconds, requestsPerSecond: rps,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max }, refused, errors: result.errors, timeouts: result.timeouts,
    pinned: gateway.pinned,
  }, [
    { name: 'requests/s', value: Math.round(rps), limit: BUDGET_RPS, bound: 'min' },
    { name: 'latency p99', value: result.latency.p99, limit: BUDGET_P99_MS, bound: 'under', unit: 'ms' },
    { name: 'refused, failed or errors', value: refused + result.errors, limit: 0 },
  ]);
  console.info(ok ? 'within budget' : 'OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  gateway.stop();
}
