// Order options and position closing through the order form and the positions table, service
// worker on, each checked at the gateway (test control's view of the account): post-only refused
// where it would take, IOC filled in part and the rest canceled, FOK refused against the book at
// its price and filled where it can be, reduce-only refused without a position and capped with
// one; a limit close, a 50 % close, a reverse and a close-all; and the form's values kept per
// market. DOGEUSDT, whose price no spec moves: the orders are sized against the book read just
// before, so the simulator's own ticks cannot change the outcome. Each test trades on an account
// of its own, in demo mode.
import { type Page, expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { waitForApp } from '../support/app';
import { declineAnalytics, registerFreshUser } from '../support/auth';
import { baseUrl, control } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const SYMBOL = 'DOGEUSDT';
const FUTURES = `/futures/usdt/${SYMBOL}`;
const form = (page: Page) => page.getByTestId('order-form');

interface GatewayOrder { symbol: string; side: string; type: string; tradeSide: string | null; posSide: string | null; price: string | null; amount: string;
  filledAmount: string; status: string; timeInForce: string; postOnly: boolean; reduceOnly: boolean; origin: string }
interface GatewayPosition { symbol: string; posSide: string; size: string; leverage: number }

/** The account's orders and positions as the gateway holds them. */
const held = (loginName: string) => control<{ orders: GatewayOrder[]; positions: GatewayPosition[] }>(`markets/trading?loginName=${encodeURIComponent(loginName)}&demo=1`);

async function freshDemoTrader(page: Page, path: string): Promise<string> {
  const loginName = await registerFreshUser(page, 'options', 'Options2024pass');
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByTestId('order-available')).toHaveText('100,000.00 USDT');
  return loginName;
}

/** The best levels now, from the public book call. */
async function bestOf(market: 'spot' | 'futures'): Promise<{ bid: number; ask: number }> {
  const response = await fetch(`${baseUrl()}/v1/mix/market/depth?market=${market}&symbol=${SYMBOL}&limit=1`);
  const { data } = (await response.json()) as { data: { bids: [string, string][]; asks: [string, string][] } };
  return { bid: Number(data.bids[0]?.[0]), ask: Number(data.asks[0]?.[0]) };
}

const price5 = (n: number) => n.toFixed(5);

async function fill(page: Page, values: { price?: string; amount: string }) {
  if (values.price !== undefined) await form(page).getByLabel('Price (USDT)').fill(values.price);
  await form(page).getByLabel('Amount', { exact: true }).fill(values.amount);
}

/** Submits and confirms (past the hedge-mode note when `bothSides`); the confirm dialog must list what `rows` name. */
async function submit(page: Page, rows: readonly string[] = [], bothSides = false) {
  await page.getByTestId('order-submit').click();
  const dialog = page.getByRole('dialog');
  if (bothSides) await dialog.getByRole('button', { name: 'Continue' }).click();
  for (const row of rows) await expect(dialog).toContainText(row);
  await dialog.getByTestId('order-confirm').click();
  await expect(dialog).toBeHidden();
}

