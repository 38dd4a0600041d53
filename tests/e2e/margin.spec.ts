// Margin trading through the screens, service worker on, demo and real, each step checked on screen
// and at the gateway (test control's read-back of the margin accounts): a transfer into an isolated
// account, a borrow in the dialog that shows the maximum and the hourly rate, a market buy with
// auto-borrow, the price moved by test control until the warning shows and then the account is
// liquidated, and the records listing every step, filtered by kind and coin.
// DOTUSDT (demo) and LINKUSDT (real): no other spec moves those markets.
import { type Page, expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { resolve } from 'node:path';
import { pinTerminalCode, submitConfirmed, waitForApp } from '../support/app';
import { declineAnalytics, freshDemoTrader, signIn } from '../support/auth';
import { control } from '../support/gateway';

interface GatewayAsset { asset: string; available: string; borrowed: string; interest: string }
interface GatewayAccount { mode: string; symbol: string | null; assets: GatewayAsset[]; totalDebt: string; marginLevel: string | null; risk: string }
interface ReadBack { cross: GatewayAccount; isolated: GatewayAccount[]; loans: Array<{ asset: string; principal: string }> }
interface Ticker { symbol: string; last: string }

const GOOGLE = { loginName: 'google@openex.test', password: 'Google#2024', userId: '10000002' };

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});
test.use({ viewport: { width: 1440, height: 900 } });

const dialog = (page: Page) => page.getByRole('dialog');

const form = (page: Page) => page.getByTestId('order-form');
const num = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function readBack(userId: string, demo: boolean, symbol: string): Promise<GatewayAccount | undefined> {
  const answer = await control<ReadBack>(`margin/accounts?userId=${userId}&demo=${demo ? 1 : 0}`);
  return answer.isolated.find((a) => a.symbol === symbol);
}
const held = (account: GatewayAccount | undefined, asset: string) => account?.assets.find((a) => a.asset === asset);

async function lastPrice(page: Page, symbol: string): Promise<number> {
  const answer = await (await page.request.get(`/v1/mix/market/tickers?market=spot`)).json() as { data: { tickers: Ticker[] } };
  return Number(answer.data.tickers.find((t) => t.symbol === symbol)?.last);
}


async function realTrader(page: Page): Promise<string> {
  await signIn(page, {
    loginName: GOOGLE.loginName,
    password: GOOGLE.password,
    secondStep: async (p) => {
      const { code } = await control<{ code: string }>(`totp?loginName=${GOOGLE.loginName}`);
      await p.getByTestId('field-googleCode').fill(code);
      await p.getByTestId('verify-submit').click();
    },
  });
  return GOOGLE.userId;
}

/** The simulator stands still while a flow sets prices: a level between warning and liquidation is a few percent wide, a fresh gateway's catch-up moves more. */
async function withPricesHeld(flow: () => Promise<void>): Promise<void> {
  await control('markets/simulator', { paused: true });
  try {
    await flow();
  } finally {
    await control('markets/simulator', { paused: false });
  }
}

