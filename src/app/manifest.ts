// The web app manifest: what the browser needs to offer installing the app to the home screen.
export const webAppManifest = {
  id: '/_app',
  name: 'OpenEx — crypto exchange',
  short_name: 'OpenEx',
  description: 'Spot and futures trading with a demo mode, in 31 languages.',
  start_url: '/_app?source=pwa',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: '#0b5cff',
  background_color: '#0f1419',
  categories: ['finance'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
