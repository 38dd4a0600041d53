// The first visit against the real build, service worker on: the scripts arrive brotli-compressed
// and cacheable for good, the shell and the worker are revalidated, a large API answer arrives
// compressed through the worker, and the app runs from all of it.
import { type Response, expect, test } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from '../support/app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('the first visit gets brotli scripts cached for a year, and the app runs from them', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (/^\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname) && !response.fromServiceWorker()) scripts.push(response);
  });
  const shell = await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BTCUSDT');

  const shellHeaders = await shell?.allHeaders();
  // A shell under 1 KiB fits in a packet as it is and has no compressed copy (build/precompress.ts).
  if (shellHeaders?.['content-encoding'] === undefined) expect((await shell?.body())?.length).toBeLessThan(1024);
  else expect(shellHeaders['content-encoding']).toBe('br');
  expect(shellHeaders?.['cache-control']).toBe('no-cache');
  expect(shellHeaders?.etag).toBeTruthy();

  expect(scripts.length).toBeGreaterThan(3);
  let compressed = 0;
  for (const response of scripts) {
    const headers = await response.allHeaders();
    const path = new URL(response.url()).pathname;
    expect(headers['cache-control'], path).toBe(IMMUTABLE);
    expect(headers.vary?.toLowerCase(), path).toContain('accept-encoding');
    // Files under 1 KiB have no compressed sibling: they are sent as they are.
    if (headers['content-encoding'] === undefined) expect((await response.body()).length, path).toBeLessThan(1024);
    else {
      expect(headers['content-encoding'], path).toBe('br');
      compressed += 1;
    }
  }
  expect(compressed).toBeGreaterThan(0);

  await waitForServiceWorker(page);
  const [worker, tickers] = await page.evaluate(async () => {
    const headersOf = (r: globalThis.Response) => ({ encoding: r.headers.get('content-encoding'), cache: r.headers.get('cache-control') });
    const sw = await fetch('/sw.js', { cache: 'no-store' });
    const list = await fetch('/v1/mix/market/tickers?market=spot');
    const answer = (await list.json()) as { code: string; data: { tickers: unknown[] } };
    return [headersOf(sw), { ...headersOf(list), code: answer.code, count: answer.data.tickers.length }] as const;
  });
  expect(worker).toEqual({ encoding: 'br', cache: 'no-cache' });
  expect(tickers).toMatchObject({ encoding: 'br', code: '00000' });
  expect(tickers.count).toBeGreaterThan(0);

  // Under the worker, from its precache of those same files, the app still runs.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BTCUSDT');
  await page.goto('/research');
  await waitForApp(page);
});
