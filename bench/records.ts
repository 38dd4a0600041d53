// Issue 15: the records page with a long history. The account holds 10,000 spot fills (seeded
// through test control, one every 30 s back from now); the page opens at the trades tab, signed in,
// desktop layout, service worker on.
// - First page: from the moment the answer reached the page (resource timing's responseEnd of the
//   records call) to the first frame after its rows are in the document.
// - Paging: 20 pages older and 5 back newer, each waited for; every long task (PerformanceObserver)
//   in that time, and each page's answer-to-frame time.
// - The CSV export of all 10,000 (informational): its time and its longest task.
// Budgets: first page <= 300 ms after the answer; no task over 50 ms while paging.
// Prints figures and budget verdicts, writes bench/out/records[-cpu<N>x].json, exits 0 on a finished run.
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startGateway } from '../gateway/server';
import { RECORD_PATHS } from '../src/core/markets/records';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { report } from './support/report';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.env.BENCH_DIST_DIR ?? 'dist');
const FILLS = 10_000;
const PAGES = 20;
const BUDGET_FIRST_PAGE_MS = 300;
const BUDGET_LONGEST_TASK_MS = 50;
const CPU_THROTTLE = Math.max(1, Number(process.env.BENCH_CPU_THROTTLE ?? 1) || 1);

declare global {
  interface Window {
    __benchLongTasks?: number[];
    __benchShown?: number[];
  }
}

