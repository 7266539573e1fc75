import { expect, test } from '@playwright/test';
import { operatorHeaders } from './operator';
import { signInToBackOffice } from './ops-ui';
import { prime, settled, shot } from './support';

const VENDOR = 'GOAL_SPORTS';
// Two browser contexts (operator and player) per test: a loaded machine needs more than the default minute.
test.describe.configure({ timeout: 120_000 });
const EMAIL_RULE = { enabled: true, required: false, patternId: 'EMAIL', minLength: 6, maxLength: 60 };

test('an operator puts a vendor in maintenance and a player on the lobby sees it without reload @desktop', async ({
  page,
  browser,
  request,
}, info) => {
  // The player: a visitor on the sports center, with the vendor open.
  const playerCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const player = await playerCtx.newPage();
  await prime(player, 'en', 'dark');
  await player.goto('/sports');
  const tile = player.getByTestId(`vendor-${VENDOR}`);
  await expect(tile).toBeVisible({ timeout: 30_000 });
  await expect(tile).not.toContainText('Maintenance');

  try {
    await page.goto('/ops/config/vendors');
    await signInToBackOffice(page);
    await expect(page).toHaveURL(/\/ops\/config\/vendors/);
    const sw = page.getByTestId(`vendor-${VENDOR}-maintenance`);
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    const clicked = Date.now();
    await sw.click();
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    // The server tells the brand's sockets; the player's page fetches the game menus again (no reload).
    await expect(tile).toContainText('Maintenance', { timeout: 15_000 });
    console.log(`vendor maintenance shown to the player ${Date.now() - clicked} ms after the operator's click`);
    await settled(page);
    await shot(page, info, 'ops-config-vendors-en');
    await shot(player, info, 'opsconfig-player-vendor-maintenance');
  } finally {
    await request.put(`/wps/operator/config/vendors/${VENDOR}`, {
      headers: await operatorHeaders(request),
      data: { maintenance: false },
    });
    await playerCtx.close();
  }
});

test('an operator makes email required and the register form follows, with the live preview @desktop', async ({
  page,
  browser,
  request,
}, info) => {
  const playerCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const player = await playerCtx.newPage();
  await prime(player, 'en', 'dark');
  await player.goto('/register');
  const modal = player.getByTestId('register-modal');
  const emailLabel = modal.locator('label', { hasText: /^Email/ });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(emailLabel).toBeVisible();
  await expect(emailLabel).not.toContainText('*');

  try {
    await page.goto('/ops/config/registration');
    await signInToBackOffice(page);
    const preview = page.getByTestId('preview-email');
    await expect(preview).toHaveAttribute('data-required', 'false');
    await page.getByTestId('rule-email-required').click();
    // The preview follows the unsaved rule at once.
    await expect(preview).toHaveAttribute('data-required', 'true');
    await expect(preview).toContainText('*');
    const saved = Date.now();
    await page.getByTestId('rule-email-save').click();
    await expect(page.getByTestId('rule-email-save')).toBeDisabled();
    // The open register form follows without a reload (the socket's config event), and a fresh one too.
    await expect(emailLabel).toContainText('*', { timeout: 15_000 });
    console.log(`register form followed ${Date.now() - saved} ms after the save`);
    await player.goto('/register');
    await expect(player.getByTestId('register-modal').locator('label', { hasText: /^Email/ })).toContainText('*');
    await settled(page);
    await shot(page, info, 'ops-config-registration-en');
  } finally {
    await request.put('/wps/operator/config/register-rules/email', {
      headers: await operatorHeaders(request),
      data: EMAIL_RULE,
    });
    await playerCtx.close();
  }
});

test('the configuration tabs, in English on a desktop and in Bengali on a tablet @desktop', async ({ page }, info) => {
  await page.goto('/ops/config');
  await signInToBackOffice(page);
  await expect(page).toHaveURL(/\/ops\/config\/brand$/);
  // Each tab with something its data drew (the seed's flags, region rules, customer service, languages).
  const ready = {
    brand: page.getByTestId('flag-freePlay'),
    regions: page.getByTestId('region-rules').getByTestId('row').first(),
    maintenance: page.getByTestId('maint-vendor').locator('option').nth(1),
    'customer-service': page.getByTestId('cs-float'),
    languages: page.getByTestId('lang-en'),
  };
  for (const [tab, drawn] of Object.entries(ready)) {
    await page.getByTestId(`config-tab-${tab}`).click();
    await expect(page.getByTestId(`config-tab-${tab}`)).toHaveAttribute('aria-current', 'page');
    await expect(drawn).toBeAttached();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await settled(page);
    await shot(page, info, `ops-config-${tab}-en`);
  }
  await page.getByTestId('ops-lang-bn').click();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('config-tab-registration').click();
  await expect(page.getByText('নিবন্ধন ফর্মের প্রিভিউ')).toBeVisible();
  await settled(page);
  await shot(page, info, 'ops-config-registration-bn-tablet');
  await page.getByTestId('config-tab-vendors').click();
  await expect(page.getByTestId('game-list').getByTestId('row').first()).toBeVisible();
  await shot(page, info, 'ops-config-vendors-bn-tablet');
});
