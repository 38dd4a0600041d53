// Fees and VIP tiers through the screens, with the service worker on, checked at the gateway: a
// demo trade pays its tier's fee, a tier set through test control changes the next fill's fee and
// every rate shown (order form, /fee, /vip/detail), and the fee-token switch on /fee changes how
// the next spot fill pays. Orders are market orders only: no market's price is moved.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import type { Fill } from '../../src/core/markets/trading';
import type { MyFees } from '../../src/core/markets/feeTiers';
import { submitConfirmed, waitForApp } from '../support/app';
import { declineAnalytics, freshDemoTrader } from '../support/auth';
import { control } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const form = (page: Page) => page.getByTestId('order-form');


async function feeAccount(userId: string, market: 'spot' | 'futures', demo = true): Promise<{ fees: MyFees; fills: Fill[] }> {
  return control(`markets/fee-account?userId=${userId}&demo=${demo ? 1 : 0}&market=${market}&limit=5`);
}

/** A market buy through the form of the market page now open; waits until the gateway has its fill. */
async function marketBuy(page: Page, userId: string, amount: string, fillsBefore: number): Promise<Fill> {
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill(amount);
  await submitConfirmed(page);
  let fills: Fill[] = [];
  await expect.poll(async () => {
    fills = (await feeAccount(userId, 'spot')).fills;
    return fills.length;
  }).toBeGreaterThan(fillsBefore);
  const [last] = fills;
  if (!last) throw new Error('no fill');
  return last;
}

/** The form's fee-rate row: "Taker fee rate 0.10%". */
const rateRow = (page: Page) => form(page).locator('.order-form__summary div').filter({ hasText: /fee rate/ });

test('a demo trade pays its tier’s fee, and a tier set through test control changes the next fill and every rate shown', async ({ page }) => {
  const userId = await freshDemoTrader(page, 'fees');

  await page.goto('/spot/XRPUSDT');
  await waitForApp(page);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('20');
  await expect(rateRow(page)).toHaveText('Taker fee rate0.10%');
  const first = await marketBuy(page, userId, '20', 0);
  expect(first).toMatchObject({ symbol: 'XRPUSDT', amount: '20.0', feeAsset: 'XRP', feeRate: '0.001', fee: '0.02000000', liquidity: 'taker' });

  // Tier 3 from 1,000,000 USDT of 30-day spot volume: the demo account's spot only.
  await control('markets/fee-volume', { userId, demo: true, market: 'spot', volume: '1000000' });
  await page.reload();
  await waitForApp(page);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('20');
  await expect(rateRow(page)).toHaveText('Taker fee rate0.07%');
  const second = await marketBuy(page, userId, '20', 1);
  expect(second).toMatchObject({ feeAsset: 'XRP', feeRate: '0.0007', fee: '0.01400000' });
  const { fees } = await feeAccount(userId, 'spot');
  expect(fees.spot.level).toBe(3);
  expect(fees.futures.level).toBe(0);
  expect((await feeAccount(userId, 'spot', false)).fees.spot.level).toBe(0);

  // A limit buy under the best ask would rest: the form estimates it at the maker rate.
  await form(page).getByRole('button', { name: 'Limit', exact: true }).click();
  await form(page).getByLabel('Price (USDT)').fill('0.1');
  await form(page).getByLabel('Amount', { exact: true }).fill('100');
  await expect(rateRow(page)).toHaveText('Maker fee rate0.05%');

  await page.goto('/fee');
  await waitForApp(page);
  await expect(page.getByTestId('fees-mine-spot')).toHaveText('Spot: VIP 3');
  await expect(page.getByTestId('fee-row-3')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('fee-row-3').getByTestId('fee-mine')).toBeVisible();
  await expect(page.getByTestId('fee-taker-3')).toHaveText('0.07%');
  await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
  await page.getByTestId('fee-kind-futures').check();
  await expect(page.getByTestId('fee-row-0')).toHaveAttribute('aria-current', 'true');

  await page.getByTestId('fees-vip-link').click();
  await expect(page).toHaveURL(/\/vip\/detail$/);
  await expect(page.getByTestId('vip-demo')).toBeVisible();
  await expect(page.getByTestId('vip-spot-level')).toHaveText('VIP 3');
  await expect(page.getByTestId('vip-spot-taker')).toHaveText('0.07%');
  await expect(page.getByTestId('vip-spot-next')).toContainText('to reach VIP 4');
  const progress = Number(await page.getByTestId('vip-spot-progress').getAttribute('aria-valuenow'));
  expect(progress).toBeGreaterThanOrEqual(0);
  expect(progress).toBeLessThan(5);
  await expect(page.getByTestId('vip-futures-level')).toHaveText('VIP 0');

  // Futures apart: a futures volume moves the futures form's rate, not the spot one.
  await control('markets/fee-volume', { userId, demo: true, market: 'futures', volume: '5000000' });
  await page.goto('/futures/usdt/XRPUSDT');
  await waitForApp(page);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('20');
  await expect(rateRow(page)).toHaveText('Taker fee rate0.04%');
});

