import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { openPreferences, waitForApp } from '../support/app';

const screens = ['/spot/BTCUSDT', '/futures/usdt/BTCUSDT', '/trade-margin/BTCUSDT', '/markets', '/_app', '/no/such/page', '/account/setting', '/fee', '/vip/detail', '/vip/vipIntroduce', '/record/exchange'];

for (const theme of ['standard', 'dark'] as const) {
  for (const locale of ['', '/ar']) {
    test(`no serious violations: ${theme} theme${locale ? ', Arabic' : ''}`, async ({ page }) => {
      for (const screen of screens) {
        await page.goto(`${locale}${screen}?appTheme=${theme}`);
        await waitForApp(page);
        expect(await seriousViolations(page), screen).toEqual([]);
      }
      await openPreferences(page);
      expect(await seriousViolations(page), 'preferences').toEqual([]);
    });
  }
}

test('no serious violations in demo mode and its confirmation', async ({ page }) => {
  await page.goto('/spot/BTCUSDT?appTheme=dark');
  await waitForApp(page);
  await page.getByTestId('demo-switch').click();
  expect(await seriousViolations(page), 'confirmation').toEqual([]);
  await page.getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  expect(await seriousViolations(page), 'demo dark').toEqual([]);
  await page.goto('/spot/BTCUSDT?appTheme=standard');
  await waitForApp(page);
  expect(await seriousViolations(page), 'demo light').toEqual([]);
});
