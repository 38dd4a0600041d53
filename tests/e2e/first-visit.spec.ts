// Issue 12: a signed-out visitor who only watches prices never starts the crypto worker. Opening
// the sign-in form starts it, and a page with a session starts it on its own. The service worker
// precaches the worker's script at install, outside the page: that fetch is told apart from the
// page's own by Playwright's Request.serviceWorker().
import { type BrowserContext, type Page, type Request, expect, test } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from '../support/app';
import { declineAnalytics, fillLoginForm } from '../support/auth';

const CRYPTO_SCRIPT = /crypto\.worker-.*\.js/;
const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

declare global {
  interface Window {
    __workerNames?: string[];
  }
}

/** Records the name of every dedicated worker a page creates, before the app's first script runs. */
function recordWorkerNames(): void {
  const names: string[] = [];
  window.__workerNames = names;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      names.push(options?.name ?? '');
    }
  };
}

/** Requests for the crypto worker's script: the pages' own (with their workers') and the service worker's. */
function watchCryptoScript(context: BrowserContext): { page: string[]; serviceWorker: string[] } {
  const seen = { page: [] as string[], serviceWorker: [] as string[] };
  context.on('request', (request: Request) => {
    if (!CRYPTO_SCRIPT.test(request.url())) return;
    (request.serviceWorker() ? seen.serviceWorker : seen.page).push(request.url());
  });
  return seen;
}

const workerNames = (page: Page) => page.evaluate(() => window.__workerNames ?? []);
const cryptoWorkers = (page: Page) => page.workers().filter((w) => CRYPTO_SCRIPT.test(w.url()));

async function watchPrices(page: Page): Promise<void> {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await page.locator('#trade-tab-book').click();
  await expect(page.locator('[data-testid="order-book"][data-phase="live"]')).toBeVisible();
  await page.waitForTimeout(3_000);
  for (const tab of ['trades', 'form', 'chart', 'book']) await page.locator(`#trade-tab-${tab}`).click();
  await page.getByTestId('symbol-picker').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.waitForTimeout(2_000);
}

test('a signed-out visitor watching prices never starts the crypto worker; the sign-in form and a session do', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  try {
    await declineAnalytics(context);
    await context.addInitScript(recordWorkerNames);
    const requests = watchCryptoScript(context);
    const page = await context.newPage();

    await watchPrices(page);
    // The service worker installs and precaches (the worker's script among the rest); a second
    // visit is answered by it, and still starts nothing.
    await waitForServiceWorker(page);
    await expect.poll(() => requests.serviceWorker.length, { message: 'the service worker precaches the crypto script' }).toBeGreaterThan(0);
    await watchPrices(page);
    expect(requests.page, 'the page never requests the crypto worker script').toEqual([]);
    expect(await workerNames(page)).not.toContain('crypto');
    expect(cryptoWorkers(page)).toEqual([]);

    // Opening the sign-in form starts it, so the key pair is ready before the form is filled in.
    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect.poll(() => workerNames(page)).toContain('crypto');
    expect(requests.page.length).toBeGreaterThan(0);
    await fillLoginForm(page, TRADER);
    await expect(page.getByTestId('account-badge')).toBeVisible();

    // A page that opens with a session starts the worker by itself, ready for the next signed call.
    const signedIn = await context.newPage();
    await signedIn.goto('/spot/BTCUSDT');
    await waitForApp(signedIn);
    await expect(signedIn.getByTestId('account-badge')).toBeVisible();
    await expect.poll(() => workerNames(signedIn)).toContain('crypto');
  } finally {
    await context.close();
  }
});

declare global {
  interface Window {
    __sawLoading?: boolean;
  }
}

/** Notes whether the route's "Loading…" placeholder is ever in the page, before the app's first script runs. */
function watchForLoading(): void {
  window.__sawLoading = false;
  new MutationObserver(() => {
    if (document.querySelector('#root p.page[role="status"]')) window.__sawLoading = true;
  }).observe(document, { childList: true, subtree: true });
}

for (const path of ['/login', '/register', '/login/agency']) {
  test(`a cold visit to ${path} shows its form in the first commit, never "Loading", and starts the crypto worker`, async ({ browser }) => {
    const context = await browser.newContext();
    try {
      await declineAnalytics(context);
      await context.addInitScript(recordWorkerNames);
      await context.addInitScript(watchForLoading);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('form input').first()).toBeVisible();
      await expect.poll(() => workerNames(page)).toContain('crypto');
      expect(await page.evaluate(() => window.__sawLoading)).toBe(false);
    } finally {
      await context.close();
    }
  });
}
