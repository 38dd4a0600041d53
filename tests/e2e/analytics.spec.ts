// Analytics end to end, service worker on, against the gateway: consent and the upload switch
// gate everything, a 403 silences uploads for 10 s, and 1,000 events survive a flaky network,
// hidden tabs, reloads, a closed tab and a stopped worker, each stored exactly once.
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { baseUrl, byDevice, control, logMark, logSince } from '../support/gateway';

const INTAKE = '/v1/buried/log/info';
const NAV = { spot: 'b1002', futures: 'b1003' } as const;

interface Stored {
  readonly receivedAt: number;
  readonly event: Record<string, string | number | boolean>;
}

test.describe.configure({ mode: 'serial' });

async function grantConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'exchange_consent', value: 'granted', url: baseUrl() }]);
}

async function openApp(page: Page): Promise<string> {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await waitForServiceWorker(page);
  return page.evaluate(() => JSON.parse(localStorage.getItem('deviceId') ?? '""') as string);
}

async function storedFor(deviceId: string, since: number): Promise<Stored[]> {
  const { events } = await control<{ events: Stored[] }>(`analytics?since=${since}`);
  return events.filter((e) => e.event.device_id === deviceId);
}

const intakeCalls = (mark: number, terminalCode: string) => logSince(mark, byDevice(terminalCode, INTAKE));

/** Alternates between the spot and futures links: each click is a Click, a Hide and a Show. */
async function clickNav(page: Page, times: number): Promise<number> {
  for (let i = 0; i < times; i++) {
    const id = (await page.locator('.nav__link[aria-current="page"]').getAttribute('data-track')) === NAV.spot ? NAV.futures : NAV.spot;
    await page.locator(`[data-track="${id}"]`).click();
    await expect(page.locator(`[data-track="${id}"]`)).toHaveAttribute('aria-current', 'page');
  }
  return times;
}

async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

async function stopWorkers(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

test.afterEach(async () => {
  await control('settings', { eventLogUploadSwitch: true });
});

test('consent is asked once; declined, nothing is sent', async ({ page, context }) => {
  const terminalCode = await pinTerminalCode(page);
  const since = Date.now();
  const mark = logMark();
  const deviceId = await openApp(page);
  const banner = page.getByRole('region', { name: 'Usage analytics' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'exchange_consent');
  expect(cookie?.value).toBe('denied');
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

  await clickNav(page, 6);
  await setVisibility(page, 'hidden');
  await page.reload();
  await waitForApp(page);
  await expect(banner).toBeHidden();
  await clickNav(page, 2);
  await page.waitForTimeout(1500);
  expect(intakeCalls(mark, terminalCode)).toEqual([]);
  expect(await storedFor(deviceId, since)).toEqual([]);
});

test('accepted in the banner, the page view on screen is sent with the research config where it applies', async ({ page }) => {
  await pinTerminalCode(page);
  const since = Date.now();
  const deviceId = await openApp(page);
  await page.getByRole('region', { name: 'Usage analytics' }).getByRole('button', { name: 'Accept' }).click();
  await clickNav(page, 1);
  await expect.poll(async () => (await storedFor(deviceId, since)).map((e) => `${e.event.type}:${e.event.event_tracking_id}:${e.event.page_status ?? ''}`)).toEqual(['1:/:Show', '2:b1003:', '1:/:Hide', '1:/:Show']);
  const [show] = await storedFor(deviceId, since);
  expect(show?.event).toMatchObject({ device_id: deviceId, track_type: 'Auto', url: `${baseUrl()}/spot/BTCUSDT`, curr_page: '/spot/BTCUSDT', app_id: 'openex-web', first_day: true, retry_count: 0 });
  expect(String(show?.event.session_id)).toMatch(new RegExp(`^${deviceId}\\d{13}\\d{1,3}$`));

  await page.goto('/research/articles/42');
  await expect.poll(async () => (await storedFor(deviceId, since)).some((e) => e.event.event_tracking_id === 'b3203')).toBe(true);
  const detail = (await storedFor(deviceId, since)).find((e) => e.event.event_tracking_id === 'b3203');
  expect(detail?.event).toMatchObject({ type: 1, page_status: 'Show', business1: 'Research center', curr_page: '/research/articles/*' });
});

test('with the upload switch off, nothing is asked, queued or sent', async ({ browser }) => {
  await control('settings', { eventLogUploadSwitch: false });
  const context = await browser.newContext();
  await grantConsent(context);
  const page = await context.newPage();
  const terminalCode = await pinTerminalCode(page);
  const since = Date.now();
  const mark = logMark();
  const deviceId = await openApp(page);
  await clickNav(page, 6);
  await setVisibility(page, 'hidden');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('region', { name: 'Usage analytics' })).toHaveCount(0);
  expect(intakeCalls(mark, terminalCode)).toEqual([]);
  expect(await storedFor(deviceId, since)).toEqual([]);
  const queued = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('openex:analytics-queue:')));
  expect(queued).toEqual([]);
  await context.close();
});

