// Issue 17's third-party sign-in through the screens, service worker on: the reference gateway's
// simulated Google, Apple and Telegram consent pages (state checked by the page, nonce by the
// gateway), a new account, binding to an existing account after its password (and its
// authenticator), a known identity, a wallet that signs the gateway's message with a key held in
// Node, the message for a browser without a wallet, and the security centre's unlink that never
// removes the last way in. No code, password or signature is in the request log or in storage.
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { testWallet, type TestWallet } from '../../gateway/testing/walletSigner';
import { seriousViolations } from '../support/a11y';
import { waitForApp, waitForServiceWorker } from '../support/app';
import { declineAnalytics, registerFreshUser, secretInRequestLog, signOutFromMenu } from '../support/auth';
import { browserStorage } from '../support/browserStorage';
import { pageFault, removePageFaults } from '../support/faults';
import { control, logMark, logSince } from '../support/gateway';

const THIRD = '/v1/user/public/third/';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

/** Every authorisation code the simulated provider hands the page, read from the addresses the page goes through. */
function watchCodes(page: Page): string[] {
  const codes: string[] = [];
  page.on('framenavigated', (frame) => {
    const code = /#code=([^&]+)/.exec(frame.url())?.[1];
    if (code) codes.push(code);
  });
  return codes;
}

/** On the simulated consent page: "use another account" with the given email or username. */
async function useAnother(page: Page, field: 'email' | 'username', value: string, name = ''): Promise<void> {
  await expect(page.getByTestId('simulated-banner')).toContainText('Simulated');
  await page.locator(`input[name="${field}"]`).fill(value);
  if (name) await page.locator('input[name="name"]').fill(name);
  await page.getByTestId('use-another').click();
}

async function expectNoSecrets(page: Page, context: BrowserContext, secrets: readonly string[]): Promise<void> {
  const stored = (await browserStorage(page, context)).join('\n');
  for (const secret of secrets) {
    expect(secretInRequestLog(secret), `${secret.slice(0, 12)}… in the request log`).toBe(false);
    expect(stored.includes(secret), `${secret.slice(0, 12)}… in browser storage`).toBe(false);
  }
}

const thirdCalls = (mark: number) => logSince(mark, (r) => r.path.startsWith(THIRD)).map((r) => r.path.slice(THIRD.length));

test('Google: a new identity creates an account; its only way in cannot be unlinked', async ({ page, context }) => {
  const codes = watchCodes(page);
  const email = `${unique('ada')}@gmail.example`;
  await page.goto('/login');
  await waitForApp(page);
  await waitForServiceWorker(page);
  const mark = logMark();
  await page.getByTestId('third-google').click();
  await expect(page).toHaveURL(/\/__provider\/google\/authorize\?/);
  await useAnother(page, 'email', email, 'Ada Example');
  await expect(page.getByTestId('third-choose')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByTestId('third-label')).toHaveText(email);
  expect(page.url()).not.toContain('#');
  await page.getByTestId('third-create').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  expect(thirdCalls(mark)).toEqual(['check', 'bind/choose', 'google/register']);
  expect(codes).toHaveLength(1);
  await expectNoSecrets(page, context, codes);

  await page.goto('/account/setting');
  await waitForApp(page);
  await expect(page.getByTestId('binding-google')).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('unbind-google').click();
  await expect(page.getByTestId('third-bindings-error')).toHaveText('This is the only way into your account, so it cannot be unlinked. Set a password or link another sign-in first.');
  await expect(page.getByTestId('binding-google')).toBeVisible();
});

