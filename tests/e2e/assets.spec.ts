// The asset pages against the real gateway, service worker on: the seeded real balances valued in
// the display currency, hidden behind asterisks, the demo account with its transfer and reset
// (checked on screen, in the request log and in the gateway's own answers), the margin page's
// cross account, and phone screenshots in English light and Arabic dark.
import { type Page, type Response, expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { declineAnalytics, fillLoginForm, registerFreshUser, signIn } from '../support/auth';
import { baseUrl, byDevice, control, logMark, logSince } from '../support/gateway';

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const PASSWORD = 'Assets2024pass';
const OVERVIEW = '/v1/user/overview/asset/overview';
const TRANSFER = '/v1/user/overview/asset/transfer';
const RESET = '/v1/user/overview/demo/reset';

const screenshotPath = (name: string) => resolve(import.meta.dirname, '../../test-results/screens', `${name}.png`);

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

async function openAssets(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  // A page that loaded while the worker was activating can miss its claim and stay uncontrolled:
  // one reload brings it under the worker, as a returning user's page always is.
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await waitForApp(page);
  }
  await waitForServiceWorker(page);
  await expect(page.getByTestId('asset-content')).toBeVisible();
  await expect(page.getByTestId('assets-loading')).toHaveCount(0);
}

async function useDemoMode(page: Page) {
  await page.evaluate(() => localStorage.setItem('simulated_trading', '1'));
}

const row = (page: Page, asset: string) => page.getByTestId(`spot-row-${asset}`);

async function usdtPrice(page: Page, base: string): Promise<number> {
  const answer = await (await page.request.get(`${baseUrl()}/v1/mix/market/tickers?market=spot`)).json() as { data: { tickers: Array<{ symbol: string; last: string }> } };
  return Number(answer.data.tickers.find((t) => t.symbol === `${base}USDT`)?.last);
}

/** What the gateway answered to one of the page's calls. */
async function gatewayData(response: Response): Promise<unknown> {
  const envelope = await response.json() as { code: string; data: unknown };
  expect(envelope.code).toBe('00000');
  return envelope.data;
}

const numberIn = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('signed out, the page asks for a login that comes back to it', async ({ page }) => {
  await page.goto('/asset/spot');
  await waitForApp(page);
  await expect(page.getByTestId('assets-signed-out')).toBeVisible();
  await page.getByTestId('assets-signed-out').getByTestId('prompt-login').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fasset%2Fspot$/);
  await fillLoginForm(page, TRADER);
  await expect(page).toHaveURL(/\/asset\/spot$/);
  await expect(row(page, 'USDT')).toBeVisible();
});

