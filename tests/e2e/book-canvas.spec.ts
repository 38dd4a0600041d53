// The order book and the trades are painted on canvases (issue 12): what is painted is really
// there, the accessible mirror tells the gateway's book, and the price step is remembered.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics } from '../support/auth';

/** Pixels of a canvas that are not transparent: text and bars painted. */
const paintedPixels = (page: Page, selector: string) => page.locator(selector).evaluate((canvas: HTMLCanvasElement) => {
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
  return count;
});

/** The mirror's best bid and best ask (the ask listed last sits next to the middle), by their exact prices. */
const mirrorBest = (page: Page) => page.evaluate(() => {
  const prices = (side: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="order-book"] .order-book__side--${side} [data-price]`)].map((e) => e.dataset.price);
  return { bid: prices('bids')[0], ask: prices('asks').at(-1) };
});

// A phone's or a laptop's dense screen: the canvas must be as sharp as the text around it.
test.use({ deviceScaleFactor: 2 });

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

test('the book and the trades are painted canvases, and the book\'s mirror lists the gateway\'s best bid and ask', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  const book = page.getByTestId('order-book');
  await expect(book).toHaveAttribute('data-phase', 'live');
  await expect.poll(() => paintedPixels(page, '.order-book__canvas')).toBeGreaterThan(500);
  await expect.poll(() => paintedPixels(page, '.recent-trades__canvas')).toBeGreaterThan(200);
  // Sized to its box in device pixels.
  const size = await page.locator('.order-book__canvas').evaluate((canvas: HTMLCanvasElement) => ({
    pixels: canvas.width, css: canvas.getBoundingClientRect().width, ratio: window.devicePixelRatio,
  }));
  expect(size.ratio).toBe(2);
  expect(size.pixels).toBe(Math.round(size.css * size.ratio));

  // The book moves 20 times a second and the mirror follows once a second: its best prices are
  // those the gateway's depth gave within the last two seconds.
  const answers: { at: number; pair: string }[] = [];
  await expect.poll(async () => {
    const depth = (await (await page.request.get('/v1/mix/market/depth?market=spot&symbol=BTCUSDT&limit=5')).json()) as {
      data: { bids: [string, string][]; asks: [string, string][] };
    };
    answers.push({ at: Date.now(), pair: `${Number(depth.data.bids[0]?.[0])}|${Number(depth.data.asks[0]?.[0])}` });
    const best = await mirrorBest(page);
    const mirrored = `${Number(best.bid)}|${Number(best.ask)}`;
    return answers.some((answer) => Date.now() - answer.at <= 2_000 && answer.pair === mirrored);
  }, { timeout: 15_000, intervals: [200] }).toBe(true);
  // The trades' mirror lists the latest trades with their prices.
  await expect(page.locator('.recent-trades__row').first()).toContainText(/\d/);
});

test('the price step groups the book\'s levels to its multiples and is remembered for the market', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  const step = page.getByTestId('book-grouping');
  await expect(step).toHaveValue('0.01');
  await expect(step.locator('option')).toHaveText(['0.01', '0.1', '1', '10']);
  await step.selectOption('10');
  const prices = () => page.locator('[data-testid="order-book"] .order-book__mirror [data-price]:not(.order-book__last)')
    .evaluateAll((elements) => elements.map((e) => (e as HTMLElement).dataset.price ?? ''));
  await expect.poll(async () => {
    const all = await prices();
    return all.length > 0 && all.every((price) => Number.isInteger(Number(price) / 10));
  }).toBe(true);
  await expect.poll(() => paintedPixels(page, '.order-book__canvas')).toBeGreaterThan(500);

  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('book-grouping')).toHaveValue('10');
  await expect.poll(async () => {
    const all = await prices();
    return all.length > 0 && all.every((price) => Number.isInteger(Number(price) / 10));
  }).toBe(true);
  // Another market keeps its own step: the tick until one is chosen.
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  await expect(page.getByTestId('book-grouping')).toHaveValue(/^0\.0*1$/);
});
