// Conditional orders through the screens, in demo mode with the service worker on: each type is
// placed in the order form, the price is moved by test control, and the trigger is seen on screen
// (the Conditional tab moves it to its history, the order it placed shows in the order history)
// and at the gateway. ADAUSDT (spot and futures, one base: moving either moves both) is this spec's own: no other spec
// trades or moves it. Its spot prices have four decimals, its perpetual's five.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics, freshDemoTrader } from '../support/auth';
import { control } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const SYMBOL = 'ADAUSDT';
const form = (page: Page) => page.getByTestId('order-form');

interface GatewayConditional {
  readonly conditionalId: string;
  readonly kind: string;
  readonly status: string;
  readonly firedLeg: string | null;
  readonly triggerPrice: string | null;
  readonly demo: boolean;
  readonly order: { readonly orderId: string; readonly origin: string; readonly conditionalId?: string } | null;
}

const atGateway = async (market: 'spot' | 'futures'): Promise<GatewayConditional[]> =>
  (await control<{ orders: GatewayConditional[] }>(`markets/conditional?market=${market}&symbol=${SYMBOL}`)).orders;

/** The newest conditional order of a kind at the gateway, once it is there. */
async function newest(market: 'spot' | 'futures', kind: string, since: number): Promise<GatewayConditional> {
  let found: GatewayConditional | undefined;
  await expect.poll(async () => {
    found = (await atGateway(market)).filter((o) => Number(o.conditionalId) > since && o.kind === kind).at(-1);
    return found?.conditionalId ?? '';
  }).not.toBe('');
  return found as GatewayConditional;
}

async function statusAt(market: 'spot' | 'futures', id: string): Promise<GatewayConditional | undefined> {
  return (await atGateway(market)).find((o) => o.conditionalId === id);
}

const lastId = async (market: 'spot' | 'futures') => Number((await atGateway(market)).at(-1)?.conditionalId ?? 0);
const price = (market: 'spot' | 'futures', value: number) => control('markets/price', { market, symbol: SYMBOL, price: value });


async function chooseKind(page: Page, kind: string): Promise<void> {
  await page.getByTestId('order-kind').selectOption(kind);
  await expect(form(page)).toHaveAttribute('data-kind', kind);
}

async function place(page: Page, side: 'Buy' | 'Sell' | 'Long', fields: Record<string, string>): Promise<void> {
  await form(page).getByRole('button', { name: side, exact: true }).click();
  for (const [label, value] of Object.entries(fields)) await form(page).getByLabel(label, { exact: true }).fill(value);
  await page.getByTestId('order-submit').click();
  // A placed order clears the amount, ready for the next one.
  await expect(form(page).getByLabel('Amount (ADA)', { exact: true })).toHaveValue('');
}

/** The conditional order ends on screen: gone from Waiting, in History with how it ended. */
async function seenEnded(page: Page, id: string, ending: RegExp): Promise<void> {
  await page.getByTestId('conditional-history').click();
  await expect(page.getByRole('row').filter({ hasText: ending }).first()).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('conditional-open').click();
  await expect(page.getByTestId(`cancel-conditional-${id}`)).toHaveCount(0);
}

