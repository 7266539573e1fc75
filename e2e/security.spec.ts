import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectLoggedIn, field, langOf, UI } from './auth-ui';
import { freshMobile, latestCode, relaxIpLimits, sql } from './db';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

test.beforeAll(relaxIpLimits);
// Long flows on a loaded machine: three times the usual time each.
test.beforeEach(() => test.slow());

const T = {
  en: {
    newEmail: 'New email address',
    passwordAgain: 'Login password',
    newMobile: 'New mobile number',
    nickname: 'Nickname',
    birthday: 'Birthday',
    realName: 'Real name',
    address: 'Address',
    telegram: 'Telegram',
    zalo: 'Zalo',
    tooYoung: /you must be 18 or older/i,
  },
  bn: {
    newEmail: 'নতুন ইমেল ঠিকানা',
    passwordAgain: 'লগইন পাসওয়ার্ড',
    newMobile: 'নতুন মোবাইল নম্বর',
    nickname: 'ডাকনাম',
    birthday: 'জন্মদিন',
    realName: 'আসল নাম',
    address: 'ঠিকানা',
    telegram: 'টেলিগ্রাম',
    zalo: 'জালো',
    tooYoung: /আপনার বয়স কমপক্ষে 18 বছর হতে হবে/,
  },
} as const;

const stamp = (info: TestInfo) => `${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;

/** The login modal from the header; a click landing while the first screen still mounts can be lost on a loaded machine. */
async function openLoginModal(page: Page) {
  const modal = page.getByTestId('login-modal');
  await expect(async () => {
    if (!(await modal.isVisible())) await page.getByTestId('btn-login').click();
    await expect(modal).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return modal;
}

async function openSecurityCenter(page: Page) {
  await page.goto('/member?tab=securityCenter');
  await expect(page.getByTestId('profile-form')).toBeVisible();
}

/** The screens of the security center each device is shown in: the page and every modal, opened and closed. */
async function shotModals(page: Page, info: TestInfo, lang: 'en' | 'bn') {
  for (const [button, modal] of [
    ['open-bind-email', 'bind-email-modal'],
    ['open-bind-mobile', 'bind-mobile-modal'],
    ['open-avatar', 'avatar-modal'],
  ] as const) {
    await page.getByTestId(button).click();
    await expect(page.getByTestId(modal)).toBeVisible();
    await settled(page);
    await shot(page, info, `security-${modal}-${lang}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(modal)).toBeHidden();
  }
}

test('EN: bind an email by the mailed link, choose an avatar and edit the profile @desktop', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  const username = `Sec${stamp(info)}`;
  await signedUp(page, lang, username);
  await openSecurityCenter(page);
  await settled(page);
  await shot(page, info, `security-center-${lang}`);
  await shotModals(page, info, lang);

  // Email: the new address and the password again; the link is read from the outbox.
  const email = `${username.toLowerCase()}@example.com`;
  await page.getByTestId('open-bind-email').click();
  const mail = page.getByTestId('bind-email-modal');
  await field(mail, T[lang].newEmail).fill(email);
  await field(mail, T[lang].passwordAgain).fill('Wrong9999');
  await mail.getByTestId('bind-email-submit').click();
  await expect(field(mail, T[lang].passwordAgain)).toHaveAccessibleDescription('The current password is incorrect');
  await field(mail, T[lang].passwordAgain).fill('Secret123');
  await mail.getByTestId('bind-email-submit').click();
  await expect(mail.getByTestId('bind-email-sent')).toContainText(email.slice(0, 2));
  await shot(page, info, `security-bind-email-sent-${lang}`);
  await page.keyboard.press('Escape');
  const [sent] = await sql<{ body: string }>(
    `select body from outbox_messages where channel = 'email' and recipient = $1 order by id desc limit 1`,
    [email],
  );
  const link = new URL(sent?.body.match(/https?:\/\/\S+\/email\/confirm\?token=[\w-]+/)?.[0] ?? 'http://x/');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  await settled(page);
  await shot(page, info, `security-email-confirmed-${lang}`);
  await openSecurityCenter(page);
  await expect(page.getByTestId('bound-email')).toHaveText(`${email.slice(0, 2)}***@example.com`);

  // Avatar: stored on the member, shown in the header and here.
  await page.getByTestId('open-avatar').click();
  await page.getByTestId('avatar-9').click();
  await page.getByTestId('avatar-save').click();
  await expect(page.getByTestId('avatar-modal')).toBeHidden();
  await expect(page.getByTestId('header-avatar')).toHaveAttribute('src', '/static/avatar/avatar-9.svg');
  await expect(page.getByTestId('security-avatar')).toHaveAttribute('src', '/static/avatar/avatar-9.svg');

  // Profile: an under-age birthday is named and nothing is stored; then everything saves.
  const form = page.getByTestId('profile-form');
  await field(form, T[lang].nickname).fill('Lucky Tiger');
  const young = new Date();
  young.setFullYear(young.getFullYear() - 17);
  await field(form, T[lang].birthday).fill(young.toISOString().slice(0, 10));
  await field(form, T[lang].telegram).fill('ab');
  await page.getByTestId('profile-save').click();
  await expect(form.getByText(T[lang].tooYoung)).toBeVisible();
  await expect(form.locator('[data-field-error]')).toHaveCount(2);
  await shot(page, info, `security-profile-errors-${lang}`);
  // The birthday in the app's date field (yyyy-MM-dd, not the browser's mm/dd/yyyy): an impossible day
  // and a future one are named under it; then a day picked from the calendar, which opens on the typed
  // month: the month by its select (English names), the day by a click.
  const birthday = field(form, T[lang].birthday);
  await birthday.fill('2999-01-01');
  await expect(birthday).toHaveAccessibleDescription(/^Choose \d{4}-\d{2}-\d{2} or earlier$/);
  await birthday.fill('1990-02-30');
  await expect(birthday).toHaveAccessibleDescription('This day does not exist: check the month and the day');
  await page.getByTestId('birthday-open').click();
  const calendar = page.getByTestId('birthday-calendar');
  await expect(page.getByTestId('birthday-month').locator('option:checked')).toHaveText('February');
  await expect(page.getByTestId('birthday-year').locator('option:checked')).toHaveText('1990');
  await expect(calendar.locator('th').first()).toHaveText('Sun');
  await page.getByTestId('birthday-month').selectOption({ label: 'May' });
  await shot(page, info, `security-profile-birthday-calendar-${lang}`);
  await calendar.locator('[data-day="1990-05-12"]').click();
  await expect(calendar).toBeHidden();
  await expect(birthday).toHaveValue('1990-05-12');
  await expect(birthday).toBeFocused();
  await field(form, T[lang].telegram).fill('@lucky_tiger');
  await field(form, T[lang].realName).fill('Karim Hossain');
  await field(form, T[lang].address).fill('House 7, Road 3, Dhaka');
  await field(form, T[lang].zalo).fill('0912345678');
  await form.getByTestId('income-source').selectOption('business');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await expect(page.getByTestId('real-name-locked')).toHaveValue('Karim Hossain');
  await expect(page.getByTestId('account-menu')).toContainText('Lucky Tiger');
  await page.reload();
  await expect(field(page.getByTestId('profile-form'), T[lang].telegram)).toHaveValue('@lucky_tiger');
  await expect(field(page.getByTestId('profile-form'), T[lang].birthday)).toHaveValue('1990-05-12');
  await page.getByTestId('profile-save').scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, info, `security-profile-saved-${lang}`);
});

