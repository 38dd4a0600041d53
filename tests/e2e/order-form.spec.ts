// The order form as a new user meets it, against the reference gateway with the service worker
// on: signing in from the form comes back to the same market, refused keystrokes say why, a
// resting order that fills later says so, and the whole order flow works by keyboard alone.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm, registerFreshUser, signIn } from '../support/auth';
import { control } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const form = (page: Page) => page.getByTestId('order-form');

/** A new account of the test's own, so no other test's orders show in its tables; signed in, in demo mode. */
async function freshDemoTrader(page: Page): Promise<void> {
  await registerFreshUser(page, 'form', 'Fresh2024pass');
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
}

async function markOf(market: 'spot' | 'futures', symbol: string): Promise<number> {
  const state = await control<{ markets: Array<{ market: string; symbol: string; mark: string }> }>('markets/state');
  const found = state.markets.find((m) => m.market === market && m.symbol === symbol);
  if (!found) throw new Error(`no ${market} ${symbol}`);
  return Number(found.mark);
}

test('signing in from the order form comes back to the futures market it was opened on', async ({ page }) => {
  await page.goto('/futures/usdt/ETHUSDT');
  await waitForApp(page);
  await expect(page.getByTestId('order-register')).toHaveAttribute('href', /\/register\?redirect=%2Ffutures%2Fusdt%2FETHUSDT$/);
  await page.getByTestId('order-login').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffutures%2Fusdt%2FETHUSDT$/);
  await fillLoginForm(page, TRADER);
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await expect(page).toHaveURL(/\/futures\/usdt\/ETHUSDT$/);
  await expect(form(page)).toBeVisible();
});

test('a refused keystroke or paste keeps the value and says why beside the field, in German', async ({ page }) => {
  await signIn(page, TRADER);
  await page.goto('/de/spot/BTCUSDT');
  await waitForApp(page);
  const price = form(page).getByLabel('Preis (USDT)');
  const amount = form(page).getByLabel('Menge', { exact: true });
  const noteOf = (field: 'price' | 'amount') => form(page).locator(`input[name="${field}"] + [data-testid="input-refusal"]`);
  await expect(noteOf('price')).toHaveAttribute('aria-live', 'polite');

  // The form puts the first price it sees into an empty field: let it, before clearing the field.
  await expect(price).not.toHaveValue('');
  await price.fill('');
  await price.pressSequentially('-0,01');
  await expect(price).toHaveValue('0,01');
  await expect(noteOf('price')).toHaveText('Vorzeichen sind nicht zulässig: Preis und Menge sind nie negativ');

  await amount.fill('0,123456');
  await amount.press('7');
  await expect(amount).toHaveValue('0,123456');
  await expect(noteOf('amount')).toHaveText('Hier höchstens 6 Nachkommastellen');

  // A paste replaces the text at once, as fill does.
  await price.fill('1.000,5');
  await expect(price).toHaveValue('0,01');
  await expect(noteOf('price')).toHaveText('Tausendertrennzeichen sind nicht zulässig; das Dezimaltrennzeichen ist ","');
  await price.fill('1e-3');
  await expect(price).toHaveValue('0,01');
  await expect(noteOf('price')).toHaveText(/^Exponentialschreibweise wie 1e-3/);
  // Leaving the field keeps the note, so nothing moves under the pointer; coming back clears it.
  await amount.focus();
  await expect(noteOf('price')).toHaveText(/^Exponentialschreibweise wie 1e-3/);
  await price.focus();
  await expect(noteOf('price')).toHaveText('');
});

test('a resting order that fills later says so once, in a notice, in demo mode', async ({ page }) => {
  await freshDemoTrader(page);
  // A market no other test moves: the suite's specs run side by side on one gateway.
  await page.goto('/spot/BNBUSDT');
  await waitForApp(page);
  const price = (Math.floor((await markOf('spot', 'BNBUSDT')) * 0.95 * 100) / 100).toFixed(2);
  await form(page).getByLabel('Price (USDT)').fill(price);
  await form(page).getByLabel('Amount', { exact: true }).fill('0.1');
  await page.getByTestId('order-submit').click();
  await page.getByRole('dialog').getByTestId('order-confirm').click();
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');
  const notice = page.getByTestId('toast-text').filter({ hasText: 'Limit order filled' });
  await expect(notice).toHaveCount(0);

  await control('markets/price', { market: 'spot', symbol: 'BNBUSDT', price: Number(price) * 0.97 });
  const shown = Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(notice).toHaveText([`Limit order filled: Buy 0.1 BNB at ${shown}`], { timeout: 20_000 });
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (0)');
  await page.waitForTimeout(1500);
  await expect(notice).toHaveCount(1);
});