async function marginFlow(page: Page, userId: string, demo: boolean, symbol: string): Promise<void> {
  const base = symbol.replace(/USDT$/, '');
  const p0 = await lastPrice(page, symbol);
  await control('markets/price', { market: 'spot', symbol, price: p0 });

  // The header leads to the margin screen; the bare address picks a pair.
  await page.goto('/trade-margin');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/trade-margin\/BTCUSDT$/);
  await expect(page.getByRole('link', { name: 'Margin', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goto(`/trade-margin/${symbol}`);
  await waitForApp(page);
  await expect(page.getByTestId('margin-head')).toBeVisible();
  await page.getByTestId('margin-mode-isolated').click();
  await expect(page.getByTestId('margin-mode-isolated')).toHaveAttribute('aria-pressed', 'true');

  // Transfer in: a refused amount says why in the dialog and nothing moves.
  await page.getByTestId('margin-open-transfer').click();
  await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText(/USDT$/);
  await dialog(page).getByTestId('margin-action-amount').fill('99999999');
  await dialog(page).getByTestId('margin-action-submit').click();
  await expect(dialog(page).getByTestId('margin-action-problem')).toContainText('more than the maximum');
  await dialog(page).getByTestId('margin-action-amount').fill('100');
  await dialog(page).getByTestId('margin-action-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('margin-available-USDT')).toHaveText('100.00000000');
  expect(held(await readBack(userId, demo, symbol), 'USDT')?.available).toBe('100.00000000');

  // Borrow: the dialog shows the maximum (10x isolated: 9 × the equity) and the hourly rate.
  await page.getByTestId('margin-open-borrow').click();
  await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText('900.00 USDT');
  await expect(dialog(page).getByTestId('margin-action-rate')).toContainText('an hour');
  await dialog(page).getByTestId('margin-action-amount').fill('901');
  await dialog(page).getByTestId('margin-action-submit').click();
  await expect(dialog(page).getByTestId('margin-action-problem')).toBeVisible();
  await dialog(page).getByTestId('margin-action-amount').fill('50');
  await expect(dialog(page).getByTestId('margin-action-interest')).toContainText('USDT an hour');
  await dialog(page).getByTestId('margin-action-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('margin-borrowed-USDT')).toHaveText('50.00000000');
  await expect(page.getByTestId('margin-level')).toHaveAttribute('data-risk', 'safe');
  expect(held(await readBack(userId, demo, symbol), 'USDT')?.borrowed).toBe('50.00000000');

  // A market buy of about 280 USDT with auto-borrow: the gateway borrows what the 150 USDT lack.
  const amount = (280 / p0).toFixed(2);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByTestId('margin-effect-auto_borrow').check();
  await submitConfirmed(page);
  await expect.poll(async () => num(await page.getByTestId('margin-borrowed-USDT').innerText()), { timeout: 10_000 }).toBeGreaterThan(100);
  await expect(page.getByTestId(`margin-available-${base}`)).toHaveText(/^[1-9]/);
  const bought = await readBack(userId, demo, symbol);
  expect(num(await page.getByTestId('margin-borrowed-USDT').innerText())).toBe(Number(held(bought, 'USDT')?.borrowed));
  expect(num(await page.getByTestId(`margin-available-${base}`).innerText())).toBe(Number(held(bought, base)?.available));

  // The price falls until the level is under 1.3: the warning shows on the screen and the asset page.
  const coins = Number(held(bought, base)?.available);
  const cash = Number(held(bought, 'USDT')?.available);
  const debt = Number(bought?.totalDebt);
  const priceAt = (level: number) => (level * debt - cash) / coins;
  await control('markets/price', { market: 'spot', symbol, price: Number(priceAt(1.2).toFixed(3)) });
  const alert = page.getByTestId('margin-risk-alert');
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText(`Isolated margin ${symbol}`);
  await expect(page.getByTestId('margin-level')).toHaveAttribute('data-risk', 'warning');
  await page.screenshot({ path: resolve(import.meta.dirname, '../../test-results/screens', `margin-warning-${demo ? 'demo' : 'real'}.png`) });
  expect((await readBack(userId, demo, symbol))?.risk).toBe('warning');
  await page.getByTestId('margin-tab-loans').click();
  await expect(page.getByTestId('loan-USDT')).toBeVisible();

  // Away from the margin pages the warning follows the trader while the debt lasts.
  await page.goto(`/spot/${symbol}`);
  await waitForApp(page);
  await expect(page.getByTestId('margin-risk-alert')).toBeVisible({ timeout: 10_000 });

  await page.goto('/asset/margin');
  await waitForApp(page);
  await expect(page.getByTestId('margin-risk-alert')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId(`margin-account-${symbol}`).getByTestId('margin-level')).toHaveAttribute('data-risk', 'warning');

  // Further down, at or under 1.1, the gateway liquidates: a notice says so, and nothing is owed.
  await control('markets/price', { market: 'spot', symbol, price: Number(priceAt(1.0).toFixed(3)) });
  const liquidated = page.getByTestId('margin-liquidated');
  await expect(liquidated).toBeVisible({ timeout: 15_000 });
  await expect(liquidated).toContainText(`Isolated margin ${symbol} was liquidated`);
  await expect(page.getByTestId('margin-risk-alert')).toHaveCount(0);
  await page.screenshot({ path: resolve(import.meta.dirname, '../../test-results/screens', `margin-liquidated-${demo ? 'demo' : 'real'}.png`) });
  const after = await readBack(userId, demo, symbol);
  expect(after?.totalDebt).toBe('0.00000000');
  await expect(page.getByTestId(`margin-account-${symbol}`).getByTestId('margin-borrowed-USDT')).toHaveCount(0);

  // The records show each step; filters by kind and coin narrow them.
  await liquidated.getByRole('link').click();
  await expect(page).toHaveURL(/\/record\/margin$/);
  const kinds = page.getByTestId('margin-records').getByTestId('record-kind');
  await expect(kinds.first()).toHaveText('Liquidation');
  for (const kind of ['Transfer in', 'Borrow', 'Interest', 'Liquidation']) await expect(kinds.filter({ hasText: new RegExp(`^${kind}$`) }).first()).toBeVisible();
  await page.getByTestId('records-kind').selectOption('borrow');
  await expect(kinds).toHaveText(['Borrow', 'Borrow']);
  await page.getByTestId('records-kind').selectOption('');
  // Every step moved USDT (the liquidation sold the coin to repay USDT): the coin's own filter finds nothing.
  await page.getByTestId('records-asset').selectOption(base);
  await expect(page.getByTestId('margin-records')).toContainText('No records match.');
  await page.getByTestId('records-asset').selectOption('USDT');
  const assets = page.getByTestId('margin-records').getByTestId('record-asset');
  await expect(assets.first()).toHaveText('USDT');
  expect(new Set(await assets.allInnerTexts())).toEqual(new Set(['USDT']));
  await page.getByTestId('margin-liquidated-dismiss').click();
  await expect(page.getByTestId('margin-liquidated')).toHaveCount(0);

  // The orders page: no open loans are left.
  await page.goto('/order/marginOrderInfo');
  await waitForApp(page);
  await expect(page.getByTestId('margin-loans')).toContainText('No open loans.');
}

test('demo: transfer in, borrow, buy with auto-borrow, a warning, then a liquidation and its records', async ({ page }) => {
  test.setTimeout(120_000);
  const userId = await freshDemoTrader(page, 'margin');
  await withPricesHeld(() => marginFlow(page, userId, true, 'DOTUSDT'));
  await expect(page.getByTestId('demo-banner')).toBeVisible();
});

test('real: the same steps on the real account, apart from the demo one', async ({ page }) => {
  test.setTimeout(120_000);
  const userId = await realTrader(page);
  await withPricesHeld(() => marginFlow(page, userId, false, 'LINKUSDT'));
  expect(await readBack(userId, true, 'LINKUSDT')).toBeUndefined();
});

test('demo, cross: a margin order canceled, auto-repay from a sale, a refused transfer out in words, a full repay, an isolated account opened', async ({ page }) => {
  test.setTimeout(120_000);
  const userId = await freshDemoTrader(page, 'margin');
  const cross = async () => (await control<ReadBack>(`margin/accounts?userId=${userId}&demo=1`)).cross;
  const p0 = await lastPrice(page, 'LTCUSDT');
  await page.goto('/trade-margin/LTCUSDT');
  await waitForApp(page);
  await expect(page.getByTestId('margin-mode-cross')).toHaveAttribute('aria-pressed', 'true');
  for (const [opener, amount] of [['margin-open-transfer', '1000'], ['margin-open-borrow', '1000']] as const) {
    await page.getByTestId(opener).click();
    await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText(/USDT$/);
    await dialog(page).getByTestId('margin-action-amount').fill(amount);
    await dialog(page).getByTestId('margin-action-submit').click();
    await expect(dialog(page)).toBeHidden();
  }
  await expect(page.getByTestId('margin-borrowed-USDT')).toHaveText('1,000.00000000');

  // A resting limit buy on the margin account, listed and canceled on the orders page.
  await form(page).getByLabel('Price (USDT)').fill((Math.floor(p0 * 50) / 100).toFixed(2));
  await form(page).getByLabel('Amount', { exact: true }).fill('1');
  await submitConfirmed(page);
  await expect(page.getByTestId('margin-tab-orders')).toHaveText('Open orders (1)');
  expect(held(await cross(), 'USDT')?.available).not.toBe('2000.00000000');
  await page.goto('/order/marginOrderInfo');
  await waitForApp(page);
  await expect(page.getByTestId('margin-loans').getByTestId('loan-USDT')).toBeVisible();
  await page.getByTestId('margin-orders-page').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('margin-orders-page')).toContainText('No open orders');
  await expect.poll(async () => held(await cross(), 'USDT')?.available).toBe('2000.00000000');

  // Buy with borrowed USDT, then sell with auto-repay: what the sale returns pays the debt down.
  await page.goto('/trade-margin/LTCUSDT');
  await waitForApp(page);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('2');
  await page.getByTestId('margin-effect-normal').check();
  await submitConfirmed(page);
  await expect(page.getByTestId('margin-available-LTC')).toHaveText(/^1\.99/);
  await form(page).getByRole('button', { name: 'Sell', exact: true }).click();
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('1.99');
  await page.getByTestId('margin-effect-auto_repay').check();
  await submitConfirmed(page);
  await expect.poll(async () => num(await page.getByTestId('margin-borrowed-USDT').innerText())).toBeLessThan(1000);
  const repaid = held(await cross(), 'USDT');
  expect(num(await page.getByTestId('margin-borrowed-USDT').innerText())).toBe(Number(repaid?.borrowed));

  // Transfer out: the dialog's maximum is the gateway's; a day's interest later the same amount would
  // leave the level under 1.5, and the gateway's refusal (31002) is shown in the page's words.
  await page.goto('/asset/margin');
  await waitForApp(page);
  const card = page.getByTestId('margin-account-cross');
  await card.getByTestId('margin-card-transfer-out').click();
  await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText(/USDT$/);
  await dialog(page).getByTestId('margin-action-max').click();
  await control('margin/advance', { hours: 24 });
  await dialog(page).getByTestId('margin-action-submit').click();
  await expect(dialog(page).getByTestId('margin-action-error')).toHaveText('That would bring the margin level too low. Repay first or transfer less.');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Repay everything with Max: principal and interest, and nothing is owed at the gateway.
  await card.getByTestId('margin-card-repay').click();
  await expect(dialog(page).getByTestId('margin-action-debt')).toHaveText(/USDT$/);
  await dialog(page).getByTestId('margin-action-max').click();
  await dialog(page).getByTestId('margin-action-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(async () => (await cross()).totalDebt).toBe('0.00000000');
  await expect(card.getByTestId('margin-level-value')).toHaveText('—');

  // An isolated account opened from the asset page: the pair's two coins, and a card of its own.
  await page.getByTestId('margin-new-pair').selectOption('XRPUSDT');
  await page.getByTestId('margin-new-transfer').click();
  await expect(dialog(page).getByTestId('margin-action-account')).toHaveText('Isolated margin XRPUSDT');
  await expect(dialog(page).getByTestId('margin-action-coin').locator('option')).toHaveText(['USDT', 'XRP']);
  await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText(/USDT$/);
  await dialog(page).getByTestId('margin-action-amount').fill('10');
  await dialog(page).getByTestId('margin-action-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('margin-account-XRPUSDT').getByTestId('margin-available-USDT')).toHaveText('10.00000000');
  const isolated = (await control<ReadBack>(`margin/accounts?userId=${userId}&demo=1`)).isolated.find((a) => a.symbol === 'XRPUSDT');
  expect(held(isolated, 'USDT')?.available).toBe('10.00000000');

  // The overview counts the margin account at its net value (USDT, and the few LTC left of the sale).
  const net = Number((await cross()).assets.find((a) => a.asset === 'USDT')?.available) + 10;
  await page.goto('/asset');
  await waitForApp(page);
  await expect(page.getByTestId('wallet-value-margin')).toHaveText(/^\$[\d,]+\.\d\d$/);
  expect(num(await page.getByTestId('wallet-value-margin').innerText()) / (net * 1.0002)).toBeCloseTo(1, 2);

  await page.goto('/record/margin');
  await waitForApp(page);
  await page.getByTestId('records-kind').selectOption('repay');
  await expect(page.getByTestId('margin-records').getByTestId('record-kind')).toHaveText(['Repay', 'Repay']);
  await expect(page.getByTestId('margin-records')).toContainText('Order ');
});

test('an unreadable margin answer and each margin refusal (31001-31005) are told in the page\'s language, and nothing crashes', async ({ page }) => {
  test.setTimeout(120_000);
  const terminalCode = await pinTerminalCode(page);
  await freshDemoTrader(page, 'margin');
  const margin = (call: string) => `/v1/user/overview/margin/${call}`;

  // The accounts answer twice in a shape the page cannot read: a notice, then the figures.
  await control('faults', { path: margin('accounts'), terminalCode, data: { cross: { mode: 'cross', marginLevel: 1.5 } }, times: 2 });
  await page.goto('/de/asset/margin');
  await waitForApp(page);
  await expect(page.getByTestId('margin-failed')).toHaveText('Die Antwort des Servers konnte nicht gelesen werden. Bitte versuchen Sie es erneut.');
  const card = page.getByTestId('margin-account-cross');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('margin-failed')).toHaveCount(0);

  const send = async (opener: string, amount: string) => {
    await card.getByTestId(opener).click();
    await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText(/USDT$/);
    await dialog(page).getByTestId('margin-action-amount').fill(amount);
    await dialog(page).getByTestId('margin-action-submit').click();
  };
  const refused = async (call: string, code: string, words: string) => {
    await control('faults', { path: margin(call), terminalCode, code, msg: `refused ${code}`, times: 1 });
    await dialog(page).getByTestId('margin-action-submit').click();
    await expect(dialog(page).getByTestId('margin-action-error')).toHaveText(words);
  };
  const close = async () => {
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog(page)).toBeHidden();
  };

  await send('margin-card-transfer-in', '100');
  await expect(dialog(page)).toBeHidden();
  await send('margin-card-transfer-in', '5');
  await expect(dialog(page)).toBeHidden();
  await card.getByTestId('margin-card-transfer-in').click();
  await dialog(page).getByTestId('margin-action-amount').fill('5');
  await refused('transfer', '31004', 'Dieser Coin oder dieses Paar ist nicht für Margin-Handel freigegeben.');
  await close();

  await send('margin-card-borrow', '10');
  await expect(dialog(page)).toBeHidden();
  await card.getByTestId('margin-card-borrow').click();
  await dialog(page).getByTestId('margin-action-amount').fill('10');
  await refused('borrow', '31001', 'Das ist mehr, als Sie leihen können: Ihre Sicherheiten und der Hebel des Kontos bestimmen das Maximum.');
  await refused('borrow', '31005', 'Dieses Konto wird liquidiert: keine Orders, Kredite oder Übertragungen, bis es abgeschlossen ist.');
  await close();

  await card.getByTestId('margin-card-repay').click();
  await dialog(page).getByTestId('margin-action-amount').fill('5');
  await refused('repay', '31003', 'Diese Rückzahlung passt nicht: In diesem Coin besteht keine Schuld, oder der Betrag übersteigt die Schuld oder das verfügbare Guthaben.');
  await close();

  await card.getByTestId('margin-card-transfer-out').click();
  await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText(/USDT$/);
  await dialog(page).getByTestId('margin-action-amount').fill('5');
  await refused('transfer', '31002', 'Dadurch würde das Margin-Level zu tief sinken. Zahlen Sie zuerst zurück oder übertragen Sie weniger.');
  await close();

  // Nothing the refusals touched moved: 105 USDT in, 10 borrowed.
  await expect(card.getByTestId('margin-borrowed-USDT')).toHaveText('10,00000000');
  await expect(card.getByTestId('margin-available-USDT')).toHaveText('115,00000000');
});

test.describe('on a phone and a desktop, in four languages and both themes', () => {
  const shot = (name: string) => resolve(import.meta.dirname, '../../test-results/screens', `margin-${name}.png`);
  const looks: Array<[locale: string, theme: string]> = [['en', 'standard'], ['de', 'dark'], ['vi', 'standard'], ['ar', 'dark'], ['ar', 'standard']];

  test('the margin screens fit a 360 px phone and a 1440 px desktop, with no serious accessibility violation', async ({ page }) => {
    test.setTimeout(180_000);
    const userId = await freshDemoTrader(page, 'margin');
    await page.goto('/trade-margin/XRPUSDT');
    await waitForApp(page);
    for (const [opener, amount] of [['margin-open-transfer', '100'], ['margin-open-borrow', '100']] as const) {
      await page.getByTestId(opener).click();
      await expect(dialog(page).getByTestId('margin-action-limit')).toHaveText(/USDT$/);
      await dialog(page).getByTestId('margin-action-amount').fill(amount);
      await dialog(page).getByTestId('margin-action-submit').click();
      await expect(dialog(page)).toBeHidden();
    }
    expect(held((await control<ReadBack>(`margin/accounts?userId=${userId}&demo=1`)).cross, 'USDT')?.borrowed).toBe('100.00000000');
    for (const [width, height] of [[360, 740], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      for (const [locale, theme] of looks) {
        const prefix = `/${locale}`;
        for (const path of ['/trade-margin/XRPUSDT', '/asset/margin', '/order/marginOrderInfo', '/record/margin']) {
          await page.goto(`${prefix}${path}?appTheme=${theme}`);
          await waitForApp(page);
          await expect(page.getByTestId(/^(margin-head|margin-view|margin-orders-page|margin-records)$/)).toBeVisible();
          // The figures are in: the level where it shows, the loan where it is listed.
          if (path !== '/record/margin') await expect(page.getByTestId(/^(margin-level-value|loan-USDT)$/).first()).toHaveText(/\d|USDT/);
          if (path === '/trade-margin/XRPUSDT' && width > 767) await expect(page.getByTestId('order-book')).toHaveAttribute('data-phase', 'live');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${locale} ${path} at ${width} px`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: shot(`${width}-${locale}-${theme}-${path.split('/')[1]}`), fullPage: width < 400 });
          if (width > 767) expect(await seriousViolations(page), `${locale} ${theme} ${path}`).toEqual([]);
        }
        if (width < 400) {
          await page.goto(`${prefix}/trade-margin/XRPUSDT?appTheme=${theme}`);
          await page.getByTestId('margin-open-borrow').click();
          await expect(dialog(page).getByTestId('margin-action-rate')).toBeVisible();
          const dialogOverflow = await dialog(page).evaluate((d) => d.scrollWidth - d.clientWidth);
          expect(dialogOverflow).toBeLessThanOrEqual(0);
          await page.screenshot({ path: shot(`${width}-${locale}-${theme}-borrow`) });
          expect(await seriousViolations(page), `${locale} ${theme} borrow dialog`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(dialog(page)).toBeHidden();
          for (const tab of ['form', 'orders']) {
            await page.locator(`#trade-tab-${tab}`).click();
            await expect(page.getByTestId(tab === 'form' ? 'margin-side-effect' : 'margin-assets')).toBeVisible();
            const tabOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            expect(tabOverflow, `${locale} ${tab} tab`).toBeLessThanOrEqual(0);
            await page.screenshot({ path: shot(`${width}-${locale}-${theme}-tab-${tab}`), fullPage: true });
          }
        }
      }
    }
  });
});
