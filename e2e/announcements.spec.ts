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

test('many popups page through 5 pages with 1 margin page (spec §9), 9 to a page', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  // 100 visitor popups: 12 pages of 9, more than the pager shows at once.
  await page.route('**/wps/announcement/content*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.value.popups = Array.from({ length: 100 }, (_, i) => ({
      id: 90_000 + i,
      type: 'PU',
      title: `Notice ${i + 1}`,
      content: '<p>Body</p>',
      timestamp: '2026-11-01T10:00:00.000Z',
      execution: 'B',
      images: [],
    }));
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/');
  const popup = page.getByTestId('announcement-popup');
  await expect(popup.getByRole('listitem')).toHaveCount(9);
  const pager = popup.getByTestId('pagination');
  // Page 1 of 12: pages 1-5, a gap, the last page; never all twelve.
  await expect(pager).toHaveText('12345…12');
  await pager.getByRole('button').getByText('5', { exact: true }).click();
  await expect(popup.getByRole('listitem').first()).toContainText('Notice 37');
  // Page 5 of 12: pages 3-7 around it, the first page (page 2 shown rather than a gap), a gap, the last.
  await expect(pager).toHaveText('1234567…12');
  // The last button: next page (the arrow; its name is in the page's language).
  await pager.getByRole('button').last().click();
  await expect(popup.getByRole('listitem').first()).toContainText('Notice 46');
  await expect(pager).toHaveText('1…45678…12');
  // The widest pager (11 cells) stays on one line, on a phone too.
  const pagerBox = await pager.boundingBox();
  const cellBox = await pager.getByRole('button').first().boundingBox();
  expect(pagerBox && cellBox && pagerBox.height).toBeLessThan((cellBox?.height ?? 0) * 1.5);
  await settled(page);
  await shot(page, info, `announcement-pages-${lang}`);
});
