// Issue 17's passkeys through the screens with the service worker on, against Chromium's virtual
// authenticator (the DevTools protocol's WebAuthn domain): add one in the security settings, sign
// in with it as the second step and alone, use the account's codes instead, remove it, and the
// refusals (a removed passkey, no passkey on this device, a browser without WebAuthn), in English
// and Arabic. WebAuthn needs a domain, not an IP address, so these pages open at localhost.
import { type BrowserContext, type CDPSession, type Page, expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { waitForApp, waitForServiceWorker } from '../support/app';
import { registerFreshUser, secretInRequestLog } from '../support/auth';
import { browserStorage } from '../support/browserStorage';
import { baseUrl, control, logMark, logSince } from '../support/gateway';

const PASSWORD = 'Passkey#2024';
const ORIGIN = () => baseUrl().replace('//127.0.0.1:', '//localhost:');

test.use({ baseURL: ORIGIN() });

interface Sent { code: string; purpose: string; used: boolean }

async function unusedCode(account: string, purpose: 'security' | 'login'): Promise<string> {
  let found = '';
  await expect.poll(async () => {
    const { codes } = await control<{ codes: Sent[] }>(`codes?account=${encodeURIComponent(account)}`);
    found = codes.find((c) => c.purpose === purpose && !c.used)?.code ?? '';
    return found;
  }).not.toBe('');
  return found;
}

interface Authenticator { cdp: CDPSession; id: string }

/** A platform authenticator with user verification, as a phone or laptop with a fingerprint reader has. */
async function virtualAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, id: authenticatorId };
}

async function credentials({ cdp, id }: Authenticator) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials;
}

/** Keeps each assertion's signature in page memory (never in storage), so the test can look for it in the log and storage. */
async function recordAssertions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __assertions: string[] }).__assertions = seen;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options) => {
      const credential = await get(options);
      const response = (credential as PublicKeyCredential | null)?.response as AuthenticatorAssertionResponse | undefined;
      if (response) {
        const b64url = (b: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(b))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        seen.push(b64url(response.signature), b64url(response.clientDataJSON));
      }
      return credential;
    };
  });
}

async function freshUser(page: Page, prefix: string): Promise<string> {
  await page.context().addCookies([{ name: 'exchange_consent', value: 'denied', url: ORIGIN() }]);
  const email = await registerFreshUser(page, prefix, PASSWORD);
  await waitForServiceWorker(page);
  return email;
}

async function fillEmailCode(page: Page, email: string): Promise<void> {
  await page.getByTestId('send-email').click();
  await expect(page.getByTestId('send-email')).toBeDisabled();
  await page.getByTestId('field-emailCode').fill(await unusedCode(email, 'security'));
}

async function addPasskey(page: Page, email: string, name: string, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/account/setting`);
  await waitForApp(page);
  await page.getByTestId('passkey-add').click();
  await page.getByTestId('field-passkeyName').fill(name);
  await fillEmailCode(page, email);
  await page.getByTestId('passkey-add-submit').click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

async function passwordStep(page: Page, email: string, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/login`);
  await waitForApp(page);
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

test('adds a passkey, signs in with it as the second step and alone, and a removed one is refused', async ({ page, context }) => {
  await recordAssertions(context);
  const email = await freshUser(page, 'pk-flow');
  const authenticator = await virtualAuthenticator(page);
  const mark = logMark();

  await addPasskey(page, email, 'Work laptop');
  await expect(page.getByTestId('security-done')).toHaveText('Passkey “Work laptop” added: you can sign in with it now.');
  await expect(page.getByTestId('passkey-name')).toHaveText(['Work laptop']);
  await expect(page.getByTestId('passkey-last-used')).toHaveText('Not used yet');
  const [held] = await credentials(authenticator);
  expect(held?.isResidentCredential).toBe(true);

  await page.getByTestId('passkey-rename').click();
  await page.getByTestId('field-passkeyRename').fill('Laptop');
  await page.getByTestId('passkey-rename-save').click();
  await expect(page.getByTestId('passkey-name')).toHaveText(['Laptop']);

  // The second step of a password sign-in: the passkey, no code sent.
  await signOut(page);
  await passwordStep(page, email);
  await expect(page.getByTestId('passkey-step')).toBeVisible();
  await expect(page.getByTestId('passkey-other')).toHaveCount(0);
  await page.getByTestId('passkey-use').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();

  // Alone: no name, no password.
  await signOut(page);
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await page.goto('/account/setting');
  await waitForApp(page);
  await expect(page.getByTestId('passkey-last-used')).not.toHaveText('Not used yet');

  const calls = logSince(mark, (r) => r.path.includes('passkey') || r.path.includes('verify-auth-login')).map((r) => r.path.split('/').slice(-2).join('/'));
  expect(calls).toEqual(expect.arrayContaining(['passkey/registerOptions', 'passkey/register', 'passkey/rename', 'verify-auth-login/options', 'login/verify-auth-login']));
  // The assertions travelled inside the sign-in ciphertext, and nothing of them or of the key is stored.
  const seen = await page.evaluate(() => (window as unknown as { __assertions: string[] }).__assertions);
  expect(seen.length).toBe(0); // a page load since: the record is of this page only
  const stored = (await browserStorage(page, context)).join('\n');
  expect(stored).not.toContain(held!.privateKey);
  expect(secretInRequestLog(held!.privateKey)).toBe(false);

  // Removed at the gateway (behind the email code), the passkey still on the device is refused.
  await page.getByTestId('passkey-remove').click();
  await fillEmailCode(page, email);
  await page.getByTestId('passkey-remove-confirm').click();
  await expect(page.getByTestId('security-done')).toHaveText('Passkey “Laptop” removed.');
  await expect(page.getByTestId('passkeys-empty')).toBeVisible();
  await signOut(page);
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByTestId('passkey-sign-in-error')).toHaveText('This passkey is not registered for this account; it may have been removed.');
  await expect(page.getByTestId('header-login')).toBeVisible();
  const signatures = await page.evaluate(() => (window as unknown as { __assertions: string[] }).__assertions);
  expect(signatures.length).toBe(2);
  for (const part of signatures) {
    expect(secretInRequestLog(part), 'assertion in the request log').toBe(false);
    expect((await browserStorage(page, context)).join('\n')).not.toContain(part);
  }
  // Without a passkey the password alone signs in again (the account has no other second factor).
  await passwordStep(page, email);
  await expect(page.getByTestId('account-badge')).toBeVisible();
});

