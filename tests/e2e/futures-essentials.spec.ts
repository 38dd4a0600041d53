// Futures essentials through the screen, in demo mode with the service worker on, checked at the
// gateway (test control and the request log): the funding rate, its countdown and the index price
// on the ticker bar; a funding settlement paid from an isolated position's margin and listed; the
// margin mode switched, and refused while a position is open; the leverage changed by preset and
// slider with a position open; isolated margin added and removed, moving the liquidation price.
// DOGEUSDT: no spec moves that perpetual's price. order-options.spec.ts trades it too; a settlement
// here changes only margins and wallets, which that spec does not read.
import { type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp } from '../support/app';
import { declineAnalytics, freshDemoTrader } from '../support/auth';
import { byDevice, control, logMark, logSince } from '../support/gateway';

const SYMBOL = 'DOGEUSDT';
const ROW = `${SYMBOL}:long`;

interface GatewayPosition { posSide: string; leverage: number; margin: string; liquidationPrice: string; marginMode?: string }
interface FuturesAccount {
  settings: { marginMode: string; leverage: number | null };
  positions: GatewayPosition[];
  funding: Array<{ symbol: string; posSide: string; rate: string; amount: string; marginMode: string }>;
}

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const form = (page: Page) => page.getByTestId('order-form');
const dialog = (page: Page) => page.getByRole('dialog');
const positionRow = (page: Page) => page.locator('tr.acct-row', { has: page.getByTestId(`close-${ROW}`) });
/** The liquidation price's cell of the position's row (symbol, side, size, entry, mark, liquidation…). */
const liquidationCell = (page: Page) => positionRow(page).locator('td').nth(5).locator('.acct-cell__value');