test('the fee-token switch on /fee makes the next spot fill pay in GT at the discount, and turning it off undoes it', async ({ page }) => {
  const userId = await freshDemoTrader(page, 'feetoken');
  await page.goto('/spot/GTUSDT');
  await waitForApp(page);
  await marketBuy(page, userId, '5', 0);

  await page.goto('/fee');
  await waitForApp(page);
  const toggle = page.getByTestId('fee-token-switch');
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await feeAccount(userId, 'spot')).fees.feeToken).toBe(true);

  await page.goto('/spot/XRPUSDT');
  await waitForApp(page);
  const discounted = await marketBuy(page, userId, '20', 1);
  expect(discounted).toMatchObject({ symbol: 'XRPUSDT', feeAsset: 'GT', feeRate: '0.00080000' });
  expect(Number(discounted.fee)).toBeGreaterThan(0);

  await page.goto('/fee');
  await waitForApp(page);
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect.poll(async () => (await feeAccount(userId, 'spot')).fees.feeToken).toBe(false);
  await page.goto('/spot/XRPUSDT');
  await waitForApp(page);
  const usual = await marketBuy(page, userId, '20', 2);
  expect(usual).toMatchObject({ feeAsset: 'XRP', feeRate: '0.001' });
});

test('a visitor reads the fee schedule and the VIP levels, and finds them from the order form', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await page.getByTestId('order-fees-link').click();
  await expect(page).toHaveURL(/\/vip\/vipIntroduce$/);
  await expect(page.getByTestId('vip-intro-levels').locator('li')).toHaveCount(7);
  await page.getByTestId('vip-intro-fees').click();
  await expect(page).toHaveURL(/\/fee$/);
  await expect(page.getByTestId('fees-signed-out')).toBeVisible();
  await expect(page.getByTestId('fee-taker-0')).toHaveText('0.10%');
  await expect(page.locator('[aria-current="true"]')).toHaveCount(0);
  await page.goto('/vip/detail');
  await waitForApp(page);
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
});

test('the signed-in fee screens, the user’s row marked, have no serious accessibility violations in demo mode, light and dark', async ({ page }) => {
  const userId = await freshDemoTrader(page, 'feea11y');
  await control('markets/fee-volume', { userId, demo: true, market: 'spot', volume: '60000' });
  for (const theme of ['standard', 'dark']) {
    for (const path of ['/fee', '/vip/detail', '/ar/fee']) {
      await page.goto(`${path}?appTheme=${theme}`);
      await waitForApp(page);
      await expect(page.getByTestId(path.endsWith('fee') ? 'fees-mine' : 'vip-spot')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${theme} ${path}`).toEqual([]);
    }
  }
});
