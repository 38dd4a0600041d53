// The depth chart beside the candles, against the real gateway: the switch paints the book's
// cumulative depth on a canvas, the canvas's label names the best prices the gateway's depth
// answer gives, the choice survives a reload without the candles' code or data, the crosshair
// follows the keys, and the whole fits a 360 px phone.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { expectRepaintedInTheme } from '../support/theme';
import { baseUrl, byDevice, control, logMark, logSince } from '../support/gateway';

const canvasOf = (page: Page) => page.getByTestId('depth-canvas');

/** Share of the canvas's pixels that differ from its corner (the background): a painted chart has many. */
function paintedShare(page: Page): Promise<number> {
  return canvasOf(page).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let differing = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!) > 24) differing += 1;
    }
    return differing / (data.length / 4);
  });
}

async function expectPainted(page: Page) {
  await expect(canvasOf(page)).toBeVisible();
  await expect.poll(() => paintedShare(page)).toBeGreaterThan(0.05);
}

async function gatewayBest(): Promise<{ bid: string; ask: string }> {
  const response = await fetch(`${baseUrl()}/v1/mix/market/depth?market=spot&symbol=BTCUSDT&limit=5`);
  const { data } = (await response.json()) as { data: { bids: string[][]; asks: string[][] } };
  return { bid: data.bids[0]![0]!, ask: data.asks[0]![0]! };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const english = (decimal: string) => new Intl.NumberFormat('en', { maximumFractionDigits: 20 }).format(decimal as unknown as number);

const candleTraffic = (page: Page, mark: number, device: string) => Promise.all([
  page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /CandleChart|lightweight/.test(e.name)).length),
  Promise.resolve(logSince(mark, byDevice(device, '/v1/mix/market/candles')).length),
]);

test('Depth paints the book, names the gateway’s best prices, follows the keys and is kept after a reload', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await waitForServiceWorker(page);

  const depthTab = page.getByRole('tab', { name: 'Depth', exact: true });
  await expect(page.getByRole('tab', { name: 'Candles', exact: true })).toHaveAttribute('aria-selected', 'true');
  await depthTab.click();
  await expect(depthTab).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('chart_view'))).toBe('"depth"');
  await expect(page.getByTestId('chart')).toHaveCount(0);
  await expectPainted(page);

  // The market stands still for a moment, so the page's book and the gateway's answer are one book.
  await control('markets/simulator', { paused: true });
  try {
    await page.waitForTimeout(300);
    const best = await gatewayBest();
    await expect(canvasOf(page)).toHaveAttribute('aria-label', new RegExp(`Best bid ${escape(english(best.bid))}, best ask ${escape(english(best.ask))}\\.`), { timeout: 2_500 });
    await expect(page.getByTestId('depth-chart').getByText(`Best bid ${english(best.bid)}`)).toBeAttached();

    // The keys walk the levels from the best bid; the tooltip reads price, total and value.
    await canvasOf(page).focus();
    const tip = page.locator('.depth-chart__tip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(`Price${english(best.bid)}`);
    await page.keyboard.press('ArrowRight');
    await expect(tip).toContainText(`Price${english(best.ask)}`);
    await expect(tip).toContainText('Total (BTC)');
    await expect(tip).toContainText('Value (USDT)');
  } finally {
    await control('markets/simulator', { paused: false });
  }

  const mark = logMark();
  await page.reload();
  await waitForApp(page);
  await expect(depthTab).toHaveAttribute('aria-selected', 'true');
  await expectPainted(page);
  await expect(canvasOf(page)).toHaveAttribute('aria-label', /Best bid [\d,.]+, best ask [\d,.]+\./);
  // The candles were not wanted: neither their code nor their history was fetched.
  expect(await candleTraffic(page, mark, device)).toEqual([0, 0]);
});

test('the depth view, its tabs and its tooltip have no serious accessibility violations, light and dark, English and Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('chart_view', '"depth"'));
  for (const path of ['/spot/BTCUSDT?appTheme=standard', '/ar/spot/BTCUSDT?appTheme=dark']) {
    await page.goto(path);
    await waitForApp(page);
    await expectPainted(page);
    await canvasOf(page).focus();
    await expect(page.locator('.depth-chart__tip')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-testid="chart-panel"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(serious, path).toEqual([]);
  }
});

test('the depth chart repaints in the colours of a newly chosen theme', async ({ page }) => {
  // The canvas's corner as painted.
  const painted = () => canvasOf(page).evaluate((canvas: HTMLCanvasElement) => {
    const pixel = canvas.getContext('2d')!.getImageData(2, 2, 1, 1).data;
    return `rgb(${pixel[0]}, ${pixel[1]}, ${pixel[2]})`;
  });
  await page.addInitScript(() => localStorage.setItem('chart_view', '"depth"'));
  await page.goto('/spot/BTCUSDT?appTheme=dark');
  await waitForApp(page);
  await expectPainted(page);
  await expectRepaintedInTheme(page, painted);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the chart tab offers Depth, painted sharp at three device pixels per pixel, within the width', async ({ page }) => {
    await page.goto('/spot/BTCUSDT');
    await waitForApp(page);
    await waitForServiceWorker(page);
    await page.getByRole('tab', { name: 'Depth', exact: true }).click();
    await expectPainted(page);
    const size = await canvasOf(page).evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.clientWidth, canvas.height, canvas.clientHeight]);
    expect(size[0]).toBe(Math.round(size[1]! * 3));
    expect(size[2]).toBe(Math.round(size[3]! * 3));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(canvasOf(page)).toHaveAttribute('aria-label', /Best bid [\d,.]+, best ask [\d,.]+\./, { timeout: 5_000 });
  });
});