test('funding, index price, margin mode, leverage and isolated margin, from the futures screen', async ({ page }) => {
  test.slow();
  const device = await pinTerminalCode(page);
  const userId = await freshDemoTrader(page, 'futures');
  const account = () => control<FuturesAccount>(`markets/futures-account?userId=${userId}&demo=1&symbol=${SYMBOL}`);
  const position = async () => {
    const [found] = (await account()).positions;
    if (!found) throw new Error('no position at the gateway');
    return found;
  };
  const calls = (mark: number, path: string) => logSince(mark, byDevice(device)).filter((r) => r.method === 'POST' && r.path === `/v1/user/overview/futures/${path}`);
  await page.goto(`/futures/usdt/${SYMBOL}`);
  await waitForApp(page);

  // The ticker bar: the index price, the funding rate and a countdown that ticks each second.
  await expect(page.getByTestId('ticker-index')).toContainText(/\d\.\d{5}/);
  const funding = page.getByTestId('ticker-funding').locator('dd');
  await expect(funding).toHaveText(/^[−-]?\d+\.\d{4}% \/ \d{2}:\d{2}:\d{2}$/);
  const first = await funding.textContent();
  await expect(funding).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(page.getByTestId('ticker-open-interest')).toBeVisible();

  // Leverage by preset, before any position: the account's setting at the gateway.
  let mark = logMark();
  await form(page).getByTestId('leverage-button').click();
  await dialog(page).getByTestId('leverage-preset-20').click();
  await expect(dialog(page).getByTestId('leverage-value')).toHaveText('20×');
  await dialog(page).getByTestId('leverage-confirm').click();
  await expect(dialog(page)).toBeHidden();
  await expect(form(page).getByTestId('leverage-button')).toHaveText('20×');
  expect((await account()).settings.leverage).toBe(20);
  expect(calls(mark, 'leverage')[0]?.headers.paptrading).toBe('1');

  // A market long opens at 20x, isolated.
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('2000');
  await page.getByTestId('order-submit').click();
  await dialog(page).getByTestId('order-confirm').click();
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (1)');
  await expect(positionRow(page)).toContainText('Isolated 20x');
  const opened = await position();
  expect(opened).toMatchObject({ leverage: 20, marginMode: 'isolated' });

  // Funding settles by test control: the long pays from its margin; the screen and the gateway list it.
  await control('markets/funding', { symbol: SYMBOL });
  const [record] = (await account()).funding;
  expect(record).toMatchObject({ symbol: SYMBOL, posSide: 'long', marginMode: 'isolated' });
  const paid = Number(record?.amount);
  expect(Math.sign(paid)).toBe(-Math.sign(Number(record?.rate)));
  const settled = await position();
  expect(Number(settled.margin)).toBeCloseTo(Number(opened.margin) + paid, 8);
  await page.getByTestId('account-tab-funding').click();
  const fundingRow = page.getByTestId('funding-records').locator('tbody tr').first();
  await expect(fundingRow).toContainText(Math.abs(paid).toFixed(6).slice(0, -3));
  await expect(fundingRow).toContainText('USDT');
  await page.getByTestId('account-tab-positions').click();

  // Switching to cross is refused while the position is open, in the page's words.
  mark = logMark();
  await form(page).getByTestId('margin-mode-button').click();
  await dialog(page).getByTestId('margin-mode-cross').check();
  await dialog(page).getByTestId('margin-mode-confirm').click();
  await expect(dialog(page).getByRole('alert')).toHaveText("Close this market's positions and cancel its open orders to switch the margin mode.");
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(form(page).getByTestId('margin-mode-button')).toHaveText('Isolated');
  expect(calls(mark, 'marginMode')).toHaveLength(1);
  expect((await account()).settings.marginMode).toBe('isolated');

  // The leverage, by the slider, with the position open: 10x takes more margin from the wallet.
  await form(page).getByTestId('leverage-button').click();
  await dialog(page).getByTestId('leverage-slider').fill('10');
  await expect(dialog(page).getByTestId('leverage-value')).toHaveText('10×');
  await dialog(page).getByTestId('leverage-confirm').click();
  await expect(dialog(page)).toBeHidden();
  await expect(positionRow(page)).toContainText('Isolated 10x');
  const at10 = await position();
  expect(at10.leverage).toBe(10);
  expect(Number(at10.margin)).toBeGreaterThan(Number(settled.margin) * 1.9);
  expect(Number(at10.liquidationPrice)).toBeLessThan(Number(opened.liquidationPrice));

  // Isolated margin: adding moves the liquidation price away, removing more than allowed is
  // refused beside the field, removing less brings it back toward the mark.
  const liquidation = liquidationCell(page);
  const shown = async () => Number((await liquidation.textContent())?.replace(/[^\d.]/g, ''));
  await expect.poll(shown).toBeCloseTo(Number(at10.liquidationPrice), 5);
  await page.getByTestId(`margin-${ROW}`).click();
  await dialog(page).getByTestId('margin-amount').fill('5');
  await expect(dialog(page).getByTestId('margin-liquidation-after')).toContainText(/\d\.\d{5}/);
  await dialog(page).getByTestId('margin-confirm').click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(async () => Number((await position()).margin)).toBeCloseTo(Number(at10.margin) + 5, 8);
  const added = await position();
  expect(Number(added.liquidationPrice)).toBeLessThan(Number(at10.liquidationPrice));
  await expect.poll(shown).toBeCloseTo(Number(added.liquidationPrice), 5);

  mark = logMark();
  await page.getByTestId(`margin-${ROW}`).click();
  await dialog(page).getByTestId('margin-remove').click();
  await dialog(page).getByTestId('margin-amount').fill('1000');
  await dialog(page).getByTestId('margin-confirm').click();
  await expect(dialog(page).getByTestId('margin-limit')).toHaveText(/^At most \u2066\d+\.\d{2} USDT\u2069\.$/);
  expect(calls(mark, 'position/margin')).toHaveLength(0);
  await dialog(page).getByTestId('margin-amount').fill('3');
  await dialog(page).getByTestId('margin-confirm').click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(async () => Number((await position()).margin)).toBeCloseTo(Number(added.margin) - 3, 8);
  const removed = await position();
  expect(Number(removed.liquidationPrice)).toBeGreaterThan(Number(added.liquidationPrice));
  await expect.poll(shown).toBeCloseTo(Number(removed.liquidationPrice), 5);
  expect(calls(mark, 'position/margin').map((r) => [r.headers.paptrading, (r.body as { action?: string }).action])).toEqual([['1', 'remove']]);

  // Closed, the market switches to cross.
  await page.getByTestId(`close-${ROW}`).click();
  await page.getByTestId('close-position-confirm').click();
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (0)');
  await form(page).getByTestId('margin-mode-button').click();
  await dialog(page).getByTestId('margin-mode-cross').check();
  await dialog(page).getByTestId('margin-mode-confirm').click();
  await expect(dialog(page)).toBeHidden();
  await expect(form(page).getByTestId('margin-mode-button')).toHaveText('Cross');
  expect((await account()).settings.marginMode).toBe('cross');

  // A long opened now is a cross position, on screen and at the gateway; it has no margin pencil.
  await form(page).getByLabel('Amount', { exact: true }).fill('2000');
  await page.getByTestId('order-submit').click();
  await dialog(page).getByTestId('order-confirm').click();
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (1)');
  await expect(positionRow(page)).toContainText('Cross');
  expect(await position()).toMatchObject({ marginMode: 'cross' });
  await expect(page.getByTestId(`margin-${ROW}`)).toHaveCount(0);
});
