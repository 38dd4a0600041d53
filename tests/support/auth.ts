// Signing in through the real login screen, as a user does: for tests that need a signed-in page.
// Accounts with a second factor pass `secondStep`, which fills the codes the screen asks for.
import { type BrowserContext, type Page, expect } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from './app';
import { baseUrl, control, requestLog } from './gateway';

export interface SignInOptions {
  readonly loginName: string;
  readonly password: string;
  /** Mobile sign-in: the area code of `loginName`. */
  readonly areaCode?: string;
  /** Where to open the login screen from (a locale prefix, a redirect); '/login' by default. */
  readonly path?: string;
  /** Fills the second step; without it, an account that asks for codes fails the test. */
  readonly secondStep?: (page: Page) => Promise<void>;
}

export async function fillLoginForm(page: Page, { loginName, password, areaCode }: SignInOptions): Promise<void> {
  if (areaCode !== undefined) {
    await page.getByTestId('login-by-mobile').check();
    await page.getByTestId('field-areaCode').fill(areaCode);
    await page.getByTestId('field-mobile').fill(loginName);
  } else {
    await page.getByTestId('field-email').fill(loginName);
  }
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in and waits until the header shows the account. */
export async function signIn(page: Page, options: SignInOptions): Promise<void> {
  await page.goto(options.path ?? '/login');
  await waitForApp(page);
  await fillLoginForm(page, options);
  if (options.secondStep) {
    await expect(page.getByTestId('verify-form')).toBeVisible();
    await options.secondStep(page);
  }
  await expect(page.getByTestId('account-badge')).toBeVisible();
}

/** Ends the session through the account menu, as a user does. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/**
 * Whether a secret crossed the wire in clear: anywhere in the request log for a password; for a
 * 6-digit code, standing alone (as a JSON or query value would), not inside a longer number.
 */
export function secretInRequestLog(secret: string): boolean {
  const logText = requestLog().map((r) => JSON.stringify(r)).join('\n');
  return /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(logText) : logText.includes(secret);
}

/** Answers the analytics consent question before the first load, so its banner covers no form. */
export async function declineAnalytics(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'exchange_consent', value: 'denied', url: baseUrl() }]);
}

/** The registration code the gateway issued for an email address or mobile number (read back through test control). */
export async function registrationCode(account: string): Promise<string> {
  let found = '';
  await expect.poll(async () => {
    const { codes } = await control<{ codes: Array<{ purpose: string; code: string }> }>(`codes?account=${encodeURIComponent(account)}`);
    found = codes.find((c) => c.purpose === 'register')?.code ?? '';
    return found;
  }).not.toBe('');
  return found;
}

/**
 * Registers a new account by email through the screen and leaves it signed in: a test's own
 * account, whose orders and demo wallet no other test touches. Returns its login name.
 */
export async function registerFreshUser(page: Page, prefix: string, password: string): Promise<string> {
  const email = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@openex.test`;
  await page.goto('/register');
  await waitForApp(page);
  await page.getByTestId('register-by-email').check();
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('send-email').click();
  await page.getByTestId('field-emailCode').fill(await registrationCode(email));
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('field-rePassword').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  return email;
}

/** A new account of the test's own, signed in and switched to demo trading (on /account/setting); returns its user id. */
export async function freshDemoTrader(page: Page, prefix: string): Promise<string> {
  await registerFreshUser(page, prefix, 'Fresh2024pass');
  await waitForServiceWorker(page);
  await page.goto('/account/setting');
  await waitForApp(page);
  const userId = (await page.getByTestId('account-uid').textContent())?.trim() ?? '';
  expect(userId).toMatch(/^\d+$/);
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  return userId;
}
