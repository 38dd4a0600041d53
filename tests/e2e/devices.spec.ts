// /devices and /history (issue 16) through the screens, service worker on: two browsers signed in
// as one user; the first removes the second's device, and the second's next action logs out every
// tab of it with the gateway's message in its language. The history shows both sign-ins and the
// failed attempt made before them; no password is on the wire in clear or in either browser.
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { GatewayClient } from '../../gateway/testing/client';
import { DEVICE_PATHS } from '../../src/core/devices/signIns';
import { PATHS } from '../../src/core/protocol/paths';
import { seriousViolations } from '../support/a11y';
import { pinTerminalCode, waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm, registerFreshUser, secretInRequestLog, signIn } from '../support/auth';
import { browserStorage } from '../support/browserStorage';
import { expectNoClippedText } from '../support/clipping';
import { pageFault } from '../support/faults';
import { baseUrl } from '../support/gateway';

const PASSWORD = 'Devices2024word';
const WRONG = 'NotMine2024word';
const ENDED_DE = 'Diese Sitzung wurde von einem anderen Gerät aus beendet; bitte melden Sie sich erneut an';

async function browserWith(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForApp(page);
  return page;
}

test('a device removed on /devices is logged out in both its tabs with the translated message; /history shows the sign-ins and the failed attempt', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    await declineAnalytics(first);
    await declineAnalytics(second);
    const owner = await first.newPage();
    const email = await registerFreshUser(owner, 'devices', PASSWORD);

    // The second browser, in German: a wrong password first, then the right one, then a second tab.
    const tab1 = await browserWith(second, '/de/login');
    await fillLoginForm(tab1, { loginName: email, password: WRONG });
    await expect(tab1.getByTestId('form-error')).toBeVisible();
    await tab1.getByTestId('field-password').fill(PASSWORD);
    await tab1.getByTestId('login-submit').click();
    await expect(tab1.getByTestId('account-badge')).toBeVisible();
    const tab2 = await browserWith(second, '/de/asset');
    await expect(tab2.getByTestId('account-badge')).toBeVisible();
    await tab1.goto('/de/account/setting');
    await waitForApp(tab1);

    await owner.goto('/account/setting');
    await waitForApp(owner);
    await owner.getByTestId('devices-link').click();
    await expect(owner.getByTestId('device-current')).toContainText('This device');
    const other = owner.getByTestId('device-other');
    await expect(other).toHaveCount(1);
    await expect(other).toContainText('Chrome on Linux');
    await other.getByTestId('device-remove').click();
    await other.getByTestId('device-remove-confirm').click();
    await expect(owner.getByTestId('devices-status')).toHaveText('Chrome on Linux was removed and signed out.');
    await expect(owner.getByTestId('device-other')).toHaveCount(0);
    await expect(owner.getByTestId('device-current')).toHaveCount(1);

    // The second browser's next action: its signed call is refused and it signs out everywhere.
    await tab1.getByTestId('devices-link').click();
    await expect(tab1.getByTestId('toast-text')).toHaveText(ENDED_DE);
    await expect(tab1.getByTestId('header-login')).toBeVisible({ timeout: 10_000 });
    await expect(tab2.getByTestId('header-login')).toBeVisible({ timeout: 5_000 });
    await expect(tab2.getByTestId('account-badge')).toHaveCount(0);

    await owner.getByTestId('history-link').click();
    const rows = owner.getByTestId('sign-in');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute('data-result', 'success');
    await expect(rows.nth(0)).toContainText('Password');
    await expect(rows.nth(1)).toHaveAttribute('data-result', 'wrongPassword');
    await expect(rows.nth(1)).toContainText('Wrong password');
    await expect(rows.nth(2)).toContainText('Registration');
    await expect(rows.nth(2)).toContainText('Chrome on Linux');

    for (const secret of [PASSWORD, WRONG]) expect(secretInRequestLog(secret), secret).toBe(false);
    for (const [page, context] of [[owner, first], [tab1, second]] as const) {
      const stored = (await browserStorage(page, context)).join('\n');
      for (const secret of [PASSWORD, WRONG]) expect(stored.includes(secret), secret).toBe(false);
    }
  } finally {
    await first.close();
    await second.close();
  }
});

test('a device list that fails to load says so, and "Try again" loads it', async ({ page, context }) => {
  await declineAnalytics(context);
  await pinTerminalCode(page);
  await signIn(page, { loginName: 'trader@openex.test', password: 'Trader#2024' });
  await pageFault(page, { path: DEVICE_PATHS.devices, method: 'POST', status: 500, times: 1 });
  await page.goto('/devices');
  await waitForApp(page);
  await expect(page.getByTestId('devices-failed')).toContainText('The devices could not be loaded.');
  await page.getByTestId('devices-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('device-current')).toBeVisible();
});

test('/devices (with a removal being confirmed) and /history show no serious accessibility violation and clip no text, in both themes, in English and Arabic, on a phone', async ({ page, context }) => {
  test.setTimeout(120_000);
  await declineAnalytics(context);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, { loginName: 'trader@openex.test', password: 'Trader#2024' });
  for (const theme of ['standard', 'dark'] as const) {
    for (const locale of ['', '/ar']) {
      await page.goto(`${locale}/devices?appTheme=${theme}`);
      await waitForApp(page);
      await expect(page.getByTestId('device-current')).toBeVisible();
      await page.getByTestId('device-current').getByTestId('device-remove').click();
      await expect(page.getByTestId('device-remove-confirm')).toBeVisible();
      expect(await seriousViolations(page), `${theme}${locale} devices`).toEqual([]);
      await expectNoClippedText(page, { label: `${theme}${locale} devices` });
      await page.goto(`${locale}/history?appTheme=${theme}`);
      await waitForApp(page);
      await expect(page.getByTestId('sign-in').first()).toBeVisible();
      expect(await seriousViolations(page), `${theme}${locale} history`).toEqual([]);
      await expectNoClippedText(page, { label: `${theme}${locale} history` });
    }
  }
});

test('in demo mode /devices and /history stay open and show the same user\'s devices and sign-ins, the demo banner kept', async ({ page, context }) => {
  await declineAnalytics(context);
  await signIn(page, { loginName: 'trader@openex.test', password: 'Trader#2024' });
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await page.goto('/devices');
  await waitForApp(page);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('device-current')).toBeVisible();
  await page.getByTestId('history-link').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('sign-in').first()).toHaveAttribute('data-result', 'success');
});

test('/history goes a page older and back, and shows the throttled attempts of someone guessing the password', async ({ page, context }) => {
  await declineAnalytics(context);
  const email = await registerFreshUser(page, 'history', PASSWORD);
  // Someone else guessing, from outside the browser: 5 wrong passwords, then the throttle refuses.
  const guesser = new GatewayClient(baseUrl());
  await guesser.loadConfig();
  for (let i = 0; i < 21; i += 1) await guesser.call('POST', PATHS.login, { loginName: email, pwd: `${WRONG}${i}` });
  await page.goto('/history');
  await waitForApp(page);
  const rows = page.getByTestId('sign-in');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toHaveAttribute('data-result', 'throttled');
  await expect(rows.first()).toContainText('Blocked: too many attempts');
  await page.getByTestId('history-older').click();
  await expect(page.getByTestId('history-page')).toHaveText('Page 2');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-result', 'wrongPassword');
  await expect(rows.nth(1)).toContainText('Registration');
  await expect(page.getByTestId('history-older')).toBeDisabled();
  await page.getByTestId('history-newer').click();
  await expect(rows).toHaveCount(20);
});
