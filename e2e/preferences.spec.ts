import { expect, test } from '@playwright/test';
import { quietPopups } from './support';

test.beforeEach(({ page }) => quietPopups(page));

test('a first visit is in Bengali with the dark theme @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByTestId('page-home')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.outerHTML)).toMatch(/dark/);
});

test('choosing English is remembered under lang and hisLang @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  if (test.info().project.name === 'phone') await page.getByTestId('menu-button').click();
  await page.locator('[data-testid="lang-select"]:visible').first().click();
  await page
    .getByRole('option', { name: 'English' })
    .or(page.getByText('English', { exact: true }))
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'en',
    'bn',
  ]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the theme toggle switches to light and is remembered @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  if (test.info().project.name === 'phone') await page.getByTestId('menu-button').click();
  await page.locator('[data-testid="theme-toggle"]:visible').first().click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  expect(await page.evaluate(() => document.documentElement.outerHTML.slice(0, 300))).toMatch(/light/);
});

test('a route change scrolls back to the top @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page
    .getByTestId('site-header')
    .getByRole('link', { name: /স্লট|Slots/ })
    .first()
    .click();
  await expect(page.getByTestId('game-list-RNG')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
