// Takes every screen for people to look at: test-results/screens-all/<lang>-<theme>-<width>-<screen>.png.
// Fails only when a screen cannot be reached; what the screens look like is for the reader.
import { type Page, expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import type { Locale } from '../../src/core/languages';
import { waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm } from '../support/auth';

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const OUT = resolve(import.meta.dirname, '../../test-results/screens-all');
const LANGUAGES: readonly Locale[] = ['en', 'de', 'ar', 'vi'];
const THEMES = [['light', 'standard'], ['dark', 'dark']] as const;
const VIEWPORTS = [{ width: 360, height: 740 }, { width: 1440, height: 900 }];

async function shot(page: Page, name: string, path?: string): Promise<void> {
  if (path) {
    await page.goto(path);
    await waitForApp(page);
  }
  await expect(page.locator('[data-testid=assets-loading]')).toHaveCount(0);
  // Prices, the chart and lazy images settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: resolve(OUT, `${name}.png`) });
}

async function trading(page: Page, prefix: string): Promise<void> {
  await shot(page, `${prefix}-spot`, '/spot/BTCUSDT');
  await page.getByTestId('symbol-picker').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, `${prefix}-markets-picker`);
  await page.keyboard.press('Escape');
  await shot(page, `${prefix}-futures`, '/futures/usdt/BTCUSDT');
}

for (const locale of LANGUAGES) {
  for (const [themeName, appTheme] of THEMES) {
    for (const viewport of VIEWPORTS) {
      const prefix = `${locale}-${themeName}-${viewport.width}`;
      test(prefix, async ({ page, context }) => {
        await declineAnalytics(context);
        await page.setViewportSize(viewport);
        await page.addInitScript((l) => {
          if (!localStorage.getItem('locale')) localStorage.setItem('locale', JSON.stringify(l));
        }, locale);
        // The query sets the theme and the app remembers it for the rest of the pass.
        await page.goto(`/_app?appTheme=${appTheme}`);
        await waitForApp(page);

        // Signed out.
        await trading(page, `${prefix}-out`);
        await shot(page, `${prefix}-out-assets`, '/asset');
        await shot(page, `${prefix}-out-account`, '/account/setting');
        await shot(page, `${prefix}-login`, '/login');
        await shot(page, `${prefix}-register`, '/register');
        await shot(page, `${prefix}-markets`, '/markets');
        await shot(page, `${prefix}-research`, '/research');
        await page.locator('main a[href*="/research/articles/"]').first().click();
        await expect(page).toHaveURL(/\/research\/articles\//);
        await waitForApp(page);
        await shot(page, `${prefix}-research-article`);
        await shot(page, `${prefix}-not-found`, '/this/does/not/exist');
        await page.getByTestId('preferences-button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot(page, `${prefix}-preferences`);
        await page.keyboard.press('Escape');

        // Signed in.
        await page.goto('/login');
        await waitForApp(page);
        await fillLoginForm(page, TRADER);
        await expect(page.getByTestId('account-badge')).toBeVisible();
        await trading(page, `${prefix}-in`);
        for (const view of ['', '/spot', '/futures', '/margin']) await shot(page, `${prefix}-in-assets${view.replace('/', '-')}`, `/asset${view}`);
        await shot(page, `${prefix}-in-account`, '/account/setting');
        await shot(page, `${prefix}-in-security-password`, '/modifyverification?step=password');
        await shot(page, `${prefix}-in-security-signin`, '/modifyverification?step=signIn');
        await shot(page, `${prefix}-in-anti-phishing`, '/subaccount/setting/antiphishing');
        await shot(page, `${prefix}-in-security-google`, '/modifyverification?step=google');
        await page.getByTestId('google-start').click();
        await expect(page.getByTestId('google-secret')).toBeVisible();
        await shot(page, `${prefix}-in-security-google-qr`);
        await shot(page, `${prefix}-in-sub-accounts`, '/account/sub-account');
        await shot(page, `${prefix}-in-devices`, '/devices');
        await shot(page, `${prefix}-in-history`, '/history');
      });
    }
  }
}
