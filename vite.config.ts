import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { webAppManifest } from './src/app/manifest';
import { issuerCertificateForBuild } from './gateway/crypto/issuer';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    // The certificate that must vouch for the gateway's server key: the development issuer, created
    // on first build, or ISSUER_CERT_PEM_FILE for a production build (gateway/crypto/issuer.ts).
    __ISSUER_CERT_PEM__: JSON.stringify(issuerCertificateForBuild(fileURLToPath(new URL('.', import.meta.url)))),
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself through workbox-window, and only in production builds.
      injectRegister: false,
      registerType: 'prompt',
      manifest: webAppManifest,
      injectManifest: {
        swDest: 'dist/sw.js',
        // Locale catalogues are cached when first used, not all thirty up front: see sw/sw.ts.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/locale-*.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/locales/') ? 'assets/locale-[name]-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  worker: { format: 'es' },
});
