import { expect, test } from '@playwright/test';
import { relaxIpLimits } from './db';
import { signInToBackOffice } from './ops-ui';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

// The back office's Members section: find a member and disable them; their open session dies.
test.beforeAll(relaxIpLimits);

test('an operator finds a logged-in member and disables them; the member’s open page drops to guest with the notice @desktop', async ({
  page,
  browser,
}, info) => {
  // The member, logged in in another browser (its own context).
  const username = `Opm${Date.now() % 1_000_000}`;
  const elsewhere = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'en-US' });
  const member = await elsewhere.newPage();
  await prime(member, 'en', 'light');
  await signedUp(member, 'en', username);

  await page.goto('/ops/members');
  await signInToBackOffice(page);
  await expect(page).toHaveURL(/\/ops\/members/);
  await page.getByTestId('filter-q').fill(username.toLowerCase());
  const list = page.getByTestId('members-list');
  await expect(list.getByTestId('row')).toHaveCount(1);
  await expect(list.getByTestId('row')).toContainText(username);
  await settled(page);
  await shot(page, info, 'ops-members-list-en');

  await list.getByTestId('row').click();
  await expect(page.getByTestId('member-account')).toHaveText(username);
  await expect(page.getByTestId('member-live-sessions')).toContainText('1 live session');
  await page.getByTestId('member-tab-sessions').click();
  await expect(page.getByTestId('member-sessions').getByTestId('row')).toContainText('Live');
  await shot(page, info, 'ops-member-sessions-en');

  await page.getByTestId('member-action-disable').click();
  const dialog = page.getByTestId('member-dialog-disable');
  await dialog.getByTestId('member-dialog-disable-confirm').click();
  await expect(dialog.locator('[data-field-error]')).toBeVisible(); // the reason is required
  await dialog.getByTestId('action-reason').fill('e2e: suspected account sharing');
  await dialog.getByTestId('member-dialog-disable-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-status')).toHaveText('Disabled');

  // The member's open page: the socket's kick ends the session, the notice says why.
  await expect(member.getByTestId('kicked-notice')).toBeVisible({ timeout: 10_000 });
  await expect(member.getByTestId('kicked-notice')).toContainText('disabled');
  await expect(member.getByTestId('header-account')).toBeHidden();

  await page.getByTestId('member-tab-profile').click();
  await settled(page);
  await shot(page, info, 'ops-member-page-en');
  await page.getByTestId('ops-lang-bn').click();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByTestId('member-status')).toHaveText('নিষ্ক্রিয়');
  await shot(page, info, 'ops-member-page-bn-tablet');
  await elsewhere.close();
});
