// The lint rules hold the boundaries between the execution contexts of DESIGN.md:
// core stays pure, the workers see only core, and only the request layer touches the network.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const pageOnly = ['react', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*', 'wouter', 'wouter/*'];
const pageFolders = ['**/src/app/**', '**/src/features/**', '**/src/state/**', '**/src/ui/**', '**/src/api/**', '**/src/i18n/**', '**/src/platform/**'];
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'indexedDB', 'caches', 'self', 'XMLHttpRequest', 'history', 'screen']
  .map((name) => ({ name, message: 'src/core is pure: pass what it needs in as arguments.' }));

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.gateway-data/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/api and sw/ talk to the network.' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'jotai', message: 'Atoms live in src/state; import them from there.' }] }],
    },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...domGlobals],
      'no-restricted-imports': ['error', {
        paths: pageOnly.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'src/core must not depend on React or the page.' })),
        patterns: [{ group: [...pageOnly, ...pageFolders, '**/sw/**', '**/workers/**', '**/gateway/**'], message: 'src/core imports only src/core.' }],
      }],
    },
  },
  {
    files: ['sw/**/*.ts', 'workers/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: [...pageOnly, ...pageFolders, '**/gateway/**'], message: 'sw/ and workers/ import only src/core and their own files.' }],
      }],
    },
  },
  {
    files: ['build/**/*.ts', 'gateway/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.config.{ts,js}', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off', 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: [...pageOnly, ...pageFolders, '**/sw/**', '**/workers/**'], message: 'The gateway shares only src/core with the front end.' }],
      }],
    },
  },
);
