import { defineConfig } from 'vitest/config';
import { compileMessages } from './build/compileMessages';
import { preactAlias } from './build/preactAlias';

export default defineConfig({
  // Components under test format the catalogues as the app does, compiled.
  plugins: [compileMessages()],
  // Components render under test with what ships.
  resolve: { alias: preactAlias },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'workers/**/*.test.ts', 'gateway/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
    // Packages that import React go through the same alias as our code, not Node's resolution.
    server: { deps: { inline: ['preact', 'jotai', 'wouter'] } },
  },
});
