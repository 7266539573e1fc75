import { expect, type Page } from '@playwright/test';
import { DEMO_OPERATOR } from './operator';

/**
 * Signs in to the back office through its own page, as an operator would: /ops/login (or the page a
 * guard sent there), username and password, then the second factor when the server asks for it.
 */
export async function signInToBackOffice(
  page: Page,
  who: { username: string; password: string } = DEMO_OPERATOR,
  lang: 'en' | 'bn' = 'en',
) {
  await page.addInitScript((l) => localStorage.setItem('ops.lang', l), lang);
  if (!page.url().includes('/ops')) await page.goto('/ops/login');
  await page.getByTestId('ops-username').fill(who.username);
  await page.getByTestId('ops-password').fill(who.password);
  await page.getByTestId('ops-sign-in').click();
  await expect(page.getByTestId('ops-shell')).toBeVisible();
}
