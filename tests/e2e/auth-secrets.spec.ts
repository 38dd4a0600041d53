// An offline attacker with a dictionary that includes the real secrets: after a sign-in with a
// second step and a registration through the screens, nothing on the wire (the gateway's request
// log: every header and body) or in the browser's storage may equal or contain a common digest of
// any guessable input built from a password or a code (docs/decisions.md, issue 11).
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { buildSignedData } from '../../src/core/protocol/signedData';
import { signedEndpoint } from '../../src/core/protocol/signedEndpoints';
import { pinTerminalCode, waitForApp } from '../support/app';
import { registrationCode, signIn, signOutFromMenu } from '../support/auth';
import { browserStorage } from '../support/browserStorage';
import { type LoggedRequest, baseUrl, byDevice, control, logMark, logSince } from '../support/gateway';

const GOOGLE = { loginName: 'google@openex.test', password: 'Google#2024' };
const NEW_PASSWORD = 'Dictionary2024word';

/** The inputs an attacker would hash: each secret alone, beside the login name, and in the signed-data layouts. */
function guessableInputs(secrets: readonly string[], loginNames: readonly string[], requests: readonly LoggedRequest[], plaintext: (path: string) => Record<string, string>): string[] {
  const inputs = new Set<string>();
  for (const secret of secrets) {
    inputs.add(secret);
    inputs.add(encodeURIComponent(secret));
    for (const name of loginNames) for (const joined of [name + secret, secret + name, `${name}:${secret}`, `${name}&${secret}`]) inputs.add(joined);
    for (const field of ['pwd', 'rePwd', 'verifyCode', 'emailCode', 'googleCode', 'password']) inputs.add(`${field}=${encodeURIComponent(secret)}`);
  }
  // The old layout: path + time prefix + the endpoint's fields in clear, with each request's own path and time.
  for (const request of requests) {
    const endpoint = signedEndpoint(request.path);
    const time = typeof request.headers.reqtime === 'string' ? request.headers.reqtime : '';
    if (!endpoint?.encrypted || !time) continue;
    const fields = plaintext(request.path);
    const text = buildSignedData({ path: request.path, time, mode: 2, fieldNames: endpoint.fields, fields });
    inputs.add(text);
    inputs.add(text.slice(request.path.length + 8));
    inputs.add(`${request.path}${time}${text.slice(request.path.length + 8)}`);
  }
  return [...inputs];
}

/** Every digest form an attacker would look for: MD5, SHA-1, SHA-256 in hex and base64 (and base64url). */
function digests(input: string): string[] {
  return (['md5', 'sha1', 'sha256'] as const).flatMap((algorithm) => {
    const bytes = createHash(algorithm).update(input, 'utf8').digest();
    return [bytes.toString('hex'), bytes.toString('base64').replace(/=+$/, ''), bytes.toString('base64url')];
  });
}

test('a dictionary with the real password and codes matches nothing a sign-in and a registration leave on the wire or in storage', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Analytics on, so its uploads are among what is searched.
  await context.addCookies([{ name: 'exchange_consent', value: 'granted', url: baseUrl() }]);
  const device = await pinTerminalCode(page);
  const mark = logMark();

  let totp = '';
  await signIn(page, {
    ...GOOGLE,
    secondStep: async (p) => {
      ({ code: totp } = await control<{ code: string }>(`totp?loginName=${GOOGLE.loginName}`));
      await p.getByTestId('field-googleCode').fill(totp);
      await p.getByTestId('verify-submit').click();
    },
  });
  await signOutFromMenu(page);

  const email = `dict-${Date.now().toString(36)}@openex.test`;
  await page.goto('/register');
  await waitForApp(page);
  await page.getByTestId('register-by-email').check();
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('send-email').click();
  const emailCode = await registrationCode(email);
  await page.getByTestId('field-emailCode').fill(emailCode);
  await page.getByTestId('field-password').fill(NEW_PASSWORD);
  await page.getByTestId('field-rePassword').fill(NEW_PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-badge')).toBeVisible();
  // Let the analytics outbox upload what these pages recorded.
  await page.goto('/account/setting');
  await expect.poll(() => logSince(mark, byDevice(device, '/v1/buried/log/info')).length, { timeout: 20_000 }).toBeGreaterThan(0);

  // What this browser may have sent: its calls carry its terminal code, its page and file loads none.
  // Other workers' calls (their own sign-ins and codes) are left out.
  const requests = logSince(mark, (r) => r.headers.terminalcode === undefined || byDevice(device)(r));
  const signIns = requests.filter((r) => signedEndpoint(r.path)?.encrypted);
  // The search is over real signed sign-ins: the password step, the second step and the registration.
  expect(signIns.map((r) => r.path)).toEqual(expect.arrayContaining(['/v1/user/login', '/v1/user/login/verify-login', '/v1/user/register/email']));
  for (const r of signIns) expect(r.headers['device-sign-data-md5']).toMatch(/^[0-9a-f]{32}$/);

  const plaintext = (path: string): Record<string, string> =>
    path === '/v1/user/login' ? { loginName: GOOGLE.loginName, pwd: GOOGLE.password }
      : path === '/v1/user/login/verify-login' ? { googleCode: totp }
        : { email, pwd: NEW_PASSWORD, verifyCode: emailCode, rePwd: NEW_PASSWORD };
  const inputs = guessableInputs([GOOGLE.password, NEW_PASSWORD, totp, emailCode], [GOOGLE.loginName, email], signIns, plaintext);
  const dictionary = inputs.flatMap((input) => digests(input).map((digest) => ({ input, digest })));
  // The dictionary does find what the old layout sent: the MD5 of path + time + the fields in clear.
  const oldLayout = signIns.map((r) => buildSignedData({ path: r.path, time: String(r.headers.reqtime), mode: 2, fieldNames: signedEndpoint(r.path)?.fields ?? [], fields: plaintext(r.path) }));
  for (const text of oldLayout) expect(dictionary.some((d) => d.digest === createHash('md5').update(text).digest('hex'))).toBe(true);

  const haystacks = [...requests.map((r) => JSON.stringify(r)), ...(await browserStorage(page, context))];
  const secrets = [GOOGLE.password, NEW_PASSWORD, encodeURIComponent(GOOGLE.password)];
  const found: string[] = [];
  for (const haystack of haystacks) {
    const lower = haystack.toLowerCase();
    for (const { input, digest } of dictionary) {
      if (haystack.includes(digest) || lower.includes(digest.toLowerCase())) found.push(`digest of ${JSON.stringify(input)} in ${haystack.slice(0, 120)}`);
    }
    for (const secret of secrets) if (haystack.includes(secret)) found.push(`${secret} in ${haystack.slice(0, 120)}`);
    for (const code of [totp, emailCode]) if (new RegExp(`(?<![A-Za-z0-9+/])${code}(?![A-Za-z0-9+/])`).test(haystack)) found.push(`code ${code} in ${haystack.slice(0, 120)}`);
  }
  expect(found).toEqual([]);
});
