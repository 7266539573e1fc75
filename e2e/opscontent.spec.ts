import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signInToBackOffice } from './ops-ui';
import { prime, settled, shot } from './support';

/** A real png (1920x560, gold and green stripes) without an image library: signature, IHDR, IDAT, IEND. */
function stripedPng(width = 1920, height = 560): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const gold = Math.floor((x + y) / 80) % 2 === 0;
      raw.set(gold ? [245, 196, 81] : [16, 122, 87], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an operator publishes a banner (uploaded picture) and a marquee notice; an open player page shows both without a reload @desktop', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000); // two browser contexts and a socket round trip
  const stamp = Date.now() % 1_000_000;
  const bannerTitle = `E2E cup banner ${stamp}`;
  const noticeText = `E2E notice: cup final tonight ${stamp}`;

  // A player has the home page open before anything is published.
  const playerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const player = await playerContext.newPage();
  await prime(player, 'en', 'dark');
  await player.goto('/');
  await expect(player.getByTestId('notice-marquee')).toBeVisible();
  await expect(player.getByTestId('notice-marquee')).not.toContainText(noticeText);

  // The operator uploads a banner first in the home carousel.
  await page.goto('/ops/content');
  await signInToBackOffice(page);
  await expect(page).toHaveURL(/\/ops\/content\/banners$/);
  await page.getByTestId('banner-new').click();
  const form = page.getByTestId('banner-form');
  await form
    .getByTestId('picture-input')
    .setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: stripedPng() });
  await expect(form.getByTestId('picture-preview')).toBeVisible();
  await form.getByTestId('content-title-en').fill(bannerTitle);
  await form.getByTestId('banner-sequence').fill('0');
  await form.getByTestId('banner-link').fill('/promotions');
  await shot(page, info, 'ops-content-banner-form-en');
  await form.getByTestId('banner-save').click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('banner-list').getByTestId('row').filter({ hasText: bannerTitle });
  await expect(row).toContainText('Live');
  await settled(page);
  await shot(page, info, 'ops-content-banners-en');

  // Then a marquee notice (PL), published on save.
  await page.getByTestId('content-tab-announcements').click();
  await page.getByTestId('announcement-new').click();
  const aForm = page.getByTestId('announcement-form');
  await aForm.getByTestId('content-title-en').fill(`E2E notice ${stamp}`);
  await aForm.getByTestId('content-body-en').fill(noticeText);
  await aForm.getByTestId('lang-tab-bn').click();
  await aForm.getByTestId('content-body-bn').fill(`আজ রাতে কাপ ফাইনাল ${stamp}`);
  await aForm.getByTestId('announcement-publish-now').check();
  await shot(page, info, 'ops-content-announcement-form-en');
  await aForm.getByTestId('announcement-save').click();
  await expect(aForm).toBeHidden();
  await expect(page.getByTestId('announcement-list').getByTestId('row').first()).toContainText('Live');
  await shot(page, info, 'ops-content-announcements-en');

  // The player's open page follows the socket's 'announcement' event: no reload.
  await expect(player.getByTestId('notice-marquee')).toContainText(noticeText, { timeout: 15_000 });
  const uploaded = player.getByTestId('home-banners').locator('img[src^="/wps/content/images/"]').first();
  await expect(uploaded).toBeVisible({ timeout: 15_000 });
  await settled(player);
  await player.screenshot({ path: `test-results/screens/opscontent-player-home-${info.project.name}.png` });
  await playerContext.close();

  // The other tabs list what the seed wrote (looked at in the screenshots).
  for (const tab of ['promotions', 'help', 'articles'] as const) {
    await page.getByTestId(`content-tab-${tab}`).click();
    await expect(
      page
        .getByTestId(tab === 'promotions' ? 'announcement-list' : `${tab === 'help' ? 'help' : 'article'}-list`)
        .getByTestId('row')
        .first(),
    ).toBeVisible();
    await settled(page);
    await shot(page, info, `ops-content-${tab}-en`);
  }

  // The section in Bengali on a tablet.
  await page.getByTestId('ops-lang-bn').click();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('content-tab-banners').click();
  await expect(page.getByTestId('content-tab-banners')).toHaveText('ব্যানার');
  await settled(page);
  await shot(page, info, 'ops-content-banners-bn-tablet');
});

