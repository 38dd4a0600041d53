// Sign-in through the screens a user touches, against the reference gateway with the service
// worker on: each verification kind, QR, third-party, the refusals shown beside the form, logout,
// and the request log proving no password or code crossed the wire in clear.
import { type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { declineAnalytics, fillLoginForm, secretInRequestLog, signIn, signOutFromMenu } from '../support/auth';
import { byDevice, control, logMark, logSince } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const TRADER = { loginName: 'trader@openex.test', password: 'Trader#2024' };
const GOOGLE = { loginName: 'google@openex.test', password: 'Google#2024' };
const SECURE = { loginName: 'secure@openex.test', password: 'Secure#2024' };


async function userInfoSucceeds(page: Page, action: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user/overview/userinfo');
  await action();
  const body = (await (await answer).json()) as { code: string };
  expect(body.code).toBe('00000');
}

// The tests that read the request log read only their own browser's calls (its terminal code):
// other workers sign in, ask userinfo and log out at the same time.
test('the plain account signs in, its signed userinfo call verifies, and it lands on the spot page', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await waitForServiceWorker(page);
  const mark = logMark();
  await userInfoSucceeds(page, () => signIn(page, TRADER));
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  const login = logSince(mark, byDevice(device, '/v1/user/login'));
  expect(login).toHaveLength(1);
  expect(login[0]?.body).toMatchObject({ bodyCiphertext: expect.any(String), bodyCipherKey: expect.any(String), bodyCipherIv: expect.any(String) });
  const info = logSince(mark, byDevice(device, '/v1/user/overview/userinfo')).at(-1);
  expect(info?.headers['device-sign-mode']).toBe('1');
  expect(secretInRequestLog(TRADER.password)).toBe(false);
});

test('Google authenticator: the second step takes the TOTP code', async ({ page }) => {
  let code = '';
  await signIn(page, {
    ...GOOGLE,
    secondStep: async (p) => {
      await expect(p.getByTestId('field-emailCode')).toHaveCount(0);
      ({ code } = await control<{ code: string }>(`totp?loginName=${GOOGLE.loginName}`));
      await p.getByTestId('field-googleCode').fill(code);
      await p.getByTestId('verify-submit').click();
    },
  });
  expect(secretInRequestLog(GOOGLE.password)).toBe(false);
  expect(secretInRequestLog(code)).toBe(false);
});

test('email and SMS codes on one step; a wrong code is refused beside the form and keeps what was typed', async ({ page }) => {
  const used: string[] = [];
  await signIn(page, {
    ...SECURE,
    secondStep: async (p) => {
      await expect(p.getByTestId('resend-email')).toBeDisabled();
      await p.getByTestId('field-emailCode').fill('12345');
      await p.getByTestId('verify-submit').click();
      await expect(p.getByTestId('problem-emailCode')).toHaveText('Enter the 6-digit code.');
      await expect(p.getByTestId('field-emailCode')).toHaveAttribute('aria-invalid', 'true');
      await expect(p.getByTestId('problem-mobileCode')).toHaveText('This field is required.');
      const { codes } = await control<{ codes: { channel: string; purpose: string; code: string }[] }>(`codes?account=${SECURE.loginName}`);
      const { codes: sms } = await control<{ codes: { channel: string; purpose: string; code: string }[] }>('codes?account=1-5550100');
      const email = codes.find((c) => c.purpose === 'login')?.code ?? '';
      const mobile = sms.find((c) => c.purpose === 'login')?.code ?? '';
      used.push(email, mobile);
      const wrong = mobile === '000000' ? '111111' : '000000';
      await p.getByTestId('field-emailCode').fill(email);
      await p.getByTestId('field-mobileCode').fill(wrong);
      await p.getByTestId('verify-submit').click();
      await expect(p.getByTestId('form-error')).toHaveText('The verification code is wrong or has expired.');
      await expect(p.getByTestId('field-emailCode')).toHaveValue(email);
      await p.getByTestId('field-mobileCode').fill(mobile);
      await p.getByTestId('verify-submit').click();
    },
  });
  for (const secret of [SECURE.password, ...used]) expect(secretInRequestLog(secret), 'a secret in the request log').toBe(false);
});

test('a mobile number with its area code signs in', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await fillLoginForm(page, { loginName: '5550100', areaCode: '1', password: SECURE.password });
  await expect(page.getByTestId('verify-form')).toBeVisible();
  await expect(page.getByTestId('field-emailCode')).toBeVisible();
  await expect(page.getByTestId('field-mobileCode')).toBeVisible();
});

test('a wrong password is shown beside the form and keeps the login name', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await fillLoginForm(page, { loginName: 'trader@openex.test', password: 'Wrong#2024' });
  await expect(page.getByTestId('form-error')).toHaveText('Wrong account or password.');
  await expect(page.getByTestId('field-email')).toHaveValue('trader@openex.test');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

test('a frozen account is told so beside the form', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await fillLoginForm(page, { loginName: 'frozen@openex.test', password: 'Frozen#2024' });
  await expect(page.getByTestId('form-error')).toHaveText('This account is frozen. Please contact support.');
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('nothing is sent while the form is invalid', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await page.goto('/login');
  await waitForApp(page);
  const mark = logMark();
  await fillLoginForm(page, { loginName: 'not-an-email', password: '' });
  await expect(page.getByTestId('problem-email')).toHaveText('Enter a valid email address.');
  await expect(page.getByTestId('problem-password')).toHaveText('This field is required.');
  await page.getByTestId('field-email').focus();
  const describedBy = await page.getByTestId('field-email').getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(logSince(mark, byDevice(device, '/v1/user/login'))).toHaveLength(0);
});

test('QR sign-in: the phone confirms the key shown, the polling page is signed in', async ({ page }) => {
  await page.goto('/login?redirect=%2Faccount%2Fsetting');
  await waitForApp(page);
  await page.getByTestId('login-tab-qr').click();
  const qr = page.getByTestId('qr-code');
  await expect(qr.getByRole('img', { name: 'QR code for signing in' })).toBeVisible();
  const qrcodeKey = (await qr.getAttribute('data-qrcode-key')) ?? '';
  expect(qrcodeKey).not.toBe('');
  await control('qr/confirm', { qrcodeKey, step: 'scanned' });
  await expect(page.getByTestId('qr-status')).toHaveText('Scanned. Confirm the sign-in on your phone.');
  await control('qr/confirm', { qrcodeKey, loginName: TRADER.loginName });
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/setting$/);
  await expect(page.getByTestId('account-uid')).toHaveText('10000001');
});

test('QR sign-in: polling stops when the page leaves', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('login-tab-qr').click();
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await page.getByTestId('login-tab-password').click();
  await page.waitForTimeout(300);
  const mark = logMark();
  await page.waitForTimeout(4500);
  expect(logSince(mark, byDevice(device, '/v1/user/public/getQrKeyStatus'))).toHaveLength(0);
});

test('a redirect elsewhere than this site is refused: the user lands on the spot page', async ({ page }) => {
  await signIn(page, { ...TRADER, path: '/login?redirect=%2F%2Fevil.example%2Fx' });
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
});

test('log out from the account menu ends the session at the gateway and goes to the spot page', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await signIn(page, { ...TRADER, path: '/login?redirect=%2Faccount%2Fsetting' });
  await expect(page).toHaveURL(/\/account\/setting$/);
  const mark = logMark();
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  expect(logSince(mark, byDevice(device, '/btapi/common/logout'))).toHaveLength(1);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('header-login')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => ['exchange_token', 'exchange_uid', 'exchange_refresh'].includes(c.name))).toEqual([]);
});
