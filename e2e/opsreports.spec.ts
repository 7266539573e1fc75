import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInToBackOffice } from './ops-ui';
import { settled, shot } from './support';

/** Pixels of the chart's canvas in one of the series' colours: the lines and points uPlot drew. */
const drawnPixels = (page: Page) =>
  page
    .getByTestId('daily-chart')
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d');
      if (!ctx) return 0;
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      const colours = [
        [0x35, 0xe3, 0x9a],
        [0xf8, 0x71, 0x71],
        [0xf5, 0xc4, 0x51],
        [0x60, 0xa5, 0xfa],
      ];
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
        if (
          a > 200 &&
          colours.some(([cr = 0, cg = 0, cb = 0]) => Math.abs(r - cr) + Math.abs(g - cg) + Math.abs(b - cb) < 40)
        )
          n++;
      }
      return n;
    });

// A browser far west of the brand (Asia/Dhaka, UTC+6): its today is the brand's yesterday for 17 hours
// of every day, so a range the browser worked out would miss the brand's today (the server decides it).
test.use({ timezoneId: 'Pacific/Pago_Pago' });

test('an operator reads the dashboard with its chart, switches to 7 days, and exports the P&L report as CSV @desktop', async ({
  page,
}, info) => {
  await page.goto('/ops/dashboard');
  await signInToBackOffice(page);
  await expect(page).toHaveURL(/\/ops\/dashboard$/);
  // The fresh demo's history: its players' rounds settled today, so there are bets and a vendor row.
  await expect(page.getByTestId('kpi-bets').getByTestId('kpi-value')).not.toHaveText('0.00');
  await expect(page.getByTestId('by-vendor').getByTestId('row').first()).toBeVisible();
  await expect(page.getByTestId('reconcile-badge')).toBeVisible();
  await expect(page.getByTestId('daily-chart').locator('canvas')).toBeVisible();
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(20);
  await settled(page);
  await shot(page, info, 'ops-dashboard-en');

  await page.getByTestId('period-7d').click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByTestId('dashboard-range')).toHaveAttribute('data-period', '7d');
  await expect(page.getByTestId('period-7d')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(20);
  await page.getByTestId('reconcile-run').click();
  await expect(page.getByTestId('reconcile-badge')).toHaveAttribute('data-status', 'ok');
  await shot(page, info, 'ops-dashboard-7d-en');

  await page.getByTestId('nav-reports').click();
  await expect(page).toHaveURL(/\/ops\/reports\/vendor/);
  const list = page.getByTestId('pnl-list');
  await expect(list.getByTestId('row').first()).toBeVisible();
  await expect(page.getByTestId('pnl-totals')).toBeVisible();
  await settled(page);
  await shot(page, info, 'ops-reports-pnl-en');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^pnl-by-vendor_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('day,key,name,rounds,bets,wins,ggr');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},\w+,.*,\d+,\d+\.\d{2},\d+\.\d{2},-?\d+\.\d{2}$/);

  await page.getByTestId('tab-players').click();
  await expect(page.getByTestId('players-list').getByTestId('row').first()).toBeVisible();
  await shot(page, info, 'ops-reports-players-en');

  // Bengali on a tablet.
  await page.getByTestId('ops-lang-bn').click();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('tab-agents').click();
  await expect(page.getByTestId('agents-list').getByTestId('row').first()).toBeVisible();
  await shot(page, info, 'ops-reports-agents-bn-tablet');
  // Through the menu: a reload would run the sign-in's init script again, which sets English.
  await page.getByTestId('nav-dashboard').click();
  await page.getByTestId('period-30d').click();
  await expect(page.getByTestId('dashboard-range')).toHaveAttribute('data-period', '30d');
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(20);
  await settled(page);
  await shot(page, info, 'ops-dashboard-bn-tablet');
});
