import { expect, type Page, test } from '@playwright/test';
import { relaxIpLimits } from './db';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

// Issue 16 parts 5 and 6: the installable lite app, its install guides behind the QR codes, the notice
// board, beginner guide, blog and news. Screens of every new page: desktop in EN, phone in BN.

test.beforeAll(relaxIpLimits);

const guide = (page: Page, platform: 'ios' | 'android' | 'lite') => page.getByTestId(`app-guide-${platform}`);

test.describe('the lite app', () => {
  // playwright.config blocks service workers for every other spec; this one tests the worker.
  test.use({ serviceWorkers: 'allow' });

  test('the manifest and the service worker make the site installable @desktop', async ({ page, request }) => {
    await prime(page, 'en', 'dark');
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href as string);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'Royal Tiger', short_name: 'Royal Tiger', display: 'standalone' });
    expect(manifest.start_url).toMatch(/^\//);
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const img = await request.get(icon.src);
      expect(img.status(), icon.src).toBe(200);
      expect(img.headers()['content-type']).toBe('image/png');
      expect((await img.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    // The worker script is JavaScript, never cached for long (a new version must be seen at once).
    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    // Registered after load; ready once installed and activated; controls the page after a reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // The app's pages come from the cached shell; API answers (member data) never do.
    const apiAnswers: boolean[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wps/')) apiAnswers.push(r.fromServiceWorker());
    });
    const nav = await page.goto('/guide');
    expect(nav?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('articles-guide')).toBeVisible();
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.every((fromWorker) => !fromWorker)).toBe(true);
  });
});

test("the QR codes carry this site's guide pages, which open; Install on the lite page @desktop", async ({
  page,
}, info) => {
  await prime(page, 'en', 'dark');
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const side = page.getByTestId('side-menu');
  const qrs = side.locator('[data-qr-url]');
  await expect(qrs).toHaveCount(2);
  const urls = await qrs.evaluateAll((els) => els.map((e) => e.getAttribute('data-qr-url')));
  expect(urls).toEqual([`${origin}/app/ios`, `${origin}/app/android`]);
  await page.getByTestId('float-service').getByRole('button', { name: 'App', exact: true }).click();
  const floatQr = page.getByTestId('float-service').locator('[data-qr-url]');
  await expect(floatQr).toHaveAttribute('data-qr-url', `${origin}/app/lite`);
  await expect(floatQr.locator('img')).toBeVisible();

  for (const [url, platform] of [
    [urls[0], 'ios'],
    [urls[1], 'android'],
    [`${origin}/app/lite`, 'lite'],
  ] as const) {
    await page.goto(url as string);
    await expect(guide(page, platform)).toBeVisible();
    await expect(guide(page, platform).locator('svg[role="img"]')).toHaveCount(platform === 'lite' ? 3 : 4);
    await settled(page);
    await shot(page, info, `app-${platform}`);
  }
  // Chromium's install offer becomes the page's Install button; accepting it says the app is installed.
  await page.evaluate(() => {
    const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(e);
  });
  await page.getByTestId('app-install').click();
  await expect(page.getByTestId('app-installed')).toBeVisible();

  await page.goto('/app');
  await expect(page.getByTestId('app-download')).toBeVisible();
  await settled(page);
  await shot(page, info, 'app-download');
});

test('beginner guide, blog, news and the notice board; the member center tabs @desktop', async ({ page }, info) => {
  test.slow(); // lists, articles, the notice board and three member-center tabs, each with a screenshot
  await prime(page, 'en', 'dark');
  await page.goto('/');
  const footer = page.getByTestId('footer-content');
  await footer.getByRole('link', { name: 'Beginner guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  const list = page.getByTestId('articles-guide');
  await expect(list.getByRole('link')).toHaveCount(5);
  await shot(page, info, 'guide-list');
  await list.getByTestId('article-how-to-deposit').click();
  const article = page.getByTestId('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('How to deposit');
  await expect(article.getByRole('listitem').first()).toContainText('Press Deposit in the header.');
  await shot(page, info, 'guide-article');

  for (const kind of ['news', 'blog'] as const) {
    await page.goto(`/${kind}`);
    const items = page.getByTestId(`articles-${kind}`).getByRole('link');
    await expect(items.first()).toBeVisible();
    await shot(page, info, `${kind}-list`);
    await items.first().click();
    await expect(page.getByTestId('article')).toBeVisible();
  }
  await page.goto('/blog/no-such-post');
  await expect(page.getByText('Article not found')).toBeVisible();

  await page.goto('/');
  await page.getByTestId('notice-board-link').click();
  await expect(page.getByTestId('notice').first()).toContainText('Welcome to Royal Tiger');
  await shot(page, info, 'notice-board');

  await signedUp(page, 'en', `pg${Date.now().toString(36).slice(-8)}`);
  for (const tab of ['beginnerGuide', 'appDownload', 'helpCenter'] as const) {
    await page.goto(`/member?tab=${tab}`);
    const screen = { beginnerGuide: 'articles-guide', helpCenter: 'help-center', appDownload: 'app-download' }[tab];
    await expect(page.getByTestId(screen)).toBeVisible();
    await settled(page);
    await shot(page, info, `member-${tab}`);
  }
  await page.getByTestId('help-center').getByRole('button', { name: 'Frequently asked questions' }).click();
  await expect(page.getByTestId('help-center-faq')).toContainText('My deposit has not arrived.');
});

test('the guide and the install pages in Bengali on a phone @phone', async ({ page }, info) => {
  test.slow(); // nine pages, each with a screenshot
  await prime(page, 'bn', 'dark');
  await page.goto('/guide');
  await expect(page.getByRole('heading', { name: 'নতুনদের গাইড' })).toBeVisible();
  await shot(page, info, 'guide-list');
  await page.getByTestId('article-how-to-register').click();
  await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toHaveText('কীভাবে নিবন্ধন করবেন');
  await shot(page, info, 'guide-article');
  for (const [path, name] of [
    ['/news', 'news-list'],
    ['/blog', 'blog-list'],
    ['/notices', 'notice-board'],
    ['/app', 'app-download'],
    ['/app/ios', 'app-ios'],
    ['/app/android', 'app-android'],
    ['/app/lite', 'app-lite'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await settled(page);
    await shot(page, info, name);
  }
  await expect(guide(page, 'lite')).toContainText('লাইট');
});
