import type { Alias } from 'vite';

// The code is written against React's API; Preact's compat layer renders it in about a tenth of
// react-dom's bytes, which is what lets the trading page's first render fit its budget
// (docs/decisions.md, issue 12). Exact matches only, most specific first.
export const preactAlias: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter's fallback for React before 18; compat has the hook itself.
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'preact/compat' },
];