test('the trader sees the seeded real balances, valued in the display currency (USD for English)', async ({ page }) => {
  await signIn(page, TRADER);
  await openAssets(page, '/asset/spot');
  await expect(page.getByTestId('asset-tab-spot')).toHaveAttribute('aria-current', 'page');

  await expect(row(page, 'USDT').getByTestId('available')).toHaveText('2,500.00');
  await expect(row(page, 'BTC').getByTestId('available')).toHaveText('0.02');
  await expect(row(page, 'ETH').getByTestId('available')).toHaveText('0.50');
  await expect(row(page, 'USDT').getByTestId('locked')).toHaveText('0.00');
  // USDT_USD is 1.0002 at the reference gateway.
  await expect(row(page, 'USDT').getByTestId('value')).toHaveText('$2,500.50');
  const btcValue = numberIn(await row(page, 'BTC').getByTestId('value').innerText());
  expect(btcValue / (0.02 * (await usdtPrice(page, 'BTC')) * 1.0002)).toBeCloseTo(1, 2);

  await page.getByTestId('asset-tab-futures').click();
  await expect(page).toHaveURL(/\/asset\/futures$/);
  await expect(page.getByTestId('futures-balance')).toHaveText('1,000.00 USDT');
  await expect(page.getByTestId('futures-equity')).toHaveText('1,000.00 USDT');
  await expect(page.getByTestId('futures-total')).toHaveText('$1,000.20');

  await page.getByTestId('asset-tab-overview').click();
  await expect(page).toHaveURL(/\/asset$/);
  const expected = 2500 + 0.02 * (await usdtPrice(page, 'BTC')) + 0.5 * (await usdtPrice(page, 'ETH')) + 1000;
  const totalUsdt = numberIn(await page.getByTestId('assets-total-usdt').innerText());
  expect(totalUsdt / expected).toBeCloseTo(1, 2);
  expect(numberIn(await page.getByTestId('assets-total').innerText()) / (totalUsdt * 1.0002)).toBeCloseTo(1, 3);
  await expect(page.getByTestId('assets-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('wallet-value-futures')).toHaveText('$1,000.20');
});

test('with show-assets off every amount is asterisks and no digit of a balance is on the page', async ({ page }) => {
  await signIn(page, TRADER);
  await openAssets(page, '/asset');
  await expect(page.getByTestId('assets-total')).toHaveText(/\d/);

  await page.getByTestId('assets-visibility').click();
  await expect(page.getByTestId('assets-visibility')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('asset-content')).not.toContainText(/\d/);
  await expect(page.getByTestId('assets-total')).toContainText('****');
  expect(await page.evaluate(() => localStorage.getItem('showAsset'))).toBe('false');

  // The choice is a preference: it holds on the other pages and after a reload.
  await openAssets(page, '/asset/spot');
  await expect(row(page, 'BTC')).toBeVisible();
  await expect(page.getByTestId('asset-content')).not.toContainText(/\d/);
  await page.getByTestId('asset-tab-futures').click();
  await expect(page.getByTestId('futures-equity')).toContainText('****');
  await expect(page.getByTestId('asset-content')).not.toContainText(/\d/);

  await page.getByTestId('assets-visibility').click();
  await expect(page.getByTestId('futures-equity')).toHaveText('1,000.00 USDT');
});

test('demo mode shows the demo account; a transfer moves USDT spot→futures, and the reset gives the starting balances back', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  await registerFreshUser(page, 'assets', PASSWORD);
  await useDemoMode(page);
  await openAssets(page, '/asset/spot');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(row(page, 'USDT').getByTestId('available')).toHaveText('100,000.00');
  await expect(row(page, 'BTC').getByTestId('available')).toHaveText('1.00');
  // A second tab on the futures page learns of the transfer from the socket, without a reload.
  const other = await page.context().newPage();
  await openAssets(other, '/asset/futures');
  await expect(other.getByTestId('futures-balance')).toHaveText('100,000.00 USDT');
  await other.evaluate(() => {
    const w = window as unknown as { before: boolean; woken: number };
    w.before = true;
    w.woken = 0;
    addEventListener('focus', () => (w.woken += 1));
    document.addEventListener('visibilitychange', () => (w.woken += 1));
  });
  await page.bringToFront();

  // The form checks the amount before anything is sent. Transfers are counted by this browser's
  // terminal code: other workers (the API-key e2e's bot) call the same path meanwhile.
  const mark = logMark();
  await page.getByTestId('transfer-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('transfer-from')).toHaveText('Spot wallet');
  await expect(dialog.getByTestId('transfer-to')).toHaveText('Futures wallet');
  await dialog.getByTestId('transfer-amount').fill('12.5.1');
  await expect(dialog.getByTestId('transfer-amount')).toHaveValue('');
  await dialog.getByTestId('transfer-submit').click();
  await expect(dialog.getByTestId('transfer-problem')).toHaveText('Enter an amount.');
  await dialog.getByTestId('transfer-amount').fill('100000.01');
  await expect(dialog.getByTestId('transfer-problem')).toHaveText('That is more than the 100,000.00 USDT available.');
  await dialog.getByTestId('transfer-max').click();
  await expect(dialog.getByTestId('transfer-amount')).toHaveValue('100000.00');
  await expect(dialog.getByTestId('transfer-problem')).toHaveCount(0);
  expect(logSince(mark, byDevice(terminalCode, TRANSFER))).toHaveLength(0);

  // A refusal from the gateway is shown in the dialog.
  await control('faults', { path: TRANSFER, terminalCode, code: '30006', msg: 'Not enough USDT in the spot wallet', times: 1 });
  await dialog.getByTestId('transfer-amount').fill('250.5');
  await dialog.getByTestId('transfer-submit').click();
  await expect(dialog.getByTestId('transfer-error')).toHaveText('Not enough USDT available in that wallet.');

  const transferAnswer = page.waitForResponse((r) => r.url().includes(TRANSFER));
  await dialog.getByTestId('transfer-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transfer-done')).toHaveText('250.50 USDT moved from Spot wallet to Futures wallet.');
  await expect(row(page, 'USDT').getByTestId('available')).toHaveText('99,749.50');
  const transfers = logSince(mark, byDevice(terminalCode, TRANSFER));
  expect(transfers).toHaveLength(2);
  expect(transfers[1]?.body).toMatchObject({ from: 'spot', to: 'futures', asset: 'USDT', amount: '250.5' });
  expect(transfers[1]?.headers.paptrading).toBe('1');
  expect(await gatewayData(await transferAnswer)).toMatchObject({
    spot: expect.arrayContaining([{ asset: 'USDT', available: '99749.50000000', locked: '0.00000000' }]),
    futures: [{ asset: 'USDT', available: '100250.50000000', locked: '0.00000000' }],
  });
  await page.getByTestId('asset-tab-futures').click();
  await expect(page.getByTestId('futures-balance')).toHaveText('100,250.50 USDT');
  await expect(other.getByTestId('futures-balance')).toHaveText('100,250.50 USDT');
  // Same document, and never focused or shown again: the balances message did it.
  expect(await other.evaluate(() => {
    const w = window as unknown as { before?: boolean; woken: number };
    return [w.before, w.woken];
  })).toEqual([true, 0]);
  await other.close();

  // The reset asks first, then gives the demo account its starting balances back.
  await page.getByTestId('demo-reset').click();
  await expect(page.getByRole('dialog')).toContainText('Reset the demo account?');
  const resetAnswer = page.waitForResponse((r) => r.url().includes(RESET));
  await page.getByTestId('demo-reset-confirm').click();
  const reset = await gatewayData(await resetAnswer) as { spot: unknown[]; futures: unknown[] };
  expect(reset.spot).toEqual(expect.arrayContaining([
    { asset: 'USDT', available: '100000.00000000', locked: '0.00000000' },
    { asset: 'BTC', available: '1.00000000', locked: '0.00000000' },
  ]));
  expect(reset.futures).toEqual([{ asset: 'USDT', available: '100000.00000000', locked: '0.00000000' }]);
  await expect(page.getByTestId('futures-balance')).toHaveText('100,000.00 USDT');
  const resets = logSince(mark, byDevice(terminalCode, RESET));
  expect(resets).toHaveLength(1);
  expect(resets[0]?.headers.paptrading).toBe('1');

  // The real account of a new user was never touched: it is still empty.
  await page.evaluate(() => localStorage.removeItem('simulated_trading'));
  await openAssets(page, '/asset/spot');
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await expect(page.getByTestId('spot-empty')).toBeVisible();
  await expect(page.getByTestId('demo-reset')).toHaveCount(0);
});

test('in German the amount is typed with a decimal comma', async ({ page }) => {
  await signIn(page, { ...TRADER, path: '/de/login' });
  await openAssets(page, '/de/asset/spot');
  await expect(row(page, 'USDT').getByTestId('available')).toHaveText('2.500,00');
  await page.getByTestId('transfer-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('transfer-max').click();
  await expect(dialog.getByTestId('transfer-amount')).toHaveValue('2500,00');
  await dialog.getByTestId('transfer-amount').fill('2500,01');
  await expect(dialog.getByTestId('transfer-problem')).toHaveText('Das ist mehr als die verfügbaren 2.500,00 USDT.');
  await dialog.getByTestId('transfer-amount').fill('12,5');
  await expect(dialog.getByTestId('transfer-problem')).toHaveCount(0);
  await dialog.getByTestId('transfer-amount').fill('12,123456789');
  await expect(dialog.getByTestId('transfer-amount')).toHaveValue('12,5');
});

test('a failed load says so and retries', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  await signIn(page, TRADER);
  await control('faults', { path: OVERVIEW, terminalCode, status: 503, times: 1 });
  await page.goto('/asset');
  await waitForApp(page);
  await expect(page.getByTestId('assets-failed')).toBeVisible();
  await page.getByTestId('assets-failed').getByRole('button').click();
  await expect(page.getByTestId('assets-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
});

test('the margin page shows the cross margin account, with no alert while nothing is owed, and leads to the margin pages', async ({ page }) => {
  await signIn(page, TRADER);
  await openAssets(page, '/asset/margin');
  const cross = page.getByTestId('margin-account-cross');
  await expect(cross).toContainText('Cross margin');
  await expect(cross.getByTestId('margin-level')).toHaveAttribute('data-risk', 'safe');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('asset-tab-margin')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('margin-view').getByRole('link', { name: 'Margin records' }).click();
  await expect(page).toHaveURL(/\/record\/margin$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  const looks: Array<[name: string, locale: string, theme: string]> = [['en-light', '', 'standard'], ['ar-dark', '/ar', 'dark']];

  for (const [name, locale, theme] of looks) {
    test(`360 px screenshots: ${name}`, async ({ page }) => {
      await signIn(page, { ...TRADER, path: `${locale}/login` });
      for (const view of ['overview', 'spot', 'futures', 'margin']) {
        await openAssets(page, `${locale}/asset${view === 'overview' ? '' : `/${view}`}?appTheme=${theme}`);
        await expect(page.getByTestId(/^(assets-total|spot-table|futures-equity|margin-account-cross)$/)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const tabs = await page.locator('.asset-tabs').evaluate((nav) => nav.scrollWidth - nav.clientWidth);
        expect(tabs, 'every tab fits on the screen').toBeLessThanOrEqual(0);
        await page.screenshot({ path: screenshotPath(`assets-${name}-${view}`), fullPage: true });
      }
      await page.getByTestId('asset-tab-overview').click();
      await page.getByTestId('transfer-open').click();
      await page.getByTestId('transfer-amount').fill('abc');
      await expect(page.getByTestId('input-refusal')).toBeVisible();
      await page.getByTestId('transfer-amount').fill('99999999');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-problem')).toBeVisible();
      const dialogOverflow = await page.getByRole('dialog').evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
      expect(dialogOverflow, 'the transfer dialog fits the screen').toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`assets-${name}-transfer`) });
      await page.keyboard.press('Escape');

      await page.getByTestId('assets-visibility').click();
      await expect(page.getByTestId('assets-total')).toContainText('****');
      await page.screenshot({ path: screenshotPath(`assets-${name}-hidden`) });
      await page.getByTestId('assets-visibility').click();

      // Only looked at: the trader's demo account is not changed here.
      await page.evaluate(() => localStorage.setItem('simulated_trading', '1'));
      await openAssets(page, `${locale}/asset?appTheme=${theme}`);
      await expect(page.getByTestId('demo-reset')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`assets-${name}-demo`), fullPage: true });
    });
  }
});
