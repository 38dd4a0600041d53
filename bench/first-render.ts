// Issue 2: what /spot/BTCUSDT costs before its first render on a phone network, cold and warm.
// Issue 12: and how long a cold visit on that network takes to a live order book.
// Prints figures and budget verdicts, writes bench/out/first-render.json, and always exits 0 on a
// finished run: a benchmark informs, the tests enforce. A file's counted size is what the gateway
// actually sent (the browser's encoded body size) when it came with a Content-Encoding, and the
// body gzipped here (zlib level 6, as a CDN in front of the gateway would) when it came without.
import { type Browser, type BrowserContext, type Page, chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { type RunningGateway, startGateway } from '../gateway/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { type Budget, report } from './support/report';

const ROOT = resolve(import.meta.dirname, '..');
// BENCH_DIST_DIR measures another build (another commit's) with this bench.
const DIST = resolve(ROOT, process.env.BENCH_DIST_DIR ?? 'dist');
const ROUTE = '/spot/BTCUSDT';
const HEADING_TEXT = 'BTCUSDT';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const LATENCY_MS = 150;
const BYTES_PER_SECOND = 200_000; // 1.6 Mbit/s
// Decimal kilobytes, as Vite's build report counts them (the stricter reading of "150 KB").
const KB = 1000;
const BUDGET_JS_GZIP_KB = 100;
const BUDGET_WARM_OVER_COLD = 0.3;
const BUDGET_LIVE_BOOK_MS = 2_000;
const LIVE_BOOK = '[data-testid="order-book"][data-phase="live"]';
// What Chromium asks for (less zstd, which the gateway does not produce).
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
// The desktop layout shows the book from the start, so no tap on a phone tab is in the timed path.
const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const NAV_TIMEOUT_MS = 30_000;
// A mid-range phone's screen, so the layout under test is the stacked mobile one.
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true } as const;

interface Mark {
  dom: number;
  frame: number;
}

declare global {
  interface Window {
    __benchFirstRender?: Mark;
  }
}

interface Resource {
  readonly url: string;
  readonly startTime: number;
  readonly responseEnd: number;
  readonly viaWorker: boolean;
  /** The body as it crossed the network (compressed when it was), from the resource timing. */
  readonly encodedBodySize: number;
}

interface Sample {
  readonly firstRenderMs: number;
  readonly fcpMs: number | null;
  readonly document: Resource;
  readonly resources: readonly Resource[];
  readonly controlled: boolean;
}

interface SizedFile {
  readonly path: string;
  readonly kind: 'js' | 'css' | 'other';
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
  /** What the gateway sent (the encoded body) when it compressed, the gzip above otherwise: the figure that is counted. */
  readonly counted: number;
  readonly encoding: string;
  readonly doneAt: number;
}

// Runs in the page before any of its scripts. A MutationObserver sees the heading in the commit
// that inserts it; the next animation frame is the one that paints it. Functions sent to the page
// hold no named inner functions: tsx wraps those in a __name() helper that the page lacks.
function installProbe(text: string): void {
  const mark: Mark = { dom: -1, frame: -1 };
  window.__benchFirstRender = mark;
  const observer = new MutationObserver(() => {
    if (mark.dom >= 0) return;
    if (!Array.from(document.querySelectorAll('main h1')).some((h) => (h.textContent ?? '').includes(text))) return;
    mark.dom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      mark.frame = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  });
}

