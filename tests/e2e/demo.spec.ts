import { type Page, expect, test } from '@playwright/test';
import spanish from '../../locales/es.json' with { type: 'json' };
import { htmlAttributes, waitForApp } from '../support/app';

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
