import { expect, test } from '@playwright/test';
import { expectLoggedIn, field, loginByPassword, logout, openLogin, registerByUsername, UI } from './auth-ui';
import { relaxIpLimits, sql } from './db';
import { quietPopups, settled, shot } from './support';

test.beforeAll(relaxIpLimits);

test('EN: forgot password by email: the mailed link sets a new password and logs in @desktop', async ({
  page,
}, info) => {
  const username = `Mail${Date.now() % 1_000_000}`;
  const email = `${username.toLowerCase()}@example.com`;
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await quietPopups(page);
  await registerByUsername(page, 'en', username, 'Secret123', { Email: email });
  await logout(page);

  await openLogin(page);
  await page.getByTestId('login-modal').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByTestId('forgot-modal');
  await field(forgot, 'Username').fill(username);
  await field(forgot, 'Email').fill('someone.else@example.com');
  await page.getByTestId('forgot-submit').click();
  await expect(forgot.getByRole('alert')).toHaveText('Username/Email does not exist');
  await field(forgot, 'Email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('reset-link-sent')).toBeVisible();

  const [mail] = await sql<{ body: string }>(
    `select body from outbox_messages where channel = 'email' and recipient = $1 order by id desc limit 1`,
    [email],
  );
  const link = mail?.body.match(/https?:\/\/\S+resetToken=[\w-]+/)?.[0] ?? '';
  expect(link).toContain('/?resetToken=');
  await page.goto(`/${new URL(link).search}`);
  const reset = page.getByTestId('reset-password-modal');
  await field(reset, UI.en.newPassword).fill('Linked2026');
  await field(reset, UI.en.confirmNew).fill('Linked2026');
  await settled(page);
  await shot(page, info, 'reset-by-link-en');
  await reset.getByRole('button', { name: UI.en.save }).click();
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/$/);
  await logout(page);
  await loginByPassword(page, 'en', username, 'Linked2026');
  await expectLoggedIn(page);
});
