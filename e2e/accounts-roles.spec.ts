import { expect, test } from '@playwright/test';
import { expectLoggedIn, field, langOf, loginByPassword, logout, selectTab, UI } from './auth-ui';
import { latestCode, relaxIpLimits, sql } from './db';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

test.beforeAll(relaxIpLimits);

test('a guest who opens a game gets the login popup @phone', async ({ page }, info) => {
  await prime(page, langOf(info.project.name), 'dark');
  await page.goto('/sports');
  await page.locator('[data-testid^=vendor-]').first().click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/sports$/);
});

test('free play makes a trial account that may browse but not play @phone', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  await page.goto('/login');
  await page.getByTestId('free-play').click();
  await expectLoggedIn(page);
  await expect(page.getByTestId('balance')).toHaveText('2,000.00');
  await settled(page);
  await shot(page, info, `trial-header-${lang}`);
  await page.goto('/sports');
  await page.locator('[data-testid^=vendor-]').first().click();
  const dialog = page.getByTestId('true-account-dialog');
  await expect(dialog).toContainText(
    lang === 'en' ? 'Trial accounts can browse but not play' : 'ট্রায়াল অ্যাকাউন্ট দিয়ে শুধু দেখা যায়',
  );
  await shot(page, info, `true-account-${lang}`);
  await dialog.getByTestId('true-account-dialog-confirm').click();
  // The member center is closed to trial accounts: back home, with the same dialog.
  await page.goto('/member');
  await expect(page.getByTestId('true-account-dialog')).toBeVisible();
  await expect(page.getByTestId('member-center')).toHaveCount(0);
});

test('the agent page refuses a player and lets an agent into the agent center @desktop', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  await page.goto('/agent');
  await field(page, UI[lang].username).fill('player01');
  await field(page, UI[lang].password).fill('Player1234');
  await page.getByTestId('agent-login-submit').click();
  await expect(page.getByRole('alert')).toHaveText(UI[lang].notAgent);
  await shot(page, info, `agent-refused-${lang}`);
  await field(page, UI[lang].username).fill('agent01');
  await field(page, UI[lang].password).fill('Agent1234');
  await page.getByTestId('agent-login-submit').click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-account')).toHaveText('agent01');
});

test('a password equal to the brand default must be changed before anything else @phone', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  const username = `Rafi${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  await signedUp(page, lang, username, 'Reset1234');
  await logout(page);
  await loginByPassword(page, lang, username, 'Reset1234');
  const dialog = page.getByTestId('change-password-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(Close|বন্ধ করুন)$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await shot(page, info, `forced-change-${lang}`);
  await field(dialog, UI[lang].oldPassword).fill('Reset1234');
  await field(dialog, UI[lang].newPassword).fill('Mine2026ok');
  await field(dialog, UI[lang].confirmNew).fill('Mine2026ok');
  await page.getByTestId('change-password-submit').click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page);
});

test('BN: a login from a new IP asks for the SMS code first @desktop', async ({ page }, info) => {
  await prime(page, 'bn', 'dark');
  // As if player01 had never logged in from here.
  await sql(`delete from member_ips where member_id = (select id from members where account_key = 'player01')`);
  await loginByPassword(page, 'bn', 'player01', 'Player1234');
  const step = page.getByTestId('verify-login');
  await expect(step).toContainText('+880****002');
  await shot(page, info, 'verify-new-ip-bn');
  await field(step, UI.bn.sms).fill(await latestCode('+8801700000002'));
  await step.getByRole('button', { name: 'যাচাই করে লগ ইন করুন' }).click();
  await expectLoggedIn(page);
  await logout(page);
  // The IP is known now: the next login goes straight in.
  await loginByPassword(page, 'bn', 'player01', 'Player1234');
  await expectLoggedIn(page);
});

test('asking a registration code for a number already registered shows the warning dialog @phone', async ({
  page,
}, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await selectTab(modal, UI[lang].tabMobile);
  await field(modal, UI[lang].mobile).fill('01700000002');
  await modal.getByTestId('sms-send').click();
  const warning = page.getByTestId('sms-warning');
  await expect(warning).toContainText(
    lang === 'en' ? 'This mobile number is already registered' : 'এই মোবাইল নম্বর আগেই নিবন্ধিত',
  );
  await shot(page, info, `sms-warning-${lang}`);
  await warning.getByTestId('sms-warning-confirm').click();
  await expect(warning).toBeHidden();
  await expect(modal.getByTestId('sms-send')).toBeEnabled();
});
