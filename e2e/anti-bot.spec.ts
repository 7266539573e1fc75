import { expect, type Page, test } from '@playwright/test';
import { relaxIpLimits } from './db';
import { prime, settled, shot } from './support';

/** The proof-of-work widget has solved its challenge (the browser did the work; nothing was clicked). */
const verified = (page: Page, scope: string) =>
  expect(page.getByTestId(scope).getByTestId('anti-bot').locator('[data-state="verified"]')).toBeVisible({
    timeout: 15_000,
  });

// A login past failures carries it too (apps/server/src/modules/anti-bot/anti-bot.test.ts): not here,
// because lowering the brand's captcha threshold would reach every other spec logging in from 127.0.0.1.
test.describe('anti-bot check in the forms', () => {
  test.beforeAll(relaxIpLimits);

  test('register and login show the check solving itself; free play passes it @desktop', async ({ page }, info) => {
    await prime(page, 'en', 'dark');
    // The widget's code is not part of the home page's load; it comes with the first form that needs it.
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((u) => /altcha/i.test(u))).toEqual([]);
    await page.goto('/register');
    await verified(page, 'register-modal');
    expect(fetched.filter((u) => /altcha/i.test(u)).length).toBeGreaterThan(0);
    await page.getByTestId('register-modal').getByTestId('anti-bot').scrollIntoViewIfNeeded();
    await settled(page);
    await shot(page, info, 'anti-bot-register-en');

    await page.goto('/login');
    await verified(page, 'login-modal');
    await settled(page);
    await shot(page, info, 'anti-bot-login-en');

    // Free play spends a solution; the server accepts the browser's work.
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('header-account')).toBeVisible();
  });
});
