import { expect, test } from '@playwright/test';
import { sql } from './db';
import { fundAsOperator } from './money';
import { codeForSecret } from './operator';
import { signInToBackOffice } from './ops-ui';
import { settled, shot } from './support';

test('an operator signs in to the back office, reads the audit log filtered by action, in English and Bengali @desktop', async ({
  page,
  request,
}, info) => {
  // Something to find: a balance adjustment is audited as member.adjust. On a demo team player no
  // other spec watches (the first member is agent01, whose balance agent-center.spec checks meanwhile).
  const [m] = await sql<{ id: number }>("select id from members where account_key = 'player04'");
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

test('an owner creates a finance operator, who enrols an authenticator from the QR code and sees only their sections @desktop', async ({
  page,
}, info) => {
  const who = { username: `fin${Date.now().toString(36).slice(-6)}`, password: 'Finance12345' };
  await page.goto('/ops/operators');
  await signInToBackOffice(page);
  await expect(page.getByTestId('operators-list')).toContainText('ops01');
  await page.getByTestId('operator-new').click();
  await page.getByTestId('operator-username').fill(who.username);
  await page.getByTestId('operator-password').fill(who.password);
  await page.getByTestId('operator-role').selectOption('finance');
  await page.getByTestId('operator-save').click();
  await expect(page.getByTestId('operators-list')).toContainText(who.username);
  await settled(page);
  await shot(page, info, 'ops-operators-en');
  await page.getByTestId('ops-logout').click();

  // First sign-in: the QR code and the key to type, then the code the authenticator shows.
  await page.getByTestId('ops-username').fill(who.username);
  await page.getByTestId('ops-password').fill(who.password);
  await page.getByTestId('ops-sign-in').click();
  await expect(page.getByTestId('ops-enrol-qr')).toBeVisible();
  await shot(page, info, 'ops-enrol-en');
  await page.getByTestId('ops-code').fill('000000');
  await page.getByTestId('ops-verify').click();
  // A wrong code is the code field's: its message sits under the input.
  await expect(page.getByTestId('ops-code')).toHaveAttribute('aria-invalid', 'true');
  await page
    .getByTestId('ops-code')
    .fill(codeForSecret((await page.getByTestId('ops-enrol-secret').innerText()).trim()));
  await page.getByTestId('ops-verify').click();
  await expect(page.getByTestId('ops-shell')).toBeVisible();
  await expect(page.getByTestId('nav-cashier')).toBeVisible();
  await expect(page.getByTestId('nav-config')).toHaveCount(0);
  await expect(page.getByTestId('nav-operators')).toHaveCount(0);
  await page.getByTestId('ops-logout').click();

  // The next sign-in asks only for the code.
  await signInToBackOffice(page, who);
  await expect(page.getByTestId('ops-enrol')).toHaveCount(0);
});

test('a finance operator browses the agent tree, applications, contracts and settlement runs @desktop', async ({
  page,
}, info) => {
  await page.goto('/ops/agents');
  await signInToBackOffice(page, { username: 'fin01', password: 'Operator1234' });
  await expect(page).toHaveURL(/\/ops\/agents\/tree$/);
  const tree = page.getByTestId('agent-tree');
  await expect(tree.getByTestId('tree-node').first()).toBeVisible();
  await tree.getByTestId('tree-toggle').first().click();
  await expect(tree.getByTestId('tree-node').nth(1)).toBeVisible();
  await settled(page);
  await shot(page, info, 'ops-agents-tree-en');
  for (const [tab, list] of [
    ['applications', 'application-list'],
    ['contracts', 'contract-list'],
    ['settlements', 'run-list'],
  ] as const) {
    await page
      .getByRole('link', { name: new RegExp(tab, 'i') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/ops/agents/${tab}`));
    await expect(page.getByTestId(list)).toBeVisible();
    await settled(page);
    await shot(page, info, `ops-agents-${tab}-en`);
  }
  // Settle now: an unreadable time is named under its field and nothing is asked or sent; without
  // a time it asks to settle the last closed period (cancelled here: other tests' agents are paid).
  const at = page.getByTestId('settle-at');
  await at.fill('2026-11-01');
  await page.getByTestId('settle-at-time').fill('25:99');
  await page.getByTestId('settle-now').click();
  await expect(at).toHaveAccessibleDescription('Write the time as hours:minutes, for example 09:30');
  await expect(page.getByTestId('settle-confirm')).toBeHidden();
  await at.fill('');
  await page.getByTestId('settle-at-time').fill('');
  await page.getByTestId('settle-now').click();
  const confirm = page.getByTestId('settle-confirm');
  await expect(confirm).toContainText('last closed period');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