test('a return with another state is refused in words and never reaches the gateway', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('third-google').click();
  await expect(page.getByTestId('simulated-banner')).toBeVisible();
  const mark = logMark();
  await page.goto('/login/third/google#code=forgedforgedforgedforged&state=forgedstateforgedstate');
  await expect(page.getByTestId('third-error')).toHaveText('This sign-in did not come back from the Google request this page started, so nothing was signed in. Please start again.');
  expect(thirdCalls(mark)).toEqual([]);
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('a return whose nonce is not the one the consent page was opened with is refused by the gateway', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('third-google').click();
  await expect(page.getByTestId('simulated-banner')).toBeVisible();
  // The tab's saved nonce no longer matches the one the provider bound to its code.
  await page.evaluate(() => {
    const key = 'openex-third-started';
    const saved = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>;
    sessionStorage.setItem(key, JSON.stringify({ ...saved, nonce: 'another-nonce-entirely-0001' }));
  });
  const mark = logMark();
  await page.locator('[data-identity="google-1001"]').click();
  await expect(page.getByTestId('third-error')).toHaveText('This sign-in did not come back from the Google request this page started, so nothing was signed in. Please start again.');
  expect(thirdCalls(mark)).toEqual(['check']);
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('Apple in Arabic: binds to an existing account after its password, then unlinks', async ({ page, context }) => {
  const password = 'Bind#2024abc';
  const account = await registerFreshUser(page, 'apple-bind', password);
  await signOutFromMenu(page);
  const codes = watchCodes(page);
  await page.goto('/ar/login');
  await waitForApp(page);
  const mark = logMark();
  await page.getByTestId('third-apple').click();
  const appleEmail = `${unique('relay')}@icloud.example`;
  await useAnother(page, 'email', appleEmail);
  await expect(page.getByTestId('third-choose')).toContainText('أنشئ به حسابًا جديدًا');
  await page.getByTestId('third-link').click();
  await expect(page.getByTestId('third-bind')).toContainText(appleEmail);
  await page.getByTestId('field-email').fill(account);
  await page.getByTestId('field-password').fill('Wrong#2024abc');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('الحساب أو كلمة المرور غير صحيحة.');
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  expect(thirdCalls(mark)).toEqual(['check', 'bind/choose', 'bind/check', 'bind/check']);
  await expectNoSecrets(page, context, [...codes, password]);

  await page.goto('/ar/account/setting');
  await waitForApp(page);
  await expect(page.getByTestId('binding-apple')).toContainText(appleEmail);
  await page.getByTestId('unbind-apple').click();
  await expect(page.getByTestId('third-bindings-none')).toBeVisible();
});

test('Telegram: a known identity signs straight in with tg/sign', async ({ page }) => {
  const username = unique('tg_');
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('third-telegram').click();
  await useAnother(page, 'username', username, 'Tele Gram');
  await page.getByTestId('third-create').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await signOutFromMenu(page);

  await page.goto('/login?redirect=%2Faccount%2Fsetting');
  await waitForApp(page);
  const mark = logMark();
  await page.getByTestId('third-telegram').click();
  await useAnother(page, 'username', username);
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/setting$/);
  await expect(page.getByTestId('binding-telegram')).toContainText(`@${username}`);
  expect(thirdCalls(mark)).toEqual(['check', 'tg/sign']);

  // Created by Telegram, so no password: the security centre says so and sets a first one without asking for an old one.
  await expect(page.getByTestId('account-password')).toHaveText('Not set');
  await page.getByTestId('protection-password-link').click();
  await expect(page.getByTestId('field-oldPwd')).toHaveCount(0);
  const password = 'First#2024tg';
  await page.getByTestId('field-pwd').fill(password);
  await page.getByTestId('field-rePwd').fill(password);
  await page.getByTestId('security-submit').click();
  await expect(page.getByTestId('security-done')).toBeVisible();
  await page.goto('/account/setting');
  await waitForApp(page);
  await expect(page.getByTestId('account-password')).toHaveText('Set');
  await page.getByTestId('unbind-telegram').click();
  await expect(page.getByTestId('third-bindings-none')).toBeVisible();
  expect(secretInRequestLog(password)).toBe(false);
});

test('a known identity whose sign-in is refused says why and offers the way back', async ({ page }) => {
  const username = unique('tg_');
  // Before the first page: the fault is scoped to this browser's terminal code. tg/sign is first called on the return below.
  await pageFault(page, { path: `${THIRD}tg/sign`, code: '00005', msg: 'frozen', times: 1 });
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('third-telegram').click();
  await useAnother(page, 'username', username);
  await page.getByTestId('third-create').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  await signOutFromMenu(page);

  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('third-telegram').click();
  await useAnother(page, 'username', username);
  await expect(page.getByTestId('third-error')).toHaveText('This account is frozen. Please contact support.');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.getByTestId('third-back-to-login').click();
  await expect(page.getByTestId('third-telegram')).toBeEnabled();
  await removePageFaults();
});

test('securityVerify: binding to an account with Google authenticator asks for its code first', async ({ page, context }) => {
  const codes = watchCodes(page);
  await page.goto('/login');
  await waitForApp(page);
  await page.getByTestId('third-google').click();
  await useAnother(page, 'email', `${unique('guard')}@gmail.example`);
  await page.getByTestId('third-link').click();
  await page.getByTestId('field-email').fill('google@openex.test');
  await page.getByTestId('field-password').fill('Google#2024');
  const mark = logMark();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('verify-form')).toBeVisible();
  const googleCode = (await control<{ code: string }>('totp?loginName=google%40openex.test')).code;
  await page.getByTestId('field-googleCode').fill(googleCode);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  expect(thirdCalls(mark)).toEqual(['bind/check', 'securityVerify']);
  await expectNoSecrets(page, context, [...codes, 'Google#2024', googleCode]);

  // Leaves the seeded account as it was (and a retry able to bind again).
  await page.goto('/account/setting');
  await waitForApp(page);
  await page.getByTestId('unbind-google').click();
  await expect(page.getByTestId('third-bindings-none')).toBeVisible();
});

