// Section 7's conventions, read from the gateway's request log: every /v1 call carries each one
// exactly once, whether the page applied them (no worker) or the service worker did, also after
// the worker was stopped and restarted, and the very next call after a change carries it.
import { type Page, expect, test } from '@playwright/test';
import { openPreferences, waitForApp, waitForServiceWorker } from '../support/app';
import { type LoggedRequest, logMark, logSince } from '../support/gateway';

const terminalCodeOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('terminalCode') ?? '""') as string);

function expectConventionsOnce(r: LoggedRequest, expected: Record<string, string>) {
  const where = `${r.method} ${r.url}`;
  for (const [name, value] of Object.entries(expected)) expect(r.headers[name], `${where} ${name}`).toBe(value);
  for (const name of ['terminaltype', 'devicelanguage', 'terminalcode', 'website', 'deviceid', 'traceid', 'reqtime']) {
    const value = r.headers[name];
    expect(typeof value, `${where} ${name}`).toBe('string');
    expect(String(value), `${where} ${name} once`).not.toContain(',');
  }
  expect(r.headers.terminaltype).toBe('1');
  expect(r.headers.website).toBe('mix');
  expect(typeof r.query.languageType, `${where} languageType once`).toBe('string');
  if (r.method === 'GET') expect(typeof r.query.timestamp, `${where} timestamp once`).toBe('string');
  else {
    expect(r.query.timestamp, `${where} no timestamp`).toBeUndefined();
    expect(r.headers['content-type']).toContain('application/json');
  }
}

async function apiCallsAfter(page: Page, mark: number, paths: string[]): Promise<LoggedRequest[]> {
  const code = await terminalCodeOf(page);
  let calls: LoggedRequest[] = [];
  await expect.poll(() => {
    calls = logSince(mark, (r) => r.headers.terminalcode === code && paths.includes(r.path));
    return paths.every((p) => calls.some((c) => c.path === p));
  }).toBe(true);
  return calls;
}

const START_CALLS = ['/v1/mix/public/clientCommonConfig', '/v1/mix/public/usdtRate'];

test.describe('without a worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the page applies every convention exactly once', async ({ page }) => {
    const mark = logMark();
    await page.goto('/ja/spot/BTCUSDT?appTheme=dark');
    await waitForApp(page);
    const calls = await apiCallsAfter(page, mark, START_CALLS);
    for (const call of calls) {
      expectConventionsOnce(call, { apptheme: 'dark', locale: 'ja', language: 'ja_JP' });
      expect(call.query.languageType).toBe('2');
      expect(call.headers.paptrading).toBeUndefined();
    }
    expect(calls.find((c) => c.path === '/v1/mix/public/usdtRate')?.body).toEqual({ locale: 'ja' });
  });

  test('the next call after a change of language carries it', async ({ page }) => {
    await page.goto('/spot/BTCUSDT');
    await waitForApp(page);
    const opened = logMark();
    const dialog = await openPreferences(page);
    await apiCallsAfter(page, opened, ['/v1/mix/public/usdtRate']);
    const mark = logMark();
    await dialog.locator('select[name="language"]').selectOption('de');
    const [next] = await apiCallsAfter(page, mark, ['/v1/mix/public/usdtRate']);
    expect(next && { locale: next.headers.locale, language: next.headers.language, type: next.query.languageType }).toEqual({ locale: 'de', language: 'de_DE', type: '11' });
  });
});

test.describe('with the worker', () => {
  test('a controlled page gets every convention exactly once, from the worker', async ({ page }) => {
    await page.goto('/spot/BTCUSDT');
    await waitForServiceWorker(page);
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v1/') && response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
    });
    const mark = logMark();
    await page.goto('/zh-CN/futures/usdt/BTCUSDT?appTheme=standard');
    await waitForApp(page);
    const calls = await apiCallsAfter(page, mark, START_CALLS);
    for (const call of calls) {
      expectConventionsOnce(call, { apptheme: 'standard', locale: 'zh-CN', language: 'zh_CN' });
      expect(call.query.languageType).toBe('1');
    }
    // The gateway logs a call before the page's response event for it fires.
    await expect.poll(() => fromWorker).toEqual(expect.arrayContaining(START_CALLS));
  });

  test('a worker stopped mid-session still applies the conventions when it restarts', async ({ page }) => {
    await page.goto('/ar/spot/BTCUSDT');
    await waitForApp(page);
    await waitForServiceWorker(page);
    await page.reload();
    await waitForApp(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const mark = logMark();
    await openPreferences(page);
    const calls = await apiCallsAfter(page, mark, ['/v1/mix/public/usdtRate']);
    for (const call of calls) expectConventionsOnce(call, { apptheme: 'standard', locale: 'ar', language: 'ar_AE' });
  });

  test('the next call after a change of theme, language or mode carries it', async ({ page }) => {
    await page.goto('/spot/BTCUSDT');
    await waitForApp(page);
    await waitForServiceWorker(page);

    let mark = logMark();
    let dialog = await openPreferences(page);
    await dialog.getByLabel('Dark').check();
    await page.keyboard.press('Escape');
    await apiCallsAfter(page, mark, ['/v1/mix/public/usdtRate']);
    mark = logMark();
    dialog = await openPreferences(page);
    let [call] = await apiCallsAfter(page, mark, ['/v1/mix/public/usdtRate']);
    expect(call?.headers.apptheme).toBe('dark');

    mark = logMark();
    await dialog.locator('select[name="language"]').selectOption('fr');
    [call] = await apiCallsAfter(page, mark, ['/v1/mix/public/usdtRate']);
    expect(call?.headers.locale).toBe('fr');
    expect(call?.query.languageType).toBe('10');
    await page.keyboard.press('Escape');

    mark = logMark();
    const code = await terminalCodeOf(page);
    const mine = (r: LoggedRequest) => r.headers.terminalcode === code && r.path.startsWith('/v1/');
    await page.getByTestId('demo-switch').click();
    await page.getByTestId('demo-confirm').click();
    await expect.poll(() => logSince(mark, (r) => mine(r) && r.path === '/v1/mix/public/usdtRate').length).toBeGreaterThan(0);
    const first = logSince(mark, mine)[0];
    expect(first?.headers.paptrading).toBe('1');
    expectConventionsOnce(first as LoggedRequest, { apptheme: 'dark', locale: 'fr', paptrading: '1' });
  });
});
