// The trading screen's layout as a user sees it, measured in the browser: what a desktop's first
// screen holds, that no label is cut or pushed off a phone's screen in any language, what a phone's
// first screen shows, where toasts and the consent sheet go, and the coin badges' and book's labels.
import { type Browser, type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics, signIn } from '../support/auth';

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Where an element is on the screen, read in one step: book and trade rows are replaced many times a second. */
/** The rows a canvas board painted (a side of the book, or trades). */
const paintedRows = async (page: Page, selector: string) => Number(await page.locator(selector).first().getAttribute('data-rows'));
const BOOK_ROW = 24;
const TRADE_ROW = 20;

const boxOf = async (page: Page, selector: string) => {
  await expect(page.locator(selector).first()).toBeVisible();
  return page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) throw new Error(`${s} is not on the page`);
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, selector);
};

async function enterDemo(page: Page) {
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
}

async function signedInContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  await declineAnalytics(context);
  const page = await context.newPage();
  await signIn(page, TRADER);
  return { context, page };
}

test('desktop: the chart, book, trades, form and an open position share the first screen at 1440x900 and 1280x720', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signedInContext(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/futures/usdt/XRPUSDT');
  await waitForApp(page);
  await enterDemo(page);
  await page.goto('/futures/usdt/XRPUSDT');
  const form = page.getByTestId('order-form');
  await form.getByRole('button', { name: 'Market', exact: true }).click();
  await form.getByLabel('Amount', { exact: true }).fill('10');
  await page.getByTestId('order-submit').click();
  await page.getByRole('dialog').getByTestId('order-confirm').click();
  const close = page.getByTestId('close-XRPUSDT:long');
  await expect(close).toBeVisible();

  for (const [width, height] of [[1440, 900], [1280, 720]] as const) {
    for (const locale of ['/en', '/ar', '/de', '/vi']) {
      await page.setViewportSize({ width, height });
      await page.goto(`${locale}/futures/usdt/XRPUSDT`);
      await waitForApp(page);
      await expect(close).toBeVisible();
      // The book and the trades are painted on canvases: their boards say how many rows they painted.
      await expect.poll(() => paintedRows(page, '.order-book__board')).toBeGreaterThan(0);
      await expect.poll(() => paintedRows(page, '.recent-trades__board')).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const where = `${width}x${height}${locale}`;
      // The position's Close button, the form's submit and the latest trades, without scrolling; on
      // a 720 px laptop in demo mode, in a language whose market figures take two lines, the tables' tabs.
      const short = height < 800 && locale !== '/en';
      // (The futures form of a held position, with its leverage note, is taller than a 720 px screen in demo mode: its sides show.)
      const shown = [height < 800 ? '.order-form__side--buy' : '[data-testid="order-submit"]',
        short ? '[data-testid="account-tab-positions"]' : '[data-testid="close-XRPUSDT:long"]'];
      for (const selector of shown) {
        const box = await boxOf(page, selector);
        expect(box.y + box.height, `${selector} at ${where}`).toBeLessThanOrEqual(height);
      }
      // The latest trade and the book's first row, painted at the top of their boards.
      expect((await boxOf(page, '.recent-trades__board')).y + TRADE_ROW, `the latest trade at ${where}`).toBeLessThanOrEqual(height);
      expect((await boxOf(page, '.order-book__board')).y + BOOK_ROW, `the book's first row at ${where}`).toBeLessThanOrEqual(height);
      // The chart is a chart, not a strip above blank space: it fills the rows of the book and the trades beside it.
      const chart = await boxOf(page, '[data-testid="chart"]');
      const chartPanel = await boxOf(page, '.panel--chart');
      const bookPanel = await boxOf(page, '.panel--book');
      const tradesPanel = await boxOf(page, '.panel--trades');
      expect(chart.height, where).toBeGreaterThanOrEqual(height < 800 ? (short ? 150 : 200) : 300);
      expect(Math.abs(chartPanel.y - bookPanel.y), where).toBeLessThanOrEqual(2);
      expect(Math.abs(chartPanel.y + chartPanel.height - (tradesPanel.y + tradesPanel.height)), where).toBeLessThanOrEqual(2);
      expect(await paintedRows(page, '.order-book__board'), where).toBeGreaterThanOrEqual(height < 800 ? 2 : 4);
      // Whole trades only.
      const trades = await boxOf(page, '.trade__trades');
      const tradesBoard = await boxOf(page, '.recent-trades__board');
      expect(tradesBoard.y + (await paintedRows(page, '.recent-trades__board')) * TRADE_ROW, where).toBeLessThanOrEqual(trades.y + trades.height + 1);
      // The book shows whole rows only: none is cut by its box (but at its fewest rows, on a 720 px
      // screen in demo mode with two lines of market figures, the last one may be).
      // The positions table stays inside its panel: its Close button never spills over the form.
      const orders = await boxOf(page, '.panel--orders');
      const closeBox = await boxOf(page, '[data-testid="close-XRPUSDT:long"]');
      expect(closeBox.x, `Close inside the positions panel at ${where}`).toBeGreaterThanOrEqual(orders.x - 1);
      expect(closeBox.x + closeBox.width, `Close inside the positions panel at ${where}`).toBeLessThanOrEqual(orders.x + orders.width + 1);
      const book = await boxOf(page, '.trade__book');
      const bookBoard = await boxOf(page, '.order-book__board');
      // Both sides' painted rows and the last-price line between them.
      const paintedBottom = bookBoard.y + 2 * (await paintedRows(page, '.order-book__board')) * BOOK_ROW + await page.locator('.order-book__board')
        .evaluate((e) => Number.parseFloat(getComputedStyle(e).getPropertyValue('--book-mid-height')));
      if (!short) expect(paintedBottom, where).toBeLessThanOrEqual(book.y + book.height + 1);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/futures/usdt/XRPUSDT');
  await close.click();
  await page.getByTestId('close-position-confirm').click();
  await expect(close).toHaveCount(0);
  await context.close();
});

const LANGUAGES = ['de', 'vi', 'th', 'ru', 'ar', 'fr', 'es', 'pt', 'id', 'tr', 'uk', 'pl', 'it', 'ja', 'zh-CN', 'zh-TW', 'uz', 'ph', 'pt-PT', 'es-ES', 'en'];

/** Every text-bearing element of the trading screen's tabs, intervals, ticker and account tabs that is cut or off screen. */
const cutTexts = (page: Page) => page.evaluate(() => {
  const selectors = ['.trade__tabs [role="tab"]', '.chart-intervals__label', '.ticker-bar dt', '.ticker-bar dd', '.ticker-bar__price > span', '.symbol-picker__open',
    '.acct-tabs__tab', '.trade__bar button', '.order-book__head > span'];
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const style = getComputedStyle(element);
    const text = element.textContent?.trim() ?? '';
    if (element.scrollWidth > element.clientWidth + 1) found.push(`${text}: scrollWidth ${element.scrollWidth} > ${element.clientWidth}`);
    if (box.left < -1 || box.right > width + 1) found.push(`${text}: off screen at ${Math.round(box.left)}..${Math.round(box.right)}`);
    if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth) found.push(`${text}: ellipsis`);
  }
  return found;
});

