// The records page (issue 15) against the reference gateway with the service worker on: trades a
// demo trader places through the form appear in the records; a market filter and a date range
// narrow them; the CSV download holds exactly the gateway's records for the filter (read back
// through test control); the real account's records stay apart; the mcp paths lead to the futures
// orders. No spec's price is moved: the orders are market orders at whatever the book offers.
import { readFileSync } from 'node:fs';
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { dayInputValue } from '../../src/core/markets/recordRange';
import { RECORD_PATHS, type RecordFill } from '../../src/core/markets/records';
import { CSV_COLUMNS, parseCsv } from '../../src/core/markets/recordsCsv';
import { submitConfirmed, waitForApp } from '../support/app';
import { declineAnalytics, registerFreshUser } from '../support/auth';
import { pageFault, removePageFaults } from '../support/faults';
import { control } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});
test.afterEach(removePageFaults);

const form = (page: Page) => page.getByTestId('order-form');
const rows = (page: Page) => page.getByTestId('records-table').locator('tbody tr');

async function userIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'exchange_uid');
  if (!cookie?.value) throw new Error('no user id cookie');
  return cookie.value;
}

async function marketBuy(page: Page, symbol: string, amount: string): Promise<void> {
  await page.goto(`/spot/${symbol}`);
  await waitForApp(page);
  await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-symbol', symbol);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill(amount);
  await submitConfirmed(page);
}

test('demo trades placed through the form are in the records; a filter and a range narrow them; the CSV holds the gateway\'s records', async ({ page, context }) => {
  test.setTimeout(120_000);
  await registerFreshUser(page, 'records', 'Fresh2024pass');
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const userId = await userIdOf(context);

  await marketBuy(page, 'ETHUSDT', '0.01');
  await marketBuy(page, 'BTCUSDT', '0.001');
  await expect.poll(async () => (await control<{ records: unknown[] }>(`records?userId=${userId}&demo=1&kind=spotFills`)).records.length).toBeGreaterThanOrEqual(2);

  // The trading screen's order history leads to the full records.
  await page.getByTestId('account-tab-history').click();
  await page.getByTestId('orders-all-records').click();
  await expect(page).toHaveURL(/\/record\/exchange\?tab=spotOrders$/);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('BTC/USDT');

  await page.getByTestId('records-tab-spotFills').click();
  const fills = (await control<{ records: RecordFill[] }>(`records?userId=${userId}&demo=1&kind=spotFills`)).records;
  await expect(rows(page)).toHaveCount(fills.length);
  await expect(rows(page).first()).toContainText('0.001');

  // A market narrows them to its own trades.
  await page.getByTestId('records-symbol').selectOption('ETHUSDT');
  const eth = fills.filter((f) => f.symbol === 'ETHUSDT');
  await expect(rows(page)).toHaveCount(eth.length);
  await expect(rows(page).first()).toContainText('ETH/USDT');

  // A custom range of tomorrow holds none of them; one of today holds them all again.
  const today = dayInputValue(Date.now());
  const tomorrow = dayInputValue(Date.now() + 86_400_000);
  await page.getByTestId('records-range-custom').click();
  await expect(page.getByTestId('records-to')).toHaveValue(today);
  await page.getByTestId('records-from').fill('');
  await expect(page.getByTestId('records-range-problem')).toHaveText('Choose a start and an end date.');
  await page.getByTestId('records-from').fill(tomorrow);
  await page.getByTestId('records-to').fill(today);
  await expect(page.getByTestId('records-range-problem')).toHaveText('The start date is after the end date.');
  await page.getByTestId('records-to').fill(tomorrow);
  await expect(page.getByTestId('records-empty')).toHaveText('No records match this filter.');
  await page.getByTestId('records-from').fill(today);
  await page.getByTestId('records-to').fill(today);
  await expect(rows(page)).toHaveCount(eth.length);

  // The CSV of the filter: English headers, and the gateway's records for the same filter, cell for cell.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('records-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^spotFills-demo-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
  expect(csv[0]).toEqual(['Time', 'Trade ID', 'Order ID', 'Symbol', 'Side', 'Price', 'Amount', 'Value', 'Fee', 'Fee coin', 'Fee rate', 'Maker/taker', 'Realized PnL']);
  const since = new Date(`${today}T00:00:00`).getTime();
  const source = (await control<{ records: RecordFill[] }>(`records?userId=${userId}&demo=1&kind=spotFills&symbol=ETHUSDT&from=${since}&to=${since + 86_400_000}`)).records;
  expect(source.length).toBe(eth.length);
  expect(csv.slice(1)).toEqual(source.map((f) => CSV_COLUMNS.spotFills.map((c) => String(c.value(f) ?? ''))));
  expect(csv[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  await expect(page.getByTestId('records-export-status')).toHaveText(`${eth.length} record${eth.length === 1 ? '' : 's'} exported.`);

  // The ledger has the trades and their fees, each with the balance after it.
  await page.getByTestId('records-tab-ledger').click();
  await page.getByTestId('records-kind').selectOption('fee');
  await expect(rows(page)).toHaveCount(2);

  // The real account has none of the demo's records.
  await page.getByTestId('demo-switch').click();
  await expect(page.getByTestId('demo-banner')).toBeHidden();
  await page.getByTestId('records-tab-spotFills').click();
  await expect(page.getByTestId('records-empty')).toBeVisible();
});

test('a futures position opened and closed through the form is a closed position, with its fills and its ledger entries', async ({ page, context }) => {
  test.setTimeout(90_000);
  await registerFreshUser(page, 'recfut', 'Fresh2024pass');
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const userId = await userIdOf(context);
  await page.goto('/futures/usdt/ETHUSDT');
  await waitForApp(page);
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('0.1');
  await submitConfirmed(page);
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (1)');
  await page.getByTestId('close-ETHUSDT:long').click();
  await page.getByTestId('close-position-confirm').click();
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (0)');

  await page.getByTestId('account-tab-history').click();
  await page.getByTestId('orders-all-records').click();
  await expect(page).toHaveURL(/\/record\/exchange\?tab=futuresOrders$/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('records-tab-positions').click();
  const [closed] = (await control<{ records: { netPnl: string; realizedPnl: string; size: string }[] }>(`records?userId=${userId}&demo=1&kind=positions`)).records;
  expect(closed).toMatchObject({ size: '0.1000' });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('ETHUSDT');
  await expect(rows(page).first()).toContainText(`Net PnL${Number(closed?.netPnl).toFixed(4)} USDT`);
  await page.getByTestId('records-tab-futuresFills').click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('records-tab-ledger').click();
  await page.getByTestId('records-kind').selectOption('position_margin');
  await expect(rows(page)).toHaveCount(2);
});

test('/order/mcp opens the futures orders still open, /record/mcp the futures orders, never the not-found page; a failed load says so and retries', async ({ page }) => {
  await pageFault(page, { path: RECORD_PATHS.futuresOrders, status: 503, times: 1 });
  await registerFreshUser(page, 'recmcp', 'Fresh2024pass');
  await page.goto('/order/mcp');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/record\/exchange\?tab=futuresOrders&status=open$/);
  await expect(page.getByTestId('records-tab-futuresOrders')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('records-status')).toHaveValue('open');
  await expect(page.getByTestId('records-failed')).toContainText('The records could not be loaded.');
  await page.getByTestId('records-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await page.goto('/de/record/mcp');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/de\/record\/exchange\?tab=futuresOrders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verlauf');
});
