import { type APIRequestContext, expect, test } from '@playwright/test';
import { langOf } from './auth-ui';
import { relaxIpLimits } from './db';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

// Desktop in English, the phone in Bengali (see langOf).
test.beforeAll(relaxIpLimits);
const stamp = (p: string) => `${p === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;

type Card = { nodeId: number; displayName: string; trial: boolean };

/** A slot from the catalogue as the lobby lists it in `lang`, away from the first page so search matters. */
async function someSlot(request: APIRequestContext, lang: string): Promise<Card> {
  const res = await request.get(`/lgw/games/list?gameType=RNG&language=${lang}&pageNo=37&pageSize=1`);
  expect(res.status(), await res.text()).toBe(200);
  const [game] = (await res.json()).value.list as Card[];
  if (!game) throw new Error('no slot in the catalogue');
  return game;
}

test('a guest browses the slots and is asked to log in to favourite @phone', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  await page.goto('/rng');
  const grid = page.getByTestId('game-grid');
  await expect(grid.locator('article').first()).toBeVisible();
  expect(await grid.locator('article').count()).toBeGreaterThan(10);
  await expect(page.getByTestId('game-total')).toHaveText(/\d/);
  await settled(page);
  await shot(page, info, `lobby-rng-guest-${lang}`);
  await grid.locator('article').first().getByTestId('favourite-toggle').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  // Spec §6, §8: the popup says why it opened.
  await expect(page.getByTestId('login-reason')).toHaveText(
    lang === 'en' ? 'You are not logged in, please login' : 'আপনি লগ ইন করেননি, অনুগ্রহ করে লগ ইন করুন',
  );
  await settled(page);
  await shot(page, info, `login-not-logged-in-${lang}`);
});

test('a member finds a slot by name, favourites it, sees it on /favorite and opens it @desktop', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  await signedUp(page, lang, `Lob${stamp(info.project.name)}`, 'Secret123');
  const game = await someSlot(request, lang);

  await page.goto('/rng');
  await page.getByTestId('game-search').fill(game.displayName);
  const card = page.getByTestId(`game-card-${game.nodeId}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('game-name')).toHaveText(game.displayName);
  await card.getByTestId('favourite-toggle').click();
  await expect(card.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await settled(page);
  await shot(page, info, `lobby-search-${lang}`);

  await page.goto('/favorite');
  const favourite = page.getByTestId('favorite-grid').getByTestId(`game-card-${game.nodeId}`);
  await expect(favourite).toBeVisible();
  await settled(page);
  await shot(page, info, `lobby-favourite-${lang}`);

  // Free trial needs no account; Play opens the real-money window. Both frame the studio.
  await favourite.getByTestId('btn-trial').click();
  await expect(page).toHaveURL(new RegExp(`/seamless\\?nodeId=${game.nodeId}&trial=1`));
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^\/studio\/play\?.*demo=1/);
  await page.goto('/favorite');
  await page.getByTestId(`game-card-${game.nodeId}`).getByTestId('btn-play').click();
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('src', /^\/studio\/play\?.*token=/);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  await expect(page.getByTestId('game-title')).toHaveText(game.displayName);
  await shot(page, info, `lobby-window-${lang}`);
});

test('a live vendor opens the popup of its tables @desktop', async ({ page }, info) => {
  await prime(page, 'en', 'dark');
  await page.goto('/live');
  await page.locator('[data-testid^=vendor-]:not([data-testid^=vendor-tab])').first().click();
  const popup = page.getByTestId('game-popup');
  await expect(popup.locator('article').first()).toBeVisible();
  await settled(page);
  await shot(page, info, 'lobby-live-popup-en');
});