async function measure(page: Page, url: string): Promise<Sample> {
  await page.goto(url, { waitUntil: 'commit', timeout: NAV_TIMEOUT_MS });
  // Polling by timer rather than by animation frame, so the wait adds no frames of its own.
  await page.waitForFunction(() => (window.__benchFirstRender?.frame ?? -1) >= 0, undefined, { polling: 50, timeout: NAV_TIMEOUT_MS });
  // Whatever a lazy import or the worker registration fetches later must have finished to be listed.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return page.evaluate((): Sample => {
    const mark = window.__benchFirstRender ?? { dom: -1, frame: -1 };
    const entries = [
      ...(performance.getEntriesByType('navigation') as PerformanceResourceTiming[]),
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
    ].map((e): Resource & { readonly type: string } => ({
      type: e.entryType,
      url: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
      viaWorker: e.workerStart > 0,
      encodedBodySize: e.encodedBodySize,
    }));
    const [nav, ...resources] = entries;
    if (nav?.type !== 'navigation') throw new Error('no navigation timing entry');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      firstRenderMs: mark.frame,
      fcpMs: fcp ? fcp.startTime : null,
      document: nav,
      resources,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** One cold visit in an empty profile, then a warm visit in a new tab once the worker owns the origin. */
async function visitPair(browser: Browser, url: string): Promise<{ cold: Sample; warm: Sample }> {
  const context: BrowserContext = await browser.newContext({ ...PHONE, locale: 'en-US', serviceWorkers: 'allow' });
  try {
    await context.addInitScript(installProbe, HEADING_TEXT);
    const first = await context.newPage();
    await throttle(first);
    const cold = await measure(first, url);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Locale catalogues are cached by the worker on first use, not precached: the reload is the
    // visit that puts the catalogue in, as any user's second page view would.
    await first.reload({ waitUntil: 'load', timeout: NAV_TIMEOUT_MS });
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 50, timeout: NAV_TIMEOUT_MS });
    await first.close();
    const second = await context.newPage();
    await throttle(second);
    const warm = await measure(second, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number): string => `${Math.round(value)} ms`;

function newestSourceChange(paths: readonly string[]): number {
  let newest = 0;
  const walk = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else if (!/\.test\.tsx?$/.test(path)) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) walk(join(ROOT, path));
  return newest;
}

function ensureBuild(): void {
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'sw.js'))) {
    console.log('dist/ has no build: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0 || !existsSync(join(DIST, 'sw.js'))) {
      console.error('npm run build failed: no figures');
      process.exit(1);
    }
    return;
  }
  // Others share this checkout: a stale dist/ is reported, not rebuilt under their feet.
  const builtAt = statSync(join(DIST, 'index.html')).mtimeMs;
  const changed = newestSourceChange(['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts']);
  if (changed > builtAt) console.log(`warning: sources changed after dist/ was built (${new Date(builtAt).toISOString()}): run npm run build for current figures`);
}

/**
 * Sizes each file the page loaded: its body (fetched again, decoded), gzipped and brotli'd here,
 * and what is counted: the encoded size the browser received when the gateway compressed it (asked
 * with the browser's own Accept-Encoding), the gzip computed here when it did not.
 */
async function sizeFiles(base: string, loaded: readonly Resource[], acceptEncoding: string): Promise<{ files: SizedFile[]; encoding: string }> {
  const files: SizedFile[] = [];
  const encodings = new Set<string>();
  for (const resource of loaded) {
    const response = await fetch(resource.url, { headers: { 'accept-encoding': acceptEncoding } });
    const body = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('content-encoding') ?? 'none';
    encodings.add(encoding);
    const type = response.headers.get('content-type') ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : 'other';
    const gzip = gzipSync(body).length;
    files.push({
      path: resource.url.startsWith(base) ? resource.url.slice(base.length) : resource.url,
      kind,
      raw: body.length,
      gzip,
      brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }).length,
      counted: encoding !== 'none' && resource.encodedBodySize > 0 ? resource.encodedBodySize : gzip,
      encoding,
      doneAt: resource.responseEnd,
    });
  }
  return { files, encoding: [...encodings].join(', ') };
}

declare global {
  interface Window {
    __benchLiveBookAt?: number;
  }
}

