import { expect, type Page } from '@playwright/test';
import { codeForSecret, currentCodeOf, DEMO_OPERATOR } from './operator';

/**
 * Signs in to the back office through its own page, as an operator would: /ops/login (or the page a
 * guard sent there), username and password, then the authenticator's code: typed from the secret
 * the enrolment screen shows the first time, or from the enrolled secret afterwards.
 */
export async function signInToBackOffice(
  page: Page,
  who: { username: string; password: string } = DEMO_OPERATOR,
  lang: 'en' | 'bn' = 'en',
) {
  await page.addInitScript((l) => localStorage.setItem('ops.lang', l), lang);
  if (!page.url().includes('/ops')) await page.goto('/ops/login');
  const shell = page.getByTestId('ops-shell');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByTestId('ops-username').fill(who.username);
    await page.getByTestId('ops-password').fill(who.password);
    await page.getByTestId('ops-sign-in').click();
    await expect(page.getByTestId('ops-totp')).toBeVisible();
    const enrolling = await page.getByTestId('ops-enrol').isVisible();
    const code = enrolling
      ? codeForSecret((await page.getByTestId('ops-enrol-secret').innerText()).trim())
      : await currentCodeOf(who.username);
    await page.getByTestId('ops-code').fill(code);
    await page.getByTestId('ops-verify').click();
    // Another worker may sign the same operator in at the same moment: its enrolment voids this
    // ticket, or its code takes this 30-second step. Then start over, as a person would.
    // (a voided ticket is the form's alert; a code taken by the other is the code field's message)
    const refused = page.getByTestId('ops-totp').locator('[role="alert"], [data-field-error]');
    await expect(shell.or(refused)).toBeVisible();
    if (await shell.isVisible()) return;
    await page.getByTestId('ops-start-over').click();
  }
  await expect(shell).toBeVisible();
}