/** Presses Tab until the focused element matches `selector`; returns how many presses it took. */
async function tabTo(page: Page, selector: string, max = 80): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  throw new Error(`${selector} not reached in ${max} Tab presses`);
}

const focusedOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

test('the whole order flow works by keyboard alone, and focus never falls to the page', async ({ page }) => {
  await freshDemoTrader(page);
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  await expect(form(page)).toBeVisible();
  await expect(page.getByTestId('order-book').getByRole('listbox')).toBeVisible();

  // A market chosen in the picker: arrows and Enter; focus comes back to the picker's button.
  await tabTo(page, '[data-testid="symbol-picker"]');
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('symbol-picker')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('option', { selected: true })).toHaveAttribute('data-symbol', 'ETHUSDT');
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('option', { selected: true })).toHaveAttribute('data-symbol', 'BTCUSDT');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-symbol', 'BTCUSDT');
  await expect(page.getByTestId('symbol-picker')).toBeFocused();
  // The new market's book is a tab stop once it has arrived: Tab waits for it, as a reader would.
  await expect(page.getByTestId('order-book')).toHaveAttribute('data-phase', 'live');

  // The book is one tab stop: arrows move inside it, Enter puts the price into the form.
  const book = page.getByTestId('order-book').getByRole('listbox');
  const toBook = await tabTo(page, '[data-testid="order-book"] [role="listbox"]');
  expect(toBook).toBeLessThan(15);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(book).toHaveAttribute('aria-activedescendant', /-bids-/);
  // The book keeps moving meanwhile; focus stays on it whatever rows come and go.
  await page.waitForTimeout(1500);
  await expect(book).toBeFocused();
  await expect(book).toHaveAttribute('aria-activedescendant', /-bids-/);
  await page.keyboard.press('End');
  await expect(book).toHaveAttribute('aria-activedescendant', /-bids-/);
  await page.keyboard.press('Enter');
  // The active bid's price (the book may have moved on by the time it is read back).
  await expect(form(page).getByLabel('Price (USDT)')).toHaveValue(/^\d+\.\d{1,2}$/);
  await expect(book).toBeFocused();

  // The price, lowered by a tenth, so the buy rests however the simulated market moves meanwhile.
  const picked = Number(await form(page).getByLabel('Price (USDT)').inputValue());
  const toPrice = await tabTo(page, '[data-testid="order-form"] input[name="price"]');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type((Math.floor(picked * 90) / 100).toFixed(2));
  // The amount, then Buy: a few presses from the book, not dozens.
  const toAmount = await tabTo(page, '[data-testid="order-form"] input[name="amount"]');
  expect(toPrice + toAmount).toBeLessThan(12);
  await page.keyboard.type('0.01');
  const toBuy = await tabTo(page, '[data-testid="order-submit"]');
  expect(toBook + toPrice + toAmount + toBuy).toBeLessThan(30);
  test.info().annotations.push({ type: 'Tab presses', description: `picker to book ${toBook}, book to price ${toPrice}, price to amount ${toAmount}, amount to Buy ${toBuy}` });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByTestId('order-confirm')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('order-submit')).toBeFocused();
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');

  // Cancel it from the table: focus lands on the empty list's note, not the page.
  await tabTo(page, '[data-testid^="cancel-"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (0)');
  await expect(page.locator('.acct-empty')).toBeFocused();
  expect(await focusedOnBody(page)).toBe(false);
});

test('on a phone, a price chosen in the book by keyboard fills the form that replaces it, and focus moves to the price', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, TRADER);
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await page.locator('#trade-tab-book').click();
  const book = page.getByTestId('order-book').getByRole('listbox');
  await book.focus();
  await page.keyboard.press('ArrowDown');
  const picked = await page.evaluate(() => {
    const grid = document.querySelector('[data-testid="order-book"] [role="listbox"]');
    const id = grid?.getAttribute('aria-activedescendant');
    const price = id ? document.getElementById(id)?.dataset.price : undefined;
    grid?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    return price;
  });
  const price = form(page).getByLabel('Price (USDT)');
  await expect(price).toHaveValue(picked!);
  await expect(price).toBeFocused();
});

test('on a phone, the form keeps what was typed while the chart or book shows, and the Buy/Sell bar opens it on that side', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, TRADER);
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  await page.getByTestId('trade-bar-buy').click();
  const amount = form(page).getByRole('textbox', { name: 'Amount' });
  await amount.fill('0.25');
  await page.locator('#trade-tab-chart').click();
  await expect(form(page)).toHaveCount(0);
  await page.locator('#trade-tab-form').click();
  await expect(amount).toHaveValue('0.25');
  await page.locator('#trade-tab-book').click();
  await page.getByTestId('trade-bar-sell').click();
  await expect(form(page).getByRole('button', { name: 'Sell', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(amount).toHaveValue('');
});
