// The signing lifecycle as a signed-in user meets it, against the reference gateway (which
// verifies with Node's crypto): sub-account switching, a forged server key, a copied session
// token, each sign error of section 8 injected for this page only, and a skewed server clock.
import { expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp } from '../support/app';
import { declineAnalytics, signIn } from '../support/auth';
import { byDevice, control, logMark, logSince } from '../support/gateway';
import { pageFault, removePageFaults } from '../support/faults';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const PARENT = { loginName: 'parent@openex.test', password: 'Parent#2024' };
const USERINFO = '/v1/user/overview/userinfo';
const SIGN_CONFIG = '/v1/mix/config/gatewaySignConfig';


test.afterEach(removePageFaults);

test('sub-accounts: switch to one and back, the header always shows the account in use', async ({ page }) => {
  // Its switches are told apart by this browser's terminal code: other workers switch sub-accounts meanwhile.
  const device = await pinTerminalCode(page);
  await signIn(page, { ...PARENT, path: '/login?redirect=%2Faccount%2Fsub-account' });
  const badge = page.getByTestId('account-badge');
  await expect(page.getByTestId('sub-row-10000004')).toHaveAttribute('aria-current', 'true');
  await expect(badge).not.toContainText('Sub');
  const mark = logMark();
  await page.getByTestId('switch-10000005').click();
  await expect(page.getByTestId('sub-row-10000005')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('sub-status')).toHaveText('Now using Parent Sub One.');
  await expect(badge).toContainText('Sub');
  expect(logSince(mark, byDevice(device, '/v1/user/sub/switchWeb')).map((r) => r.headers['device-sign-mode'])).toEqual(['2']);

  await page.getByTestId('switch-10000004').click();
  await expect(page.getByTestId('sub-row-10000004')).toHaveAttribute('aria-current', 'true');
  await expect(badge).not.toContainText('Sub');

  // The other two switches of section 7, from the row's menu.
  await page.getByTestId('sub-row-10000006').locator('summary').click();
  await page.getByTestId('switch-app-10000006').click();
  await expect(page.getByTestId('sub-row-10000006')).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('sub-row-10000004').locator('summary').click();
  await page.getByTestId('switch-login-10000004').click();
  await expect(page.getByTestId('sub-row-10000004')).toHaveAttribute('aria-current', 'true');
  expect(logSince(mark, byDevice(device)).filter((r) => r.path.startsWith('/v1/user/sub/swit')).map((r) => r.path)).toEqual([
    '/v1/user/sub/switchWeb', '/v1/user/sub/switchWeb', '/v1/user/sub/switchApp', '/v1/user/sub/switLogin',
  ]);
  await page.goto('/account/setting');
  await expect(page.getByTestId('account-uid')).toHaveText('10000004');
});

