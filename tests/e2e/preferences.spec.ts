import { type Page, expect, test } from '@playwright/test';
import { htmlAttributes, openPreferences, waitForApp, waitForServiceWorker } from '../support/app';
import { logMark, logSince } from '../support/gateway';

const storageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

test('a change shows at once, survives a reload, and reaches another open tab', async ({ page, context }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  const other = await context.newPage();
  await other.goto('/futures/usdt/BTCUSDT');
  await waitForApp(other);

  const dialog = await openPreferences(page);
  await dialog.getByLabel('Dark').check();
  await expect.poll(async () => (await htmlAttributes(page)).theme).toBe('dark');
  await dialog.getByLabel('Left').check();
  await dialog.getByLabel('Display currency').selectOption('EUR');
  await dialog.getByLabel('Show asset balances').uncheck();
  await dialog.locator('select[name="language"]').selectOption('fr');
  await expect.poll(async () => (await htmlAttributes(page)).lang).toBe('fr');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('trade-grid')).toHaveAttribute('data-layout', 'left');

  // The other tab follows without a reload.
  await expect.poll(async () => (await htmlAttributes(other)).theme).toBe('dark');
  await expect.poll(async () => (await htmlAttributes(other)).lang).toBe('fr');
  await expect(other.getByTestId('trade-grid')).toHaveAttribute('data-layout', 'left');

  // Storage holds what section 3 names, and the cookie lasts a year.
  const stored = await storageOf(page);
  expect(stored).toMatchObject({ theme: '"black"', layout: '"left"', unit: '"EUR"', showAsset: 'false', locale: '"fr"', dir: '"ltr"', global_theme: '"black"', global_layout: '"left"', fiatName: '"EUR"' });
  const cookie = (await context.cookies()).find((c) => c.name === 'exchange_pref');
  expect(cookie && JSON.parse(decodeURIComponent(cookie.value))).toMatchObject({ language: 'fr', theme: 'black', unit: 'EUR', showAsset: false, layout: 'left' });
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

  await page.reload();
  await waitForApp(page);
  expect(await htmlAttributes(page)).toMatchObject({ theme: 'dark', lang: 'fr' });
  await expect(page.getByTestId('trade-grid')).toHaveAttribute('data-layout', 'left');
  const reopened = await openPreferences(page);
  await expect(reopened.getByLabel('Afficher les soldes des actifs').or(reopened.locator('input[name="showAsset"]'))).not.toBeChecked();
  await expect(reopened.locator('select[name="currency"]')).toHaveValue('EUR');
});

test('changing language on a localised address moves to that locale', async ({ page }) => {
  await page.goto('/ja/futures/usdt/ETHUSDT');
  const dialog = await openPreferences(page);
  await dialog.locator('select[name="language"]').selectOption('ar');
  await expect(page).toHaveURL(/\/ar\/futures\/usdt\/ETHUSDT$/);
  await expect.poll(async () => await htmlAttributes(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
  // A language without a route locale leaves the address without one.
  await dialog.locator('select[name="language"]').selectOption('nl');
  await expect(page).toHaveURL(/\/futures\/usdt\/ETHUSDT$/);
  await expect.poll(async () => (await htmlAttributes(page)).lang).toBe('nl');
});

const hostile: Record<string, string> = {
  locale: '{"__proto__":{"x":1}}',
  theme: '"<img src=x onerror=alert(1)>"',
  layout: 'null',
  unit: '"BTC"',
  showAsset: '"yes"',
  valuationUnit: '"1e999"',
  global_locale: 'x'.repeat(200_000),
  kline_interval: '{"a":',
  base_trade_unit: '7',
  simulated_trading: '"maybe"',
};

test('hostile stored values fall back to the defaults and the app starts', async ({ page, context }) => {
  await context.addCookies([{ name: 'exchange_pref', value: encodeURIComponent('{"language":"xx","theme":'), url: test.info().project.use.baseURL ?? '' }]);
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, hostile);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  expect(await htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr', theme: 'standard', mode: 'real' });
  await expect(page.getByTestId('trade-grid')).toHaveAttribute('data-layout', 'right');
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the app starts when the browser refuses local storage', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  const dialog = await openPreferences(page);
  await dialog.getByLabel('Dark').check();
  await expect.poll(async () => (await htmlAttributes(page)).theme).toBe('dark');
  expect(errors).toEqual([]);
});

test('analytics consent given in the banner can be withdrawn in the preferences, and then nothing is sent', async ({ page, context }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await page.getByRole('region', { name: 'Usage analytics' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  const consent = async () => (await context.cookies()).find((c) => c.name === 'exchange_consent')?.value;
  expect(await consent()).toBe('granted');

  const dialog = await openPreferences(page);
  const box = dialog.locator('input[name="analytics"]');
  await expect(box).toBeChecked();
  await box.uncheck();
  expect(await consent()).toBe('denied');
  await page.keyboard.press('Escape');

  const terminalCode = await page.evaluate(() => JSON.parse(localStorage.getItem('terminalCode') ?? '""') as string);
  const mark = logMark();
  await page.getByRole('navigation').getByRole('link', { name: 'Futures' }).click();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await page.waitForTimeout(1500);
  expect(logSince(mark, (r) => r.path === '/v1/buried/log/info' && r.headers.terminalcode === terminalCode)).toEqual([]);
});

test('the preferences link the third-party notices, which open as text with the chart library\'s attribution', async ({ page, context }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await waitForServiceWorker(page);
  const dialog = await openPreferences(page);
  const [notices] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Third-party notices' }).click()]);
  await notices.waitForLoadState();
  await expect(notices.locator('body')).toContainText('TradingView Lightweight Charts™');
});

test('Escape pressed before the preferences dialog has loaded means never mind: it does not pop up afterwards', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/PreferencesDialog-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await page.getByTestId('preferences-button').click();
  await page.keyboard.press('Escape');
  const arrived = page.waitForEvent('requestfinished', (request) => /PreferencesDialog-/.test(request.url()));
  release();
  await arrived;
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toBeHidden();
  // The gear still opens it.
  await openPreferences(page);
});
