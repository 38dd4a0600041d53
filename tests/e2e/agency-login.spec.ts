// Agency sign-in (issue 17) through the screens, service worker on: the login page links to
// /login/agency, where the seeded agency account signs in with its password and then its email
// code, encrypted and signed exactly as the normal sign-in (the same form and request layer, at
// the agency calls). A normal account at the agency entry, and the agency account at the normal
// one, are refused in the page's words, in English and Arabic. Nothing secret is kept or in clear.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm, secretInRequestLog } from '../support/auth';
import { browserStorage } from '../support/browserStorage';
import { control, logMark, logSince } from '../support/gateway';

const AGENCY = { loginName: 'agency@openex.test', password: 'Agency#2024' };
const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const arabic = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as Record<string, string>;

async function loginCode(account: string): Promise<string> {
  let found = '';
  await expect.poll(async () => {
    const { codes } = await control<{ codes: Array<{ purpose: string; code: string; used: boolean }> }>(`codes?account=${encodeURIComponent(account)}`);
    found = codes.find((c) => c.purpose === 'login' && !c.used)?.code ?? '';
    return found;
  }).not.toBe('');
  return found;
}

test('the agency account signs in at the agency entry with its email code; the wire carries it encrypted and signed as the normal sign-in', async ({ page, context }) => {
  await declineAnalytics(context);
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('agency-login-link').click();
  await expect(page).toHaveURL(/\/login\/agency$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agency log in');
  await expect(page.getByTestId('agency-intro')).toBeVisible();

  const mark = logMark();
  await fillLoginForm(page, AGENCY);
  await expect(page.getByTestId('verify-form')).toBeVisible();
  const code = await loginCode(AGENCY.loginName);
  await page.getByTestId('field-emailCode').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('The verification code is wrong or has expired.');
  await page.getByTestId('field-emailCode').fill(code);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();

  const calls = logSince(mark, (r) => r.path.startsWith('/v1/user/agency/'));
  expect(calls.map((r) => r.path)).toEqual(['/v1/user/agency/login', '/v1/user/agency/login/verify-login', '/v1/user/agency/login/verify-login']);
  for (const call of calls) {
    expect(call.headers['device-sign-mode']).toBe('2');
    expect(call.headers['device-sign']).toBeTruthy();
    expect(Object.keys(call.body as object)).toEqual(expect.arrayContaining(['bodyCiphertext']));
    expect(JSON.stringify(call.body)).not.toContain(AGENCY.loginName);
  }
  for (const secret of [AGENCY.password, code]) expect(secretInRequestLog(secret), secret).toBe(false);
  const stored = (await browserStorage(page, context)).join('\n');
  for (const secret of [AGENCY.password, code]) expect(stored.includes(secret), secret).toBe(false);
});

test('each entry refuses the other kind of account in words, and the refusal links to the right entry', async ({ page, context }) => {
  await declineAnalytics(context);
  await page.goto('/login/agency');
  await waitForApp(page);
  await fillLoginForm(page, TRADER);
  await expect(page.getByTestId('form-error')).toHaveText('This is not an agency account. Please use the normal log-in page.');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('field-email')).toHaveValue(TRADER.loginName);
  await page.getByTestId('normal-login-link').click();
  await expect(page).toHaveURL(/\/login$/);

  await waitForApp(page);
  await fillLoginForm(page, AGENCY);
  await expect(page.getByTestId('form-error')).toHaveText('This is an agency account. Please use the agency log-in page.');
  await page.getByTestId('agency-link-refused').click();
  await expect(page).toHaveURL(/\/login\/agency$/);
  await expect(page.getByTestId('account-badge')).toHaveCount(0);
});

test('in Arabic: the agency entry signs the agency account in, and refuses a normal account in Arabic', async ({ page, context }) => {
  await declineAnalytics(context);
  await page.goto('/ar/login');
  await waitForApp(page);
  await expect(page.getByTestId('agency-login-link')).toHaveText(arabic['auth.agency.link'] ?? '');
  await page.getByTestId('agency-login-link').click();
  await expect(page).toHaveURL(/\/ar\/login\/agency$/);
  await waitForApp(page);
  await fillLoginForm(page, TRADER);
  await expect(page.getByTestId('form-error')).toHaveText(arabic['auth.error.notAgency'] ?? '');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('field-email').fill(AGENCY.loginName);
  await page.getByTestId('field-password').fill(AGENCY.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('verify-form')).toBeVisible();
  await page.getByTestId('field-emailCode').fill(await loginCode(AGENCY.loginName));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
});
