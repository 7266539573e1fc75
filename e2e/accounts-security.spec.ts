import { expect, test } from '@playwright/test';
import { totpAt } from '../apps/server/src/platform/crypto/totp';
import { field, langOf } from './auth-ui';
import { relaxIpLimits } from './db';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

test.beforeAll(relaxIpLimits);

test('a member binds an authenticator app from My account @phone', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  await signedUp(page, lang, `Totp${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`);
  await page.goto('/member?tab=securityCenter');
  await page.getByTestId('open-totp').click();
  const modal = page.getByTestId('totp-modal');
  const secret = (await modal.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const label = lang === 'en' ? 'Authenticator code' : 'অথেনটিকেটর কোড';
  await field(modal, label).fill('000000');
  await modal.getByTestId('totp-submit').click();
  // A wrong code is the code field's problem: its message sits under it, no alert repeats it.
  await expect(field(modal, label)).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.locator('[data-field-error]')).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await field(modal, label).fill(totpAt(secret, new Date()));
  await settled(page);
  await shot(page, info, `totp-bind-${lang}`);
  await modal.getByTestId('totp-submit').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('totp-state')).toHaveText(lang === 'en' ? /^Bound/ : /^যুক্ত:/);
});
