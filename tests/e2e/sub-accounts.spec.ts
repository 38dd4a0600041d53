// Sub-accounts through the screens (issue 16), service worker on: a main account creates one under
// its email code (read from test control), moves real spot funds to it and back against the
// available balance, reaches its API keys, freezes it (a browser inside it is logged out, a switch
// from a stale tab is refused, nothing more is sent to it) and unfreezes it. Balances are checked
// at the gateway; no code is in the request log in clear or in the browser's storage.
import { type Page, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seriousViolations } from '../support/a11y';
import { waitForApp, waitForServiceWorker } from '../support/app';
import { expectNoClippedText } from '../support/clipping';
import { declineAnalytics, registerFreshUser, secretInRequestLog, signIn } from '../support/auth';
import { browserStorage } from '../support/browserStorage';
import { control, logMark, logSince } from '../support/gateway';

const arabic = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as Record<string, string>;
const PASSWORD = 'SubAccounts2024';

interface Sent { code: string; purpose: string; used: boolean }

/** Asks for the email code through the form, types it in and answers it. */
async function fillEmailCode(page: Page, email: string): Promise<string> {
  await page.getByTestId('send-email').click();
  let code = '';
  await expect.poll(async () => {
    const { codes } = await control<{ codes: Sent[] }>(`codes?account=${encodeURIComponent(email)}`);
    code = codes.find((c) => c.purpose === 'security' && !c.used)?.code ?? '';
    return code;
  }).not.toBe('');
  await page.getByTestId('field-emailCode').fill(code);
  return code;
}

async function spotUsdt(userId: string, demo = false): Promise<number> {
  const { spot } = await control<{ spot: { asset: string; available: string }[] }>(`markets/balances?userId=${userId}${demo ? '&demo=1' : ''}`);
  return Number(spot.find((b) => b.asset === 'USDT')?.available ?? 0);
}

