import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prePaintLanguages } from './plugins/pre-paint-languages';
import { precompress } from './plugins/precompress';
import { pureContracts } from './plugins/pure-contracts';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pureContracts(),
    prePaintLanguages(fileURLToPath(new URL('./src/i18n/locales', import.meta.url))),
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
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
});