/** In the page before it loads: long tasks, and the first frame after each new set of rows. */
function observe(): void {
  window.__benchLongTasks = [];
  window.__benchShown = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks?.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  let first: Element | null = null;
  new MutationObserver(() => {
    const row = document.querySelector('[data-testid="records-table"] tbody tr');
    if (!row || row === first) return;
    first = row;
    requestAnimationFrame(() => window.__benchShown?.push(performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

/** responseEnd of each records answer the page received, in order. */
const answers = (path: string) => performance.getEntriesByType('resource').filter((e) => e.name.includes(path)).map((e) => (e as PerformanceResourceTiming).responseEnd);

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('build first: npm run build');
  const work = mkdtempSync(join(tmpdir(), 'bench-records-'));
  const gateway = await startGateway({ port: 0, distDir: DIST, dataDir: join(work, 'data'), testControl: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'exchange_consent', value: 'denied', url: gateway.url }]);
    const page = await context.newPage();
    await page.goto(`${gateway.url}/login`);
    await page.getByTestId('field-email').fill('trader@openex.test');
    await page.getByTestId('field-password').fill('Trader#2024');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('account-badge').waitFor();
    const seededAt = Date.now();
    const seeded = await fetch(`${gateway.url}/__gateway/records/seed-fills`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: '10000001', count: FILLS }),
    });
    if (!seeded.ok) throw new Error(`seeding failed: ${seeded.status}`);
    console.log(`${FILLS} fills seeded in ${Date.now() - seededAt} ms`);
    // The worker controls the page from the second load on: warm it, then measure a controlled visit.
    await page.goto(`${gateway.url}/record/exchange?tab=spotOrders`);
    await page.getByTestId('records-table').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    if (CPU_THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.goto(`${gateway.url}/record/exchange?tab=spotFills`);
    await page.locator('[data-testid="records-table"] tbody tr').first().waitFor();
    await page.waitForFunction(() => (window.__benchShown?.length ?? 0) >= 1);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const path = RECORD_PATHS.spotFills;
    const firstAnswer = (await page.evaluate(answers, path))[0] ?? 0;
    const firstShown = (await page.evaluate(() => window.__benchShown?.[0])) ?? 0;
    const firstPageMs = firstShown - firstAnswer;
    const rows = await page.locator('[data-testid="records-table"] tbody tr').count();
    console.log(`first page: ${rows} rows shown ${firstPageMs.toFixed(1)} ms after the answer arrived (service worker ${controlled ? 'on' : 'OFF'}${CPU_THROTTLE > 1 ? `, CPU ${CPU_THROTTLE}× slower` : ''})`);

    // Paging: older 20 times, then newer 5 times, each page waited for.
    await page.evaluate(() => {
      window.__benchLongTasks = [];
      window.__benchShown = [];
    });
    const pageTimes: number[] = [];
    const turn = async (button: 'records-older' | 'records-newer', expected: number) => {
      const before = (await page.evaluate(answers, path)).length;
      await page.getByTestId(button).click();
      await page.getByTestId('records-page').filter({ hasText: String(expected) }).waitFor();
      await page.waitForFunction((n) => (window.__benchShown?.length ?? 0) >= n, pageTimes.length + 1);
      const shown = await page.evaluate((i) => window.__benchShown?.[i] ?? 0, pageTimes.length);
      const received = await page.evaluate(answers, path);
      // A page going back newer is asked again (its cursor is kept, not its rows): it has an answer too.
      pageTimes.push(shown - (received[received.length - 1] ?? 0));
      if (received.length <= before) throw new Error('no answer for the page');
    };
    for (let n = 2; n <= PAGES + 1; n += 1) await turn('records-older', n);
    for (let n = PAGES; n > PAGES - 5; n -= 1) await turn('records-newer', n);
    const pagingTasks = await page.evaluate(() => window.__benchLongTasks ?? []);
    const longestPaging = pagingTasks.length ? Math.max(...pagingTasks) : 0;
    const sorted = [...pageTimes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(`paging: ${pageTimes.length} pages, answer to frame median ${median.toFixed(1)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(1)} ms; long tasks ${pagingTasks.length}, longest ${longestPaging.toFixed(0)} ms`);
    const serverMs = await page.evaluate((p) => performance.getEntriesByType('resource').filter((e) => e.name.includes(p)).map((e) => {
      const t = e as PerformanceResourceTiming;
      return t.responseEnd - t.requestStart;
    }), path);
    const serverSorted = [...serverMs].sort((a, b) => a - b);
    console.log(`records call, request to answer at the page: median ${(serverSorted[Math.floor(serverSorted.length / 2)] ?? 0).toFixed(1)} ms, worst ${(serverSorted.at(-1) ?? 0).toFixed(1)} ms`);

    // The CSV of every fill (informational).
    await page.evaluate(() => {
      window.__benchLongTasks = [];
    });
    const exportStart = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByTestId('records-export').click()]);
    const exportMs = Date.now() - exportStart;
    const csvBytes = statSync(await download.path()).size;
    const exportTasks = await page.evaluate(() => window.__benchLongTasks ?? []);
    const longestExport = exportTasks.length ? Math.max(...exportTasks) : 0;
    console.log(`CSV of ${FILLS} fills: downloaded after ${exportMs} ms; long tasks ${exportTasks.length}, longest ${longestExport.toFixed(0)} ms, ${(csvBytes / 1000).toFixed(0)} KB`);

    report(CPU_THROTTLE > 1 ? `records-cpu${CPU_THROTTLE}x` : 'records', {
      cpuThrottle: CPU_THROTTLE, fills: FILLS, serviceWorker: controlled, firstPageMs, rows,
      paging: { pages: pageTimes.length, medianMs: median, worstMs: sorted.at(-1) ?? 0, longTasks: pagingTasks.length, longestTaskMs: longestPaging },
      csv: { ms: exportMs, bytes: csvBytes, longTasks: exportTasks.length, longestTaskMs: longestExport },
    }, [
      { name: 'first page shown after its answer', value: Number(firstPageMs.toFixed(1)), limit: BUDGET_FIRST_PAGE_MS, unit: 'ms' },
      { name: 'longest main-thread task while paging', value: Math.round(longestPaging), limit: BUDGET_LONGEST_TASK_MS, unit: 'ms' },
    ]);
    await context.close();
  } finally {
    await browser.close();
    await gateway.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
