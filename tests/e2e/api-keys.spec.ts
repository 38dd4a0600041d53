// API keys through the screens (issue 16): created under the second factor read from test control,
// the secret shown once, listed, edited and deleted; the key works from a plain Node call as a bot
// makes it and is refused once deleted; the secret, passphrase and codes never reach the request
// log in clear nor the browser's storage.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { callWithKey } from '../../scripts/api-key-bot.mjs';
import { TRADING_PATHS } from '../../src/core/markets/paths';
import { CODES } from '../../src/core/protocol/codes';
import { seriousViolations } from '../support/a11y';
import { waitForApp } from '../support/app';
import { declineAnalytics, signIn } from '../support/auth';
import { browserStorage } from '../support/browserStorage';
import { baseUrl, control, logMark, logSince } from '../support/gateway';

const arabic = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as Record<string, string>;
const GOOGLE = { loginName: 'google@openex.test', password: 'Google#2024' };
const PASSPHRASE = 'Ui-bot#pass2026';

const totp = async () => (await control<{ code: string }>(`totp?loginName=${GOOGLE.loginName}`)).code;

async function signInGoogle(page: Page): Promise<void> {
  await signIn(page, {
    ...GOOGLE,
    secondStep: async (p) => {
      await p.getByTestId('field-googleCode').fill(await totp());
      await p.getByTestId('verify-submit').click();
    },
  });
}

const bot = (key: { accessKey: string; secret: string }, method: string, path: string, body = '{}') =>
  callWithKey({ baseUrl: baseUrl(), key: key.accessKey, secret: key.secret, passphrase: PASSPHRASE, method, path, body, demo: true }) as Promise<{ status: number; envelope: { code: string } }>;

/** Clicks "Send code" and reads the API-key code the gateway then put in the outbox for the account. */
async function sendAndReadCode(page: Page, account: string): Promise<string> {
  const before = Date.now() - 1_000;
  await page.getByTestId('send-email').click();
  let code = '';
  await expect.poll(async () => {
    const { codes } = await control<{ codes: { code: string; purpose: string; createdAt: number }[] }>(`codes?account=${account}`);
    code = codes.find((c) => c.purpose === 'apikey' && c.createdAt >= before)?.code ?? '';
    return code;
  }).not.toBe('');
  return code;
}

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

