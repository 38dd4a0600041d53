// The session on screen (issue 11): a failed or unreadable answer about the session is a failure
// to show and retry, never a sign-out; and every open tab follows a sign-in, a sign-out, an
// account switch and a forced logout in another tab at once (its private socket too).
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp } from '../support/app';
import { declineAnalytics, signIn } from '../support/auth';
import { pageFault, removePageFaults } from '../support/faults';
import { control } from '../support/gateway';

const USERINFO = '/v1/user/overview/userinfo';
const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const PARENT = { loginName: 'parent@openex.test', password: 'Parent#2024' };

test.afterEach(removePageFaults);

async function expectUnconfirmedNotSignedOut(page: Page) {
  await expect(page.getByTestId('session-unconfirmed').first()).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  await expect(page.getByText('Log in or sign up to trade.')).toHaveCount(0);
}

const BAD_ANSWERS: Array<[string, Record<string, unknown>]> = [
  ['malformed JSON', { body: '{"code":"00000","data":{"userInfo":' }],
  ['a proxy\'s HTML error page', { body: '<html><body><h1>502 Bad Gateway</h1></body></html>', contentType: 'text/html' }],
  ['an empty 200', { body: '' }],
  ['a number where the envelope has a string', { body: '{"code":20906,"data":null,"msg":"x","status":"error"}' }],
  ['HTTP 502', { status: 502 }],
];

for (const [name, spec] of BAD_ANSWERS) {
  test(`${name} on the user call keeps the session, and the screen recovers by itself`, async ({ page, context }) => {
    await declineAnalytics(context);
    await pinTerminalCode(page);
    await signIn(page, { ...TRADER, path: '/login?redirect=%2Fspot%2FBTCUSDT' });
    await pageFault(page, { path: USERINFO, ...spec });
    await page.reload();
    await waitForApp(page);
    await expectUnconfirmedNotSignedOut(page);
    // Several retries later, still not signed out.
    await page.waitForTimeout(2500);
    await expectUnconfirmedNotSignedOut(page);
    await removePageFaults();
    await expect(page.getByTestId('account-badge')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('session-unconfirmed')).toHaveCount(0);
  });
}

test('an answer that never comes (25 s) is a timeout, not a sign-out; "Try again" asks at once', async ({ page, context }) => {
  test.setTimeout(90_000);
  await declineAnalytics(context);
  await pinTerminalCode(page);
  await signIn(page, { ...TRADER, path: '/login?redirect=%2Fspot%2FBTCUSDT' });
  await pageFault(page, { path: USERINFO, latencyMs: 25_000, times: 1 });
  await pageFault(page, { path: USERINFO, status: 503 });
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('session-unconfirmed').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  await removePageFaults();
  await page.getByTestId('session-unconfirmed').first().getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('account-badge')).toBeVisible({ timeout: 5_000 });
});

test.describe('two tabs of one browser', () => {
  const ops = new WeakMap<Page, string[]>();
  /** The login and logout operations a tab's private socket sent, in order. */
  const socketOps = (page: Page): string[] => {
    if (!ops.has(page)) ops.set(page, []);
    return ops.get(page) ?? [];
  };

  async function twoTabs(context: BrowserContext, path: string): Promise<[Page, Page]> {
    await declineAnalytics(context);
    const a = await context.newPage();
    await pinTerminalCode(a);
    await a.goto(path);
    await waitForApp(a);
    const b = await context.newPage();
    b.on('websocket', (socket) => socket.on('framesent', (frame) => {
      const op = /"op":"(login|logout)"/.exec(String(frame.payload))?.[1];
      if (op) socketOps(b).push(op);
    }));
    await b.goto(path);
    await waitForApp(b);
    return [a, b];
  }

  test('a sign-in and a sign-out in one tab show in the other at once, asset page and private socket included', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/asset');
    await expect(b.getByTestId('assets-signed-out')).toBeVisible();
    await signIn(a, { ...TRADER, path: '/login?redirect=%2Fasset' });
    await expect(b.getByTestId('account-badge')).toBeVisible({ timeout: 3_000 });
    await expect(b.getByTestId('wallet-card-spot')).toBeVisible();
    await expect(b.getByTestId('assets-signed-out')).toHaveCount(0);
    await expect.poll(() => socketOps(b)).toEqual(['login']);

    await a.getByTestId('account-menu').click();
    await a.getByTestId('menu-logout').click();
    await expect(a.getByTestId('header-login')).toBeVisible();
    await expect(b.getByTestId('header-login')).toBeVisible({ timeout: 3_000 });
    await expect(b.getByTestId('account-badge')).toHaveCount(0);
    await expect(b.getByTestId('wallet-card-spot')).toHaveCount(0);
    await expect(b.getByTestId('assets-signed-out')).toBeVisible();
    await expect.poll(() => socketOps(b)).toEqual(['login', 'logout']);
  });

  test('an account switch in one tab shows the new account in the other', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/asset');
    await signIn(a, { ...PARENT, path: '/login?redirect=%2Faccount%2Fsub-account' });
    await expect(b.getByTestId('account-badge')).toBeVisible({ timeout: 3_000 });
    const parentLabel = await b.getByTestId('account-badge').getAttribute('aria-label');
    await a.getByTestId('switch-10000005').click();
    await expect(a.getByTestId('sub-status')).not.toBeEmpty();
    const subLabel = await a.getByTestId('account-badge').getAttribute('aria-label');
    expect(subLabel).not.toBe(parentLabel);
    await expect(b.getByTestId('account-badge')).toHaveAttribute('aria-label', subLabel ?? '', { timeout: 3_000 });
    // The other tab's private socket now carries the sub-account.
    await expect.poll(() => socketOps(b)).toEqual(['login', 'logout', 'login']);
    await a.getByTestId('switch-10000004').click();
    await expect(b.getByTestId('account-badge')).toHaveAttribute('aria-label', parentLabel ?? '', { timeout: 3_000 });
  });

  test('a forced logout in one tab signs the other out too', async ({ context }) => {
    const [a, b] = await twoTabs(context, '/spot/BTCUSDT');
    await signIn(a, { ...TRADER, path: '/login?redirect=%2Fasset' });
    await expect(b.getByTestId('account-badge')).toBeVisible({ timeout: 3_000 });
    const terminalCode = await pinTerminalCode(a);
    const { id } = await control<{ id: string }>('faults', { path: '/v1/mix/public/usdtRate', method: 'POST', code: '20906', msg: 'Login expired', times: 1, terminalCode });
    try {
      await a.reload();
      await expect(a.getByTestId('header-login')).toBeVisible({ timeout: 10_000 });
      await expect(b.getByTestId('header-login')).toBeVisible({ timeout: 3_000 });
      await expect(b.getByTestId('account-badge')).toHaveCount(0);
    } finally {
      await control(`faults/${id}`, undefined, 'DELETE').catch(() => undefined);
    }
  });
});
