// Registration by email, by mobile and with both, through the screen and against the gateway:
// codes asked with sendCode and read back from test control, checks beside each field before
// anything is sent, server refusals beside the form, and no password or code in clear on the wire.
import { type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp } from '../support/app';
import { declineAnalytics, registrationCode, secretInRequestLog } from '../support/auth';
import { byDevice, control, logMark, logSince } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

const PASSWORD = 'Fresh2024pass';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const uniqueMobile = () => `7${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

async function openRegister(page: Page, by: 'email' | 'mobile' | 'both') {
  await page.goto('/register');
  await waitForApp(page);
  await page.getByTestId(`register-by-${by}`).check();
}

async function fillPasswords(page: Page) {
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-rePassword').fill(PASSWORD);
}

test('by email: the code is sent, the resend waits, the new account is signed in', async ({ page }) => {
  // Its registration is told apart by this browser's terminal code: other workers register users meanwhile.
  const device = await pinTerminalCode(page);
  const email = `reg-${unique()}@openex.test`;
  await openRegister(page, 'email');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('send-email').click();
  await expect(page.getByTestId('send-email')).toBeDisabled();
  await expect(page.getByTestId('send-email')).toHaveText(/^Resend in \d+ s$/);
  const code = await registrationCode(email);
  await page.getByTestId('field-emailCode').fill(code);
  await fillPasswords(page);
  const mark = logMark();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  expect(logSince(mark, byDevice(device, '/v1/user/register/email'))).toHaveLength(1);
  expect(secretInRequestLog(PASSWORD)).toBe(false);
  expect(secretInRequestLog(code)).toBe(false);
});

test('by mobile: area code and digits, the SMS code, signed in', async ({ page }) => {
  const mobile = uniqueMobile();
  await openRegister(page, 'mobile');
  await page.getByTestId('field-areaCode').fill('+44');
  await page.getByTestId('field-mobile').fill(mobile);
  await page.getByTestId('send-sms').click();
  const code = await registrationCode(mobile);
  await page.getByTestId('field-smsCode').fill(code);
  await fillPasswords(page);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  expect(secretInRequestLog(code)).toBe(false);
  expect(secretInRequestLog(PASSWORD)).toBe(false);
});

test('with both: two codes, and a wrong one is refused beside the form keeping every field', async ({ page }) => {
  const email = `both-${unique()}@openex.test`;
  const mobile = uniqueMobile();
  await openRegister(page, 'both');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('send-email').click();
  await page.getByTestId('field-areaCode').fill('1');
  await page.getByTestId('field-mobile').fill(mobile);
  await page.getByTestId('send-sms').click();
  const emailCode = await registrationCode(email);
  const smsCode = await registrationCode(mobile);
  await page.getByTestId('field-emailCode').fill(emailCode);
  await page.getByTestId('field-smsCode').fill(smsCode === '999999' ? '999998' : '999999');
  await fillPasswords(page);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('The verification code is wrong or has expired.');
  await expect(page.getByTestId('field-email')).toHaveValue(email);
  await expect(page.getByTestId('field-password')).toHaveValue(PASSWORD);
  await page.getByTestId('field-smsCode').fill(smsCode);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  for (const secret of [PASSWORD, emailCode, smsCode]) expect(secretInRequestLog(secret), 'a secret in the request log').toBe(false);
});

test('every field is checked before anything is sent, with its message beside it', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await openRegister(page, 'both');
  const mark = logMark();
  await page.getByTestId('send-email').click();
  await expect(page.getByTestId('problem-email')).toHaveText('This field is required.');
  await page.getByTestId('field-email').fill('someone@');
  await page.getByTestId('field-areaCode').fill('abc');
  await page.getByTestId('field-mobile').fill('12-34');
  await page.getByTestId('field-emailCode').fill('12');
  await page.getByTestId('field-password').fill('lettersonly');
  await page.getByTestId('field-rePassword').fill('different1');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('problem-email')).toHaveText('Enter a valid email address.');
  await expect(page.getByTestId('problem-areaCode')).toHaveText('Enter an area code such as 1 or +44.');
  await expect(page.getByTestId('problem-mobile')).toHaveText('Enter the mobile number as digits only (4 to 20).');
  await expect(page.getByTestId('problem-emailCode')).toHaveText('Enter the 6-digit code.');
  await expect(page.getByTestId('problem-smsCode')).toHaveText('This field is required.');
  await expect(page.getByTestId('problem-password')).toHaveText('Use 8 to 64 characters with at least one letter and one digit.');
  await expect(page.getByTestId('problem-rePassword')).toHaveText('The passwords do not match.');
  const password = page.getByTestId('field-password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
  const described = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(described).toContain('Use 8 to 64 characters with at least one letter and one digit.');
  expect(logSince(mark, byDevice(device)).filter((r) => r.path.startsWith('/v1/user/register/') || r.path === '/v1/user/public/sendCode')).toHaveLength(0);
});

test('an email already registered is refused by the server beside the form (00012)', async ({ page }) => {
  await openRegister(page, 'email');
  await page.getByTestId('field-email').fill('trader@openex.test');
  await page.getByTestId('send-email').click();
  await expect(page.getByTestId('form-error')).toHaveText('This email address or mobile number is already registered.');
  await expect(page.getByTestId('field-email')).toHaveValue('trader@openex.test');
});

test('a registration the server refuses as malformed shows its message (00001)', async ({ page }) => {
  const email = `bad-${unique()}@openex.test`;
  const terminalCode = await pinTerminalCode(page);
  await openRegister(page, 'email');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('send-email').click();
  await page.getByTestId('field-emailCode').fill(await registrationCode(email));
  await fillPasswords(page);
  const { id } = await control<{ id: string }>('faults', { path: '/v1/user/register/email', terminalCode, code: '00001', msg: 'pwd must be 8 to 64 characters with letters and digits', times: 1 });
  try {
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('pwd must be 8 to 64 characters with letters and digits');
    await expect(page.getByTestId('field-email')).toHaveValue(email);
  } finally {
    await control(`faults/${id}`, undefined, 'DELETE').catch(() => undefined);
  }
});
