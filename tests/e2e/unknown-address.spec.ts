// Addresses the app does not know, on its own origin: a navigation always gets the app and its
// translated not-found page (with and without the service worker answering), never the gateway's
// raw JSON or a bare "Not found"; a missing script still fails as a file, never as HTML.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from '../support/app';

const HOSTILE_LOOKING = ['/%5Cevil.com', '/%2F/evil.com', '/%2f%2fevil.com', '/no/such/page'];
const origin = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin;

async function expectNotFoundPage(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  expect(new URL(page.url()).origin, path).toBe(origin);
  await expect(page.locator('body'), path).not.toContainText('"code"');
}

async function expectMissingScriptIsNotHtml(page: Page) {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/assets/no-such-chunk-0000.js');
    return { status: response.status, type: response.headers.get('content-type') ?? '' };
  });
  expect(answer.status).toBe(404);
  expect(answer.type).not.toMatch(/html/);
}

test('with the service worker answering, unknown addresses show the translated not-found page', async ({ page }) => {
  await page.goto('/de/spot/BTCUSDT');
  await waitForServiceWorker(page);
  for (const path of HOSTILE_LOOKING) await expectNotFoundPage(page, `/de${path}`, 'Seite nicht gefunden');
  for (const path of HOSTILE_LOOKING) await expectNotFoundPage(page, path, 'Seite nicht gefunden');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expectMissingScriptIsNotHtml(page);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('unknown addresses show the translated not-found page from the gateway', async ({ page }) => {
    for (const path of HOSTILE_LOOKING) await expectNotFoundPage(page, path, 'Page not found');
    await expectNotFoundPage(page, '/vi/%5Cevil.com', 'Không tìm thấy trang');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expectMissingScriptIsNotHtml(page);
  });

  test('HEAD of a page answers as GET does, and the favicon is an icon', async ({ request }) => {
    for (const path of ['/spot/BTCUSDT', '/futures/usdt/BTCUSDT', '/research']) {
      const [get, head] = [await request.get(path), await request.head(path)];
      expect(head.status(), path).toBe(200);
      expect(head.status(), path).toBe(get.status());
    }
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/icon/);
  });
});