test('a forged server key refuses sign-in: the form says so and no login leaves the browser', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  // A hostile network: the config arrives with a signature the embedded issuer never made.
  await page.context().route(`**${SIGN_CONFIG}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { gatewaySignConfig: { serverPublicKeySign: string } } };
    const sign = body.data.gatewaySignConfig.serverPublicKeySign;
    body.data.gatewaySignConfig.serverPublicKeySign = `${sign.startsWith('A') ? 'B' : 'A'}${sign.slice(1)}`;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/login');
  await waitForApp(page);
  const mark = logMark();
  await page.getByTestId('field-email').fill(TRADER.loginName);
  await page.getByTestId('field-password').fill(TRADER.password);
  await page.getByTestId('login-submit').click();
  const message = "Secure sign-in is unavailable: the server's key could not be verified. Nothing was sent.";
  await expect(page.getByTestId('form-error')).toHaveText(message);
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(logSince(mark, byDevice(terminalCode)).filter((r) => r.path.startsWith('/v1/user/'))).toEqual([]);
});

test('a session token copied into another browser without the device key is refused (00023) and logged out', async ({ page, browser }) => {
  await signIn(page, TRADER);
  const stolen = (await page.context().cookies()).filter((c) => c.name === 'exchange_token' || c.name === 'exchange_uid');
  expect(stolen).toHaveLength(2);

  const other = await browser.newContext();
  await declineAnalytics(other);
  try {
    const thief = await other.newPage();
    const terminalCode = await pinTerminalCode(thief);
    // Keeps the page on screen long enough to read the toast before the forced logout reloads it.
    await pageFault(thief, { path: '/v1/user/public/clearCookie', latencyMs: 1500, times: 1 });
    await other.addCookies(stolen);
    const mark = logMark();
    await thief.goto('/account/setting');
    await expect(thief.getByTestId('toast-text')).toHaveText('The signing key is not the one bound to this session');
    await expect.poll(() => logSince(mark, byDevice(terminalCode, '/v1/user/public/clearCookie')).length).toBe(1);
    await expect(thief.getByTestId('header-login')).toBeVisible();
    expect(logSince(mark, byDevice(terminalCode, USERINFO)).length).toBeGreaterThan(0);
  } finally {
    await other.close();
  }
});

test('00023 injected on a signed call: toast with the server message, then logout', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  await signIn(page, TRADER);
  await pageFault(page, { path: USERINFO, code: '00023', msg: 'Signature invalid (injected)', signError: '00023', times: 1 });
  await pageFault(page, { path: '/v1/user/public/clearCookie', latencyMs: 1500, times: 1 });
  const mark = logMark();
  await page.reload();
  await expect(page.getByTestId('toast-text')).toHaveText('Signature invalid (injected)');
  await expect.poll(() => logSince(mark, byDevice(terminalCode, '/v1/user/public/clearCookie')).length).toBeGreaterThan(0);
  await expect(page.getByTestId('header-login')).toBeVisible();
});

for (const code of ['00020', '00021'] as const) {
  test(`${code} injected: toast, a fresh sign config, and signed calls verify again after re-initialising`, async ({ page }) => {
    const terminalCode = await pinTerminalCode(page);
    await signIn(page, TRADER);
    await pageFault(page, { path: USERINFO, code, msg: `Sign error ${code} (injected)`, signError: code, times: 1 });
    const mark = logMark();
    await page.reload();
    await expect(page.getByTestId('toast-text')).toHaveText(`Sign error ${code} (injected)`);
    await expect.poll(() => logSince(mark, byDevice(terminalCode, SIGN_CONFIG)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    // A sign error of this kind is not a logout, and after the 2 s re-initialisation the next signed call verifies.
    await page.waitForTimeout(2500);
    expect(logSince(mark, byDevice(terminalCode, '/v1/user/public/clearCookie'))).toEqual([]);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === USERINFO);
    await page.reload();
    expect(((await (await answer).json()) as { code: string }).code).toBe('00000');
    await expect(page.getByTestId('account-badge')).toBeVisible();
  });
}

test('00022 injected: toast and the config reloaded at once, without re-initialising', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  await signIn(page, TRADER);
  await pageFault(page, { path: USERINFO, code: '00022', msg: 'Signature expired (injected)', signError: '00022', times: 1 });
  const mark = logMark();
  await page.reload();
  await expect(page.getByTestId('toast-text')).toHaveText('Signature expired (injected)');
  await expect.poll(() => logSince(mark, byDevice(terminalCode, SIGN_CONFIG)).length).toBeGreaterThan(0);
  const reload = logSince(mark, byDevice(terminalCode)).find((r) => r.path === SIGN_CONFIG);
  const failed = logSince(mark, byDevice(terminalCode)).find((r) => r.path === USERINFO);
  expect(reload && failed ? reload.time - failed.time : Infinity).toBeLessThan(1500);
});

test.describe('with the server clock 10 minutes ahead', () => {
  test.afterEach(async () => {
    await control('clock', { skewMs: 0 });
  });

  test('sign-in and the signed userinfo call still verify (request-time offset)', async ({ page }) => {
    await control('clock', { skewMs: 600_000 });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === USERINFO);
    await signIn(page, TRADER);
    expect(((await (await answer).json()) as { code: string }).code).toBe('00000');
    await expect(page.getByTestId('toast-text')).toHaveCount(0);
  });
});

test('damaged key storage (a prototype-pollution shaped slot) is rebuilt: sign-in through the form still works', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await page.goto('/login');
  await waitForApp(page);
  // Script on the origin writes hostile values where the crypto worker keeps its pair ids and binding.
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'exchange-device-keys'))).toBe(true);
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('exchange-device-keys');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['slots', 'binding'], 'readwrite');
    const polluted = JSON.parse('{"__proto__":{"id":"x","isAdmin":true}}') as unknown;
    tx.objectStore('slots').put(polluted, 'visitor');
    tx.objectStore('slots').put(polluted, 'backup');
    tx.objectStore('binding').put(polluted, 'current');
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
  await page.reload();
  await waitForApp(page);
  const mark = logMark();
  await page.getByTestId('field-email').fill(TRADER.loginName);
  await page.getByTestId('field-password').fill(TRADER.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  const login = logSince(mark, byDevice(device, '/v1/user/login'));
  expect(login).toHaveLength(1);
  expect(login[0]?.headers['device-sign-key']).toMatch(/^[A-Za-z0-9+/]{200,}={0,2}$/);
  // Signed calls of the new session verify with the rebuilt pair.
  await page.goto('/account/setting');
  await expect(page.getByTestId('account-uid')).toHaveText('10000001');
});
