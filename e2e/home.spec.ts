import { expect, test } from '@playwright/test';
import { prime, settled, shot } from './support';

test.describe('home page', () => {
  test('shows marquee, banners, jackpot and category rows with real vendors', async ({ page }, info) => {
    await prime(page, 'en', 'dark');
    await page.goto('/');
    await expect(page.getByTestId('notice-marquee')).toContainText('Welcome to Royal Tiger');
    await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('jackpot-counter')).toBeVisible();
    // Rows below the first screen render as they come near it.
    await page.getByTestId('lazy-row-RNG').or(page.getByTestId('category-row-RNG')).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('category-row-RNG')).toContainText('Tiger Reels');
    for (let y = 0; y < 8; y++) await page.mouse.wheel(0, 700);
    await expect(page.getByTestId('site-footer')).toContainText('Royal Tiger');
    await expect(page.getByTestId('float-service')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `test-results/screens/home-full-en-dark-${info.project.name}.png`, fullPage: true });
  });

  test('navigation lists categories with vendors, home first and promotions last @desktop', async ({ page }) => {
    await prime(page, 'en', 'dark');
    await page.goto('/');
    const nav = page.getByTestId('site-header').getByRole('navigation');
    // The categories arrive with the game menus call, after the header itself.
    await expect(nav.locator('a[href="/cockfight"]').first()).toBeVisible();
    const links = await nav.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links[0]).toBe('/');
    expect(links.at(-1)).toBe('/promotions');
    expect(links).toContain('/rng');
    expect(links).toContain('/cockfight');
  });

  test('the jackpot counter grows', async ({ page }) => {
    await prime(page, 'en', 'dark');
    await page.goto('/');
    const counter = page.getByTestId('jackpot-counter');
    const read = async () => Number(((await counter.textContent()) ?? '').replace(/[^0-9.]/g, ''));
    const first = await read();
    await expect.poll(read, { timeout: 8000 }).toBeGreaterThan(first);
  });

  test('/help#term opens the terms section', async ({ page }, info) => {
    await prime(page, 'en', 'light');
    await page.goto('/help#term');
    await expect(page.getByTestId('help-modal')).toBeVisible();
    await expect(page.getByTestId('help-section-term')).toBeVisible();
    await expect(page.getByTestId('help-section-term')).toContainText('Terms and conditions');
    await settled(page);
    await shot(page, info, 'help-term-en-light');
  });
});