/** An EIP-1193 provider in the page whose personal_sign is answered by a key held in Node. */
async function installWallet(page: Page, wallet: TestWallet, signatures: string[]): Promise<void> {
  await page.exposeBinding('__testWalletSign', (_source, message: string) => {
    const signature = wallet.personalSign(message);
    signatures.push(signature);
    return signature;
  });
  await page.addInitScript((address) => {
    const sign = (window as unknown as { __testWalletSign: (m: string) => Promise<string> }).__testWalletSign;
    const text = (hex: string) => new TextDecoder().decode(Uint8Array.from(hex.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16)));
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
        if (method === 'personal_sign') return sign(text(String(params?.[0])));
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    };
  }, wallet.address);
}

test('wallet: a new wallet creates an account, returns straight in, and cannot unlink its only way in', async ({ page, context }) => {
  const wallet = testWallet();
  const signatures: string[] = [];
  await installWallet(page, wallet, signatures);
  await page.goto('/login');
  await waitForApp(page);
  let mark = logMark();
  await page.getByTestId('third-wallet').click();
  await expect(page.getByTestId('third-label')).toHaveText(wallet.address);
  await page.getByTestId('third-create').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  expect(thirdCalls(mark)).toEqual(['wallet/check', 'wallet/sign', 'bind/choose', 'wallet/register']);
  await signOutFromMenu(page);

  await page.goto('/login');
  await waitForApp(page);
  mark = logMark();
  await page.getByTestId('third-wallet').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  expect(thirdCalls(mark)).toEqual(['wallet/check', 'wallet/sign']);
  expect(signatures).toHaveLength(2);
  await expectNoSecrets(page, context, signatures);

  await page.goto('/account/setting');
  await waitForApp(page);
  await expect(page.getByTestId('binding-wallet')).toContainText(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`);
  await page.getByTestId('unbind-wallet').click();
  await expect(page.getByTestId('third-bindings-error')).toHaveText('This is the only way into your account, so it cannot be unlinked. Set a password or link another sign-in first.');
});

test('a wallet that declines to sign is said so, and nothing is signed in', async ({ page }) => {
  const { address } = testWallet();
  await page.addInitScript((account) => {
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_requestAccounts') return [account];
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    };
  }, address);
  await page.goto('/login');
  await waitForApp(page);
  const mark = logMark();
  await page.getByTestId('third-wallet').click();
  await expect(page.getByTestId('third-error')).toHaveText('The wallet did not sign the sign-in request. Nothing was signed in.');
  expect(thirdCalls(mark)).toEqual(['wallet/check']);
  await expect(page.getByTestId('header-login')).toBeVisible();
});

for (const [locale, text] of [
  ['', "No wallet was found in this browser. Install a wallet extension such as MetaMask, or open this page in your wallet app's browser, then try again."],
  ['/ar', 'لم يتم العثور على محفظة في هذا المتصفح. ثبّت إضافة محفظة مثل MetaMask، أو افتح هذه الصفحة في متصفح تطبيق محفظتك، ثم حاول مرة أخرى.'],
] as const) {
  test(`without a wallet the button says how to get one (${locale || 'en'})`, async ({ page }) => {
    await page.goto(`${locale}/login`);
    await waitForApp(page);
    const mark = logMark();
    await page.getByTestId('third-wallet').click();
    await expect(page.getByTestId('third-error')).toHaveText(text);
    expect(thirdCalls(mark)).toEqual([]);
  });
}
