// Issue 6: what analytics costs. (1) The page's main-thread cost per tracked event, in headless
// Chromium with the tracker bundled as the app bundles it: track() alone, and track() with the
// hand-over of its batch (the write-ahead to local storage, the message to the worker) amortised.
// Budget: under 0.05 ms median. (2) The worker's upload throughput for 10,000 queued events: the
// real queue (on fake-indexeddb) and upload loop posting to a running gateway, once draining as a
// hidden tab does (back to back) and once at the 500 ms loop. Prints figures; always exits 0 once run.
import 'fake-indexeddb/auto';
import { chromium } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { startGateway } from '../gateway/server';
import { type DeviceFields, buildEvent } from '../src/core/analyticsRecord';
import { AnalyticsQueue } from '../sw/analyticsQueue';
import { AnalyticsUploader } from '../sw/analyticsUploader';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { type Budget, type Figures, report } from './support/report';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'bench/out/analytics');
const ORIGIN = 'http://localhost:4792';
const ENTRY_ID = 'virtual:bench-analytics';
const BUDGET_MS = 0.05;
const BLOCKS = 200;
const PER_BLOCK = 100;
const QUEUED = Number(process.env.BENCH_EVENTS ?? 10_000) || 10_000;

interface BenchWindow {
  trackOnly(args: { blocks: number; perBlock: number }): number[];
  trackAndHandOver(args: { blocks: number; perBlock: number }): number[];
}

declare global {
  interface Window {
    analyticsBench: BenchWindow;
  }
}