test('a main account creates a sub-account, funds it and takes funds back, reaches its keys, freezes and unfreezes it; each switch is in /history', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  await declineAnalytics(context);
  const email = await registerFreshUser(page, 'subacc', PASSWORD);
  await waitForServiceWorker(page);
  await page.goto('/account/setting');
  await waitForApp(page);
  const mainId = (await page.getByTestId('account-uid').textContent())?.trim() ?? '';
  await control('sub/credit', { userId: mainId, asset: 'USDT', amount: '500' });
  const mark = logMark();
  const codes: string[] = [];

  await page.goto('/account/sub-account');
  await waitForApp(page);
  await expect(page.getByTestId('sub-count')).toHaveText('0 of 20 sub-accounts');
  await page.getByTestId('sub-create').click();
  const form = page.getByTestId('sub-create-form');
  await form.getByTestId('field-subName').fill('9 Desk');
  await form.getByTestId('security-submit').click();
  await expect(form.getByTestId('problem-subName')).toHaveText('Use 4 to 20 lowercase letters and digits, starting with a letter.');
  const name = `desk${Date.now().toString(36)}`;
  await form.getByTestId('field-subName').fill(name);
  await expect(form.getByText(`Its login name will be \u2068${name}@virtual.openex\u2069.`)).toBeVisible();
  codes.push(await fillEmailCode(page, email));
  await form.getByTestId('security-submit').click();
  await expect(page.getByTestId('sub-status')).toHaveText(`Sub-account ${name} created.`);
  await expect(page.getByTestId('sub-count')).toHaveText('1 of 20 sub-accounts');
  const row = page.locator('.sub-row').filter({ hasText: name });
  const subId = ((await row.getAttribute('data-testid')) ?? '').replace('sub-row-', '');
  expect(subId).toMatch(/^\d+$/);

  // Funds to the sub-account: more than the available balance is stopped on the form, then 120.5 goes.
  await page.getByTestId(`sub-transfer-${subId}`).click();
  const transfer = page.getByTestId('sub-transfer-form');
  await expect(transfer.getByTestId('sub-transfer-available')).toHaveText('500.00 USDT');
  await transfer.getByTestId('sub-transfer-amount').fill('600');
  await transfer.getByTestId('sub-transfer-submit').click();
  await expect(transfer.getByTestId('sub-transfer-problem')).toHaveText('That is more than the \u2068500.00 USDT\u2069 available.');
  await transfer.getByTestId('sub-transfer-amount').fill('120.5');
  await transfer.getByTestId('sub-transfer-submit').click();
  await expect(page.getByTestId('sub-status')).toHaveText(`\u2068120.50 USDT\u2069 moved to ${name}.`);
  await expect(transfer.getByTestId('sub-transfer-available')).toHaveText('379.50 USDT');
  expect(await spotUsdt(mainId)).toBe(379.5);
  expect(await spotUsdt(subId)).toBe(120.5);
  // And back: the sub-account's balance is the one that limits it.
  await transfer.getByTestId('sub-direction-toMain').check();
  await expect(transfer.getByTestId('sub-transfer-available')).toHaveText('120.50 USDT');
  await transfer.getByTestId('sub-transfer-amount').fill('20.5');
  await transfer.getByTestId('sub-transfer-submit').click();
  await expect(page.getByTestId('sub-status')).toHaveText(`\u206820.50 USDT\u2069 moved from ${name} to the main account.`);
  expect(await spotUsdt(subId)).toBe(100);
  expect(await spotUsdt(mainId)).toBe(400);
  const history = page.getByTestId('sub-transfers');
  await expect(history.locator('li')).toHaveCount(2);
  await expect(history.locator('li').first()).toContainText(`From ${name} to the main account`);
  await expect(history.locator('li').nth(1)).toContainText(`To ${name}`);

  // Its own API keys are one step away.
  await page.getByTestId(`sub-keys-${subId}`).click();
  await expect(page).toHaveURL(new RegExp(`/api\\?owner=${subId}$`));
  await expect(page.getByTestId('keys-owner')).toContainText(subId);
  await expect(page.getByTestId('create-key')).toHaveAttribute('href', `/account/newapi?owner=${subId}`);
  await page.getByTestId('create-key').click();
  await expect(page.getByTestId('field-owner')).toHaveValue(subId);

  // A second browser of the same user switches into the sub-account; a stale tab keeps the old list.
  const other = await browser.newContext();
  try {
    await declineAnalytics(other);
    const inside = await other.newPage();
    await signIn(inside, { loginName: email, password: PASSWORD });
    await inside.goto('/account/sub-account');
    await waitForApp(inside);
    await inside.getByTestId(`switch-${subId}`).click();
    await expect(inside.getByTestId(`sub-row-${subId}`)).toHaveAttribute('aria-current', 'true');
    await expect(inside.getByTestId('sub-create')).toHaveCount(0);
    const stale = await context.newPage();
    await stale.goto('/account/sub-account');
    await waitForApp(stale);
    await expect(stale.getByTestId(`switch-${subId}`)).toBeVisible();

    await page.goto('/account/sub-account');
    await waitForApp(page);
    await page.getByTestId(`sub-freeze-${subId}`).click();
    const freeze = page.getByTestId('sub-freeze-form');
    await expect(freeze).toContainText('its sessions end at once and its API keys stop working');
    codes.push(await fillEmailCode(page, email));
    await freeze.getByTestId('security-submit').click();
    await expect(page.getByTestId('sub-status')).toHaveText(`${name} is frozen: its sessions have ended and its API keys no longer work.`);
    await expect(page.getByTestId(`sub-frozen-${subId}`)).toHaveText('Frozen');
    await expect(page.getByTestId(`switch-${subId}`)).toHaveCount(0);

    // The browser inside it is signed out at its next step; the stale tab's switch is refused.
    await inside.reload();
    await expect(inside.getByTestId('header-login')).toBeVisible();
    await stale.getByTestId(`switch-${subId}`).click();
    await expect(stale.getByTestId('form-error')).toHaveText(`${name} is frozen. Unfreeze it from the main account to switch into it.`);
    await expect(stale.getByTestId(`sub-row-${mainId}`)).toHaveAttribute('aria-current', 'true');
    await stale.close();
  } finally {
    await other.close();
  }

  // Nothing more goes into a frozen sub-account; its funds may still come out.
  await page.getByTestId(`sub-transfer-${subId}`).click();
  await transfer.getByTestId('sub-direction-toSub').check();
  await transfer.getByTestId('sub-transfer-amount').fill('1');
  await transfer.getByTestId('sub-transfer-submit').click();
  await expect(transfer.getByTestId('form-error')).toHaveText('This sub-account is frozen. Unfreeze it before sending funds to it.');
  expect(await spotUsdt(subId)).toBe(100);

  await page.getByTestId(`sub-freeze-${subId}`).click();
  codes.push(await fillEmailCode(page, email));
  await page.getByTestId('sub-freeze-form').getByTestId('security-submit').click();
  await expect(page.getByTestId('sub-status')).toHaveText(`${name} is unfrozen.`);
  await page.getByTestId(`switch-${subId}`).click();
  await expect(page.getByTestId(`sub-row-${subId}`)).toHaveAttribute('aria-current', 'true');

  // The sub-account's sign-in history: both switches into it and, between them, the refused one.
  await page.goto('/history');
  await waitForApp(page);
  const signIns = page.getByTestId('sign-in');
  await expect(signIns).toHaveCount(3);
  for (const [i, result] of [[0, 'success'], [1, 'frozen'], [2, 'success']] as const) {
    await expect(signIns.nth(i)).toHaveAttribute('data-result', result);
    await expect(signIns.nth(i)).toContainText('Sub-account switch');
  }
  await expect(signIns.nth(1)).toContainText('Refused: account frozen');

  // The codes travelled encrypted; none is in the browser's storage.
  expect(logSince(mark, (r) => r.url.includes('/v1/user/overview/sub/create') || r.url.includes('/v1/user/overview/sub/freeze'))).toHaveLength(3);
  for (const code of codes) expect(secretInRequestLog(code), code).toBe(false);
  const stored = (await browserStorage(page, context)).join('\n');
  for (const code of codes) expect(stored).not.toContain(code);

  // The screen in Arabic.
  await page.goto('/ar/account/sub-account');
  await waitForApp(page);
  await expect(page.getByTestId(`sub-row-${subId}`)).toBeVisible();
  await page.getByTestId(`switch-${mainId}`).click();
  await expect(page.getByTestId('sub-create')).toHaveText(arabic['sub.create'] ?? '');
  // Back in the main account, its own history has the switch back at the top.
  await page.goto('/ar/history');
  await waitForApp(page);
  await expect(page.getByTestId('sign-in').first()).toContainText(arabic['history.method.switch'] ?? '');
  await expect(page.getByTestId('sign-in').first()).toHaveAttribute('data-result', 'success');
});

