// Issue 4's user info and rates on screen: the record from userinfo in the header and on the
// account page, a silent user-info failure, a forced logout that ends a real session, and amounts
// valued through the rates.
import { expect, test } from '@playwright/test';
import { GatewayClient } from '../../gateway/testing/client';
import { openPreferences, pinTerminalCode, waitForApp } from '../support/app';
import { signIn } from '../support/auth';
import { baseUrl, byDevice, logMark, logSince } from '../support/gateway';
import { pageFault, removePageFaults } from '../support/faults';

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };

test.afterEach(removePageFaults);


test('after sign-in and on a fresh start the header and the account page show the user record', async ({ page }) => {
  // Its userinfo calls are told apart by this browser's terminal code: other workers ask userinfo meanwhile.
  const device = await pinTerminalCode(page);
  await signIn(page, TRADER);
  const badge = page.getByTestId('account-badge');
  await expect(badge).toContainText('Alex Morgan');
  await expect(badge).toContainText('VIP 1');
  await expect(badge).not.toContainText('Sub');

  // A new start with the session cookie asks userinfo again.
  const mark = logMark();
  await page.reload();
  await waitForApp(page);
  await expect(badge).toBeVisible();
  await expect.poll(() => logSince(mark, byDevice(device, '/v1/user/overview/userinfo')).length).toBeGreaterThan(0);

  await badge.click();
  await expect(page).toHaveURL(/\/account\/setting$/);
  await expect(page.getByTestId('account-uid')).toHaveText('10000001');
  await expect(page.getByTestId('account-email')).toHaveText('tr***@openex.test');
  await expect(page.getByTestId('account-phone')).toHaveText('Not linked');
  await expect(page.getByTestId('account-identity')).toHaveText('Verified');
  await expect(page.getByTestId('account-type')).toHaveText('Main account');
  await expect(page.getByTestId('account-google')).toHaveText('Off');
});

test('a visitor sees the log-in prompt on the account page', async ({ page }) => {
  await page.goto('/account/setting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expect(page.getByText('Log in to see your account.')).toBeVisible();
});

test('user info failing with 00004 stays silent and leaves the visitor anonymous', async ({ page, context }) => {
  await pinTerminalCode(page);
  await signIn(page, TRADER);
  await pageFault(page, { path: '/v1/user/overview/userinfo', code: '00004', msg: 'Session invalid', times: 1 });
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('account-badge')).toHaveCount(0);
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // Not a forced logout: the session cookie is still there.
  expect((await context.cookies()).some((c) => c.name === 'exchange_token')).toBe(true);
});

test('a forced logout (20906) ends the real session: one toast, one clearCookie, one reload, the token refused', async ({ page, context }) => {
  const terminalCode = await pinTerminalCode(page);
  await signIn(page, TRADER);
  const token = (await context.cookies()).find((c) => c.name === 'exchange_token')?.value ?? '';
  const refresh = (await context.cookies()).find((c) => c.name === 'exchange_refresh')?.value ?? '';
  expect(token).not.toBe('');

  await pageFault(page, { path: '/v1/mix/public/usdtRate', method: 'POST', code: '20906', msg: 'Login expired', times: 1 });
  const mark = logMark();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByTestId('preferences-button').click();
  await expect.poll(() => loads).toBe(1);
  await waitForApp(page);
  // The reason survives the reload, told once.
  await expect(page.getByTestId('toast-text')).toHaveText('Login expired, please log in again');
  await expect(page.getByTestId('account-badge')).toHaveCount(0);
  const cleared = logSince(mark, byDevice(terminalCode, '/v1/user/public/clearCookie'));
  expect(cleared).toHaveLength(1);
  expect(String(cleared[0]?.headers.cookie)).toContain('exchange_refresh');
  expect((await context.cookies()).filter((c) => ['exchange_token', 'exchange_uid', 'exchange_refresh'].includes(c.name))).toEqual([]);

  // The gateway no longer knows the old session, nor its refresh token.
  const thief = new GatewayClient(baseUrl());
  await thief.loadConfig();
  thief.setCookie('exchange_token', decodeURIComponent(token));
  thief.setCookie('exchange_refresh', decodeURIComponent(refresh));
  expect((await thief.call('POST', '/v1/user/overview/userinfo')).envelope.code).not.toBe('00000');
  expect((await thief.call('POST', '/v1/user/public/refreshToken')).envelope.code).not.toBe('00000');
});

test('the display currency is valued through the rates, and a missing rate says USDT', async ({ page }) => {
  // Every display currency has a rate at the gateway; an answer that lacks one must still read well.
  await pageFault(page, { path: '/v1/mix/public/usdtRate', data: { rates: { usdt_cny: '7.2412' } } });
  await page.goto('/spot/BTCUSDT');
  const dialog = await openPreferences(page);
  await dialog.locator('select[name="currency"]').selectOption('CNY');
  await expect(dialog.getByTestId('display-currency')).toHaveText('1 USDT ≈ ¥7.2412');
  await dialog.locator('select[name="currency"]').selectOption('UAH');
  await expect(dialog.getByTestId('display-currency')).toHaveText('No UAH rate yet: amounts are shown in USDT.');
});