test('a banner or announcement with a bad value shows the error under its input, in its language tab, and saves nothing @desktop', async ({
  page,
}) => {
  const stamp = Date.now() % 1_000_000;
  await page.goto('/ops/content/banners');
  await signInToBackOffice(page);
  const list = page.getByTestId('banner-list');
  await expect(list.getByTestId('row').first()).toBeVisible();

  // The contract's own rules, checked before any call: no picture, no title, an end before the start.
  await page.getByTestId('banner-new').click();
  const form = page.getByTestId('banner-form');
  // The schedule's fields: the day as every date (yyyy-MM-dd, any digits), the time beside it (24 h).
  await form.getByTestId('content-starts').fill('2030-05-02');
  await form.getByTestId('content-starts-time').fill('10:00');
  await form.getByTestId('content-ends').fill('২০৩০-০৫-০১');
  await form.getByTestId('content-ends-time').fill('1000');
  // Escape closes the calendar, not the dialog the form is in (the form keeps what was typed).
  await form.getByTestId('content-ends-open').click();
  await expect(form.getByTestId('content-ends-calendar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form.getByTestId('content-ends-calendar')).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByTestId('content-ends')).toBeFocused();
  await expect(form.getByTestId('content-ends')).toHaveValue('2030-05-01');
  await form.getByTestId('banner-save').click();
  await expect(form).toContainText('Choose a picture.');
  await expect(form.getByTestId('content-title-en')).toHaveAccessibleDescription(
    'Write the title in at least one language.',
  );
  await expect(form.getByTestId('content-ends')).toHaveAccessibleDescription('The end must be later than the start.');

  // The server's rule (an internal link is a path on this site) lands under the link, the form stays open.
  const title = `E2E bad link ${stamp}`;
  await form
    .getByTestId('picture-input')
    .setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: stripedPng(192, 56) });
  await form.getByTestId('content-title-en').fill(title);
  await form.getByTestId('content-ends').fill('2030-05-03');
  await form.getByTestId('banner-link').fill('//evil.example/login');
  await form.getByTestId('banner-save').click();
  await expect(form.getByTestId('banner-link')).toHaveAccessibleDescription('Link format is incorrect');
  await expect(form.getByTestId('banner-link')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('content-ends')).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(list).not.toContainText(title);

  // A Bengali title over the contract's 200 characters, saved from the English tab: the Bengali tab opens on it.
  await page.getByTestId('content-tab-announcements').click();
  await page.getByTestId('announcement-new').click();
  const aForm = page.getByTestId('announcement-form');
  const notice = `E2E long bn title ${stamp}`;
  await aForm.getByTestId('content-title-en').fill(notice);
  await aForm.getByTestId('content-body-en').fill('Body');
  await aForm.getByTestId('lang-tab-bn').click();
  await aForm.getByTestId('content-title-bn').fill('ক'.repeat(201));
  await aForm.getByTestId('lang-tab-en').click();
  await aForm.getByTestId('announcement-save').click();
  await expect(aForm.getByTestId('lang-tab-bn')).toHaveAttribute('aria-selected', 'true');
  await expect(aForm.getByTestId('content-title-bn')).toHaveAccessibleDescription('At most 200 characters');
  await aForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('announcement-list').getByTestId('row').first()).toBeVisible();
  await expect(page.getByTestId('announcement-list')).not.toContainText(notice);
});

test('an article saves without a summary (the contract makes it optional) @desktop', async ({ page }) => {
  const title = `E2E article without summary ${Date.now() % 1_000_000}`;
  await page.goto('/ops/content/articles');
  await signInToBackOffice(page);
  await page.getByTestId('article-new').click();
  const form = page.getByTestId('article-form');
  await form.getByTestId('article-slug').fill(`e2e-no-summary-${Date.now()}`);
  await form.getByTestId('content-title-en').fill(title);
  await form.getByTestId('content-body-en').fill('One paragraph.');
  await form.getByTestId('article-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('article-list')).toContainText(title);
});

/**
 * A person's press on Save (down, a moment, up on the button's upper edge) after editing a field
 * that fails its check: the field's message must not push Save from under the pointer and lose the click.
 */
for (const [width, height] of [
  [412, 915],
  [1440, 900],
] as const) {
  test(`a slow press on Save after an invalid title still saves (${width}x${height}) @desktop`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/ops/content/banners');
    await signInToBackOffice(page);
    for (const kind of ['banner', 'announcement'] as const) {
      if (kind === 'announcement') await page.getByTestId('content-tab-announcements').click();
      await page.getByTestId(`${kind}-new`).click();
      const form = page.getByTestId(`${kind}-form`);
      await form.getByTestId('content-title-en').fill('x'.repeat(300)); // over the contract's 200
      const save = form.getByTestId(`${kind}-save`);
      await save.scrollIntoViewIfNeeded();
      const box = await save.boundingBox();
      if (!box) throw new Error('Save has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + 4);
      await page.mouse.down();
      await page.waitForTimeout(180);
      await page.mouse.up();
      // The save ran its checks: the fields never touched show theirs too.
      await expect(form).toContainText(
        kind === 'banner' ? 'Choose a picture.' : 'Write the text in at least one language.',
      );
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
    }
  });
}