async function chooseLeverage(page: Page, leverage: number) {
  await form(page).getByTestId('leverage-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('leverage-slider').fill(String(leverage));
  await dialog.getByTestId('leverage-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(form(page).getByTestId('leverage-button')).toHaveText(`${leverage}×`);
}

test('a post-only limit that would take is refused with its reason, and nothing is placed', async ({ page }) => {
  const loginName = await freshDemoTrader(page, `/spot/${SYMBOL}`);
  const { ask } = await bestOf('spot');
  await fill(page, { price: price5(ask * 1.02), amount: '100' });
  await form(page).getByTestId('order-post-only').check();
  await submit(page, ['Time in force', 'Good till canceled (GTC)', 'Options', 'Post-only']);
  await expect(page.getByTestId('order-failure')).toHaveText(en['trading.error.postOnlyWouldTake']);
  expect((await held(loginName)).orders).toEqual([]);

  // Below the bid it rests, and the open orders say it is post-only.
  const { bid } = await bestOf('spot');
  await form(page).getByLabel('Price (USDT)').fill(price5(bid * 0.97));
  await submit(page);
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');
  await expect(page.getByTestId('order-options-cell')).toHaveText(' · Post-only');
  expect((await held(loginName)).orders).toMatchObject([{ status: 'new', postOnly: true, timeInForce: 'GTC' }]);
});

test('IOC fills what the book has at its price and cancels the rest; FOK is refused against a thin book and fills where it can', async ({ page }) => {
  const loginName = await freshDemoTrader(page, FUTURES);
  await chooseLeverage(page, 50);
  const { ask } = await bestOf('futures');
  // A few ticks over the best ask (a tick may move the book meanwhile), for far more than the levels
  // up to that price hold: they fill, and the rest is canceled.
  await fill(page, { price: price5(ask * 1.0002), amount: '20000000' });
  await form(page).getByTestId('order-tif').selectOption('IOC');
  await submit(page, ['Immediate or cancel (IOC)']);
  await expect(page.getByTestId('toast-text').filter({ hasText: 'filled at once; the rest of the order was canceled.' })).toBeVisible();
  let orders = (await held(loginName)).orders;
  expect(orders).toMatchObject([{ timeInForce: 'IOC', status: 'canceled', amount: '20000000' }]);
  expect(Number(orders[0]?.filledAmount)).toBeGreaterThan(0);
  expect(Number(orders[0]?.filledAmount)).toBeLessThan(20_000_000);
  await page.getByTestId('account-tab-history').click();
  await expect(page.getByTestId('order-options-cell').first()).toHaveText(' · IOC');

  // Fill or kill at the best bid for the same huge amount: refused, nothing placed or changed.
  await form(page).getByRole('button', { name: 'Short', exact: true }).click();
  const { bid } = await bestOf('futures');
  await fill(page, { price: price5(bid), amount: '5000000' });
  await form(page).getByTestId('order-tif').selectOption('FOK');
  await submit(page, ['Fill or kill (FOK)'], true);
  await expect(page.getByTestId('order-failure')).toHaveText(en['trading.error.fillOrKillUnfilled']);
  const after = await held(loginName);
  expect(after.orders).toHaveLength(1);
  expect(after.positions.map((p) => p.posSide)).toEqual(['long']);

  // A small FOK with room below the bid fills whole.
  await fill(page, { price: price5(bid * 0.99), amount: '1000' });
  await submit(page, [], true);
  await expect.poll(async () => (await held(loginName)).orders.length).toBe(2);
  orders = (await held(loginName)).orders;
  expect(orders.find((o) => o.timeInForce === 'FOK')).toMatchObject({ status: 'filled', filledAmount: '1000', posSide: 'short' });

  // An IOC below the book meets nothing: it says so, and ends canceled with nothing filled.
  await form(page).getByTestId('order-tif').selectOption('IOC');
  await fill(page, { price: price5(bid * 1.03), amount: '1000' });
  await submit(page, [], true);
  await expect(page.getByTestId('toast-text').filter({ hasText: en['order.nothingFilled'] })).toBeVisible();
  await expect.poll(async () => (await held(loginName)).orders.length).toBe(3);
  expect((await held(loginName)).orders.filter((o) => o.filledAmount === '0')).toMatchObject([{ timeInForce: 'IOC', status: 'canceled', posSide: 'short' }]);
});

test('reduce-only is refused without a position and capped at the position with one', async ({ page }) => {
  const loginName = await freshDemoTrader(page, FUTURES);
  await form(page).getByRole('button', { name: 'Close', exact: true }).click();
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByTestId('order-reduce-only').check();
  await fill(page, { amount: '100' });
  await submit(page, ['Reduce-only']);
  await expect(page.getByTestId('order-failure')).toHaveText(en['trading.error.reduceOnlyNothing']);
  expect((await held(loginName)).orders).toEqual([]);

  // Open a long of 1,000, then ask to reduce it by 5,000 at a price above the book: capped at 1,000.
  await form(page).getByRole('button', { name: 'Open', exact: true }).click();
  await fill(page, { amount: '1000' });
  await submit(page);
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (1)');
  await form(page).getByRole('button', { name: 'Close', exact: true }).click();
  await form(page).getByRole('button', { name: 'Close long', exact: true }).click();
  await form(page).getByRole('button', { name: 'Limit', exact: true }).click();
  const { ask } = await bestOf('futures');
  await fill(page, { price: price5(ask * 1.05), amount: '5000' });
  await expect(form(page).getByTestId('order-reduce-only')).toBeChecked();
  await submit(page);
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');
  const { orders, positions } = await held(loginName);
  expect(orders.find((o) => o.status === 'new')).toMatchObject({ tradeSide: 'close', reduceOnly: true, amount: '1000', type: 'limit' });
  expect(positions).toMatchObject([{ posSide: 'long', size: '1000' }]);
});

test('a position closes at a price, by half, reverses, and all positions close at once', async ({ page }) => {
  const loginName = await freshDemoTrader(page, FUTURES);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await fill(page, { amount: '2000' });
  await submit(page);
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (1)');
  await page.getByTestId('account-tab-positions').click();
  const dialog = page.getByRole('dialog');

  // Limit close of the whole position above the book: a resting reduce-only close order.
  await page.getByTestId(`close-${SYMBOL}:long`).click();
  await dialog.getByTestId('close-type-limit').click();
  const { ask } = await bestOf('futures');
  await dialog.getByTestId('close-price').fill(price5(ask * 1.05));
  await dialog.getByTestId('close-position-confirm').click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await held(loginName)).orders.filter((o) => o.status === 'new'))
    .toMatchObject([{ tradeSide: 'close', type: 'limit', reduceOnly: true, amount: '2000', price: price5(ask * 1.05) }]);

  // The resting close order canceled, half at the market: a reduce-only market close of 1,000.
  await page.getByTestId('account-tab-openOrders').click();
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (0)');
  await page.getByTestId('account-tab-positions').click();
  await page.getByTestId(`close-${SYMBOL}:long`).click();
  await dialog.getByTestId('close-percent-50').click();
  await expect(dialog.getByTestId('close-amount')).toHaveValue('1000');
  await dialog.getByTestId('close-position-confirm').click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await held(loginName)).positions).toMatchObject([{ posSide: 'long', size: '1000' }]);

  // Reverse: the long of 1,000 becomes a short of 1,000, in one action.
  await page.getByTestId(`reverse-${SYMBOL}:long`).click();
  await dialog.getByTestId('reverse-confirm').click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await held(loginName)).positions).toMatchObject([{ posSide: 'short', size: '1000' }]);
  await expect(page.getByTestId(`reverse-${SYMBOL}:short`)).toBeVisible();

  // A second position, then close all: none is left.
  await form(page).getByRole('button', { name: 'Long', exact: true }).click();
  await fill(page, { amount: '500' });
  await submit(page, [], true);
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (2)');
  await page.getByTestId('close-all').click();
  await expect(dialog).toContainText('Close all 2 futures positions of this account at the market price?');
  await dialog.getByTestId('close-all-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (0)');
  expect((await held(loginName)).positions).toEqual([]);
});

