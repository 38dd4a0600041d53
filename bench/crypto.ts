// Issue 5: the crypto worker's choices, measured in headless Chromium. Key pair generation (1024 and
// 2048 bits) and RSASSA-PKCS1-v1_5 SHA-256 signatures per second, native WebCrypto against
// node-forge side by side; then the real worker (built by Vite as the app builds it) from a cold
// start and after a reload: configure (server key verified) and the first key pair, against the
// 1 s budget of sign-in readiness.
// Prints figures and exits 0 on a finished run: a benchmark informs, the tests enforce.
import { type Browser, type Page, chromium } from '@playwright/test';
import type forgeModule from 'node-forge';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { defaultIssuerDir, ensureDevIssuer } from '../gateway/crypto/issuer';
import { ensureServerKey, signServerKey } from '../gateway/crypto/serverKey';
import { buildSignConfig } from '../gateway/signing/signConfig';
import type { GatewaySignConfig } from '../src/core/protocol/signConfig';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { type Budget, report } from './support/report';
import type { ConfigureResult, KeyPairInfo } from '../workers/cryptoApi';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'bench/out/crypto');
// localhost is a secure context, which WebCrypto and the worker's key generation require; every
// request to it is answered from OUT by a Playwright route, so nothing listens on the port.
const ORIGIN = 'http://localhost:4791';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7) || 7);
const SIGN_WINDOW_MS = 1_000;
const READY_BUDGET_MS = 1_000;
const ENTRY_ID = 'virtual:bench-crypto';
const MIME: Readonly<Record<string, string>> = { '.js': 'text/javascript', '.html': 'text/html' };

interface BenchWindow {
  forge: typeof forgeModule;
  configureSigning(config: GatewaySignConfig): Promise<ConfigureResult>;
  keyPair(): Promise<KeyPairInfo>;
}

declare global {
  interface Window {
    bench: BenchWindow;
  }
}

/** The page's entry: node-forge as the worker bundles it, and the worker behind src/api/cryptoWorker.ts. */
function benchEntry(): Plugin {
  const api = join(ROOT, 'src/api/cryptoWorker.ts');
  const source = [
    "import forge from 'node-forge';",
    `import { configureSigning, cryptoWorker } from ${JSON.stringify(api)};`,
    'window.bench = { forge, configureSigning, keyPair: () => cryptoWorker().keyPair(null) };',
  ].join('\n');
  return {
    name: 'bench-crypto-entry',
    resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
    load: (id) => (id === `\0${ENTRY_ID}` ? source : undefined),
  };
}

async function bundle(issuerCertPem: string): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    define: { __ISSUER_CERT_PEM__: JSON.stringify(issuerCertPem) },
    plugins: [benchEntry()],
    worker: { format: 'es' },
    build: {
      outDir: OUT,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: ENTRY_ID, output: { entryFileNames: 'bench.js' } },
    },
  });
}

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: MIME['.html'], body: '<!doctype html><title>crypto bench</title><script type="module" src="/bench.js"></script>' });
    return route.fulfill({ contentType: MIME[extname(path)] ?? 'application/octet-stream', body: readFileSync(join(OUT, path)) });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => window.bench !== undefined);
  return page;
}

// The functions below run in the page. They hold no named inner functions: tsx wraps those in a
// __name() helper that the page lacks.

async function nativeKeygen(args: { bits: number; runs: number }): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < args.runs; i += 1) {
    const start = performance.now();
    await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: args.bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, false, ['sign']);
    times.push(performance.now() - start);
  }
  return times;
}

function forgeKeygen(args: { bits: number; runs: number }): number[] {
  const times: number[] = [];
  for (let i = 0; i < args.runs; i += 1) {
    const start = performance.now();
    window.bench.forge.pki.rsa.generateKeyPair({ bits: args.bits, e: 0x10001 });
    times.push(performance.now() - start);
  }
  return times;
}

/** Signatures per second over a typical signed-data text, signing one after another for `windowMs`. */
async function nativeSignRate(args: { bits: number; windowMs: number }): Promise<number> {
  const pair = await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: args.bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, false, ['sign']);
  const data = new TextEncoder().encode('/v1/user/login17637157loginName=trader%40openex.test&pwd=Trader%232024&areaCode=');
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < args.windowMs) {
    await crypto.subtle.sign('RSASSA-PKCS1-v1_5', pair.privateKey, data);
    count += 1;
  }
  return (count * 1000) / (performance.now() - start);
}

function forgeSignRate(args: { bits: number; windowMs: number }): number {
  const forge = window.bench.forge;
  const pair = forge.pki.rsa.generateKeyPair({ bits: args.bits, e: 0x10001 });
  const data = '/v1/user/login17637157loginName=trader%40openex.test&pwd=Trader%232024&areaCode=';
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < args.windowMs) {
    pair.privateKey.sign(forge.md.sha256.create().update(data, 'utf8'));
    count += 1;
  }
  return (count * 1000) / (performance.now() - start);
}

