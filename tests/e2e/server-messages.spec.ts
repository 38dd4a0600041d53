// Server refusals read in the page's language (issue 17), service worker on: a password change
// to the same password is refused by the gateway (00001), and the form shows the gateway's own
// sentence, in Arabic, German and Bulgarian, because each request names the page's languageType
// (and locale). The refusal keeps the user on the form with what they typed; the request log shows
// the languageType the page sent.
import { type Page, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES } from '../../src/core/languages';
import { SECURITY_PATHS } from '../../src/core/security/paths';
import { pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { declineAnalytics, registerFreshUser, secretInRequestLog } from '../support/auth';
import { byDevice, control, logMark, logSince } from '../support/gateway';

const PASSWORD = 'Messages#2024';

const serverSays = (locale: string, id: string): string =>
  (JSON.parse(readFileSync(resolve(import.meta.dirname, `../../gateway/http/messages/${locale}.json`), 'utf8')) as Record<string, string>)[id]!;

interface Sent { code: string; purpose: string; used: boolean }

async function securityCode(account: string): Promise<string> {
  let found = '';
  await expect.poll(async () => {
    const { codes } = await control<{ codes: Sent[] }>(`codes?account=${encodeURIComponent(account)}`);
    found = codes.find((c) => c.purpose === 'security' && !c.used)?.code ?? '';
    return found;
  }).not.toBe('');
  return found;
}

async function samePasswordRefused(page: Page, device: string, email: string, locale: 'ar' | 'de' | 'bg'): Promise<void> {
  await page.goto(`/${locale}/modifyverification?step=password`);
  await waitForApp(page);
  await page.getByTestId('field-oldPwd').fill(PASSWORD);
  await page.getByTestId('field-pwd').fill(PASSWORD);
  await page.getByTestId('field-rePwd').fill(PASSWORD);
  await page.getByTestId('send-email').click();
  await page.getByTestId('field-emailCode').fill(await securityCode(email));
  const mark = logMark();
  await page.getByTestId('security-submit').click();

  const expected = serverSays(locale, 'security.newPasswordSame');
  expect(expected).not.toBe(serverSays('en', 'security.newPasswordSame'));
  await expect(page.getByTestId('form-error')).toHaveText(expected);
  // Left where they were, with what they typed.
  await expect(page).toHaveURL(new RegExp(`/${locale}/modifyverification\\?step=password$`));
  await expect(page.getByTestId('field-pwd')).toHaveValue(PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES.find((l) => l.locale === locale)!.bcp47);

  // The gateway answered the languageType (and locale) the page sent.
  const sent = logSince(mark, byDevice(device, SECURITY_PATHS.password));
  expect(sent).toHaveLength(1);
  const language = LANGUAGES.find((l) => l.locale === locale)!;
  expect(sent[0]!.query.languageType).toBe(String(language.languageType));
  expect(sent[0]!.headers.locale).toBe(locale);
}

test('a refusal the gateway words reads in Arabic, German and Bulgarian, as the page does', async ({ page }) => {
  test.setTimeout(120_000);
  await declineAnalytics(page.context());
  // Its password calls are told apart by this browser's terminal code: the security e2e changes passwords meanwhile.
  const device = await pinTerminalCode(page);
  const email = await registerFreshUser(page, 'server-msg', PASSWORD);
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  for (const locale of ['ar', 'de', 'bg'] as const) await samePasswordRefused(page, device, email, locale);

  expect(secretInRequestLog(PASSWORD)).toBe(false);
});
