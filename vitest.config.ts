import { defineConfig } from 'vitest/config';
import { compileMessages } from './build/compileMessages';

export default defineConfig({
  // Components under test format the catalogues as the app does, compiled.
  plugins: [compileMessages()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'workers/**/*.test.ts', 'gateway/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
  },
});
