// Markets in other quotes than USDT (issue 13), against the reference gateway with the service
// worker on: a demo trader buys and sells ETH for BTC on ETHBTC through the form, and the gateway's
// wallets agree to the satoshi; a market priced to six decimals, and one to eight, fit a phone.
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { submitConfirmed, waitForApp } from '../support/app';
import { declineAnalytics, registerFreshUser } from '../support/auth';
import { expectNoClippedText } from '../support/clipping';
import { control } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

interface Balance { asset: string; available: string; locked: string }
type Wallets = { spot: Balance[]; futures: Balance[] };

const form = (page: Page) => page.getByTestId('order-form');
const available = (page: Page) => page.getByTestId('order-available');

/** Satoshis (8-decimal units) of a decimal text, exactly. */
function units(text: string | undefined): bigint {
  const [whole = '0', fraction = ''] = (text ?? '0').split('.');
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
}
const text8 = (u: bigint) => `${u / 100_000_000n}.${(u % 100_000_000n).toString().padStart(8, '0')}`;

async function userIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'exchange_uid');
  if (!cookie?.value) throw new Error('no user id cookie');
  return cookie.value;
}

async function markOf(market: 'spot' | 'futures', symbol: string): Promise<number> {
  const state = await control<{ markets: Array<{ market: string; symbol: string; mark: string }> }>('markets/state');
  const found = state.markets.find((m) => m.market === market && m.symbol === symbol);
  if (!found) throw new Error(`no ${market} ${symbol}`);
  return Number(found.mark);
}

test('a demo trader buys ETH with BTC on ETHBTC through the form, and sells it back for BTC, to the satoshi at the gateway', async ({ page, context }) => {
  await registerFreshUser(page, 'quotes', 'Fresh2024pass');
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const userId = await userIdOf(context);
  const wallets = () => control<Wallets>(`markets/balances?userId=${userId}&demo=1`);
  const spot = async (asset: string) => (await wallets()).spot.find((b) => b.asset === asset);

  await page.goto('/spot/ETHBTC');
  await waitForApp(page);
  await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-symbol', 'ETHBTC');
  await expect(page.getByTestId('symbol-picker')).toContainText('ETH/BTC');
  // The BTC balance shows every satoshi, not rounded to the cent.
  await expect(available(page)).toHaveText('1.00000000 BTC');

  // A limit buy 5 % under the market (ETHBTC is this spec's own market: no other spec moves it).
  // ETHBTC's tick is 0.00001 BTC.
  const price = (Math.floor((await markOf('spot', 'ETHBTC')) * 0.95 * 1e5) / 1e5).toFixed(5);
  await form(page).getByLabel('Price (BTC)').fill(price);
  await form(page).getByLabel('Amount', { exact: true }).fill('0.5');
  await expect(form(page)).toContainText(`${text8(units(price) / 2n)} BTC`);
  await submitConfirmed(page);
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');
  const held = units(price) / 2n;
  expect(await spot('BTC')).toEqual({ asset: 'BTC', available: text8(100_000_000n - held), locked: text8(held) });
  await expect(available(page)).toHaveText(`${text8(100_000_000n - held)} BTC`);

  // The market trades through the order: it fills whole as maker, the 0.08 % fee taken in ETH.
  await control('markets/price', { market: 'spot', symbol: 'ETHBTC', price: Number(price) * 0.97 });
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (0)', { timeout: 20_000 });
  expect(await spot('BTC')).toEqual({ asset: 'BTC', available: text8(100_000_000n - held), locked: '0.00000000' });
  expect(await spot('ETH')).toEqual({ asset: 'ETH', available: '0.49960000', locked: '0.00000000' });

  // Sold back at market for BTC, less the 0.10 % taker fee in BTC.
  await page.getByTestId('order-form').getByRole('button', { name: 'Sell', exact: true }).click();
  await page.getByTestId('order-form').getByRole('button', { name: 'Market', exact: true }).click();
  // What can be sold: 0.4996 ETH cut to the 0.001 lot, never rounded up to 0.500.
  await expect(available(page)).toHaveText('0.499 ETH');
  await form(page).getByLabel('Amount', { exact: true }).fill('0.4');
  await submitConfirmed(page);
  await expect.poll(async () => (await spot('ETH'))?.available).toBe('0.09960000');
  const btc = units((await spot('BTC'))?.available);
  const proceeds = btc - (100_000_000n - held);
  // About 0.4 × the price, and never more than the book paid less the fee.
  expect(Number(proceeds) / 1e8).toBeGreaterThan(0.4 * Number(price) * 0.9);
  expect(Number(proceeds) / 1e8).toBeLessThan(0.4 * Number(price) * 1.05);
  await expect(available(page)).toHaveText('0.099 ETH');
  await page.getByTestId('order-form').getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(available(page)).toHaveText(`${text8(btc)} BTC`);

  // The assets page values the BTC and the USDC the demo account holds (USDC by USDCUSDT), in dollars.
  await page.goto('/asset/spot');
  await waitForApp(page);
  const usdc = await markOf('spot', 'USDCUSDT');
  const value = async (asset: string) => Number((await page.getByTestId(`spot-row-${asset}`).getByTestId('value').innerText()).replace(/[$,]/g, ''));
  await expect(page.getByTestId('spot-row-USDC').getByTestId('value')).toHaveText(/^\$[\d,]+\.\d\d$/);
  // USDT_USD is 1.0002 at the reference gateway.
  expect((await value('USDC')) / (10_000 * usdc * 1.0002)).toBeCloseTo(1, 2);
  await expect(page.getByTestId('spot-row-BTC').getByTestId('value')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('spot-row-ETH').getByTestId('value')).toHaveText(/^\$[\d,]+\.\d\d$/);
});

for (const [symbol, decimals, locale] of [['HOTUSDT', 6, ''], ['XRPBTC', 8, '/ar']] as const) {
  test(`${symbol}, priced to ${decimals} decimals, fits a 360 px phone${locale ? ' in Arabic' : ''}: ticker, book, trades and form`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await declineAnalytics(context);
    const page = await context.newPage();
    await page.goto(`${locale}/spot/${symbol}`);
    await waitForApp(page);
    await expect(page.getByTestId('chart')).toHaveAttribute('data-status', 'ready');
    await expect(page.locator('.ticker-bar__last')).toHaveText(new RegExp(`0\\.\\d{${decimals}}$`));
    await expectNoClippedText(page, { label: `${symbol} chart` });
    for (const tab of ['book', 'trades', 'form'] as const) {
      await page.locator(`#trade-tab-${tab}`).click();
      await expect(page.locator('#trade-tabpanel')).toBeVisible();
      if (tab === 'book') await expect(page.getByTestId('order-book')).toHaveAttribute('data-phase', 'live');
      await expectNoClippedText(page, { label: `${symbol} ${tab}` });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
}
