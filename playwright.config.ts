import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Specs whose operator changes apply to every visitor of the brand (see the brand-wide project). */
const BRAND_WIDE = /(opsconfig|opscontent)\.spec\.ts$/;
const PORT = Number(process.env.E2E_PORT ?? 18080);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 55439);
// A throwaway embedded cluster per run, so e2e never touches the developer's .data.
const dataDir = path.join(tmpdir(), `platform-e2e-${PORT}`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  // 2 cores run two browsers, the server and PostgreSQL: a screen may take a while to answer under that load.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // Software rendering pays for every animated frame: decorative motion (banners, marquee, winners)
    // honours reduced motion, and the browsers ask for it so flows are not starved of CPU.
    reducedMotion: 'reduce',
    // The lite app's service worker would precache the whole shell in every fresh context and answer the
    // page's navigations from its cache (page.route does not see those): blocked here, allowed by pages.spec,
    // which tests it.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: BRAND_WIDE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: BRAND_WIDE,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    // Specs that change the brand for everyone (a required registration field, a vendor in maintenance,
    // a published notice or banner)
    // run after the others, so no test registering or browsing meanwhile meets their changes.
    {
      name: 'brand-wide',
      testMatch: BRAND_WIDE,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm run start -w apps/server`,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(PG_PORT),
      DATA_DIR: dataDir,
      ALLOW_STATUS_SIMULATION: '1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      // A fixed captcha key, so e2e/inbox.spec.ts can issue a captcha whose answer it knows (a browser cannot read one).
      APP_SECRET: 'e2e-app-secret-not-for-production',
      // Every browser of the run comes from 127.0.0.1: the per-IP route limits are scaled up (429s are API-tested).
      RATE_LIMIT_FACTOR: '50',
    },
  },
});
