import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { playersOnlyPrecache } from './plugins/players-only-precache';
import { prePaintLanguages } from './plugins/pre-paint-languages';
import { precompress } from './plugins/precompress';
import { pureContracts } from './plugins/pure-contracts';

const api = 'http://localhost:8080';
const playersOnly = playersOnlyPrecache();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pureContracts(),
    playersOnly.plugin,
    prePaintLanguages(fileURLToPath(new URL('./src/i18n/locales', import.meta.url))),
    // The installable lite app: the manifest and a service worker that precaches the built shell (HTML, JS,
    // CSS, icons) and keeps the brand's /static images; it never answers API calls (/wps, /lgw: member data)
    // nor the server's own pages. registerType 'prompt': a new version waits until the visitor presses Reload
    // (features/app-download/UpdatePrompt registers it after the page has loaded).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        id: '/',
        name: 'Royal Tiger',
        short_name: 'Royal Tiger',
        description: 'Slots, live casino, sports and lottery.',
        lang: 'bn',
        start_url: '/?source=app',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0b1530',
        theme_color: '#0b1530',
        categories: ['games', 'entertainment'],
        icons: [
          { src: '/static/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/static/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/static/app/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}', 'static/app/*.{png,svg}', 'static/brand/*.svg'],
        navigateFallback: '/index.html',
        // Only the app's own pages fall back to the cached shell: API calls, docs, the game studio window,
        // the sandbox payment page and files keep going to the server.
        navigateFallbackDenylist: [
          /^\/(?:wps|lgw|docs|healthz|readyz|provider|studio|sandbox|static|assets|ops)(?:\/|$)/,
        ],
        cleanupOutdatedCaches: true,
        // The back office (ops.html and its chunks) is never precached into the players' app.
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((e) => playersOnly.keep(e.url)), warnings: [] }),
        ],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        runtimeCaching: [
          {
            // Brand images, banners, vendor and footer logos: shown from the cache, refreshed behind.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'static-images', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 86_400 } },
          },
          {
            // Fonts of the languages actually used (not precached: dozens of subsets).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /\.woff2?$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 30 } },
          },
        ],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    // /wps carries the realtime WebSocket (/wps/ws) too.
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/docs', '/healthz', '/readyz'].map((p) => [p, { target: api, ws: p === '/wps' }]),
    ),
  },
  // The manifest lets scripts/js-budget.mjs follow what the first load of / fetches.
  // Two entries: the players' site (index.html) and the operators' back office (ops.html, served at /ops).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        ops: fileURLToPath(new URL('./ops.html', import.meta.url)),
      },
    },
  },
});
