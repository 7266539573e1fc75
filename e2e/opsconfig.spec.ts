import { expect, test } from '@playwright/test';
import { operatorHeaders } from './operator';
import { signInToBackOffice } from './ops-ui';
import { prime, settled, shot, uncaughtErrors } from './support';

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
  const errors = uncaughtErrors(page);
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/config/maintenance')) creates.push(r.url());
  });
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

  // A new maintenance window: what cannot be a window is refused under its field before any call.
  await page.getByTestId('config-tab-maintenance').click();
  const maint = page.getByTestId('maintenance-form');
  await maint.getByTestId('maint-vendor').selectOption({ index: 1 });
  const start = maint.getByTestId('maint-start');
  const end = maint.getByTestId('maint-end');
  const create = maint.getByTestId('maint-create');
  // An unreadable start (it held a good time before): named, focused, and the old time is not sent.
  await start.fill('2026-13-40');
  await maint.getByTestId('maint-start-time').fill('25:99');
  await create.click();
  await expect(start).toBeFocused();
  await expect(start).toHaveAccessibleDescription('This day does not exist: check the month and the day');
  await start.fill('2030-05-02');
  await expect(start).toHaveAccessibleDescription('Write the time as hours:minutes, for example 09:30');
  await shot(page, info, 'ops-config-maintenance-refused-en');
  await maint.getByTestId('maint-start-time').fill('10:00');
  await expect(start).not.toHaveAttribute('aria-invalid', 'true');
  // An emptied end asks for one; an end before the start says so.
  await end.fill('');
  await maint.getByTestId('maint-end-time').fill('');
  await create.click();
  await expect(end).toHaveAccessibleDescription('Items marked with * are required');
  await end.fill('2030-05-02');
  await maint.getByTestId('maint-end-time').fill('09:00');
  await create.click();
  await expect(end).toHaveAccessibleDescription('The end must be later than the start.');
  // The server's refusal (a window already over) lands under the end too: the first call of the form.
  await start.fill('2020-01-01');
  await end.fill('2020-01-01');
  await maint.getByTestId('maint-end-time').fill('11:00');
  await create.click();
  await expect(end).toHaveAccessibleDescription(/in the past/);
  expect(creates).toHaveLength(1);
  // A window planned, then removed: asked first, since removing a running one opens play at once.
  await start.fill('2031-05-01');
  await maint.getByTestId('maint-start-time').fill('10:00');
  await end.fill('2031-05-01');
  await maint.getByTestId('maint-end-time').fill('11:00');
  await create.click();
  const planned = page.getByTestId('maintenance-list').getByTestId('row').filter({ hasText: '2031-05-01' });
  await expect(planned).toHaveCount(1);
  await planned.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByTestId('maintenance-remove-confirm');
  await expect(confirm).toContainText('2031-05-01');
  await shot(page, info, 'ops-config-maintenance-remove-en');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(planned).toHaveCount(1);
  await planned.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByTestId('maintenance-remove-confirm-confirm').click();
  await expect(planned).toHaveCount(0);
  expect(creates).toHaveLength(2);
  expect(errors).toEqual([]);
  await page.getByTestId('ops-lang-bn').click();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('config-tab-registration').click();
  await expect(page.getByText('নিবন্ধন ফর্মের প্রিভিউ')).toBeVisible();
  await settled(page);
  await shot(page, info, 'ops-config-registration-bn-tablet');
  await page.getByTestId('config-tab-vendors').click();
  await expect(page.getByTestId('game-list').getByTestId('row').first()).toBeVisible();
  await shot(page, info, 'ops-config-vendors-bn-tablet');
  // On a phone, in Bengali: an unreadable time is named in Bengali under its field.
  await page.setViewportSize({ width: 412, height: 915 });
  await page.getByTestId('config-tab-maintenance').click();
  await maint.getByTestId('maint-start-time').fill('২৫:৯৯');
  await create.click();
  await expect(start).toHaveAccessibleDescription('সময় লিখুন ঘণ্টা:মিনিট হিসেবে, যেমন 09:30');
  await start.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, info, 'ops-config-maintenance-refused-bn-phone');
  expect(creates).toHaveLength(2);
});
