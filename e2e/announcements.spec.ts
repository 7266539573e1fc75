import { expect, test } from '@playwright/test';
import { langOf, registerByUsername } from './auth-ui';
import { relaxIpLimits } from './db';
import { settled, shot } from './support';

test.beforeAll(relaxIpLimits);

test('visitors get their popup once per session; a first login gets the first-login popup @phone', async ({
  page,
}, info) => {
  const lang = langOf(info.project.name);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto('/');
  const popup = page.getByTestId('announcement-popup');
  await expect(popup).toContainText(lang === 'en' ? 'New here? Claim your welcome bonus' : 'নতুন? আপনার স্বাগতম বোনাস নিন');
  await expect(popup.getByRole('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await settled(page);
  await shot(page, info, `announcement-visitor-${lang}`);
  await page.getByTestId('announcement-popup-close').click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(popup).toBeHidden();

  // Registering is the first login: the first-login popup (execution F) follows, not the members' one.
  await registerByUsername(
    page,
    lang,
    `Pop${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`,
    'Secret123',
  );
  await expect(popup).toContainText(lang === 'en' ? 'Thanks for joining' : 'যোগ দেওয়ার জন্য ধন্যবাদ');
  await expect(popup).not.toContainText(lang === 'en' ? 'Weekend reload bonus' : 'সাপ্তাহিক রিলোড বোনাস');
});
