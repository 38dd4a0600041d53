// /bg is Bulgarian (issue 17), service worker on: the trading screen speaks its catalogue, the
// language menu offers Български and moves an address into /bg, and its calls send English's
// languageType with the locale bg (docs/decisions.md).
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { htmlAttributes, openPreferences, pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { byDevice, logMark, logSince } from '../support/gateway';

const bulgarian = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../locales/bg.json'), 'utf8')) as Record<string, string>;

test('/bg shows the trading screen in Bulgarian and its calls name Bulgarian', async ({ page }) => {
  // Only this browser's calls are read (its terminal code): other workers may show /bg meanwhile.
  const device = await pinTerminalCode(page);
  const mark = logMark();
  await page.goto('/bg');
  await waitForApp(page);
  await waitForServiceWorker(page);
  await expect(page).toHaveURL(/\/bg\/spot\/BTCUSDT$/);
  expect(await htmlAttributes(page)).toMatchObject({ lang: 'bg', dir: 'ltr' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bulgarian['trade.spotTitle']!.replace('{symbol}', 'BTCUSDT'));
  await expect(page.getByRole('navigation', { name: bulgarian['nav.main'] })).toBeVisible();
  await expect(page.getByRole('link', { name: bulgarian['nav.futures'] }).first()).toBeVisible();

  // Links stay under /bg.
  await page.getByRole('link', { name: bulgarian['nav.futures'] }).first().click();
  await expect(page).toHaveURL(/\/bg\/futures\/usdt\/BTCUSDT$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bulgarian['trade.futuresTitle']!.replace('{symbol}', 'BTCUSDT'));

  const calls = logSince(mark, byDevice(device)).filter((r) => r.path.startsWith('/v1/') && r.headers.locale === 'bg');
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.query.languageType, call.path).toBe('0');
    expect(call.headers.language, call.path).toBe('bg_BG');
  }
});

test('the language menu offers Bulgarian and moves a localised address to /bg', async ({ page }) => {
  await page.goto('/de/spot/ETHUSDT');
  await waitForApp(page);
  const dialog = await openPreferences(page);
  const language = dialog.locator('select[name="language"]');
  await expect(language.locator('option[value="bg"]')).toHaveText('Български');
  await language.selectOption('bg');
  await expect(page).toHaveURL(/\/bg\/spot\/ETHUSDT$/);
  await expect.poll(async () => (await htmlAttributes(page)).lang).toBe('bg');
  await expect(dialog.getByRole('heading', { name: bulgarian['prefs.title'] })).toBeVisible();
});
