// Issue 16's security centre through the screens, service worker on: what protects the account
// with a step for each missing protection, binding and unbinding Google authenticator, the sign-in
// verifications, the password change that signs other browsers out, the fund password and the
// anti-phishing code. Second factors come from test control; no password, code or authenticator
// secret is in the request log in clear or in the browser's storage.
import { type Page, expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { declineAnalytics, registerFreshUser, secretInRequestLog, signIn } from '../support/auth';
import { byDevice, control, logMark, logSince } from '../support/gateway';
import { browserStorage } from '../support/browserStorage';

const PASSWORD = 'Security#2024';

interface Sent { code: string; purpose: string; message: string; antiPhishingCode: string | null; used: boolean }

/** The newest unused code of the purpose sent to the account (the message the user reads). */
async function securityCode(account: string, purpose: 'security' | 'bind' = 'security'): Promise<Sent> {
  let found: Sent | undefined;
  await expect.poll(async () => {
    const { codes } = await control<{ codes: Sent[] }>(`codes?account=${encodeURIComponent(account)}`);
    found = codes.find((c) => c.purpose === purpose && !c.used);
    return found?.code ?? '';
  }).not.toBe('');
  return found!;
}

async function totp(account: string, pending = false): Promise<string> {
  return (await control<{ code: string }>(`totp?loginName=${encodeURIComponent(account)}${pending ? '&pending=1' : ''}`)).code;
}

/** Asks for the email code through the form and types it in; answers it. */
async function fillEmailCode(page: Page, email: string): Promise<string> {
  await page.getByTestId('send-email').click();
  await expect(page.getByTestId('send-email')).toBeDisabled();
  const { code } = await securityCode(email);
  await page.getByTestId('field-emailCode').fill(code);
  return code;
}

async function freshUser(page: Page, prefix: string): Promise<string> {
  await declineAnalytics(page.context());
  const email = await registerFreshUser(page, prefix, PASSWORD);
  await waitForServiceWorker(page);
  return email;
}

test('the security centre shows what protects the account and gives each missing protection its step', async ({ page }) => {
  const email = await freshUser(page, 'sec-centre');
  await page.goto('/account/setting');
  await waitForApp(page);
  await expect(page.getByTestId('security-score')).toHaveText('1 of 6 protections on');
  await expect(page.getByTestId('protection-email')).toHaveAttribute('data-on', 'true');
  await expect(page.getByTestId('account-email')).toHaveText(`${email.slice(0, 2)}***@openex.test`);
  await expect(page.getByTestId('account-signIn')).toHaveText('None: your password alone signs you in');
  for (const [id, label, href] of [
    ['google', 'Link', '/modifyverification?step=google'],
    ['antiPhishing', 'Set up', '/subaccount/setting/antiphishing'],
    ['fundPassword', 'Set up', '/modifyverification?step=fundPassword'],
    ['signIn', 'Manage', '/modifyverification?step=signIn'],
    ['password', 'Change', '/modifyverification?step=password'],
  ] as const) {
    await expect(page.getByTestId(`protection-${id}-link`)).toHaveText(label);
    await expect(page.getByTestId(`protection-${id}-link`)).toHaveAttribute('href', href);
  }
  await expect(page.getByTestId('protection-google')).toHaveAttribute('data-on', 'false');
  await page.getByTestId('protection-google-link').click();
  await expect(page).toHaveURL(/\/modifyverification\?step=google$/);
  await expect(page.getByTestId('google-start')).toBeVisible();
});

test('binds Google authenticator from its QR secret, turns it off at sign-in, and unbinds it, each with the codes', async ({ page, context }) => {
  // Its calls are told apart by this browser's terminal code: other workers change security settings meanwhile.
  const device = await pinTerminalCode(page);
  const email = await freshUser(page, 'sec-google');
  const mark = logMark();
  await page.goto('/modifyverification?step=google');
  await waitForApp(page);
  await page.getByTestId('google-start').click();
  const shownSecret = (await page.getByTestId('google-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(shownSecret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  // A wrong authenticator code is refused beside the form and binds nothing.
  const emailCode = await fillEmailCode(page, email);
  await page.getByTestId('field-googleCode').fill('000000');
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('The verification code is wrong or has expired.');
  const googleCode = await totp(email, true);
  await page.getByTestId('field-googleCode').fill(googleCode);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText('Google Authenticator is linked.');

  await page.getByTestId('back-to-centre').click();
  await expect(page.getByTestId('protection-google')).toHaveAttribute('data-on', 'true');
  await expect(page.getByTestId('account-signIn')).toHaveText('Google Authenticator');

  // Off at sign-in: the switch, the email code and a code from the authenticator.
  await page.getByTestId('protection-signIn-link').click();
  await expect(page.getByTestId('signin-google-state')).toHaveText('On');
  await page.getByTestId('signin-google-toggle').click();
  const secondEmailCode = await fillEmailCode(page, email);
  await page.getByTestId('field-googleCode').fill(await totp(email));
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText('Sign-in verification updated.');
  await expect(page.getByTestId('signin-google-state')).toHaveText('Off');

  await page.getByTestId('step-google').click();
  await expect(page.getByTestId('google-form')).toBeVisible();
  await fillEmailCode(page, email);
  await page.getByTestId('field-googleCode').fill(await totp(email));
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('google-start')).toBeVisible();
  await expect(page.getByTestId('security-done')).toHaveText('Google Authenticator is unlinked.');

  const changes = logSince(mark, byDevice(device))
    .filter((r) => r.path.startsWith('/v1/user/overview/security/') && r.path !== '/v1/user/overview/security/sendCode' && r.path !== '/v1/user/overview/security/google/secret');
  expect(changes.map((r) => r.path.split('/').slice(-2).join('/'))).toEqual(['google/bind', 'google/bind', 'security/verification', 'google/unbind']);
  for (const secret of [emailCode, secondEmailCode, googleCode, shownSecret]) {
    expect(secretInRequestLog(secret), secret).toBe(false);
    expect((await browserStorage(page, context)).join('\n')).not.toContain(secret);
  }
});

test('changes the password encrypted, which signs the other browser out, and sets a fund password', async ({ page, browser }) => {
  const email = await freshUser(page, 'sec-pwd');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await declineAnalytics(other);
  await signIn(otherPage, { loginName: email, password: PASSWORD });

  await page.goto('/account/setting');
  await waitForApp(page);
  await page.getByTestId('protection-password-link').click();
  // Checked before anything is sent.
  await page.getByTestId('field-pwd').fill('short');
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('problem-pwd')).toHaveText('Use 8 to 64 characters with at least one letter and one digit.');
  await expect(page.getByTestId('problem-emailCode')).toHaveText('This field is required.');

  const newPassword = 'Renewed#2025x';
  await page.getByTestId('field-oldPwd').fill(PASSWORD);
  await page.getByTestId('field-pwd').fill(newPassword);
  await page.getByTestId('field-rePwd').fill(newPassword);
  const code = await fillEmailCode(page, email);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText('Password changed. 1 other device was signed out.');

  // The other browser's next call is refused: it is signed out by the error catalogue's rules.
  await otherPage.goto('/account/setting');
  await expect(otherPage.getByTestId('header-login')).toBeVisible();
  await other.close();
  // This one stays signed in.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('account-badge')).toBeVisible();

  await page.goto('/modifyverification?step=fundPassword');
  await waitForApp(page);
  await page.getByTestId('field-fundPwd').fill('24680');
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('problem-fundPwd')).toHaveText('Enter 6 digits.');
  await page.getByTestId('field-fundPwd').fill('246801');
  await page.getByTestId('field-reFundPwd').fill('246801');
  await fillEmailCode(page, email);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText('Fund password saved.');
  await page.getByTestId('back-to-centre').click();
  await expect(page.getByTestId('protection-fundPassword')).toHaveAttribute('data-on', 'true');

  for (const secret of [newPassword, code, '246801']) expect(secretInRequestLog(secret), secret).toBe(false);
});

