// The screenshot pass of issue 11 (`npm run screens`, not part of `npm test`): every screen at
// 360x740 and 1440x900 in English, German, Arabic and Vietnamese, light and dark, signed in and
// out, into test-results/screens-all/ for people to look at. The e2e suite's set-up, one worker.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  testMatch: '**/*.screens.ts',
  // Its own output folder, so a pass never wipes the e2e suite's test-results/ (nor the reverse).
  outputDir: 'test-results/screens-run',
  timeout: 300_000,
  workers: 1,
  retries: 0,
});