test('the account menu leads to the security centre, API keys, devices, history and sub-accounts; a sub-account gets the way back instead; it fits at 360 px', async ({ page, context }) => {
  await declineAnalytics(context);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, { loginName: 'parent@openex.test', password: 'Parent#2024', path: '/de/login' });
  const de = JSON.parse(readFileSync(new URL('../../locales/de.json', import.meta.url), 'utf8')) as Record<string, string>;
  const menuOf = async () => {
    await page.getByTestId('account-menu').click();
    const list = page.locator('#account-menu-list');
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && box.y + box.height <= 740, JSON.stringify(box)).toBe(true);
    return list;
  };
  let list = await menuOf();
  for (const [id, href, label] of [
    ['menu-security', '/de/account/setting', de['account.title']],
    ['menu-api', '/de/api', de['apikey.title']],
    ['menu-devices', '/de/devices', de['devices.title']],
    ['menu-history', '/de/history', de['history.title']],
    ['menu-sub', '/de/account/sub-account', de['sub.title']],
  ] as const) {
    await expect(list.getByTestId(id)).toHaveText(label ?? '');
    await expect(list.getByTestId(id)).toHaveAttribute('href', href);
  }
  await list.getByTestId('menu-devices').click();
  await expect(page).toHaveURL(/\/de\/devices$/);

  await page.goto('/de/account/sub-account');
  await waitForApp(page);
  await page.getByTestId('switch-10000005').click();
  await expect(page.getByTestId('sub-row-10000005')).toHaveAttribute('aria-current', 'true');
  list = await menuOf();
  await expect(list.getByTestId('menu-api')).toHaveCount(0);
  await expect(list.getByTestId('menu-history')).toBeVisible();
  await expect(list.getByTestId('menu-sub')).toHaveText(de['sub.switchBack'] ?? '');
  await list.getByTestId('menu-sub').click();
  await page.getByTestId('switch-10000004').click();
  await expect(page.getByTestId('sub-row-10000004')).toHaveAttribute('aria-current', 'true');
});

