import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../../src/core/languages';
import { ROUTE_LOCALES } from '../../src/core/routeLocale';
import { htmlAttributes, waitForApp } from '../support/app';

const bcp47 = (locale: string) => LANGUAGES.find((l) => l.locale === locale)?.bcp47;

test('the root opens the default spot page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BTCUSDT spot');
});

test('the default futures page and the application shell route', async ({ page }) => {
  await page.goto('/futures/usdt/BTCUSDT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BTCUSDT USDT-M perpetual');
  await page.goto('/_app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade crypto, anywhere');
  await page.getByRole('link', { name: 'Open futures trading' }).click();
  await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
});

test('every route locale sets the language of the page', async ({ page }) => {
  for (const routeLocale of ROUTE_LOCALES) {
    await page.goto(`/${routeLocale}/spot/BTCUSDT`);
    const expectedLang = bcp47(routeLocale);
    await expect.poll(async () => (await htmlAttributes(page)).lang, { message: routeLocale }).toBe(expectedLang);
    expect((await htmlAttributes(page)).dir, routeLocale).toBe(routeLocale === 'ar' ? 'rtl' : 'ltr');
  }
});

test('links keep the route locale, and the text is translated', async ({ page }) => {
  await page.goto('/de');
  await expect(page).toHaveURL(/\/de\/spot\/BTCUSDT$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BTCUSDT Spot');
  await page.getByRole('navigation').getByRole('link', { name: 'Futures' }).click();
  await expect(page).toHaveURL(/\/de\/futures\/usdt\/BTCUSDT$/);
  await expect(page.getByRole('link', { name: /Startseite|Home/ })).toHaveAttribute('href', '/de/_app');
});

test('an unknown path gets a translated not-found page with a way home', async ({ page }) => {
  await page.goto('/ja/no/such/page');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  await page.locator('main').getByRole('link').click();
  await expect(page).toHaveURL(/\/ja\/spot\/BTCUSDT$/);
});

test('a malformed market symbol is a not-found page, not a crash', async ({ page }) => {
  await page.goto('/spot/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/spot/<script>');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the appTheme query sets the theme: standard is light, anything else dark', async ({ page }) => {
  await page.goto('/spot/BTCUSDT?appTheme=dark');
  await expect.poll(async () => (await htmlAttributes(page)).theme).toBe('dark');
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await page.goto('/spot/BTCUSDT?appTheme=standard');
  await expect.poll(async () => (await htmlAttributes(page)).theme).toBe('standard');
  await page.goto('/spot/BTCUSDT?appTheme=sepia');
  await expect.poll(async () => (await htmlAttributes(page)).theme).toBe('dark');
  // The choice is kept as the theme preference.
  await page.goto('/spot/BTCUSDT');
  await expect.poll(async () => (await htmlAttributes(page)).theme).toBe('dark');
});