test('each spot type is placed from the form, triggers when the price crosses, and places a linked order', async ({ page }) => {
  test.setTimeout(120_000);
  await freshDemoTrader(page, 'cond');
  await price('spot', 0.15);
  await page.goto(`/spot/${SYMBOL}`);
  await waitForApp(page);

  // Coins to sell: a market buy of 2,000 ADA through the ordinary form.
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('2000');
  await page.getByTestId('order-submit').click();
  await page.getByRole('dialog').getByTestId('order-confirm').click();
  await expect(page.getByTestId('order-available')).not.toHaveText('100,000.00 USDT');
  await page.getByTestId('account-tab-conditional').click();

  // Stop-market buy: waits above the price, fires on the rise, places a market order linked to it.
  let since = await lastId('spot');
  await chooseKind(page, 'stop_market');
  await place(page, 'Buy', { 'Trigger price (USDT)': '0.16', 'Amount (ADA)': '100' });
  await expect(page.getByTestId('toast-text').filter({ hasText: 'Your conditional order is waiting for its trigger.' })).toBeVisible();
  await expect(page.getByTestId('account-tab-conditional')).toHaveText('Conditional (1)');
  const stop = await newest('spot', 'stop_market', since);
  expect(stop).toMatchObject({ status: 'waiting', demo: true });
  await expect(page.getByRole('row').filter({ hasText: '≥ 0.1600' })).toBeVisible();
  await price('spot', 0.165);
  await expect(page.getByTestId('account-tab-conditional')).toHaveText('Conditional (0)', { timeout: 15_000 });
  const fired = await statusAt('spot', stop.conditionalId);
  expect(fired).toMatchObject({ status: 'triggered', firedLeg: 'stop', order: { origin: 'trigger', conditionalId: stop.conditionalId } });
  await seenEnded(page, stop.conditionalId, /Triggered/);
  await page.getByTestId('conditional-history').click();
  await expect(page.getByTestId(`conditional-order-${stop.conditionalId}`)).toHaveText(`Order ${fired?.order?.orderId}`);
  await page.getByTestId('account-tab-history').click();
  await expect(page.getByRole('row').filter({ hasText: `Trigger #${stop.conditionalId}` })).toBeVisible();
  await page.getByTestId('account-tab-conditional').click();

  // Stop-limit sell: waits below the price, places a limit sell at its price when the price falls to it.
  since = await lastId('spot');
  await chooseKind(page, 'stop_limit');
  await place(page, 'Sell', { 'Trigger price (USDT)': '0.155', 'Limit price (USDT)': '0.15', 'Amount (ADA)': '100' });
  const stopLimit = await newest('spot', 'stop_limit', since);
  await price('spot', 0.15);
  await expect.poll(async () => (await statusAt('spot', stopLimit.conditionalId))?.status, { timeout: 15_000 }).toBe('triggered');
  await seenEnded(page, stopLimit.conditionalId, /Stop-limit.*Triggered/);

  // Trailing stop sell, 1 % callback: follows the high, fires on a 1 % retrace from it.
  since = await lastId('spot');
  await chooseKind(page, 'trailing_stop');
  await place(page, 'Sell', { 'Callback rate (%)': '1', 'Amount (ADA)': '100' });
  const trailing = await newest('spot', 'trailing_stop', since);
  await price('spot', 0.16);
  // The market may tick a step above the price set before the screen shows it: the trigger follows
  // whatever high it shows, 1 % under it, to the market's four decimals.
  const trail = page.getByTestId('trail-state');
  await expect(trail).toContainText(/1\.00% callback from 0\.16\d\d: triggers at 0\.15\d\d/, { timeout: 15_000 });
  const [, high, trigger] = /from (0\.\d{4}): triggers at (0\.\d{4})/.exec((await trail.textContent()) ?? '') ?? [];
  expect(Number(trigger)).toBeCloseTo(Math.floor(Number(high) * 0.99 * 10_000) / 10_000, 4);
  await price('spot', 0.158);
  await expect.poll(async () => (await statusAt('spot', trailing.conditionalId))?.status, { timeout: 15_000 }).toBe('triggered');
  await seenEnded(page, trailing.conditionalId, /Trailing stop.*Triggered/);

  // OCO sell: the limit leg rests (in the open orders); when it fills the stop leg goes with it.
  since = await lastId('spot');
  await chooseKind(page, 'oco');
  await place(page, 'Sell', { 'Limit price (USDT)': '0.17', 'Trigger price (USDT)': '0.145', 'Stop-limit price (USDT)': '0.144', 'Amount (ADA)': '100' });
  const oco = await newest('spot', 'oco', since);
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');
  await price('spot', 0.171);
  await expect.poll(async () => (await statusAt('spot', oco.conditionalId))?.firedLeg, { timeout: 15_000 }).toBe('limit');
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (0)');
  await seenEnded(page, oco.conditionalId, /OCO.*Triggered · Limit/);

  // TP/SL on the coins held: the stop-loss fires on the fall, the take-profit is cancelled with it.
  since = await lastId('spot');
  await chooseKind(page, 'tpsl');
  await place(page, 'Sell', { 'Take-profit (USDT)': '0.18', 'Stop-loss (USDT)': '0.16', 'Amount (ADA)': '100' });
  const tpsl = await newest('spot', 'tpsl', since);
  await price('spot', 0.155);
  await expect.poll(async () => (await statusAt('spot', tpsl.conditionalId))?.firedLeg, { timeout: 15_000 }).toBe('stop_loss');
  await seenEnded(page, tpsl.conditionalId, /TP\/SL.*Triggered · Stop-loss/);
  await price('spot', 0.19);
  expect((await atGateway('spot')).filter((o) => o.conditionalId === tpsl.conditionalId && o.firedLeg === 'take_profit')).toEqual([]);
});

