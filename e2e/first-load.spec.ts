import { expect, test } from '@playwright/test';
import { firstLoad } from '../apps/web/scripts/js-budget';
import { quietPopups } from './support';

// The JS budget (apps/web/scripts/js-budget.ts) counts files from the Vite manifest; this checks
// in Chromium on a phone that they are what a first visit to / really fetches: every counted file
// is requested, and anything else is one of the script's after-paint chunks.
test('the budgeted files are what / fetches on a phone @phone', async ({ page }) => {
  const budget = firstLoad();
  await quietPopups(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('home-banners')).toBeVisible();
  await expect(page.getByTestId('hot-games')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const js = new Set(requests.filter((p) => p.endsWith('.js')).map((p) => p.slice(1)));
  const counted = budget.files.map((f) => f.file);
  const later = new Set(budget.afterPaint.map((f) => f.file));
  expect(
    counted.filter((f) => !js.has(f)),
    'counted but not fetched',
  ).toEqual([]);
  expect(
    [...js].filter((f) => !counted.includes(f) && !later.has(f)),
    'fetched but neither counted nor after paint',
  ).toEqual([]);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const fetched = [...budget.files, ...budget.afterPaint].filter((f) => js.has(f.file));
  const figures = `${requests.length} requests, ${js.size} JS files; first paint ${kb(budget.brotli)} brotli, all JS fetched ${kb(fetched.reduce((s, f) => s + f.brotli, 0))}`;
  test.info().annotations.push({ type: 'first load of / (phone)', description: figures });
  console.log(`first load of / (phone): ${figures}`);
});
