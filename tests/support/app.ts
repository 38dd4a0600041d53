// Helpers for end-to-end tests: they act as a user would and read what a user (or the browser's
// storage) would see; nothing here reaches into the app's modules.
import { type Page, expect } from '@playwright/test';

/** Waits until the page is rendered by the app (not the boot placeholder). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('header.header')).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
}

/** Waits until a service worker controls the page, reloading once if it activated after load. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) {
    // The worker activated after this page loaded and may not have claimed it: a reload is controlled.
    await page.waitForTimeout(500);
    if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export async function openPreferences(page: Page) {
  await page.getByTestId('preferences-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

export function htmlAttributes(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    theme: document.documentElement.dataset.theme,
    mode: document.documentElement.dataset.mode,
  }));
}

const pinned = new WeakMap<Page, string>();

/** Gives the page's browser a terminal code of the test's choosing, so gateway faults can be scoped to it. */
export async function pinTerminalCode(page: Page): Promise<string> {
  const existing = pinned.get(page);
  if (existing) return existing;
  const code = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  pinned.set(page, code);
  await page.addInitScript((c) => {
    if (!localStorage.getItem('terminalCode')) localStorage.setItem('terminalCode', JSON.stringify(c));
  }, code);
  return code;
}

/** Submits the order form and confirms it in the confirmation dialog. */
export async function submitConfirmed(page: Page): Promise<void> {
  await page.getByTestId('order-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('order-confirm').click();
  await expect(dialog).toBeHidden();
}