test('sets the anti-phishing code: the centre and the code steps show it, and every later message carries it', async ({ page, context }) => {
  const email = await freshUser(page, 'sec-apc');
  await page.goto('/account/setting');
  await waitForApp(page);
  await page.getByTestId('protection-antiPhishing-link').click();
  await expect(page).toHaveURL(/\/subaccount\/setting\/antiphishing$/);
  await expect(page.getByTestId('anti-phishing-reminder')).toHaveCount(0);
  await page.getByTestId('field-antiPhishingCode').fill('no');
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('problem-antiPhishingCode')).toHaveText('Use 4 to 20 letters or digits.');
  await page.getByTestId('field-antiPhishingCode').fill('Blue42Fox');
  await fillEmailCode(page, email);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText('Anti-phishing code saved.');
  await expect(page.getByTestId('anti-phishing-current')).toContainText('Blue42Fox');

  await page.getByTestId('back-to-centre').click();
  await expect(page.getByTestId('account-antiPhishing')).toHaveText('Blue42Fox');
  await page.getByTestId('protection-fundPassword-link').click();
  await expect(page.getByTestId('anti-phishing-reminder')).toHaveText('Our emails and text messages to you carry your anti-phishing code: Blue42Fox');
  await page.getByTestId('send-email').click();
  const sent = await securityCode(email);
  expect(sent.antiPhishingCode).toBe('Blue42Fox');
  expect(sent.message).toContain('Anti-phishing code: Blue42Fox');
  expect(secretInRequestLog('Blue42Fox')).toBe(false);
  expect((await browserStorage(page, context)).join('\n')).not.toContain(sent.code);
});