test('in demo trading a transfer with a sub-account moves demo funds only, and the form says so', async ({ page, context }) => {
  test.setTimeout(90_000);
  await declineAnalytics(context);
  const email = await registerFreshUser(page, 'subdemo', PASSWORD);
  await waitForServiceWorker(page);
  await page.goto('/account/sub-account');
  await waitForApp(page);
  await page.getByTestId('sub-create').click();
  const name = `demo${Date.now().toString(36)}`;
  await page.getByTestId('field-subName').fill(name);
  await fillEmailCode(page, email);
  await page.getByTestId('sub-create-form').getByTestId('security-submit').click();
  await expect(page.getByTestId('sub-status')).toHaveText(`Sub-account ${name} created.`);
  const subId = ((await page.locator('.sub-row').filter({ hasText: name }).getAttribute('data-testid')) ?? '').replace('sub-row-', '');

  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  // The page stays in demo trading (the specification's simulation table).
  await page.goto('/account/sub-account');
  await waitForApp(page);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await page.getByTestId(`sub-transfer-${subId}`).click();
  const transfer = page.getByTestId('sub-transfer-form');
  await expect(transfer.getByTestId('sub-transfer-demo')).toHaveText('Demo mode: this moves demo funds between the demo accounts only.');
  await expect(transfer.getByTestId('sub-transfer-available')).toHaveText('100,000.00 USDT');
  await transfer.getByTestId('sub-transfer-amount').fill('50');
  await transfer.getByTestId('sub-transfer-submit').click();
  await expect(page.getByTestId('sub-status')).toHaveText(`\u206850.00 USDT\u2069 moved to ${name}.`);
  const mainId = ((await page.locator('.sub-row[aria-current="true"]').getAttribute('data-testid')) ?? '').replace('sub-row-', '');
  expect(await spotUsdt(subId, true)).toBe(100_050);
  expect(await spotUsdt(mainId, true)).toBe(99_950);
  expect(await spotUsdt(subId)).toBe(0);
  expect(await spotUsdt(mainId)).toBe(0);
  // The real side lists no transfer.
  await page.getByTestId('demo-switch').click();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await page.goto('/account/sub-account');
  await waitForApp(page);
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await expect(page.getByTestId('sub-transfers-empty')).toBeVisible();
});

test('the sub-account screen with its forms open has no serious accessibility violations and clips no text, light and dark, at 360 px in Arabic', async ({ page, context }) => {
  await declineAnalytics(context);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, { loginName: 'parent@openex.test', password: 'Parent#2024', path: '/ar/login' });
  for (const theme of ['standard', 'dark']) {
    await page.goto(`/ar/account/sub-account?appTheme=${theme}`);
    await waitForApp(page);
    await page.getByTestId('sub-create').click();
    await page.getByTestId('sub-transfer-10000005').click();
    await expect(page.getByTestId('sub-transfer-available')).not.toHaveText('…');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoClippedText(page);
    await page.getByTestId('sub-freeze-10000006').click();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoClippedText(page);
  }
});