/** The tracker as the app runs it, enabled on a page view, with its outbox; the harness only times it. */
function benchEntry(): Plugin {
  const dir = join(ROOT, 'src/features/analytics');
  const source = `
import { enableTracking, enterPage, track, tabId } from ${JSON.stringify(join(dir, 'tracker.ts'))};
import { readDeviceFields } from ${JSON.stringify(join(dir, 'device.ts'))};
import { Outbox } from ${JSON.stringify(join(dir, 'outbox.ts'))};
const outbox = new Outbox(tabId, () => 'languageType=0');
enableTracking({ outbox, device: readDeviceFields, uid: () => '', language: () => 'en' });
enterPage(location.href, document.title);
const input = { type: 'Click', id: 'b1002', name: 'nav', auto: true };
const queueKey = 'openex:analytics-queue:' + tabId;
function run(blocks, perBlock, handOver) {
  const perEvent = [];
  for (let b = 0; b < blocks; b++) {
    const start = performance.now();
    for (let i = 0; i < perBlock; i++) track(input);
    if (handOver) outbox.flush();
    perEvent.push((performance.now() - start) / perBlock);
    // The worker's acknowledgement empties the write-ahead queue; without a worker here, the harness does.
    localStorage.removeItem(queueKey);
    if (!handOver) outbox.forget();
  }
  return perEvent;
}
window.analyticsBench = { trackOnly: (a) => run(a.blocks, a.perBlock, false), trackAndHandOver: (a) => run(a.blocks, a.perBlock, true) };
`;
  return {
    name: 'bench-analytics-entry',
    resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
    load: (id) => (id === `\0${ENTRY_ID}` ? source : undefined),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fmt = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

async function pageCost(): Promise<void> {
  await build({
    configFile: false, root: ROOT, logLevel: 'warn', publicDir: false, mode: 'production',
    define: { __APP_VERSION__: JSON.stringify('bench') },
    plugins: [benchEntry()],
    build: { outDir: OUT, emptyOutDir: true, target: 'es2022', rollupOptions: { input: ENTRY_ID, output: { entryFileNames: 'bench.js' } } },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext();
    await context.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!path.endsWith('.js')) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>analytics bench</title><script type="module" src="/bench.js"></script>' });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(OUT, path)) });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/spot/BTCUSDT`);
    await page.waitForFunction(() => window.analyticsBench !== undefined);
    // Warm up the JIT on both paths first.
    await page.evaluate(() => window.analyticsBench.trackAndHandOver({ blocks: 20, perBlock: 100 }));
    const only = await page.evaluate((a) => window.analyticsBench.trackOnly(a), { blocks: BLOCKS, perBlock: PER_BLOCK });
    const withHandOver = await page.evaluate((a) => window.analyticsBench.trackAndHandOver(a), { blocks: BLOCKS, perBlock: PER_BLOCK });
    console.log(`page: track() alone            median ${fmt(median(only))} per event (${BLOCKS} blocks of ${PER_BLOCK})`);
    console.log(`page: track() + hand-over      median ${fmt(median(withHandOver))} per event (one flush per ${PER_BLOCK} events)`);
    figures.page = { trackOnlyMs: median(only), trackAndHandOverMs: median(withHandOver) };
    budgets.push({ name: 'page cost per tracked event (track + hand-over, median)', value: Number(median(withHandOver).toPrecision(3)), limit: BUDGET_MS, unit: 'ms' });
  } finally {
    await browser.close();
  }
}

const device: DeviceFields = {
  browser: 'Chrome 131', os_version: '10.0', screen_size: '1920x1080', network_type: '4g', sys: 'Windows', timezone_offset: 480,
  device_id: 'bench', session_id: 'bench170000000000042', first_visit_time: 1, first_day: true, log_env: 'production', qr_val: '',
  source_referer: '', source_target: 'http://127.0.0.1/spot/BTCUSDT', app_id: 'openex-web', app_name: 'OpenEx Web', ver: 'bench',
};

function events(count: number, run: string) {
  const view = { page_unique_id: `${run}-1`, url: 'http://127.0.0.1/spot/BTCUSDT', title: 'BTCUSDT', curr_page: '/spot/BTCUSDT', referer: '', eventId: '/', name: '', business1: '', business2: '' };
  return Array.from({ length: count }, (_, i) => buildEvent(device, view, { type: 'Click', id: 'b1002', auto: true }, { seq: i + 1, log_seq: i + 1, timestamp: Date.now(), ctime: Date.now(), uid: '', user_language: 'en', markers: null }));
}

async function throughput(origin: string, mode: 'drain' | 'loop', count: number): Promise<void> {
  const queue = new AnalyticsQueue(`bench-${mode}`);
  await queue.add(events(count, `${mode}${Date.now()}`));
  const uploader = new AnalyticsUploader(queue, async (body) => {
    const response = await fetch(`${origin}/v1/buried/log/info?languageType=0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: response.status, body: await response.json().catch(() => null) };
  });
  const start = performance.now();
  await (mode === 'drain' ? uploader.flush() : uploader.kick());
  const seconds = (performance.now() - start) / 1000;
  const label = mode === 'drain' ? 'hidden-tab drain (back to back)' : 'visible loop (500 ms apart)   ';
  const left = await queue.size();
  console.log(`worker: ${label} ${count} events in ${seconds.toFixed(2)} s: ${Math.round(uploader.stats.events / seconds)} events/s, ${uploader.stats.batches} batches, ${left} left`);
  figures[`worker-${mode}`] = { events: count, seconds, eventsPerSecond: uploader.stats.events / seconds, batches: uploader.stats.batches, left };
}

async function workerThroughput(): Promise<void> {
  const gateway = await startGateway({ port: 0, distDir: join(ROOT, 'dist'), dataDir: mkdtempSync(join(tmpdir(), 'openex-bench-analytics-')), imageServers: 1 });
  try {
    await throughput(gateway.url, 'drain', QUEUED);
    await throughput(gateway.url, 'loop', QUEUED);
  } finally {
    await gateway.close();
  }
}

const figures: Record<string, unknown> = {};
const budgets: Budget[] = [];
await pageCost();
await workerThroughput();
report('analytics', figures satisfies Figures, budgets);
