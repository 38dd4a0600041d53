// The order form as a new user meets it, against the reference gateway with the service worker
// on: signing in from the form comes back to the same market, refused keystrokes say why, a
// resting order that fills later says so, and the whole order flow works by keyboard alone.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm, signIn } from '../support/auth';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const form = (page: Page) => page.getByTestId('order-form');

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
  await expect(noteOf('price')).toHaveText('Tausendertrennzeichen sind nicht zulässig; das Dezimaltrennzeichen ist ,');
  await price.fill('1e-3');
  await expect(price).toHaveValue('0,01');
  await expect(noteOf('price')).toHaveText(/^Exponentialschreibweise wie 1e-3/);
  await amount.focus();
  await expect(noteOf('price')).toHaveText('');
});
