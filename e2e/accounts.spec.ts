import { expect, test } from '@playwright/test';
import {
  acceptAndCreate,
  expectLoggedIn,
  field,
  loginByPassword,
  logout,
  openLogin,
  registerByUsername,
  UI,
} from './auth-ui';
import { freshMobile, latestCode, relaxIpLimits } from './db';
import { prime, settled, shot } from './support';

test.beforeAll(relaxIpLimits);
const tag = (p: string) => (p === 'phone' ? 'P' : 'D');

test('EN: register by username, log out with confirmation, log in by password', async ({ page }, info) => {
  await prime(page, 'en', 'dark');
  const username = `Nadia${tag(info.project.name)}${Date.now() % 1_000_000}`;
  await registerByUsername(page, 'en', username, 'Secret123');
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await page.getByTestId('balance-toggle').click();
  await expect(page.getByTestId('balance')).toHaveText('****');
  await page.getByTestId('balance-toggle').click();
  await settled(page);
  await shot(page, info, 'header-logged-in-en');
  await page.getByTestId('account-menu').click();
  await shot(page, info, 'account-menu-en');
  await page.keyboard.press('Escape');
  await logout(page);

  await loginByPassword(page, 'en', username, 'Wrong1234');
  await expect(page.getByTestId('login-modal').getByRole('alert')).toHaveText(UI.en.wrongLogin);
  await field(page.getByTestId('login-modal'), 'Password').fill('Secret123');
  await page.getByTestId('login-submit').click();
  await expectLoggedIn(page);
  await expect(page.getByTestId('login-modal')).toBeHidden();
});

test('BN: register by mobile with an SMS code, log out, log in by SMS code', async ({ page }, info) => {
  await prime(page, 'bn', 'dark');
  const national = freshMobile();
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await modal.getByRole('tab', { name: UI.bn.tabMobile }).click();
  await field(modal, UI.bn.mobile).fill(`0${national}`);
  await modal.getByTestId('sms-send').click();
  await expect(modal.getByTestId('sms-send')).toHaveText(/\d/);
  await field(modal, UI.bn.sms).fill(await latestCode(`+880${national}`));
  await settled(page);
  await shot(page, info, 'register-mobile-bn');
  await acceptAndCreate(modal, 'bn');
  await expectLoggedIn(page);
  await logout(page);

  await openLogin(page);
  const login = page.getByTestId('login-modal');
  await login.getByRole('tab', { name: UI.bn.tabSms }).click();
  await field(login, UI.bn.mobile).fill(national);
  await field(login, UI.bn.sms).fill('123456');
  await page.getByTestId('login-submit').click();
  await expect(login.getByRole('alert')).toHaveText('যাচাইকরণ কোড ভুল বা দেওয়া হয়নি');
  await login.getByTestId('sms-send').click();
  await expect(login.getByTestId('sms-send')).toHaveText(/\d/);
  await field(login, UI.bn.sms).fill(await latestCode(`+880${national}`));
  await shot(page, info, 'login-sms-bn');
  await page.getByTestId('login-submit').click();
  await expectLoggedIn(page);
});

test('EN: change password from My account; the old one stops working', async ({ page }, info) => {
  await prime(page, 'en', 'light');
  const username = `Omar${tag(info.project.name)}${Date.now() % 1_000_000}`;
  await registerByUsername(page, 'en', username, 'Secret123');

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByTestId('security-center')).toBeVisible();
  await page.getByTestId('open-change-password').click();
  const dialog = page.getByTestId('change-password-modal');
  await field(dialog, UI.en.oldPassword).fill('NotMine123');
  await field(dialog, UI.en.newPassword).fill('Better456');
  await field(dialog, UI.en.confirmNew).fill('Better457');
  await page.getByTestId('change-password-submit').click();
  await expect(dialog.getByText('Incorrect confirmation input')).toBeVisible();
  await field(dialog, UI.en.confirmNew).fill('Better456');
  await page.getByTestId('change-password-submit').click();
  await expect(dialog.getByRole('alert')).toHaveText('The current password is incorrect');
  await field(dialog, UI.en.oldPassword).fill('Secret123');
  await settled(page);
  await shot(page, info, 'change-password-en');
  await page.getByTestId('change-password-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await logout(page);

  await loginByPassword(page, 'en', username, 'Secret123');
  await expect(page.getByTestId('login-modal').getByRole('alert')).toHaveText(UI.en.wrongLogin);
  await field(page.getByTestId('login-modal'), 'Password').fill('Better456');
  await page.getByTestId('login-submit').click();
  await expectLoggedIn(page);
});

test('BN: forgot password by phone sets a new one and logs in', async ({ page }, info) => {
  await prime(page, 'bn', 'dark');
  const national = freshMobile();
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await modal.getByRole('tab', { name: UI.bn.tabMobile }).click();
  await field(modal, UI.bn.mobile).fill(national);
  await modal.getByTestId('sms-send').click();
  await expect(modal.getByTestId('sms-send')).toHaveText(/\d/);
  await field(modal, UI.bn.sms).fill(await latestCode(`+880${national}`));
  await acceptAndCreate(modal, 'bn');
  await expectLoggedIn(page);
  await logout(page);

  await openLogin(page);
  await page.getByTestId('login-modal').getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).click();
  const forgot = page.getByTestId('forgot-modal');
  await forgot.getByRole('tab', { name: UI.bn.byPhone }).click();
  await field(forgot, UI.bn.mobile).fill(national);
  // Wait for the registration code's 1-second throttle to pass before asking for another.
  await page.waitForTimeout(1100);
  await forgot.getByTestId('sms-send').click();
  await expect(forgot.getByTestId('sms-send')).toHaveText(/\d/);
  await field(forgot, UI.bn.sms).fill(await latestCode(`+880${national}`));
  await field(forgot, UI.bn.newPassword).fill('short');
  await field(forgot, UI.bn.confirmNew).fill('short');
  await page.getByTestId('forgot-submit').click();
  await expect(field(forgot, UI.bn.newPassword)).toHaveAttribute('aria-invalid', 'true');
  await field(forgot, UI.bn.newPassword).fill('Phone2026x');
  await field(forgot, UI.bn.confirmNew).fill('Phone2026x');
  await settled(page);
  await shot(page, info, 'forgot-phone-bn');
  await page.getByTestId('forgot-submit').click();
  await expect(forgot).toBeHidden();
  await expectLoggedIn(page);
  await logout(page);
  // The mobile-registered account's name is its national number; the new password now opens it.
  await loginByPassword(page, 'bn', national, 'Phone2026x');
  await expectLoggedIn(page);
});