test('360 px: no tab, interval, ticker figure or account tab is cut or pushed off screen in twenty-one languages', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await signedInContext(browser, PHONE);
  for (const locale of LANGUAGES) {
    await page.goto(`/${locale}/futures/usdt/BTCUSDT`);
    await waitForApp(page);
    await expect(page.locator('.chart-intervals__label').first()).toBeVisible();
    await expect(page.locator('.ticker-bar__last')).not.toHaveText('—');
    expect(await cutTexts(page), `${locale}, chart tab`).toEqual([]);
    await page.locator('#trade-tab-book').click();
    await expect.poll(() => paintedRows(page, '.order-book__board')).toBeGreaterThan(0);
    expect(await cutTexts(page), `${locale}, book tab`).toEqual([]);
    await page.locator('#trade-tab-orders').click();
    await expect(page.getByTestId('account-tab-history')).toBeVisible();
    expect(await cutTexts(page), `${locale}, orders tab`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(360);
  }
  // A language 40 % longer than German: the labels of the tabs, intervals, figures and the Buy and
  // Sell bar lengthened in place still wrap rather than being cut.
  await page.goto('/de/futures/usdt/BTCUSDT');
  await waitForApp(page);
  await expect(page.locator('.chart-intervals__label').first()).toBeVisible();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.trade__tabs [role="tab"], .chart-intervals__label, .ticker-bar dt, .trade__bar button')) {
      const text = element.textContent ?? '';
      element.textContent = text + text.slice(0, Math.ceil(text.length * 0.4));
    }
  });
  expect(await cutTexts(page), 'German + 40 %').toEqual([]);
  await context.close();
});

test('phone: the first screen shows the price, the chart and Buy and Sell, which open the form on that side', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, PHONE);
  for (const locale of ['/en', '/de', '/ar']) {
    await page.goto(`${locale}/spot/BTCUSDT`);
    await waitForApp(page);
    const height = 740;
    const price = await boxOf(page, '.ticker-bar__last');
    expect(price.y + price.height).toBeLessThanOrEqual(height / 3);
    const panel = await boxOf(page, '.panel--chart');
    expect(panel.y, `chart top${locale}`).toBeLessThan(height / 2);
    const stage = await boxOf(page, '[data-testid="chart"]');
    const bar = await boxOf(page, '[data-testid="trade-bar"]');
    expect(bar.y + bar.height).toBeLessThanOrEqual(height);
    // Most of the chart shows above the bar.
    expect(bar.y - stage.y, `chart shown${locale}`).toBeGreaterThanOrEqual(200);
  }
  await page.goto('/en/spot/BTCUSDT');
  await waitForApp(page);
  await page.locator('#trade-tab-book').click();
  await expect(page.getByTestId('trade-bar')).toBeVisible();
  await page.getByTestId('trade-bar-sell').click();
  await expect(page.locator('#trade-tab-form')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.order-form__side--sell')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('order-submit')).toHaveText(/Sell/);
  await page.locator('#trade-tab-chart').click();
  await page.getByTestId('trade-bar-buy').click();
  await expect(page.locator('.order-form__side--buy')).toHaveAttribute('aria-pressed', 'true');
  // The header scrolls away rather than holding a sixth of the screen.
  expect(await page.locator('header.header').evaluate((e) => getComputedStyle(e).position)).not.toMatch(/sticky|fixed/);
  await context.close();
});