test('a 403 silences uploads for 10 s, then the same events arrive', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  await grantConsent(context);
  const page = await context.newPage();
  const terminalCode = await pinTerminalCode(page);
  await control('faults', { path: INTAKE, status: 403, terminalCode, times: 1 });
  const since = Date.now();
  const mark = logMark();
  const deviceId = await openApp(page);
  await clickNav(page, 3);
  await expect.poll(() => intakeCalls(mark, terminalCode).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const [forbidden, next] = intakeCalls(mark, terminalCode);
  expect(next!.time - forbidden!.time).toBeGreaterThanOrEqual(9_900);
  await expect.poll(async () => (await storedFor(deviceId, since)).length, { timeout: 15_000 }).toBe(1 + 3 * 3);
  await context.close();
});

test('a worker stopped during the 403 silence stays silent for the rest of the 10 s', async ({ browser }) => {
  const context = await browser.newContext();
  await grantConsent(context);
  const page = await context.newPage();
  const terminalCode = await pinTerminalCode(page);
  await control('faults', { path: INTAKE, status: 403, terminalCode, times: 1 });
  const mark = logMark();
  await openApp(page);
  await expect.poll(() => intakeCalls(mark, terminalCode).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await stopWorkers(context, page);
  // The hand-over of these clicks starts a new worker, which finds the pause in IndexedDB.
  await clickNav(page, 2);
  await expect.poll(() => intakeCalls(mark, terminalCode).length, { timeout: 25_000 }).toBeGreaterThanOrEqual(2);
  const [forbidden, next] = intakeCalls(mark, terminalCode);
  expect(next!.time - forbidden!.time).toBeGreaterThanOrEqual(9_900);
  await context.close();
});

test('a tab hidden and shown again leaves the worker at its 500 ms spacing', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  await grantConsent(context);
  const page = await context.newPage();
  const terminalCode = await pinTerminalCode(page);
  await openApp(page);
  // Offline, the queue grows past two batches and hiding cannot empty it.
  await context.setOffline(true);
  await clickNav(page, 40);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  const mark = logMark();
  await context.setOffline(false);
  await expect.poll(() => intakeCalls(mark, terminalCode).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  const times = intakeCalls(mark, terminalCode).map((r) => r.time);
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(450);
  await context.close();
});

test('1,000 events through offline periods, hidden tabs, reloads, a closed tab and a stopped worker arrive exactly once', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  await grantConsent(context);
  const page = await context.newPage();
  await pinTerminalCode(page);
  const since = Date.now();
  const deviceId = await openApp(page);
  let clicks = 0;

  clicks += await clickNav(page, 50);
  await context.setOffline(true);
  clicks += await clickNav(page, 40);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  clicks += await clickNav(page, 20);
  await context.setOffline(false);
  clicks += await clickNav(page, 20);

  for (let i = 0; i < 3; i++) {
    await setVisibility(page, 'hidden');
    await page.waitForTimeout(50);
    await setVisibility(page, 'visible');
    clicks += await clickNav(page, 15);
  }

  await page.reload();
  await waitForApp(page);
  clicks += await clickNav(page, 30);
  await stopWorkers(context, page);
  clicks += await clickNav(page, 30);
  await stopWorkers(context, page);
  await page.reload();
  await waitForApp(page);
  clicks += await clickNav(page, 30);

  await context.setOffline(true);
  await page.reload();
  await waitForApp(page);
  clicks += await clickNav(page, 25);
  await stopWorkers(context, page);
  clicks += await clickNav(page, 10);
  await context.setOffline(false);

  const second = await context.newPage();
  await second.goto('/futures/usdt/BTCUSDT');
  await waitForApp(second);
  clicks += await clickNav(second, 20);
  await second.close({ runBeforeUnload: true });

  clicks += await clickNav(page, 30);
  await setVisibility(page, 'hidden');

  const clickEvents = (events: Stored[]) => events.filter((e) => e.event.type === 2).length;
  await expect.poll(async () => clickEvents(await storedFor(deviceId, since)), { timeout: 60_000, intervals: [1_000] }).toBe(clicks);
  await page.waitForTimeout(2_000);
  const stored = await storedFor(deviceId, since);
  expect(stored.length).toBeGreaterThanOrEqual(1_000);

  const keys = stored.map((e) => `${e.event.page_unique_id}:${e.event.log_seq}`);
  expect(keys.length - new Set(keys).size).toBe(0);
  // Within each document log_seq runs 1, 2, 3 … with no gap: nothing was lost in between.
  const byDocument = new Map<string, number[]>();
  for (const e of stored) {
    const doc = String(e.event.page_unique_id).split('-')[0] ?? '';
    byDocument.set(doc, [...(byDocument.get(doc) ?? []), Number(e.event.log_seq)]);
  }
  // The first page, three reloads and the second tab.
  expect(byDocument.size).toBe(5);
  for (const seqs of byDocument.values()) {
    seqs.sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  }
  // Every page view that was left says so.
  const views = new Map<string, Set<string>>();
  for (const e of stored) if (e.event.type === 1) views.set(String(e.event.page_unique_id), (views.get(String(e.event.page_unique_id)) ?? new Set()).add(String(e.event.page_status)));
  const unfinished = [...views.values()].filter((statuses) => !statuses.has('Hide'));
  expect(unfinished.length).toBe(0);
  await context.close();
});