test('an account with sign-in codes may use them instead of its passkey, its codes sent only then', async ({ page }) => {
  const email = await freshUser(page, 'pk-codes');
  await virtualAuthenticator(page);
  await page.goto('/modifyverification?step=signIn');
  await waitForApp(page);
  await page.getByTestId('signin-email-toggle').click();
  await fillEmailCode(page, email);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toBeVisible();
  await addPasskey(page, email, 'Phone');
  await expect(page.getByTestId('passkey-name')).toHaveText(['Phone']);

  await signOut(page);
  await passwordStep(page, email);
  await expect(page.getByTestId('passkey-step')).toBeVisible();
  await page.getByTestId('passkey-other').click();
  await expect(page.getByTestId('verify-form')).toBeVisible();
  // Nothing was sent with the password answer: the user asks for the code.
  const { codes } = await control<{ codes: Sent[] }>(`codes?account=${encodeURIComponent(email)}`);
  expect(codes.filter((c) => c.purpose === 'login')).toEqual([]);
  await page.getByTestId('resend-email').click();
  await page.getByTestId('field-emailCode').fill(await unusedCode(email, 'login'));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
});

test('no passkey on this device and a browser without WebAuthn are said in words, and the page stays as it was', async ({ page, context }) => {
  await page.context().addCookies([{ name: 'exchange_consent', value: 'denied', url: ORIGIN() }]);
  await virtualAuthenticator(page);
  const libraryLoads: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('credentials.get')) libraryLoads.push(response.url());
  });
  await page.goto('/');
  await waitForApp(page);
  await waitForServiceWorker(page);
  await page.goto('/login');
  await waitForApp(page);
  // The WebAuthn library comes with the first prompt, never with a trading page or the login form.
  expect(libraryLoads).toEqual([]);
  await page.getByTestId('field-email').fill('someone@openex.test');
  await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByTestId('passkey-sign-in-error')).toHaveText('No passkey was used: the prompt was closed or timed out, or this device has no passkey for this account.');
  await expect.poll(() => libraryLoads.length).toBe(1);
  await expect(page.getByTestId('field-email')).toHaveValue('someone@openex.test');

  const plain = await context.newPage();
  await plain.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await plain.goto('/ar/login');
  await waitForApp(plain);
  await plain.getByTestId('passkey-sign-in').click();
  await expect(plain.getByTestId('passkey-sign-in-error')).toHaveText('هذا المتصفح لا يدعم مفاتيح المرور. استخدم كلمة المرور والرموز بدلًا منها.');
  await expect(plain.getByTestId('header-login')).toBeVisible();
});

test('Arabic: adds a passkey and signs in with it alone; a closed prompt is said in Arabic', async ({ page }) => {
  const email = await freshUser(page, 'pk-ar');
  const authenticator = await virtualAuthenticator(page);
  await addPasskey(page, email, 'هاتفي', '/ar');
  await expect(page.getByTestId('security-done')).toHaveText('أُضيف مفتاح المرور «هاتفي»: يمكنك تسجيل الدخول به الآن.');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await signOut(page);
  // The prompt is closed (no user presence): the second step says so and stays.
  await passwordStep(page, email, '/ar');
  await expect(page.getByTestId('passkey-step')).toBeVisible();
  await authenticator.cdp.send('WebAuthn.setUserVerified', { authenticatorId: authenticator.id, isUserVerified: false });
  await page.getByTestId('passkey-use').click();
  await expect(page.getByTestId('passkey-error')).toHaveText(/^(لم يُستخدم أي مفتاح مرور|تعذّر التحقق من مفتاح المرور)/);
  await expect(page.getByTestId('passkey-step')).toBeVisible();
  await authenticator.cdp.send('WebAuthn.setUserVerified', { authenticatorId: authenticator.id, isUserVerified: true });
  await page.getByTestId('passkey-use').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();

  await signOut(page);
  await page.goto('/ar/login');
  await waitForApp(page);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
});

test('the passkey screens have no serious accessibility finding, light and dark, English and Arabic', async ({ page, context }) => {
  const email = await freshUser(page, 'pk-a11y');
  await virtualAuthenticator(page);
  await addPasskey(page, email, 'Tablet');
  await expect(page.getByTestId('passkey-name')).toHaveText(['Tablet']);
  for (const theme of ['white', 'black']) {
    await context.addCookies([{ name: 'exchange_pref', value: encodeURIComponent(JSON.stringify({ theme })), url: ORIGIN() }]);
    for (const prefix of ['', '/ar']) {
      await page.goto(`${prefix}/account/setting`);
      await waitForApp(page);
      await page.getByTestId('passkey-add').click();
      await page.getByTestId('passkey-remove').click();
      expect(await seriousViolations(page), `${prefix} ${theme} passkeys`).toEqual([]);
    }
  }
  await signOut(page);
  await passwordStep(page, email, '/ar');
  await expect(page.getByTestId('passkey-step')).toBeVisible();
  expect(await seriousViolations(page), 'passkey step').toEqual([]);
});
