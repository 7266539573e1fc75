import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/wps', '/lgw', '/docs', '/healthz', '/readyz'].map((p) => [p, api])),
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