/** From the page's first call to the worker: the config verified, then the first key pair available. */
async function workerReady(config: GatewaySignConfig): Promise<{ configureMs: number; readyMs: number; verified: boolean }> {
  const start = performance.now();
  const result = await window.bench.configureSigning(config);
  const configured = performance.now();
  await window.bench.keyPair();
  return { configureMs: configured - start, readyMs: performance.now() - start, verified: result.serverKeyVerified };
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
const ms = (x: number): string => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
const ratio = (a: number, b: number): string => `${(a / b).toFixed(1)}x`;

function signConfig(): GatewaySignConfig {
  const issuer = ensureDevIssuer(defaultIssuerDir(ROOT));
  const dir = mkdtempSync(join(tmpdir(), 'bench-crypto-'));
  try {
    const serverKey = ensureServerKey(dir);
    return buildSignConfig(serverKey.publicKeyBase64, signServerKey(issuer, serverKey.publicKeyBase64), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const issuer = ensureDevIssuer(defaultIssuerDir(ROOT));
  const config = signConfig();
  await bundle(issuer.certificatePem);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await openPage(browser);
    console.log(`crypto bench: Chromium ${browser.version()}, ${RUNS} key pairs per cell, signatures counted over ${SIGN_WINDOW_MS} ms, main thread of the page`);
    console.log('');
    const figures: Record<string, unknown> = { runs: RUNS, algorithm: config.defaultAlgorithm };
    console.log(`${'key pair'.padEnd(10)} ${'WebCrypto median'.padStart(17)} ${'worst'.padStart(9)}   ${'forge median'.padStart(13)} ${'worst'.padStart(9)}   ${'median ratio'.padStart(12)}`);
    for (const bits of [1024, 2048]) {
      const native = await page.evaluate(nativeKeygen, { bits, runs: RUNS });
      const forge = await page.evaluate(forgeKeygen, { bits, runs: RUNS });
      figures[`keyPair${bits}Ms`] = { webCrypto: { median: median(native), worst: Math.max(...native) }, forge: { median: median(forge), worst: Math.max(...forge) } };
      console.log(`${`${bits} bits`.padEnd(10)} ${ms(median(native)).padStart(17)} ${ms(Math.max(...native)).padStart(9)}   ${ms(median(forge)).padStart(13)} ${ms(Math.max(...forge)).padStart(9)}   ${ratio(median(forge), median(native)).padStart(12)}`);
    }
    console.log('');
    console.log(`${'signatures'.padEnd(10)} ${'WebCrypto /s'.padStart(17)} ${''.padStart(9)}   ${'forge /s'.padStart(13)} ${''.padStart(9)}   ${'ratio'.padStart(12)}`);
    for (const bits of [1024, 2048]) {
      const native = await page.evaluate(nativeSignRate, { bits, windowMs: SIGN_WINDOW_MS });
      const forge = await page.evaluate(forgeSignRate, { bits, windowMs: SIGN_WINDOW_MS });
      figures[`signatures${bits}PerSecond`] = { webCrypto: native, forge };
      console.log(`${`${bits} bits`.padEnd(10)} ${native.toFixed(0).padStart(17)} ${''.padStart(9)}   ${forge.toFixed(0).padStart(13)} ${''.padStart(9)}   ${ratio(native, forge).padStart(12)}`);
    }
    await page.context().close();

    console.log('');
    console.log(`crypto worker, ${config.defaultAlgorithm}: configure = worker start + server key check; ready = configure + first key pair`);
    console.log('  cold: fresh browser context, empty IndexedDB (the pair is generated); warm: the same page reloaded (the pair comes from IndexedDB)');
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const page = await openPage(browser);
      const first = await page.evaluate(workerReady, config);
      await page.reload();
      await page.waitForFunction(() => window.bench !== undefined);
      const second = await page.evaluate(workerReady, config);
      await page.context().close();
      if (!first.verified || !second.verified) throw new Error('the worker did not verify the development server key');
      cold.push(first.readyMs);
      warm.push(second.readyMs);
      console.log(`  run ${run}: cold configure ${ms(first.configureMs)}, ready ${ms(first.readyMs)}; warm configure ${ms(second.configureMs)}, ready ${ms(second.readyMs)}`);
    }
    const budgets: Budget[] = [];
    for (const [label, samples] of [['cold', cold], ['warm', warm]] as const) {
      const worst = Math.max(...samples);
      console.log(`  ${label}: median ready ${ms(median(samples))}, worst ${ms(worst)}`);
      figures[`${label}ReadyMs`] = { median: median(samples), worst, all: samples };
      budgets.push({ name: `worker ready, ${label}, worst`, value: Math.round(worst), limit: READY_BUDGET_MS, unit: 'ms' });
    }
    report('crypto', figures, budgets);
  } finally {
    await browser.close();
  }
}

await main();
