// Issue 11's account pages and right-to-left details: signed out, the account pages offer a way
// in that comes back; hidden balances hide which coins are held; one checkbox size in the
// preferences; in Arabic the account values share one edge, sub-account names sit by their
// details, a path keeps its slashes in order, the layout choices name the side the form is on,
// and "Wallet" is translated.
import { type Locator, expect, test } from '@playwright/test';
import { openPreferences, waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm, signIn } from '../support/auth';
import { pageFault, removePageFaults } from '../support/faults';

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const PARENT = { loginName: 'parent@openex.test', password: 'Parent#2024' };

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});
test.afterEach(removePageFaults);

/** The box of an element's text as laid out (not of the element, which fills its column). */
const textBox = (locator: Locator) => locator.evaluate((element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  const { left, right } = range.getBoundingClientRect();
  return { left, right };
});

for (const path of ['/account/setting', '/account/sub-account']) {
  test(`signed out, ${path} offers Log in and Sign up, and the login comes back to it`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const prompt = page.getByTestId('sign-in-prompt');
    await expect(prompt.getByTestId('prompt-register')).toHaveAttribute('href', `/register?redirect=${encodeURIComponent(path)}`);
    await prompt.getByTestId('prompt-login').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
    await fillLoginForm(page, TRADER);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('sign-in-prompt')).toHaveCount(0);
  });
}

test('with balances hidden, the note on coins left out of the total does not name them', async ({ page }) => {
  // Without tickers no coin but USDT has a price: BTC and ETH are left out of the total.
  await pageFault(page, { path: '/v1/mix/market/tickers', status: 500 });
  await signIn(page, TRADER);
  await page.goto('/asset');
  await waitForApp(page);
  const note = page.getByTestId('assets-unpriced');
  await expect(note).toContainText('BTC');
  await page.getByTestId('assets-visibility').click();
  await expect(page.getByTestId('assets-total')).toContainText('****');
  await expect(note).toBeVisible();
  await expect(note).not.toContainText(/BTC|ETH/);
});

for (const viewport of [{ width: 360, height: 740 }, { width: 1440, height: 900 }]) {
  test(`the preferences' checkboxes are one size at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/spot/BTCUSDT', '/de/spot/BTCUSDT']) {
      await page.goto(path);
      await waitForApp(page);
      const dialog = await openPreferences(page);
      const boxes = await dialog.locator('input[type="checkbox"]').evaluateAll((inputs) => inputs.map((i) => {
        const r = i.getBoundingClientRect();
        return `${Math.round(r.width)}x${Math.round(r.height)}`;
      }));
      expect(boxes.length).toBeGreaterThan(1);
      expect(new Set(boxes).size, boxes.join(', ')).toBe(1);
      await page.keyboard.press('Escape');
    }
  });
}

test.describe('Arabic', () => {
  test('the account page puts every value, Latin or Arabic, on the same edge', async ({ page }) => {
    await signIn(page, { ...TRADER, path: '/ar/login' });
    await page.goto('/ar/account/setting');
    await waitForApp(page);
    const values = page.locator('.facts dd');
    await expect(values.first()).toBeVisible();
    const rights = await Promise.all((await values.all()).map(async (dd) => Math.round((await textBox(dd)).right)));
    expect(rights.length).toBeGreaterThan(6);
    expect(Math.max(...rights) - Math.min(...rights), rights.join(', ')).toBeLessThanOrEqual(1);
  });

  test('a sub-account name starts on the same edge as its details', async ({ page }) => {
    await signIn(page, { ...PARENT, path: '/ar/login' });
    await page.goto('/ar/account/sub-account');
    await waitForApp(page);
    const rows = page.locator('.sub-row');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      const name = await textBox(row.locator('.sub-row__name'));
      const meta = await textBox(row.locator('.sub-row__meta'));
      expect(Math.abs(name.right - meta.right)).toBeLessThanOrEqual(1);
    }
  });

  test('the not-found page shows the path with its slashes where they were typed', async ({ page }) => {
    await page.goto('/ar/this/does/not/exist');
    await waitForApp(page);
    const body = page.getByTestId('not-found-body');
    await expect(body).toContainText('this/does/not/exist');
    // The leading slash is drawn left of the "t" after it, as in "/this".
    const order = await body.evaluate((element) => {
      const text = element.firstChild as Text;
      const at = text.data.indexOf('/this');
      const box = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { slash: box(at), t: box(at + 1), end: box(text.data.indexOf('exist') + 4) };
    });
    expect(order.slash).toBeLessThan(order.t);
    expect(order.t).toBeLessThan(order.end);
  });

  test('each layout choice names the side of the screen its order form is on', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const xOf = async (part: string) => (await page.locator(`.trade__grid > .panel--${part}`).boundingBox())?.x ?? Number.NaN;
    await page.goto('/ar/spot/BTCUSDT');
    await waitForApp(page);
    for (const layout of ['left', 'right'] as const) {
      const dialog = await openPreferences(page);
      const choice = dialog.locator(`input[name="layout"][value="${layout}"]`);
      await choice.check();
      const label = await choice.locator('xpath=..').innerText();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('trade-grid')).toHaveAttribute('data-layout', layout);
      const formOnRight = (await xOf('form')) > (await xOf('chart'));
      // "اليمين" is right, "اليسار" left; the label names the start or end too.
      expect(label).toContain(formOnRight ? 'اليمين' : 'اليسار');
      expect(label).toContain(formOnRight ? 'البداية' : 'النهاية');
    }
  });

  test('the sign-in page says "Wallet" in Arabic', async ({ page }) => {
    await page.goto('/ar/login');
    await waitForApp(page);
    await expect(page.getByTestId('third-wallet')).toContainText('المحفظة');
    await expect(page.locator('main')).not.toContainText('Wallet');
  });
});
