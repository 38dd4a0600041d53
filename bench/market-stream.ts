// The market stream under load: a gateway process (pinned to one core when taskset exists) with
// its book and trades updating 20 times a second, first with no socket, then with 50 sockets on
// loopback each following BTCUSDT spot and futures (ticker, book, trades, 1m candles). Prints the
// gateway's CPU share idle and loaded, the CPU per connected socket, and the messages per second.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startPinnedGateway } from './support/pinnedGateway';
import { report } from './support/report';

const SOCKETS = 50;
const MEASURE_MS = 10_000;
const gateway = await startPinnedGateway('market-bench');

/** CPU seconds (user + system) the gateway process has used. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function share(pid: number): Promise<number> {
  const from = cpuSeconds(pid);
  const started = performance.now();
  await sleep(MEASURE_MS);
  return (cpuSeconds(pid) - from) / ((performance.now() - started) / 1000);
}

try {
  const { url } = gateway;
  const { pid } = gateway;
  await sleep(2_000);
  const idle = await share(pid);

  let received = 0;
  const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => new Promise<WebSocket>((resolveSocket, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/v1/ws`);
    ws.on('message', () => {
      received += 1;
    });
    ws.once('open', () => {
      const args = (['spot', 'futures'] as const).flatMap((market) => [
        { channel: 'ticker', market, symbol: 'BTCUSDT' }, { channel: 'book', market, symbol: 'BTCUSDT' },
        { channel: 'trades', market, symbol: 'BTCUSDT' }, { channel: 'candle', market, symbol: 'BTCUSDT', interval: '1m' },
      ]);
      ws.send(JSON.stringify({ op: 'subscribe', args }));
      resolveSocket(ws);
    });
    ws.once('error', reject);
  })));
  await sleep(2_000);
  const before = received;
  const loaded = await share(pid);
  const perSecond = (received - before) / (MEASURE_MS / 1000);
  for (const ws of sockets) ws.close();

  console.info(`gateway ${gateway.pinned ? 'pinned to core 1' : 'not pinned'}; books and trades update every 50 ms (20/s) on the main markets, 100 ms on the quiet ones`);
  console.info(`CPU, no socket:        ${(idle * 100).toFixed(1)} % of a core`);
  console.info(`CPU, ${SOCKETS} sockets:        ${(loaded * 100).toFixed(1)} % of a core`);
  console.info(`CPU per socket:        ${(((loaded - idle) / SOCKETS) * 100).toFixed(3)} % of a core`);
  console.info(`messages/s, all:       ${perSecond.toFixed(0)} (${(perSecond / SOCKETS).toFixed(1)} per socket)`);
  report('market-stream', { sockets: SOCKETS, pinned: gateway.pinned, cpuIdle: idle, cpuLoaded: loaded, cpuPerSocket: (loaded - idle) / SOCKETS, messagesPerSecond: perSecond });
} finally {
  gateway.stop();
}
