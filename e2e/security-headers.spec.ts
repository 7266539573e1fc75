import { expect, type Page, test } from '@playwright/test';
import { langOf } from './auth-ui';
import { relaxIpLimits } from './db';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

// The pages with the most to lose under a strict CSP: the site, the game window it frames, the
// sandbox payment page and the API reference. Each must work with no CSP violation reported.
test.beforeAll(relaxIpLimits);

/** Every CSP violation the browser reports, in any frame of the page. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('the site and the studio game window run under their CSP @desktop', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  const violations = cspViolations(page);
  await prime(page, lang, 'dark');
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  // The pre-paint script ran (allowed by its hash): the saved theme and language are applied.
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await settled(page);
  await shot(page, info, `csp-home-${lang}`);

  // Free trial of the demo studio's first slot: the window loads in its sandboxed frame and plays.
  await page.goto('/rng');
  await page.getByTestId('game-card-100001').getByTestId('btn-trial').click();
  await expect(page).toHaveURL(/\/seamless\?nodeId=100001&trial=1/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('spin')).toBeEnabled();
  await game.getByTestId('spin').click();
  await expect(game.locator('#msg')).not.toBeEmpty();
  await settled(page);
  await shot(page, info, `csp-game-window-${lang}`);
  expect(violations).toEqual([]);
});

test('a gateway deposit goes through the sandbox page and back under the CSP @desktop', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  const violations = cspViolations(page);
  await prime(page, lang, 'dark');
  await signedUp(page, lang, `Csp${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`, 'Secret123');
  await page.goto('/member?tab=depositv2');
  await page.getByTestId('channel-BKASH').click();
  await page.getByTestId('deposit-amount').fill('700');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/SBX/);
  await shot(page, info, `csp-sandbox-${lang}`);
  await page.locator('button.pay').first().click();
  await expect(page).toHaveURL(/tab=depositv2&deposit=\d+/);
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('balance')).toHaveText('700.00');
  expect(violations).toEqual([]);
});

test('the API reference renders under its own CSP @desktop', async ({ page }, info) => {
  const violations = cspViolations(page);
  await page.goto('/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Platform API');
  await expect(page.locator('.opblock').first()).toBeVisible();
  await shot(page, info, 'csp-docs');
  expect(violations).toEqual([]);
});

test('other sites cannot frame the site @desktop', async ({ page, baseURL }) => {
  const violations = cspViolations(page);
  // A page of another origin (a blank tab's) framing the site.
  await page.setContent(`<iframe id="f" src="${baseURL}/"></iframe>`);
  await expect.poll(() => violations.some((v) => /frame-ancestors/.test(v))).toBe(true);
});