test('BN: bind a mobile number with an SMS code and the password again @phone', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  // The login form's remember-me box, as a guest sees it on the phone.
  await page.goto('/');
  await openLoginModal(page);
  await page.getByTestId('login-remember').check();
  await settled(page);
  await shot(page, info, `security-login-remember-${lang}`);
  await signedUp(page, lang, `Sec${stamp(info)}`);
  await openSecurityCenter(page);
  await settled(page);
  await shot(page, info, `security-center-${lang}`);
  await page.getByTestId('profile-form').scrollIntoViewIfNeeded();
  await shot(page, info, `security-profile-${lang}`);
  await shotModals(page, info, lang);

  const national = freshMobile();
  await page.getByTestId('open-bind-mobile').click();
  const modal = page.getByTestId('bind-mobile-modal');
  await field(modal, T[lang].newMobile).fill(`0${national}`);
  await modal.getByTestId('sms-send').click();
  await expect(modal.getByTestId('sms-send')).toHaveText(/\d/);
  await field(modal, UI[lang].sms).fill(await latestCode(`+880${national}`));
  await field(modal, T[lang].passwordAgain).fill('Secret123');
  await settled(page);
  await shot(page, info, `security-bind-mobile-filled-${lang}`);
  await modal.getByTestId('bind-mobile-submit').click();
  const masked = `+880****${national.slice(-3)}`;
  await expect(modal.getByTestId('bind-mobile-done')).toContainText(masked);
  await shot(page, info, `security-bind-mobile-done-${lang}`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bound-mobile')).toHaveText(masked);
});

test('EN: a remembered login survives closing the browser (a new context with the stored state) @desktop', async ({
  browser,
  page,
}, info) => {
  const lang = langOf(info.project.name);
  const username = `Rem${stamp(info)}`;
  await prime(page, lang, 'dark');
  await signedUp(page, lang, username); // the account, made through the API

  const first = await browser.newContext();
  const login = await first.newPage();
  await prime(login, lang, 'dark');
  // /login opens the modal by itself: no click racing a cold browser's first load (a click-and-retry
  // loop ran out of its 30 s on a loaded 2-core run).
  // A second browser context loads the whole app cold: on a loaded 2-core run that has taken over 15 s.
  await login.goto('/login');
  const modal = login.getByTestId('login-modal');
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await field(modal, UI[lang].username).fill(username);
  await field(modal, UI[lang].password).fill('Secret123');
  await modal.getByTestId('login-remember').check();
  await settled(login);
  await shot(login, info, `security-login-remember-${lang}`);
  await login.getByTestId('login-submit').click();
  await expect(login.getByTestId('header-account')).toBeVisible();
  expect(await login.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
  // Closing the browser loses session storage and keeps local storage: the stored state is exactly that.
  const state = await first.storageState();
  await first.close();

  const reopened = await browser.newContext({ storageState: state });
  const again = await reopened.newPage();
  await again.goto('/member?tab=securityCenter');
  await expect(again.getByTestId('security-center')).toBeVisible();
  await expect(again.getByTestId('header-account')).toBeVisible();
  await reopened.close();
  // The page that did not ask to be remembered keeps its token in session storage only.
  await expectLoggedIn(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
