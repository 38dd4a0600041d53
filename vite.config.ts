import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { webAppManifest } from './src/app/manifest';
import { issuerCertificateForBuild } from './gateway/crypto/issuer';
import { compileMessages } from './build/compileMessages';
import { precompress } from './build/precompress';
import { preactAlias } from './build/preactAlias';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    // The certificate that must vouch for the gateway's server key: the development issuer, created
    // on first build, or ISSUER_CERT_PEM_FILE for a production build (gateway/crypto/issuer.ts).
    __ISSUER_CERT_PEM__: JSON.stringify(issuerCertificateForBuild(fileURLToPath(new URL('.', import.meta.url)))),
    // Tells two builds of the same version apart (the update tests build twice).
    __APP_BUILD__: JSON.stringify(process.env.APP_BUILD_ID ?? 'local'),
  },
  resolve: { alias: preactAlias },
  plugins: [
    compileMessages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself through workbox-window, and only in production builds.
      injectRegister: false,
      registerType: 'prompt',
      manifest: webAppManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Of the thirty-one catalogues only English, the fallback, is precached (both its parts);
        // the others are cached when first used (sw/localeCache.ts).
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((e) => !/assets\/locale-/.test(e.url) || /assets\/locale-en-(?:rest-)?[\w-]{8}\.js$/.test(e.url)), warnings: [] }),
        ],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // A language's two parts: locale-<language>-<hash>.js (the first) and locale-<language>-rest-<hash>.js.
        chunkFileNames: (chunk) => {
          const catalogue = /\/locales\/([\w-]+)\.json\?part=(first|rest)/.exec(chunk.facadeModuleId ?? '');
          return catalogue ? `assets/locale-${catalogue[1]}${catalogue[2] === 'rest' ? '-rest' : ''}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Everything the entry imports statically runs on every visit before the first render: one
        // file, not twenty small shared chunks that each pay a request and their own compression
        // dictionary (docs/decisions.md, issue 12). Lazy pages keep their own chunks.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  worker: { format: 'es' },
});
