import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { waitForApp, waitForServiceWorker } from '../support/app';

test('Chromium finds the app installable', async ({ baseURL }) => {
  // Playwright's usual contexts are incognito, where Chromium never offers installation.
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'openex-install-')), {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/_app');
    await waitForApp(page);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await context.close();
  }
});

test('the manifest names the app, starts standalone and has a maskable icon', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'OpenEx', display: 'standalone' });
  expect(manifest.start_url).toMatch(/^\/_app/);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
