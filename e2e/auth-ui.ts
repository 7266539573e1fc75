import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { latestCode } from './db';

/** Interface strings the account tests type into or press, in the two languages of the demo brand. */
export const UI = {
  en: {
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    mobile: 'Mobile number',
    sms: 'SMS code',
    login: 'Log in',
    create: 'Create account',
    tabSms: 'SMS code',
    tabMobile: 'Mobile',
    byPhone: 'By mobile',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    reset: 'Reset password',
    oldPassword: 'Current password',
    save: 'Save new password',
    signOut: 'Sign out',
    notAgent: 'Non-agents cannot login',
    wrongLogin: 'Incorrect username or password',
    agentSubmit: 'Log in to the agent center',
    codeInvalid: 'Invalid or missing verification code',
    confirmMismatch: 'Incorrect confirmation input',
    oldWrong: 'The current password is incorrect',
    myAccount: 'My account',
    forgot: 'Forgot password?',
  },
  bn: {
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
    mobile: 'মোবাইল নম্বর',
    sms: 'এসএমএস কোড',
    login: 'লগ ইন করুন',
    create: 'অ্যাকাউন্ট খুলুন',
    tabSms: 'এসএমএস কোড',
    tabMobile: 'মোবাইল',
    byPhone: 'মোবাইলে',
    newPassword: 'নতুন পাসওয়ার্ড',
    confirmNew: 'নতুন পাসওয়ার্ড নিশ্চিত করুন',
    reset: 'পাসওয়ার্ড রিসেট করুন',
    oldPassword: 'বর্তমান পাসওয়ার্ড',
    save: 'নতুন পাসওয়ার্ড সংরক্ষণ করুন',
    signOut: 'সাইন আউট',
    notAgent: 'এজেন্ট ছাড়া কেউ লগইন করতে পারবে না',
    wrongLogin: 'ইউজারনেম বা পাসওয়ার্ড ভুল',
    agentSubmit: 'এজেন্ট সেন্টারে লগ ইন করুন',
    codeInvalid: 'যাচাইকরণ কোড ভুল বা দেওয়া হয়নি',
    confirmMismatch: 'নিশ্চিতকরণ ইনপুট ভুল',
    oldWrong: 'বর্তমান পাসওয়ার্ডটি ভুল',
    myAccount: 'আমার অ্যাকাউন্ট',
    forgot: 'পাসওয়ার্ড ভুলে গেছেন?',
  },
} as const;
export type Lang = keyof typeof UI;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by its exact label (required ones carry a trailing *). */
export const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${esc(label)}( \\*)?$`));

/** Ticks the age and terms boxes and submits the register modal. */
export async function acceptAndCreate(modal: Locator, lang: Lang) {
  await modal.getByRole('checkbox').nth(0).check();
  await modal.getByRole('checkbox').nth(1).check();
  await modal.getByRole('button', { name: UI[lang].create }).click();
}

export async function expectLoggedIn(page: Page) {
  await expect(page.getByTestId('header-account')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
}

/** Logout through the account menu and its confirmation; the merchant code survives, the token does not. */
export async function logout(page: Page) {
  await page.evaluate(() => sessionStorage.setItem('merchantCode', 'RT'));
  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByTestId('logout-dialog-confirm').click();
  await expect(page.getByTestId('btn-login')).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchantCode')])).toEqual([
    null,
    'RT',
  ]);
}

/** Opens the login popup from the header when it is there (no page load), else through /login. */
export async function openLogin(page: Page) {
  const button = page.getByTestId('btn-login');
  if (await button.isVisible()) await button.click();
  else await page.goto('/login');
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

/** Registers by username through the register modal and checks the new member is logged in. */
export async function registerByUsername(
  page: Page,
  lang: Lang,
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await field(modal, UI[lang].username).fill(username);
  await field(modal, UI[lang].password).fill(password);
  await field(modal, UI[lang].confirm).fill(password);
  for (const [label, value] of Object.entries(extra)) await field(modal, label).fill(value);
  await acceptAndCreate(modal, lang);
  await expectLoggedIn(page);
}

/**
 * Registers by mobile: the number as typed, the SMS code read from the outbox, then the boxes.
 * `beforeCreate` runs with the form filled (a screenshot, say).
 */
/**
 * Picks a form tab and waits until it reads as selected. A click that lands while the site is still
 * mounting its first lazy screen can be lost under a loaded machine; clicking again is what a
 * person would do, and the test goes on only once the tab's form shows.
 */
export async function selectTab(scope: Locator, name: string) {
  const tab = scope.getByRole('tab', { name });
  await expect(async () => {
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export async function registerByMobile(page: Page, lang: Lang, typed: string, beforeCreate?: () => Promise<void>) {
  const national = typed.replace(/^0/, '');
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await selectTab(modal, UI[lang].tabMobile);
  await field(modal, UI[lang].mobile).fill(typed);
  await modal.getByTestId('sms-send').click();
  await expect(modal.getByTestId('sms-send')).toHaveText(/\d/);
  await field(modal, UI[lang].sms).fill(await latestCode(`+880${national}`));
  await beforeCreate?.();
  await acceptAndCreate(modal, lang);
  await expectLoggedIn(page);
}

export async function loginByPassword(page: Page, lang: Lang, username: string, password: string) {
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  await field(modal, UI[lang].username).fill(username);
  await field(modal, UI[lang].password).fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * The account flows run in English on the desktop project and in Bengali on the phone project, so
 * each flow is proven in both languages of the demo brand without running twice per viewport.
 */
export const langOf = (project: string): Lang => (project === 'phone' ? 'bn' : 'en');