test('the form keeps what was typed per market and never carries a price into another market', async ({ page }) => {
  await freshDemoTrader(page, '/spot/BTCUSDT');
  const price = form(page).getByLabel('Price (USDT)');
  const amount = form(page).getByLabel('Amount', { exact: true });
  await expect(price).not.toHaveValue('');
  await price.fill('12345.67');
  await amount.fill('0.25');
  await form(page).getByTestId('order-tif').selectOption('IOC');

  const pick = async (symbol: string) => {
    await page.getByTestId('symbol-picker').click();
    await page.getByRole('dialog').getByRole('option').and(page.locator(`[data-symbol="${symbol}"]`)).click();
    await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-symbol', symbol);
  };
  await pick('ETHUSDT');
  // ETHUSDT starts with its own last price, not BTCUSDT's, and an empty amount.
  await expect(price).not.toHaveValue('');
  await expect(price).not.toHaveValue('12345.67');
  await expect(amount).toHaveValue('');
  await expect(form(page).getByTestId('order-tif')).toHaveValue('GTC');
  await amount.fill('3');

  await pick('BTCUSDT');
  await expect(price).toHaveValue('12345.67');
  await expect(amount).toHaveValue('0.25');
  await expect(form(page).getByTestId('order-tif')).toHaveValue('IOC');
  await pick('ETHUSDT');
  await expect(amount).toHaveValue('3');

  // Spot and futures keep apart too: BTCUSDT's perpetual starts without the spot form's values.
  const nav = (name: 'Spot' | 'Futures') => page.locator('header').getByRole('link', { name, exact: true }).click();
  await pick('BTCUSDT');
  await nav('Futures');
  await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-market', 'futures');
  await expect(price).not.toHaveValue('');
  await expect(price).not.toHaveValue('12345.67');
  await expect(amount).toHaveValue('');
  await amount.fill('0.01');
  await nav('Spot');
  await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-market', 'spot');
  await expect(price).toHaveValue('12345.67');
  await expect(amount).toHaveValue('0.25');
  await nav('Futures');
  await expect(amount).toHaveValue('0.01');
});
