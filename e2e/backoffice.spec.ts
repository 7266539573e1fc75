import { expect, test } from '@playwright/test';
import { sql } from './db';
import { fundAsOperator } from './money';
import { signInToBackOffice } from './ops-ui';
import { settled, shot } from './support';

test('an operator signs in to the back office, reads the audit log filtered by action, in English and Bengali @desktop', async ({
  page,
  request,
}, info) => {
  // Something to find: a balance adjustment is audited as member.adjust.
  const [m] = await sql<{ id: number }>('select id from members order by id limit 1');
  await fundAsOperator(request, m?.id as number, '1.00', 'cash', 'e2e back office');

  await page.goto('/ops/audit');
  await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops%2Faudit/);
  await shot(page, info, 'ops-login-en');
  await signInToBackOffice(page);
  await expect(page).toHaveURL(/\/ops\/audit$/);
  await expect(page.getByTestId('nav-audit')).toHaveAttribute('aria-current', 'page');
  const list = page.getByTestId('audit-list');
  await page.getByTestId('filter-action').fill('member.adjust');
  await expect(page).toHaveURL(/action=member\.adjust/);
  await expect(list.getByTestId('row').first()).toContainText('member.adjust');
  await expect(list.getByText('e2e back office').first()).toBeVisible();
  await settled(page);
  await shot(page, info, 'ops-audit-en');

  await page.getByTestId('ops-lang-bn').click();
  await expect(page.getByRole('heading', { name: 'অডিট লগ' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, info, 'ops-audit-bn-tablet');

  await page.getByTestId('ops-logout').click();
  await expect(page).toHaveURL(/\/ops\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('ops.token'))).toBeNull();
});
