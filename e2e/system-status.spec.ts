import { expect, type Page, test } from '@playwright/test';
import { prime, settled, shot } from './support';

/**
 * Each status screen in both languages and both themes, one test per screen: the four looks are
 * set in the same page (language and theme in storage, then the page again) rather than four fresh
 * browsers, which cost most of the time of so short a check.
 */
const LOOKS = [
  ['bn', 'dark'],
  ['bn', 'light'],
  ['en', 'dark'],
  ['en', 'light'],
] as const;

async function eachLook(page: Page, url: string, check: (look: string) => Promise<void>) {
  await prime(page, 'bn', 'dark');
  await page.goto(url);
  for (const [lang, theme] of LOOKS) {
    await page.evaluate(
      ({ l, t }) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('theme', t);
      },
      { l: lang, t: theme },
    );
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await check(`${lang}-${theme}`);
  }
}

test('maintenance page replaces the site (bn and en, dark and light)', async ({ page }, info) => {
  await eachLook(page, '/?simulateStatus=1', async (look) => {
    const screen = page.getByTestId('maintenance-page');
    await expect(screen).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(screen.getByRole('link').or(screen.getByRole('button')).first()).toBeVisible();
    await settled(page);
    await shot(page, info, `maintenance-${look}`);
  });
});

test('region-blocked page shows the visitor IP (bn and en, dark and light)', async ({ page }, info) => {
  await eachLook(page, '/?simulateStatus=2', async (look) => {
    const screen = page.getByTestId('region-page');
    await expect(screen).toBeVisible();
    await expect(screen).toContainText(/127\.0\.0\.1|::1/);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await settled(page);
    await shot(page, info, `region-${look}`);
  });
});