test('an API key is created under the second factor, its secret shown once, then listed, edited and deleted; no secret is logged or stored', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInGoogle(page);
  const mark = logMark();
  await page.goto('/account/setting');
  await page.getByTestId('api-keys-link').click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(page.getByTestId('no-keys')).toBeVisible();
  await page.getByTestId('create-key').click();

  // Bad input is named beside its field and nothing is sent.
  await page.getByTestId('field-label').fill('Grid bot');
  await page.getByTestId('field-ips').fill('10.0.0.300');
  await page.getByTestId('field-passphrase').fill('short');
  await page.getByTestId('newapi-submit').click();
  await expect(page.getByTestId('problem-ips')).toBeVisible();
  await expect(page.getByTestId('problem-passphrase')).toBeVisible();
  await expect(page.getByTestId('problem-googleCode')).toBeVisible();
  expect(logSince(mark, (r) => r.path.endsWith('/apikey/create'))).toEqual([]);

  await page.getByTestId('perm-trade').check();
  await page.getByTestId('field-ips').fill('');
  await page.getByTestId('field-passphrase').fill(PASSPHRASE);
  await page.getByTestId('field-rePassphrase').fill(PASSPHRASE);
  const code = await totp();
  await page.getByTestId('field-googleCode').fill(code);
  await page.getByTestId('newapi-submit').click();
  await expect(page.getByTestId('key-created')).toBeVisible();
  const key = { accessKey: (await page.getByTestId('created-access-key').textContent()) ?? '', secret: (await page.getByTestId('created-secret').textContent()) ?? '' };
  expect(key.accessKey).toMatch(/^ak_[0-9a-f]{32}$/);
  expect(key.secret).toMatch(/^[0-9a-f]{64}$/);

  // A bot with it trades on the demo account.
  const placed = await bot(key, 'POST', TRADING_PATHS.spotPlace, JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '20000', amount: '0.01' }));
  expect(placed.envelope.code).toBe(CODES.success);
  expect((await bot(key, 'POST', TRADING_PATHS.transfer)).envelope.code).toBe(CODES.apiKeyPermission);

  await page.getByTestId('key-created-done').click();
  const card = page.getByTestId(`key-${key.accessKey}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Grid bot');
  await expect(card.getByTestId('key-permissions')).toHaveText('Read · Trade');
  await expect(page.locator('body')).not.toContainText(key.secret);

  // Edit: trade off, an allow-list; the second factor again.
  await card.getByTestId('key-edit').click();
  await card.getByTestId('perm-trade').uncheck();
  await card.getByTestId('field-ips').fill('10.1.2.3');
  await card.getByTestId('field-googleCode').fill(await totp());
  await card.getByTestId('edit-submit').click();
  await expect(card.getByTestId('key-ips')).toHaveText('10.1.2.3');
  await expect(card.getByTestId('key-permissions')).toHaveText('Read');
  expect((await bot(key, 'POST', TRADING_PATHS.assets)).envelope.code).toBe(CODES.apiKeyIpRefused);

  // Delete, after a confirmation: refused at once.
  await card.getByTestId('key-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('no-keys')).toBeVisible();
  const after = await bot(key, 'POST', TRADING_PATHS.assets);
  expect([after.status, after.envelope.code]).toEqual([401, CODES.apiKeyInvalid]);

  const logged = logSince(mark).map((r) => JSON.stringify(r)).join('\n');
  expect(logSince(mark, (r) => r.path.endsWith('/apikey/create'))).toHaveLength(1);
  expect(logged).not.toContain(key.secret);
  expect(logged).not.toContain(PASSPHRASE);
  expect(logged).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  const stored = await browserStorage(page, context);
  expect(stored.filter((s) => s.includes(key.secret) || s.includes(PASSPHRASE))).toEqual([]);
  // No answer of the key calls is cached (the sign config names their paths, and may).
  expect(stored.filter((s) => s.includes('/apikey/') && !s.startsWith('gatewaySignConfig='))).toEqual([]);
});

test('a key confirmed by an email code from the outbox, in Arabic on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, { loginName: 'trader@openex.test', password: 'Trader#2024' });
  await page.goto('/ar/account/newapi');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('field-label').fill('روبوت');
  await page.getByTestId('field-passphrase').fill(PASSPHRASE);
  await page.getByTestId('field-rePassphrase').fill(PASSPHRASE);
  const code = await sendAndReadCode(page, 'trader@openex.test');
  await page.getByTestId('field-emailCode').fill('000000');
  await page.getByTestId('newapi-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText(arabic['auth.error.wrongCode'] ?? '');
  await page.getByTestId('field-emailCode').fill(code);
  await page.getByTestId('newapi-submit').click();
  await expect(page.getByTestId('key-created')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('a main account creates a key for its sub-account, listed with the sub-account it acts as', async ({ page }) => {
  await signIn(page, { loginName: 'parent@openex.test', password: 'Parent#2024' });
  await page.goto('/account/newapi');
  await waitForApp(page);
  await page.getByTestId('field-owner').selectOption({ label: 'Parent Sub One' });
  await page.getByTestId('field-label').fill('Sub bot');
  await page.getByTestId('field-passphrase').fill(PASSPHRASE);
  await page.getByTestId('field-rePassphrase').fill(PASSPHRASE);
  await page.getByTestId('field-emailCode').fill(await sendAndReadCode(page, 'parent@openex.test'));
  await page.getByTestId('newapi-submit').click();
  const accessKey = (await page.getByTestId('created-access-key').textContent()) ?? '';
  await page.getByTestId('key-created-done').click();
  await expect(page.getByTestId(`key-${accessKey}`)).toContainText('parent-sub1@openex.test');
});

test('the key screens fit a 360 px phone and a 1440 px desktop in four languages and both themes, with no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = (name: string) => resolve(import.meta.dirname, '../../test-results/screens', `api-keys-${name}.png`);
  await signInGoogle(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ar/account/newapi?appTheme=dark');
  await waitForApp(page);
  await page.getByTestId('field-label').fill('Market maker Ω');
  await page.getByTestId('perm-transfer').check();
  await page.getByTestId('field-ips').fill('203.0.113.7 2001:db8:85a3::8a2e:370:7334');
  await page.getByTestId('field-passphrase').fill(PASSPHRASE);
  await page.getByTestId('field-rePassphrase').fill(PASSPHRASE);
  await page.getByTestId('field-googleCode').fill(await totp());
  await page.getByTestId('newapi-submit').click();
  await expect(page.getByTestId('key-created')).toBeVisible();
  await page.screenshot({ path: shot('360-ar-dark-secret-once'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  const looks: Array<[locale: string, theme: string]> = [['en', 'standard'], ['de', 'dark'], ['vi', 'standard'], ['ar', 'dark'], ['ar', 'standard']];
  for (const [width, height] of [[360, 740], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    for (const [locale, theme] of looks) {
      for (const path of ['/api', '/account/newapi']) {
        await page.goto(`/${locale}${path}?appTheme=${theme}`);
        await waitForApp(page);
        await expect(page.getByTestId(path === '/api' ? 'key-list' : 'field-googleCode')).toBeVisible();
        if (path === '/api') await page.getByTestId('key-edit').click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${locale} ${path} at ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: shot(`${width}-${locale}-${theme}-${path.split('/').pop() ?? ''}`), fullPage: true });
        expect(await seriousViolations(page), `${locale} ${theme} ${path}`).toEqual([]);
      }
    }
  }
});