test('desktop: the consent question floats at the bottom and moves nothing on the page when it comes or goes', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/research');
  await waitForApp(page);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  const card = await boxOf(page, '[data-testid="consent-banner"]');
  expect(card.y + card.height).toBeGreaterThan(900 - 24);
  const heading = page.getByRole('heading', { level: 1 });
  const shown = await heading.boundingBox();
  await banner.getByRole('button').first().click();
  await expect(banner).toHaveCount(0);
  expect((await heading.boundingBox())?.y).toBe(shown?.y);
  await context.close();
});

test('phone: the consent question is a compact sheet at the bottom, the price and the chart usable above it', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  const sheet = await boxOf(page, '[data-testid="consent-banner"]');
  expect(sheet.height).toBeLessThanOrEqual(740 * 0.4);
  expect(sheet.y + sheet.height).toBeGreaterThan(740 - 16);
  const price = await boxOf(page, '.ticker-bar__last');
  expect(price.y + price.height).toBeLessThan(sheet.y);
  const stage = await boxOf(page, '[data-testid="chart"]');
  expect(stage.y).toBeLessThan(sheet.y - 100);
  // The page scrolls far enough to bring its end out from under the sheet.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const attribution = await boxOf(page, '.chart-panel__attribution');
  expect(attribution.y + attribution.height).toBeLessThanOrEqual((await boxOf(page, '[data-testid="consent-banner"]')).y);
  await banner.getByRole('button').first().click();
  await expect(banner).toHaveCount(0);
  await context.close();
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [name, options] of [['phone', PHONE], ['desktop', { viewport: { width: 1280, height: 720 } }]] as const) {
  test(`${name}: the toast of a new order covers neither its Cancel nor the other controls of the trading screen`, async ({ browser }) => {
    const { context, page } = await signedInContext(browser, options);
    await page.goto('/spot/XRPUSDT');
    await waitForApp(page);
    await enterDemo(page);
    await page.goto('/spot/XRPUSDT');
    if (name === 'phone') await page.locator('#trade-tab-form').click();
    const form = page.getByTestId('order-form');
    await form.getByLabel('Price (USDT)').fill('0.45');
    await form.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByTestId('order-submit').click();
    await page.getByRole('dialog').getByTestId('order-confirm').click();
    if (name === 'phone') await page.locator('#trade-tab-orders').click();
    await page.getByTestId('account-tab-openOrders').click();
    const cancel = page.locator('[data-testid^="cancel-"]').first();
    await expect(cancel).toBeVisible();
    await cancel.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('toast').first()).toBeVisible();
    const controls = await page.locator('[data-testid="trade-screen"]').locator('button:visible, a:visible, input:visible, select:visible')
      .evaluateAll((elements) => elements.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent?.trim() ?? '' };
      }));
    for (const toast of await page.getByTestId('toast').all()) {
      const box = await toast.boundingBox();
      if (!box) continue;
      const covered = controls.filter((c) => c.width > 0 && overlaps(box, c)).map((c) => c.text);
      expect(covered, 'controls under a toast').toEqual([]);
    }
    await cancel.click();
    await expect(page.locator('[data-testid^="cancel-"]')).toHaveCount(0);
    await context.close();
  });
}

test('coin badges hold four letters inside their circle, and the book names its columns\' units', async ({ page }) => {
  await declineAnalytics(page.context());
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await expect(page.locator('.order-book__head')).toContainText('Total (BTC)');
  await expect(page.locator('.order-book__head')).toContainText('Amount (BTC)');
  await expect(page.locator('.order-book__head')).toContainText('Price (USDT)');
  const src = await page.locator('img.coin-icon').first().getAttribute('src');
  expect(src).toBeTruthy();
  for (const coin of ['DOGE', 'LUNA', 'WWWW', 'BTC']) {
    await page.goto(String(src).replace(/coins\/[A-Za-z0-9]+\.svg/, `coins/${coin}.svg`));
    const fits = await page.evaluate(() => {
      const text = document.querySelector('text');
      const circle = document.querySelector('circle');
      if (!text || !circle) return false;
      const t = text.getBBox();
      const r = Number(circle.getAttribute('r'));
      const [cx, cy] = [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))];
      // Every corner of the text's box inside the circle.
      return [[t.x, t.y], [t.x + t.width, t.y], [t.x, t.y + t.height], [t.x + t.width, t.y + t.height]]
        .every(([x = 0, y = 0]) => Math.hypot(x - cx, y - cy) <= r);
    });
    expect(fits, coin).toBe(true);
  }
});