// Runs in the page before any of its scripts: the moment (page clock) the book first turns live.
function watchLiveBook(selector: string): void {
  const observer = new MutationObserver(() => {
    if (window.__benchLiveBookAt !== undefined || !document.querySelector(selector)) return;
    window.__benchLiveBookAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-phase', 'data-testid'] });
}

interface LiveBookVisit {
  readonly ms: number;
  /** Content-Encoding of the page's JS as it arrived, per file count. */
  readonly jsEncodings: Readonly<Record<string, number>>;
}

/** A cold visit in a fresh profile with the service worker blocked, on the emulated phone network: navigation start to a live book. */
async function liveBookVisit(browser: Browser, url: string): Promise<LiveBookVisit> {
  const context = await browser.newContext({ ...DESKTOP, locale: 'en-US', serviceWorkers: 'block' });
  try {
    await context.addCookies([{ name: 'exchange_consent', value: 'denied', url }]);
    await context.addInitScript(watchLiveBook, LIVE_BOOK);
    const page = await context.newPage();
    const jsEncodings: Record<string, number> = {};
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const encoding = response.headers()['content-encoding'] ?? 'none';
      jsEncodings[encoding] = (jsEncodings[encoding] ?? 0) + 1;
    });
    await throttle(page);
    await page.goto(url, { waitUntil: 'commit', timeout: NAV_TIMEOUT_MS });
    await page.waitForFunction(() => window.__benchLiveBookAt !== undefined, undefined, { polling: 50, timeout: NAV_TIMEOUT_MS });
    return { ms: await page.evaluate(() => window.__benchLiveBookAt ?? NaN), jsEncodings };
  } finally {
    await context.close();
  }
}

function splitAtFirstRender(sample: Sample, origin: string): { before: Resource[]; after: Resource[] } {
  const own = sample.resources.filter((r) => r.url.startsWith(origin));
  return {
    before: own.filter((r) => r.responseEnd <= sample.firstRenderMs),
    after: own.filter((r) => r.responseEnd > sample.firstRenderMs),
  };
}