// Analytics' code loads after the first page (issue 12). Routes can only hold a chunk the page
// fetches itself, so these two visits block the service worker: a first visit is like that anyway.
test.describe('analytics code loaded after the first page', () => {
  test.use({ serviceWorkers: 'block' });

  test('a click before the analytics code arrives is counted, with the time it happened', async ({ page, context }) => {
    await grantConsent(context);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/Analytics-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const since = Date.now();
    const configured = page.waitForResponse((response) => response.url().includes('/clientCommonConfig'));
    await page.goto('/spot/BTCUSDT');
    await waitForApp(page);
    await configured;
    const deviceId = await page.evaluate(() => JSON.parse(localStorage.getItem('deviceId') ?? '""') as string);
    await page.locator(`[data-track="${NAV.futures}"]`).click();
    await expect(page.locator(`[data-track="${NAV.futures}"]`)).toHaveAttribute('aria-current', 'page');
    const clickedBy = Date.now();
    await page.waitForTimeout(1000);
    release();
    // Without a worker, the tab's queue leaves by beacon when the tab hides.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('openex:analytics-queue:')))).toBe(true);
    await setVisibility(page, 'hidden');
    await expect.poll(async () => (await storedFor(deviceId, since)).map((e) => `${e.event.type}:${e.event.event_tracking_id}:${e.event.page_status ?? ''}`)).toEqual(['1:/:Show', '2:b1003:', '1:/:Hide']);
    const click = (await storedFor(deviceId, since)).find((e) => e.event.type === 2);
    expect(Number(click?.event.ctime)).toBeLessThanOrEqual(clickedBy);
  });

  test('analytics code that cannot load leaves every screen working', async ({ page }) => {
    await page.route('**/assets/Analytics-*.js', (route) => route.abort());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/spot/BTCUSDT');
    await waitForApp(page);
    await page.locator(`[data-track="${NAV.futures}"]`).click();
    await expect(page.locator('main h1')).toContainText('BTCUSDT');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
