// Section 8's catalogue on screen: each row's translated toast, the 2000 ms debounce, and the
// forced logout that really ends the session at the gateway.
import { type Page, expect, test } from '@playwright/test';
import german from '../../locales/de.json' with { type: 'json' };
import { pinTerminalCode, waitForApp } from '../support/app';
import { byDevice, logMark, logSince } from '../support/gateway';
import { pageFault, removePageFaults } from '../support/faults';

const RATES = '/v1/mix/public/usdtRate';

/** A fault on the rates call that only this test's browser can take. */
const fault = (page: Page, spec: Record<string, unknown>) => pageFault(page, { path: RATES, method: 'POST', ...spec });

test.afterEach(removePageFaults);

const rows: Array<[name: string, spec: Record<string, unknown>, english: string]> = [
  ['HTTP 403', { status: 403 }, 'Request is forbidden'],
  ['HTTP 404', { status: 404 }, 'Request error'],
  ['HTTP 504', { status: 504 }, 'Request error'],
  ['HTTP 500', { status: 500 }, 'The system is busy'],
  ['HTTP 502', { status: 502 }, '502: The system is busy'],
  ['HTTP 429', { status: 429 }, 'Too many requests. Please slow down and try again in a moment.'],
  ['status error with msg', { code: '30001', msg: 'Rates are being recalculated' }, 'Rates are being recalculated'],
  ['00005 with msg', { code: '00005', msg: 'Account frozen' }, 'Account frozen'],
  ['00006 with msg', { code: '00006', msg: 'Wrong code' }, 'Wrong code'],
  // Each unreadable answer names its own cause (issue 11): never "empty" for what was not empty.
  ['malformed JSON', { body: '{"code":"00000","data":{"rates":' }, "The server's answer could not be read. Please try again."],
  ['a proxy\'s HTML page', { body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', contentType: 'text/html' }, 'The exchange could not be reached: a server on the way answered with an error page. Please try again shortly.'],
  ['an empty 200', { body: '' }, 'The server sent an empty response.'],
  ['a number where the envelope has a string', { body: '{"code":0,"data":{"rates":{}},"msg":"success","status":"ok"}' }, "The server's answer could not be read. Please try again."],
  // Chromium retries a request once when a reused connection dies, so this fault is not counted.
  ['a dropped connection', { drop: true, times: undefined }, 'Network error. Check your connection and try again.'],
];

for (const [name, spec, english] of rows) {
  test(`${name} shows its toast`, async ({ page }) => {
    await fault(page, { times: 1, ...spec });
    await page.goto('/spot/BTCUSDT');
    await expect(page.getByTestId('toast-text')).toHaveText(english);
    await expect(page.getByTestId('toasts')).toHaveAttribute('aria-live', 'polite');
  });
}

test('the toasts are translated (German)', async ({ page }) => {
  await fault(page, { status: 500, times: 1 });
  await page.goto('/de/spot/BTCUSDT');
  await expect(page.getByTestId('toast-text')).toHaveText(german['error.systemBusy']);
  await fault(page, { status: 503, times: 1 });
  await page.reload();
  await expect(page.getByTestId('toast-text')).toHaveText(german['error.statusBusy'].replace('{status}', '503'));
});

test('a burst of failing calls shows one toast', async ({ page }) => {
  await fault(page, { status: 500, times: 20 });
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  for (let i = 0; i < 20; i++) {
    await page.getByTestId('preferences-button').click();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('toast')).toHaveCount(1);
});

test('login expired (20906) in a burst shows one toast; a visitor without a session has nothing to clear', async ({ page }) => {
  await fault(page, { code: '20906', msg: 'Login expired', times: 20 });
  // Only this browser's clearCookie counts: other workers' forced logouts clear theirs meanwhile.
  const device = await pinTerminalCode(page);
  const mark = logMark();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/spot/BTCUSDT');
  await expect(page.getByTestId('toast-text')).toHaveText('Login expired, please log in again');
  for (let i = 0; i < 5; i++) {
    await page.getByTestId('preferences-button').click();
    await page.keyboard.press('Escape');
  }
  await page.waitForTimeout(2500);
  // Nothing to leave and no loop to start: no clearCookie, no reload (account.spec.ts signs in first).
  expect(logSince(mark, byDevice(device, '/v1/user/public/clearCookie'))).toHaveLength(0);
  expect(loads).toBe(1);
  await expect(page.getByTestId('toast-text')).toHaveCount(1);
});
