// The order form as a new user meets it, against the reference gateway with the service worker
// on: signing in from the form comes back to the same market, refused keystrokes say why, a
// resting order that fills later says so, and the whole order flow works by keyboard alone.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm } from '../support/auth';

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
