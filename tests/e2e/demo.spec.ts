import { type Page, expect, test } from '@playwright/test';
import german from '../../locales/de.json' with { type: 'json' };
import spanish from '../../locales/es.json' with { type: 'json' };
import { htmlAttributes, waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm } from '../support/auth';

const flag = (page: Page) => page.evaluate(() => localStorage.getItem('simulated_trading'));

async function enterDemo(page: Page) {
  await page.getByTestId('demo-switch').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('demo-confirm').click();
}

test('entering sets the flag and goes to the locale-aware spot page, with a banner and accent', async ({ page }) => {
  await page.goto('/es/futures/usdt/ETHUSDT');
  await waitForApp(page);
  await enterDemo(page);
  await expect(page).toHaveURL(/\/es\/spot\/BTCUSDT$/);
  expect(await flag(page)).toBe('1');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('demo-switch')).toHaveAttribute('aria-checked', 'true');
  expect((await htmlAttributes(page)).mode).toBe('demo');
  // The banner is translated and survives a reload.
  await page.reload();
  await expect(page.getByTestId('demo-banner')).toContainText(spanish['demo.banner']);
});

test('the confirmation can be skipped next time, and cancelling changes nothing', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  expect(await flag(page)).toBeNull();
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByLabel("Don't ask me again").check();
  await page.getByRole('dialog').getByRole('button', { name: 'Start demo trading' }).click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('change_mode_without_dialog'))).toBe('true');
  await page.getByTestId('demo-banner').getByRole('button').click();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await page.getByTestId('demo-switch').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
});

test('leaving clears the flag and reloads', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await enterDemo(page);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await page.getByTestId('demo-switch').click();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(await flag(page)).toBeNull();
  expect((await htmlAttributes(page)).mode).toBe('real');
});

test('while on, a path outside the allowed table redirects to the spot page', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await enterDemo(page);
  await page.goto('/ja/_app');
  await expect(page).toHaveURL(/\/ja\/spot\/BTCUSDT$/);
  await page.goto('/research');
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await page.goto('/futures/usdt/SOLUSDT');
  await expect(page).toHaveURL(/\/futures\/usdt\/SOLUSDT$/);
});

test('a signed-out visitor in demo mode can log in and sign up, and a page outside demo says why and offers the way out', async ({ page, context }) => {
  await declineAnalytics(context);
  await page.goto('/futures/usdt/BTCUSDT');
  await waitForApp(page);
  await enterDemo(page);
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await expect(page.getByTestId('demo-redirected')).toHaveCount(0);

  await page.getByTestId('header-register').click();
  await expect(page).toHaveURL(/\/register(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await page.getByTestId('header-login').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fspot%2FBTCUSDT$/);
  await fillLoginForm(page, { loginName: 'trader@openex.test', password: 'Trader#2024' });
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  expect(await flag(page)).toBe('1');

  // The logo is demo trading's home, the spot market: no notice.
  await page.goto('/futures/usdt/BTCUSDT');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await expect(page.getByTestId('demo-redirected')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Research' }).click();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await expect(page.getByTestId('demo-redirected')).toHaveText('That page is not part of demo trading, so you are on the demo spot market.');
  await page.getByTestId('demo-leave').click();
  await expect(page).toHaveURL(/\/research$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Research center' })).toBeVisible();
  expect(await flag(page)).toBeNull();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
});

test('the demo notice is translated and can be dismissed', async ({ page }) => {
  await page.goto('/de/spot/BTCUSDT');
  await waitForApp(page);
  await enterDemo(page);
  await page.goto('/de/research');
  await expect(page).toHaveURL(/\/de\/spot\/BTCUSDT$/);
  await expect(page.getByTestId('demo-redirected')).toHaveText(german['demo.redirected']);
  await page.getByTestId('demo-banner').getByRole('button', { name: german['toast.dismiss'] }).click();
  await expect(page.getByTestId('demo-redirected')).toHaveCount(0);
  await expect(page.getByTestId('demo-banner')).toContainText(german['demo.banner']);
});

test('another tab setting the flag reloads an allowed page and redirects any other', async ({ context }) => {
  const a = await context.newPage();
  const allowed = await context.newPage();
  const elsewhere = await context.newPage();
  await a.goto('/spot/BTCUSDT');
  await allowed.goto('/futures/usdt/BTCUSDT');
  await elsewhere.goto('/de/_app');
  for (const p of [a, allowed, elsewhere]) await waitForApp(p);
  await allowed.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

  await enterDemo(a);

  await expect(allowed.getByTestId('demo-banner')).toBeVisible();
  expect(await allowed.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  await expect(allowed).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
  await expect(elsewhere).toHaveURL(/\/de\/spot\/BTCUSDT$/);
  await expect(elsewhere.getByTestId('demo-banner')).toBeVisible();
});

test('another tab clearing the flag reloads every tab into real trading', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/spot/BTCUSDT');
  await enterDemo(a);
  await b.goto('/spot/ETHUSDT');
  await expect(b.getByTestId('demo-banner')).toBeVisible();
  await b.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

  await a.getByTestId('demo-banner').getByRole('button').click();

  await expect(b.getByTestId('demo-banner')).toHaveCount(0);
  expect(await b.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  expect((await htmlAttributes(b)).mode).toBe('real');
});
