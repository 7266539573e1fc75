import { expect, test } from '@playwright/test';
import { prime, settled, shot } from './support';

for (const lang of ['bn', 'en'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`maintenance page replaces the site (${lang}, ${theme})`, async ({ page }, info) => {
      await prime(page, lang, theme);
      await page.goto('/?simulateStatus=1');
      const screen = page.getByTestId('maintenance-page');
      await expect(screen).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(screen.getByRole('link').or(screen.getByRole('button')).first()).toBeVisible();
      await settled(page);
      await shot(page, info, `maintenance-${lang}-${theme}`);
    });

    test(`region-blocked page shows the visitor IP (${lang}, ${theme})`, async ({ page }, info) => {
      await prime(page, lang, theme);
      await page.goto('/?simulateStatus=2');
      const screen = page.getByTestId('region-page');
      await expect(screen).toBeVisible();
      await expect(screen).toContainText(/127\.0\.0\.1|::1/);
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await settled(page);
      await shot(page, info, `region-${lang}-${theme}`);
    });
  }
}