function printFiles(files: readonly SizedFile[]): void {
  const width = Math.max(28, ...files.map((f) => f.path.length));
  console.log(`  ${'type'.padEnd(5)} ${'file'.padEnd(width)} ${'raw'.padStart(10)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)} ${'counted'.padStart(9)} ${'as sent'.padStart(8)} ${'done at'.padStart(8)}`);
  const order = { js: 0, css: 1, other: 2 } as const;
  for (const f of [...files].sort((a, b) => order[a.kind] - order[b.kind] || a.doneAt - b.doneAt)) {
    console.log(`  ${f.kind.padEnd(5)} ${f.path.padEnd(width)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(9)} ${kb(f.brotli).padStart(9)} ${kb(f.counted).padStart(9)} ${f.encoding.padStart(8)} ${ms(f.doneAt).padStart(8)}`);
  }
  for (const kind of ['js', 'css'] as const) {
    const group = files.filter((f) => f.kind === kind);
    const sum = (key: 'raw' | 'gzip' | 'brotli' | 'counted'): number => group.reduce((total, f) => total + f[key], 0);
    console.log(`  ${'total'.padEnd(5)} ${`${kind} (${group.length} file${group.length === 1 ? '' : 's'})`.padEnd(width)} ${kb(sum('raw')).padStart(10)} ${kb(sum('gzip')).padStart(9)} ${kb(sum('brotli')).padStart(9)} ${kb(sum('counted')).padStart(9)}`);
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const work = mkdtempSync(join(tmpdir(), 'openex-bench-'));
  let gateway: RunningGateway | undefined;
  let browser: Browser | undefined;
  try {
    gateway = await startGateway({ port: 0, distDir: DIST, dataDir: join(work, 'data') });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const url = gateway.url + ROUTE;
    const origin = gateway.url;

    const pairs: Array<{ cold: Sample; warm: Sample }> = [];
    for (let run = 0; run < RUNS; run++) pairs.push(await visitPair(browser, url));
    const colds = pairs.map((p) => p.cold);
    const warms = pairs.map((p) => p.warm);
    const [firstCold] = colds;
    if (!firstCold) throw new Error('no runs');

    const { before, after } = splitAtFirstRender(firstCold, origin);
    const { files, encoding } = await sizeFiles(origin, [firstCold.document, ...before], BROWSER_ACCEPT_ENCODING);
    const beforeSets = new Set(colds.map((s) => splitAtFirstRender(s, origin).before.map((r) => r.url).sort().join(' ')));

    console.log(`first-render bench: ${ROUTE}, Chromium ${browser.version()}, ${RUNS} cold + ${RUNS} warm visits, phone viewport ${PHONE.viewport.width}x${PHONE.viewport.height}`);
    console.log(`network: CDP Network.emulateNetworkConditions, ${LATENCY_MS} ms latency per request, ${(BYTES_PER_SECOND * 8) / 1e6} Mbit/s down and up; HTTP cache on`);
    console.log(`first render: start of the first animation frame after a "main h1" containing "${HEADING_TEXT}" is in the DOM, in ms from navigation start`);
    console.log(`compression: gateway sends content-encoding ${encoding}; gzip and brotli below are the bodies compressed here (zlib level 6, quality 11);`);
    console.log('  "counted" is the encoded size the browser received where the gateway compressed, the gzip column where it did not; 1 KB = 1000 bytes');
    console.log('');
    console.log(`loaded before first render (cold visit 1, document ${ms(firstCold.document.responseEnd)}, first render ${ms(firstCold.firstRenderMs)}):`);
    printFiles(files);
    if (beforeSets.size > 1) console.log(`  note: the set of files before first render differed between cold visits (${beforeSets.size} variants); sizes are visit 1's`);
    console.log(`loaded after first render (cold visit 1, not counted): ${after.map((r) => `${r.url.slice(origin.length)} (${ms(r.responseEnd)})`).join(', ') || 'none'}`);
    console.log('  /sw.js and the precache are fetched by the service worker, outside the page, and are not listed');
    console.log('');

    console.log(`${'visit'.padEnd(8)} ${'cold'.padStart(8)} ${'warm'.padStart(8)} ${'warm/cold'.padStart(10)}   ${'cold FCP'.padStart(9)} ${'warm FCP'.padStart(9)}`);
    const fcp = (s: Sample): string => (s.fcpMs === null ? '-' : ms(s.fcpMs));
    pairs.forEach(({ cold, warm }, i) => {
      console.log(`${String(i + 1).padEnd(8)} ${ms(cold.firstRenderMs).padStart(8)} ${ms(warm.firstRenderMs).padStart(8)} ${(warm.firstRenderMs / cold.firstRenderMs).toFixed(2).padStart(10)}   ${fcp(cold).padStart(9)} ${fcp(warm).padStart(9)}`);
    });
    const coldMedian = median(colds.map((s) => s.firstRenderMs));
    const warmMedian = median(warms.map((s) => s.firstRenderMs));
    const ratio = warmMedian / coldMedian;
    const fcpMedian = (samples: readonly Sample[]): string => {
      const values = samples.flatMap((s) => (s.fcpMs === null ? [] : [s.fcpMs]));
      return values.length ? ms(median(values)) : '-';
    };
    console.log(`${'median'.padEnd(8)} ${ms(coldMedian).padStart(8)} ${ms(warmMedian).padStart(8)} ${ratio.toFixed(2).padStart(10)}   ${fcpMedian(colds).padStart(9)} ${fcpMedian(warms).padStart(9)}`);
    console.log('');

    // Whether DevTools throttling reaches responses a service worker answers is a Chromium detail,
    // so it is read off the warm visits rather than assumed.
    const warmControlled = warms.filter((s) => s.controlled && s.document.viaWorker).length;
    const warmBefore = warms.flatMap((s) => splitAtFirstRender(s, origin).before);
    const viaWorker = warmBefore.filter((r) => r.viaWorker).length;
    // Chromium applies the emulated latency after the response headers, so the time to the last
    // byte, not to the first, shows whether a response crossed the emulated link.
    const docMs = (s: Sample): number => s.document.responseEnd - s.document.startTime;
    const coldDoc = median(colds.map(docMs));
    const warmDoc = median(warms.map(docMs));
    const biggest = files.filter((f) => f.kind !== 'other').sort((a, b) => b.raw - a.raw)[0];
    const warmBiggest = biggest ? median(warmBefore.filter((r) => r.url === origin + biggest.path).map((r) => r.responseEnd - r.startTime)) : NaN;
    const throttled = warmDoc >= LATENCY_MS;
    console.log(`warm visits: ${warmControlled}/${warms.length} documents and ${viaWorker}/${warmBefore.length} files before first render (all visits) answered by the service worker`);
    console.log(`document fully received, median: cold ${ms(coldDoc)}, warm ${ms(warmDoc)} (emulated latency ${LATENCY_MS} ms): service-worker responses are ${throttled ? 'throttled' : 'NOT throttled'} by the emulation`);
    if (biggest) console.log(`  ${biggest.path} (${kb(biggest.raw)}) took ${ms(warmBiggest)} warm, against at least ${ms(LATENCY_MS + (biggest.raw / BYTES_PER_SECOND) * 1000)} if it had crossed the emulated link`);
    if (coldDoc < LATENCY_MS) console.log(`warning: cold document arrived in under ${LATENCY_MS} ms: the network emulation did not apply`);
    // The emulated link's bandwidth is shared by all requests, so every byte the gateway sends
    // uncompressed adds to the cold time; a compressing server would shorten cold, not warm.
    const early = files.filter((f) => f.doneAt <= firstCold.firstRenderMs);
    const savedMs = (early.reduce((total, f) => total + f.raw - f.gzip, 0) / BYTES_PER_SECOND) * 1000;
    if (encoding === 'none') {
      console.log(`note: cold visits carry uncompressed bodies (${kb(early.reduce((t, f) => t + f.raw, 0))} before first render); served gzipped they would save about ${ms(savedMs)} of transfer,`);
      console.log(`  an estimated cold median of ${ms(coldMedian - savedMs)} and warm/cold of ${(warmMedian / (coldMedian - savedMs)).toFixed(2)} (estimate only, not budgeted)`);
    }
    console.log('');

    const liveBook: LiveBookVisit[] = [];
    for (let run = 0; run < RUNS; run++) liveBook.push(await liveBookVisit(browser, url));
    const liveMs = liveBook.map((v) => v.ms);
    const jsEncodings: Record<string, number> = {};
    for (const visit of liveBook) for (const [encoding, count] of Object.entries(visit.jsEncodings)) jsEncodings[encoding] = (jsEncodings[encoding] ?? 0) + count;
    console.log(`cold visit to a live book (${LIVE_BOOK}): fresh profile, service worker blocked, same emulated network, desktop ${DESKTOP.viewport.width}x${DESKTOP.viewport.height}`);
    console.log(`  ${liveMs.map((v) => ms(v)).join(', ')}; median ${ms(median(liveMs))}, worst ${ms(Math.max(...liveMs))}`);
    console.log(`  the page's JS arrived with Content-Encoding: ${Object.entries(jsEncodings).map(([encoding, count]) => `${encoding} (${count} responses)`).join(', ') || 'no JS seen'}`);
    console.log('');

    const jsCounted = files.filter((f) => f.kind === 'js').reduce((total, f) => total + f.counted, 0);
    const jsGzip = files.filter((f) => f.kind === 'js').reduce((total, f) => total + f.gzip, 0);
    const budgets: Budget[] = [
      { name: `js-first-render (as sent: ${encoding})`, value: Number((jsCounted / KB).toFixed(1)), limit: BUDGET_JS_GZIP_KB, unit: 'KB' },
      { name: 'warm/cold', value: Number(ratio.toFixed(2)), limit: BUDGET_WARM_OVER_COLD },
      { name: 'cold visit to a live book, median', value: Math.round(median(liveMs)), limit: BUDGET_LIVE_BOOK_MS, unit: 'ms' },
    ];
    report('first-render', {
      runs: RUNS,
      encoding,
      jsBeforeFirstRender: { files: files.filter((f) => f.kind === 'js').length, raw: files.filter((f) => f.kind === 'js').reduce((t, f) => t + f.raw, 0), gzip: jsGzip, counted: jsCounted },
      files,
      coldFirstRenderMs: { median: coldMedian, all: colds.map((s) => s.firstRenderMs) },
      warmFirstRenderMs: { median: warmMedian, all: warms.map((s) => s.firstRenderMs) },
      warmOverCold: ratio,
      liveBookColdMs: { median: median(liveMs), worst: Math.max(...liveMs), all: liveMs, jsEncodings },
    }, budgets);
  } finally {
    await browser?.close();
    await gateway?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
