// The sign-in screens as people see them: no serious axe violations in both themes and in Arabic,
// the phone width, and screenshots of the login and registration screens (Arabic, dark, 360 px).
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics, signIn } from '../support/auth';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const SCREENS = 'test-results/screens';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Nothing sticks out sideways: the page fits the phone's width. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const theme of ['standard', 'dark'] as const) {
  for (const locale of ['', '/ar']) {
    test(`no serious violations on the sign-in screens: ${theme}${locale ? ', Arabic' : ''}`, async ({ page }) => {
      await page.goto(`${locale}/login?appTheme=${theme}`);
      await waitForApp(page);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('problem-email')).toBeVisible();
      expect(await seriousViolations(page), 'login with problems').toEqual([]);
      await page.getByTestId('login-tab-qr').click();
      await expect(page.getByTestId('qr-code')).toBeVisible();
      expect(await seriousViolations(page), 'QR').toEqual([]);
      await page.goto(`${locale}/register`);
      await waitForApp(page);
      await page.getByTestId('register-by-both').check();
      await page.getByTestId('register-submit').click();
      await expect(page.getByTestId('problem-rePassword')).toBeVisible();
      expect(await seriousViolations(page), 'register with problems').toEqual([]);
    });
  }
}

test('no serious violations on the second step, the account menu and the sub-account page (dark)', async ({ page }) => {
  await page.goto('/login?appTheme=dark');
  await waitForApp(page);
  await page.getByTestId('field-email').fill('secure@openex.test');
  await page.getByTestId('field-password').fill('Secure#2024');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('verify-form')).toBeVisible();
  expect(await seriousViolations(page), 'second step').toEqual([]);
  await page.context().clearCookies();
  await signIn(page, { loginName: 'parent@openex.test', password: 'Parent#2024', path: '/login?redirect=%2Faccount%2Fsub-account' });
  await expect(page.getByTestId('sub-list')).toBeVisible();
  await page.getByTestId('sub-row-10000005').locator('summary').click();
  expect(await seriousViolations(page), 'sub-accounts').toEqual([]);
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('menu-logout')).toBeVisible();
  expect(await seriousViolations(page), 'account menu').toEqual([]);
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('login and register in Arabic, dark: screenshots, and nothing wider than the screen', async ({ page }) => {
    await page.goto('/ar/login?appTheme=dark');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await fitsWidth(page);
    await page.screenshot({ path: `${SCREENS}/login-ar-dark-360.png`, fullPage: true });
    await page.getByTestId('field-email').fill('trader@openex.test');
    await page.getByTestId('field-password').fill('Wrong#2024');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('form-error')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/login-ar-dark-360-error.png`, fullPage: true });
    await page.getByTestId('login-tab-qr').click();
    await expect(page.getByTestId('qr-code')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/login-qr-ar-dark-360.png`, fullPage: true });

    await page.goto('/ar/register?appTheme=dark');
    await waitForApp(page);
    await page.getByTestId('register-by-both').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('problem-email')).toBeVisible();
    await expect(page.getByTestId('problem-areaCode')).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: `${SCREENS}/register-ar-dark-360.png`, fullPage: true });
  });
});
