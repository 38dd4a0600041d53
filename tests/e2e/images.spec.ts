// Image-domain failover against the gateway's image servers, with the service worker on: the worker
// times the candidates, keeps the fastest across a restart, and when it dies moves every image to
// the next live domain at once. The image servers are shared with the other Playwright worker, so
// which domain served an image is read from the browser's own requests, not from the servers' hit
// counters alone.
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from '../support/app';
import { control } from '../support/gateway';

test.describe.configure({ mode: 'serial' });

interface ImageServer {
  readonly index: number;
  readonly url: string;
  readonly hits: number;
}

const servers = async () => (await control<{ images: ImageServer[] }>('images')).images;
const knobs = (index: number, body: Record<string, unknown>) => control(`images/${index}`, body);
const heal = async () => {
  for (const { index } of await servers()) await knobs(index, { latencyMs: 0, failStatus: null, drop: false });
};

/**
 * Which image servers coin badges were fetched from (probes excluded): by the worker, or by the
 * page when no worker runs (with a worker, the page's own request names the first candidate and
 * never reaches the network).
 */
function watchBadges(context: BrowserContext, origins: readonly string[], from: 'worker' | 'page' = 'worker') {
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if ((request.serviceWorker() !== null) !== (from === 'worker')) return;
    if (origins.includes(url.origin) && url.pathname.startsWith('/images/coins/')) seen.push(url.origin);
  });
  return {
    seen,
    clear: () => void seen.splice(0),
  };
}

const storedRanking = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('openex-sw-images');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('domains')) return resolve([]);
          const get = db.transaction('domains').objectStore('domains').get('state');
          get.onsuccess = () => resolve((get.result as { ranking?: string[] } | undefined)?.ranking ?? []);
          get.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );

async function expectBadgeShown(page: Page) {
  const badge = page.locator('main h1 img.coin-icon');
  await expect(badge).toHaveAttribute('data-coin', 'BTC');
  await expect.poll(() => badge.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(0);
}

test.afterEach(heal);

test('the worker chooses the fastest domain, keeps it across a restart and fails over when it dies', async ({ page, context }) => {
  const [a, b, c] = await servers();
  if (!a || !b || !c) throw new Error('the gateway runs three image servers');
  const origins = [a.url, b.url, c.url];
  await knobs(0, { latencyMs: 700 });
  await knobs(2, { latencyMs: 300 });

  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await waitForServiceWorker(page);
  await expect.poll(() => storedRanking(page)).toEqual([b.url, c.url, a.url]);

  const badges = watchBadges(context, origins);
  await page.reload();
  await waitForApp(page);
  await expectBadgeShown(page);
  expect(new Set(badges.seen)).toEqual(new Set([b.url]));

  // Restarted, the worker reads its choice back instead of timing again: the domains' speeds have
  // changed, and it still uses the one it stored.
  await knobs(1, { latencyMs: 200 });
  await knobs(2, { latencyMs: 0 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  badges.clear();
  await page.reload();
  await waitForApp(page);
  await expectBadgeShown(page);
  expect(new Set(badges.seen)).toEqual(new Set([b.url]));
  expect(await storedRanking(page)).toEqual([b.url, c.url, a.url]);

  // The chosen domain dies: the same request moves on, and the next ones start at the next live domain.
  await knobs(1, { drop: true });
  const before = (await servers())[1]?.hits ?? 0;
  badges.clear();
  await page.reload();
  await waitForApp(page);
  await expectBadgeShown(page);
  expect((await servers())[1]?.hits ?? 0).toBeGreaterThan(before);
  expect(badges.seen).toContain(c.url);
  await expect.poll(() => storedRanking(page).then((r) => r[0])).toBe(c.url);

  // And when that one answers 503 instead, the last live one serves.
  await knobs(2, { failStatus: 503 });
  badges.clear();
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  const eth = page.locator('main h1 img.coin-icon');
  await expect.poll(() => eth.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(badges.seen).toContain(a.url);
});

test('without a service worker the page itself falls back to the next domain', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const list = await servers();
  await knobs(0, { drop: true });
  const badges = watchBadges(context, list.map((s) => s.url), 'page');
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await expectBadgeShown(page);
  expect(badges.seen.slice(0, 2)).toEqual([list[0]?.url, list[1]?.url]);
  await context.close();
});
