// Issue 11: on a 360 px phone no text is cut or pushed off screen, in a pseudo-locale that makes
// every word 40 % longer and in each of the 31 languages: the header and its navigation on every
// page, and every page but the trading screen's own body (tests/e2e/trading.spec.ts covers that).
import { type Page, expect, test } from '@playwright/test';
import { LANGUAGES, type Locale } from '../../src/core/languages';
import { waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm } from '../support/auth';
import { expectNoClippedText } from '../support/clipping';
import { servePseudoLocale } from '../support/pseudoLocale';

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const PARENT = { loginName: 'parent@openex.test', password: 'Parent#2024' };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.setTimeout(180_000);
// Thirty languages' pages, each test on its own: both workers share them instead of one taking all.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

async function useLanguage(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', JSON.stringify(l));
  }, locale);
}

/** Opens a page and waits until what it loads has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.locator('[data-testid=assets-loading], .research-list [aria-busy=true]')).toHaveCount(0);
  await expect(page.locator('main [role=status]').filter({ hasText: /…$/ })).toHaveCount(0);
}

const SIGNED_OUT = ['/_app', '/login', '/login/agency', '/register', '/markets', '/research', '/asset', '/account/setting', '/account/sub-account', '/api', '/account/newapi', '/record/exchange', '/fee', '/vip/detail', '/vip/vipIntroduce', '/no/such/page'];
const SIGNED_IN = ['/asset', '/asset/spot', '/asset/futures', '/asset/margin', '/account/setting', '/modifyverification?step=password', '/modifyverification?step=phone', '/subaccount/setting/antiphishing', '/account/sub-account', '/api', '/account/newapi', '/record/exchange?tab=futuresOrders', '/record/exchange?tab=ledger', '/fee', '/vip/detail', '/vip/vipIntroduce', '/order/marginOrderInfo', '/record/margin', '/devices', '/history'];

async function checkSignedOut(page: Page, label: string): Promise<void> {
  for (const path of SIGNED_OUT) {
    await open(page, path);
    await expectNoClippedText(page, { label: `${label} ${path}` });
  }
  // The trading screen: its header and navigation here; its body is the layout work's own test.
  for (const path of ['/spot/BTCUSDT', '/futures/usdt/BTCUSDT']) {
    await page.goto(path);
    await waitForApp(page);
    await expectNoClippedText(page, { root: 'header.header', label: `${label} ${path} header` });
  }
  await page.getByTestId('preferences-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoClippedText(page, { root: 'dialog[open]', label: `${label} preferences` });
  await page.keyboard.press('Escape');
  await open(page, '/research');
  const article = page.locator('main a[href*="/research/articles/"]').first();
  await article.click();
  await expect(page).toHaveURL(/\/research\/articles\//);
  await waitForApp(page);
  await expectNoClippedText(page, { label: `${label} research article` });
}

async function checkSignedIn(page: Page, account: typeof TRADER, label: string): Promise<void> {
  await open(page, '/login');
  await fillLoginForm(page, account);
  await expect(page.getByTestId('account-badge')).toBeVisible();
  for (const path of SIGNED_IN) {
    await open(page, path);
    await expectNoClippedText(page, { label: `${label} ${path}` });
  }
}

test.describe('pseudo-locale, every word 40 % longer', () => {
  test.use({ serviceWorkers: 'block' });

  test('signed out: the header and every page', async ({ page }) => {
    await servePseudoLocale(page);
    await checkSignedOut(page, 'pseudo');
  });

  test('signed in: the asset and account pages', async ({ page }) => {
    await servePseudoLocale(page);
    await checkSignedIn(page, TRADER, 'pseudo');
  });

  test('signed in with sub-accounts', async ({ page }) => {
    await servePseudoLocale(page);
    await checkSignedIn(page, PARENT, 'pseudo parent');
  });
});

for (const { locale } of LANGUAGES) {
  test(`${locale}: signed out, the header and every page`, async ({ page }) => {
    await useLanguage(page, locale);
    await checkSignedOut(page, locale);
  });

  test(`${locale}: signed in, the asset and account pages`, async ({ page }) => {
    await useLanguage(page, locale);
    await checkSignedIn(page, TRADER, locale);
  });
}
