// A deploy while the app is open: the new worker waits, the user is asked, and accepting reloads
// once into the new version. The second build differs only in its build id.
import { type Page, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type RunningGateway, startGateway } from '../../gateway/server';
import { openPreferences, waitForApp, waitForServiceWorker } from '../support/app';

const root = resolve(import.meta.dirname, '../..');
const nextBuild = join(root, 'dist-next');

// A second production build and two worker generations take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

test.beforeAll(() => {
  test.setTimeout(180_000);
  execFileSync('npx', ['vite', 'build', '--outDir', nextBuild, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, APP_BUILD_ID: 'next' },
    stdio: 'pipe',
  });
});

async function serve(distDir: string, port: number): Promise<RunningGateway> {
  return startGateway({ port, distDir, dataDir: mkdtempSync(join(tmpdir(), 'openex-update-')) });
}

async function versionShown(page: Page): Promise<string> {
  const dialog = await openPreferences(page);
  const text = (await dialog.getByTestId('app-version').textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

test('a new version is offered, and accepting reloads once into it', async ({ page }) => {
  let gateway = await serve(join(root, 'dist'), 0);
  const origin = gateway.url;
  const port = Number(new URL(origin).port);
  try {
    await page.goto(`${origin}/spot/BTCUSDT`);
    await waitForApp(page);
    await waitForServiceWorker(page);
    expect(await versionShown(page)).toContain('local');

    await gateway.close();
    gateway = await serve(nextBuild, port);

    // A navigation makes the browser check for a new worker; the old one still serves this page.
    await page.reload();
    await waitForApp(page);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    expect(await versionShown(page)).toContain('local');

    let loads = 0;
    page.on('load', () => (loads += 1));
    await prompt.getByRole('button', { name: 'Update now' }).click();
    await expect.poll(() => loads).toBe(1);
    await waitForApp(page);
    expect(await versionShown(page)).toContain('next');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
  } finally {
    await gateway.close();
  }
});

test('"Later" hides the prompt and keeps the running version', async ({ page }) => {
  let gateway = await serve(join(root, 'dist'), 0);
  const port = Number(new URL(gateway.url).port);
  try {
    await page.goto(`${gateway.url}/_app`);
    await waitForServiceWorker(page);
    await gateway.close();
    gateway = await serve(nextBuild, port);
    await page.reload();
    await page.getByTestId('update-prompt').getByRole('button', { name: 'Later' }).click();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await versionShown(page)).toContain('local');
  } finally {
    await gateway.close();
  }
});