test('a waiting order is edited and cancelled from its tab; a trigger on the wrong side is refused in German', async ({ page }) => {
  await freshDemoTrader(page, 'cond');
  await price('spot', 0.15);
  await page.goto(`/spot/${SYMBOL}`);
  await waitForApp(page);
  await page.getByTestId('account-tab-conditional').click();
  const since = await lastId('spot');
  await chooseKind(page, 'stop_market');
  await place(page, 'Buy', { 'Trigger price (USDT)': '0.2', 'Amount (ADA)': '100' });
  const stop = await newest('spot', 'stop_market', since);

  await page.getByTestId(`edit-conditional-${stop.conditionalId}`).click();
  await page.getByTestId('conditional-edit').getByLabel('Trigger price (USDT)').fill('0.21');
  await page.getByTestId('conditional-save').click();
  await expect(page.getByRole('row').filter({ hasText: '≥ 0.2100' })).toBeVisible();
  expect((await statusAt('spot', stop.conditionalId))?.triggerPrice).toBe('0.2100');

  await page.getByTestId(`cancel-conditional-${stop.conditionalId}`).click();
  await expect(page.getByTestId('account-tab-conditional')).toHaveText('Conditional (0)');
  expect((await statusAt('spot', stop.conditionalId))?.status).toBe('canceled');
  await seenEnded(page, stop.conditionalId, /Canceled/);

  await page.goto(`/de/spot/${SYMBOL}`);
  await waitForApp(page);
  await chooseKind(page, 'stop_market');
  const before = await lastId('spot');
  await form(page).getByLabel('Auslösepreis (USDT)').fill('0,14');
  await form(page).getByLabel('Menge (ADA)').fill('100');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('problem-triggerPrice')).toHaveText(/^Der Auslöser liegt auf der falschen Seite des aktuellen Preises/);
  expect(await lastId('spot')).toBe(before);
});

test('a futures stop watching the mark price opens a position when the mark crosses it', async ({ page }) => {
  await freshDemoTrader(page, 'cond');
  await price('futures', 0.15);
  await page.goto(`/futures/usdt/${SYMBOL}`);
  await waitForApp(page);
  const since = await lastId('futures');
  await chooseKind(page, 'stop_market');
  await form(page).getByRole('button', { name: 'Mark price' }).click();
  await place(page, 'Long', { 'Trigger price (USDT)': '0.16', 'Amount (ADA)': '100' });
  const stop = await newest('futures', 'stop_market', since);
  await page.getByTestId('account-tab-conditional').click();
  await expect(page.getByRole('row').filter({ hasText: '≥ 0.16000 · Mark price' })).toBeVisible();
  await price('futures', 0.165);
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (1)', { timeout: 15_000 });
  expect(await statusAt('futures', stop.conditionalId)).toMatchObject({ status: 'triggered', order: { origin: 'trigger' } });
});
