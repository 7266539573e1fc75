import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker keeps its loaded modules from file to file: importing the server once per file cost
    // about 280 s of a 480 s run. Test files own their state (a database per file, apps built in the
    // file, stubs undone in afterEach), so nothing carries over but the module cache.
    isolate: false,
  },
});
