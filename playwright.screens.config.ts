// The screenshot pass of issue 11 (`npm run screens`, not part of `npm test`): every screen at
// 360x740 and 1440x900 in English, German, Arabic and Vietnamese, light and dark, signed in and
// out, into test-results/screens-all/ for people to look at. Same gateway set-up as the e2e suite.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/screens',
  testMatch: '**/*.screens.ts',
  // Its own output folder, so a pass never wipes the e2e suite's test-results/ (nor the reverse).
  outputDir: 'test-results/screens-run',
  globalSetup: './tests/support/global-setup.ts',
  timeout: 300_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
