// The candlestick chart of the trading page, against the real gateway: it draws, the interval
// picker stores kline_interval and asks the gateway for that interval, the chart library arrives
// after the page is usable without moving it, a failed history can be retried, and Arabic keeps
// the chart's time running left to right.
import { type Page, expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { pinTerminalCode, waitForApp } from '../support/app';
import { expectRepaintedInTheme } from '../support/theme';
import { pageFault, removePageFaults } from '../support/faults';
import { byDevice, logMark, logSince } from '../support/gateway';

const CANDLES = '/v1/mix/market/candles';
const screenshotPath = (name: string) => resolve(import.meta.dirname, '../../test-results/screens', `${name}.png`);

/** The candle requests this browser made since the mark, as [market, symbol, interval]. */
function candleRequests(mark: number, device: string): string[][] {
  return logSince(mark, byDevice(device))
    .filter((r) => r.path === CANDLES)
    .map((r) => [r.query.market, r.query.symbol, r.query.interval].map(String));
}

const chartOf = (page: Page) => page.getByTestId('chart');

async function expectDrawn(page: Page) {
  await expect(chartOf(page).locator('canvas').first()).toBeVisible();
  await expect(chartOf(page)).toHaveAttribute('data-status', 'ready');
}

test.afterEach(removePageFaults);

test('the chart draws the candles of the page symbol, within the Content-Security-Policy', async ({ page }) => {
  const device = await pinTerminalCode(page);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('Content Security Policy')) refused.push(m.text());
  });
  const mark = logMark();
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await expectDrawn(page);
  expect(candleRequests(mark, device)).toContainEqual(['spot', 'BTCUSDT', '1m']);
  await expect(page.getByRole('radio', { name: '1m', exact: true })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Charting by TradingView' })).toHaveAttribute('href', 'https://www.tradingview.com/');
  expect(refused).toEqual([]);
});

test('a chosen interval is stored as kline_interval, loaded from the gateway and kept after a reload', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await page.goto('/futures/usdt/ETHUSDT');
  await waitForApp(page);
  await expectDrawn(page);

  const mark = logMark();
  await page.getByRole('radio', { name: '15m', exact: true }).check();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kline_interval'))).toBe('"15"');
  await expect.poll(() => candleRequests(mark, device)).toContainEqual(['futures', 'ETHUSDT', '15m']);
  await expect(chartOf(page)).toHaveAttribute('data-interval', '15m');
  await expectDrawn(page);

  await page.getByRole('radio', { name: '4H', exact: true }).check();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kline_interval'))).toBe('"240"');
  await expect.poll(() => candleRequests(mark, device)).toContainEqual(['futures', 'ETHUSDT', '4h']);

  const reloaded = logMark();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('radio', { name: '4H', exact: true })).toBeChecked();
  await expectDrawn(page);
  // The stored interval is the first one asked for: no detour through the default.
  await expect.poll(() => candleRequests(reloaded, device)).toContainEqual(['futures', 'ETHUSDT', '4h']);
  expect(candleRequests(reloaded, device).map(([, , interval]) => interval)).not.toContain('1m');
});

test('scrolling back to the first candle loads the page before it', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await expectDrawn(page);
  const mark = logMark();
  // Zooming out far enough brings the first candle into view, as a long drag to the left would.
  await chartOf(page).hover();
  for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, 400);
  await expect.poll(() => logSince(mark, byDevice(device)).filter((r) => r.path === CANDLES && r.query.endTime !== undefined).length).toBeGreaterThan(0);
  const [older] = logSince(mark, byDevice(device)).filter((r) => r.path === CANDLES && r.query.endTime !== undefined);
  expect(older?.query).toMatchObject({ market: 'spot', symbol: 'BTCUSDT', interval: '1m' });
  expect(Number(older?.query.endTime)).toBeLessThan(Date.now());
  await expect(chartOf(page)).toHaveAttribute('data-status', 'ready');
});

test('the chart takes the colours of a newly chosen theme', async ({ page }) => {
  // The chart's background as painted on its canvas (the opaque one of the main pane).
  const painted = () => chartOf(page).evaluate((el) => {
    const pixel = [...el.querySelectorAll('canvas')]
      .sort((a, b) => b.width * b.height - a.width * a.height)
      .map((canvas) => canvas.getContext('2d')?.getImageData(3, 3, 1, 1).data)
      .find((data) => data?.[3] === 255);
    return pixel ? `rgb(${pixel[0]}, ${pixel[1]}, ${pixel[2]})` : null;
  });
  await page.goto('/spot/BTCUSDT?appTheme=dark');
  await waitForApp(page);
  await expectDrawn(page);
  await expectRepaintedInTheme(page, painted);
});

test('a failed history says so, and Try again loads it', async ({ page }) => {
  await pageFault(page, { path: CANDLES, status: 500, times: 1 });
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  const alert = chartOf(page).getByRole('alert');
  await expect(alert).toContainText('The chart could not be loaded.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectDrawn(page);
  await expect(alert).toHaveCount(0);
});

test.describe('the chart library arrives after the page is usable', () => {
  // The worker would serve the chunk from its cache, out of the page's routes' reach.
  test.use({ serviceWorkers: 'block' });

  test('the picker works and nothing moves when the chart arrives', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => { release = r; });
    await page.route(/\/assets\/CandleChart-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/spot/BTCUSDT');
    await waitForApp(page);
    const panel = page.getByTestId('chart-panel');
    await expect(panel.locator('.chart-panel__placeholder')).toBeVisible();
    await page.getByRole('radio', { name: '5m', exact: true }).check();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kline_interval'))).toBe('"5"');
    // What else arrives (the market's figures above the chart) has arrived: only the chart is awaited.
    await expect(page.getByTestId('ticker-bar').locator('.ticker-bar__stats dd').last()).toHaveText(/\d/);
    const before = await panel.boundingBox();

    release();
    await expectDrawn(page);
    expect(await panel.boundingBox()).toEqual(before);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('Arabic keeps the chart left to right while the picker mirrors', async ({ page }) => {
    await page.goto('/ar/spot/BTCUSDT?appTheme=dark');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectDrawn(page);
    await expect(chartOf(page)).toHaveAttribute('dir', 'ltr');
    expect(await chartOf(page).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

    // The intervals read right to left like the page: the shortest one is rightmost.
    const radios = page.getByRole('radio');
    const first = await radios.first().boundingBox();
    const last = await radios.last().boundingBox();
    expect(first && last && first.x > last.x).toBe(true);

    const box = await chartOf(page).boundingBox();
    expect(box?.height).toBe(280);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await chartOf(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('chart-ar-dark-phone') });
  });

  test('English light on a phone', async ({ page }) => {
    await page.goto('/spot/BTCUSDT?appTheme=standard');
    await waitForApp(page);
    await expectDrawn(page);
    await chartOf(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('chart-en-light-phone') });
  });
});