test('links a phone and changes the email, each with a code to the new address and codes from the methods already there', async ({ page }) => {
  const email = await freshUser(page, 'sec-addr');
  const mobile = `78${String(Date.now()).slice(-7)}`;
  const bindCode = async (account: string) => (await securityCode(account, 'bind')).code;
  await page.goto('/account/setting');
  await waitForApp(page);
  await expect(page.getByTestId('protection-phone-link')).toHaveText('Link');
  await page.getByTestId('protection-phone-link').click();
  await expect(page).toHaveURL(/step=phone$/);
  await page.getByTestId('send-new-sms').click();
  await expect(page.getByTestId('problem-newMobile')).toHaveText('This field is required.');
  await page.getByTestId('field-newAreaCode').fill('+44');
  await page.getByTestId('field-newMobile').fill(mobile);
  await page.getByTestId('send-new-sms').click();
  const phoneCode = await bindCode(mobile);
  await page.getByTestId('field-newCode').fill(phoneCode);
  const emailCode = await fillEmailCode(page, email);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText('Mobile number saved.');

  await page.getByTestId('back-to-centre').click();
  await expect(page.getByTestId('protection-phone')).toHaveAttribute('data-on', 'true');
  await expect(page.getByTestId('protection-email-link')).toHaveText('Change');
  await page.getByTestId('protection-email-link').click();
  const newEmail = `sec-moved-${Date.now().toString(36)}@openex.test`;
  await page.getByTestId('field-newEmail').fill(newEmail);
  await page.getByTestId('send-new-email').click();
  const newCode = await bindCode(newEmail);
  await page.getByTestId('field-newCode').fill(newCode);
  await fillEmailCode(page, email);
  await page.getByTestId('send-sms').click();
  const smsCode = (await securityCode(mobile)).code;
  await page.getByTestId('field-mobileCode').fill(smsCode);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText('Email address saved.');
  await page.getByTestId('back-to-centre').click();
  await expect(page.getByTestId('account-email')).toHaveText(`${newEmail.slice(0, 2)}***@openex.test`);
  for (const secret of [phoneCode, emailCode, newCode, smsCode]) expect(secretInRequestLog(secret), secret).toBe(false);
});

test('the security pages show no serious accessibility violation, light and dark, in English and Arabic', async ({ page }) => {
  await freshUser(page, 'sec-a11y');
  for (const [locale, theme] of [['en', 'standard'], ['ar', 'dark']] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const path of ['/account/setting', '/modifyverification?step=password', '/modifyverification?step=email', '/subaccount/setting/antiphishing']) {
      await page.goto(`${prefix}${path}${path.includes('?') ? '&' : '?'}appTheme=${theme}`);
      await waitForApp(page);
      await expect(page.locator('main h1')).toBeVisible();
      expect(await seriousViolations(page), `${locale} ${theme} ${path}`).toEqual([]);
    }
    await page.goto(`${prefix}/modifyverification?step=google&appTheme=${theme}`);
    await waitForApp(page);
    await page.getByTestId('google-start').click();
    await expect(page.getByTestId('google-secret')).toBeVisible();
    expect(await seriousViolations(page), `${locale} ${theme} authenticator`).toEqual([]);
  }
});
