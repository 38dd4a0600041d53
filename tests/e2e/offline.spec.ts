import { expect, test } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from '../support/app';

test('the second visit opens from the service worker, also with the network off', async ({ page, context }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/ar/futures/usdt/ETHUSDT');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ETHUSDT');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  // The Arabic catalogue was never fetched before going offline; the page still renders, in English.
  await context.setOffline(false);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('ETHUSDT USDT-M');
  await context.setOffline(true);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('ETHUSDT USDT-M');
  await context.setOffline(false);
});

test('a missing asset is a 404 and never the HTML shell, with or without the worker', async ({ page, request }) => {
  const direct = await request.get('/assets/index-deadbeef.js');
  expect(direct.status()).toBe(404);
  expect(direct.headers()['content-type']).not.toContain('text/html');

  await page.goto('/spot/BTCUSDT');
  await waitForServiceWorker(page);
  const viaWorker = await page.evaluate(async () => {
    const response = await fetch('/assets/TradePage-missing.js');
    return { status: response.status, type: response.headers.get('content-type') };
  });
  expect(viaWorker.status).toBe(404);
  expect(viaWorker.type).not.toContain('text/html');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const hits = await Promise.all(names.map(async (name) => (await caches.open(name)).match('/assets/TradePage-missing.js')));
    return hits.some(Boolean);
  });
  expect(cached).toBe(false);
});

test.describe('without a worker (first visit, or a browser that blocks it)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a chunk missing after a deploy recovers with one reload', async ({ page }) => {
    await page.goto('/_app');
    await waitForApp(page);
    // Simulate a deploy that removed the trade page's chunk: every request for it fails, as it would
    // then (a modulepreload and the import itself), until the reload brings the new shell.
    let blocked = 0;
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.route(/\/assets\/TradePage-[^/]+\.js$/, (route) => {
      if (loads > 0) return route.continue();
      blocked += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('link', { name: 'Open spot trading' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BTCUSDT spot');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    expect(blocked).toBeGreaterThan(0);
    expect(loads).toBe(1);
  });

  test('a chunk that keeps failing shows a translated error, not a reload loop or a white screen', async ({ page }) => {
    await page.goto('/_app');
    await waitForApp(page);
    await page.route(/\/assets\/TradePage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('link', { name: 'Open spot trading' }).click();
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    await expect(page.locator('header.header')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(loads).toBeLessThanOrEqual(1);
  });
});

test('offline, the app says so once with the age of the saved prices, no call shows an error toast, and it recovers by itself', async ({ page, context }) => {
  await page.goto('/futures/usdt/BTCUSDT');
  await waitForApp(page);
  await waitForServiceWorker(page);
  await page.reload();
  await waitForApp(page);
  // The chart's history, the ticker and the symbols went through the worker, which kept them: the
  // offline visit below shows exactly these, so the test goes offline only once each is saved.
  const saved = () => page.evaluate(async () => (await (await caches.open('openex-market-snapshots')).keys()).map((r) => new URL(r.url).pathname));
  for (const call of ['/symbols', '/tickers', '/candles']) {
    await expect.poll(async () => (await saved()).some((path) => path.endsWith(call))).toBe(true);
  }

  // Every toast that ever appears, however briefly (they leave after 5 s).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast-text"]')) {
        if (!toast.hasAttribute('data-counted')) {
          toast.setAttribute('data-counted', '');
          seen.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const toastsSeen = () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
  await context.setOffline(true);
  await page.reload();
  await waitForApp(page);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText(/^You are offline\. Prices shown were last updated (now|\d+ seconds? ago|1 minute ago)\.$/);
  await expect(page.locator('.chart canvas, [data-testid="chart"] canvas').first()).toBeVisible();
  // The header's price is the saved one, not a dash.
  await expect(page.getByTestId('ticker-bar').locator('.ticker-bar__last')).toHaveText(/\d/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spot' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Research' }).click();
  await expect(page.getByTestId('research-error')).toBeVisible();
  await page.waitForTimeout(3_000);
  expect(await toastsSeen()).toEqual([]);
  await expect(notice).toHaveCount(1);

  const back = page.waitForRequest((request) => request.url().includes('/v1/mix/public/usdtRate'));
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  // Back online, what the screen shows is asked for again without a reload or a click.
  await back;
  await expect(page.getByTestId('research-card').first()).toBeVisible();
  await expect(page.getByTestId('research-error')).toHaveCount(0);
  expect(await toastsSeen()).toEqual([]);
});
