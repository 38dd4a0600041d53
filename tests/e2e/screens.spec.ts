// Phone-sized screenshots for people to look at (test-results/screens/), in Arabic and English,
// light and dark, with and without demo mode; the layout must not overflow at 360 px.
import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { openPreferences, waitForApp } from '../support/app';

const screenshotPath = (name: string) => resolve(import.meta.dirname, '../../test-results/screens', `${name}.png`);

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const shots: Array<[name: string, path: string]> = [
  ['ar-dark-spot', '/ar/spot/BTCUSDT?appTheme=dark'],
  ['ar-light-futures', '/ar/futures/usdt/BTCUSDT?appTheme=standard'],
  ['en-dark-spot', '/spot/BTCUSDT?appTheme=dark'],
  ['en-light-app', '/_app?appTheme=standard'],
  ['ja-light-notfound', '/ja/nothing-here?appTheme=standard'],
];

for (const [name, path] of shots) {
  test(`360 px: ${name}`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(name) });
  });
}

test('360 px: Arabic dark with the preferences open and demo on', async ({ page }) => {
  await page.goto('/ar/spot/BTCUSDT?appTheme=dark');
  await waitForApp(page);
  await page.getByTestId('demo-switch').click();
  await page.getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await page.screenshot({ path: screenshotPath('ar-dark-demo') });
  await openPreferences(page);
  await page.screenshot({ path: screenshotPath('ar-dark-preferences') });
});
