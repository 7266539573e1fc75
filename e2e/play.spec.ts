import { expect, test } from '@playwright/test';
import { langOf } from './auth-ui';
import { relaxIpLimits, sql } from './db';
import { fundAsOperator } from './money';
import { signedUp } from './session';
import { prime, shot } from './support';

// Desktop in English, the phone in Bengali (see langOf). Each run plays on its own new member.
test.beforeAll(relaxIpLimits);

/** StarSlot's first slot (nodeId 100001) and its name in both languages. */
const SLOT = { nodeId: 100_001, name: { en: 'Tiger Kingdom', bn: 'বাঘ রাজ্য' } } as const;
const money = (minor: bigint) => `${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`;

test('a member finds a slot by search, favourites it, spins, and sees the round in the betting record with the balance moved by exactly stake and win @phone', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info.project.name);
  const phone = info.project.name === 'phone';
  await prime(page, lang, 'dark');
  const username = `Ply${phone ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  await signedUp(page, lang, username, 'Secret123');
  const [m] = await sql<{ id: number }>('select id from members where account_key = lower($1)', [username]);
  const memberId = m?.id as number;
  await fundAsOperator(request, memberId, '500');

  // Find the slot by its name in the member's language and favourite it.
  await page.goto('/rng');
  await page.getByTestId('game-search').fill(SLOT.name[lang]);
  const card = page.getByTestId(`game-card-${SLOT.nodeId}`);
  await expect(card).toBeVisible();
  await card.getByTestId('favourite-toggle').click();
  await page.goto('/favorite');
  await expect(page.getByTestId(`game-card-${SLOT.nodeId}`)).toBeVisible();

  // Launch it: the studio's window opens in the game frame with the member's balance.
  await page.getByTestId(`game-card-${SLOT.nodeId}`).getByTestId('btn-play').click();
  await expect(page).toHaveURL(new RegExp(`/seamless\\?nodeId=${SLOT.nodeId}`));
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('balance')).toContainText('500.00');
  await expect(game.getByTestId('spin')).toBeEnabled();
  await game.getByTestId('spin').click();

  // The spin is one signed bet and one win on the platform, settled.
  await expect
    .poll(async () =>
      (await sql('select status from bet_rounds where member_id = $1', [memberId])).map((r) => r.status),
    )
    .toEqual(['settled']);
  const [round] = await sql<{ stake: string; win: string; round_id: string }>(
    'select stake_minor::text as stake, win_minor::text as win, round_id from bet_rounds where member_id = $1',
    [memberId],
  );
  const stake = BigInt(round?.stake as string);
  const win = BigInt(round?.win as string);
  const calls = await sql<{ kind: string }>('select kind from provider_transactions where member_id = $1 order by id', [
    memberId,
  ]);
  expect(calls.map((c) => c.kind)).toEqual(['bet', 'win']);
  const expected = 50_000n - stake + win;
  await expect(game.getByTestId('balance')).toContainText(money(expected));
  // The game tells the site the wallet moved: the header follows without leaving the window.
  await expect(page.getByTestId('balance')).toContainText(money(expected));
  await shot(page, info, `play-window-${lang}-${info.project.name}`);

  // The betting record shows the round; the header balance moved by exactly -stake + win.
  await page.goto('/member?tab=personalHistoryCopy');
  const row = page.getByTestId(phone ? 'bets-card' : 'bets-row').first();
  await expect(row).toContainText(SLOT.name[lang]);
  await expect(row).toContainText(money(stake));
  await expect(page.getByTestId('bets-total-win')).toContainText(money(win));
  await expect(page.getByTestId('balance')).toContainText(money(expected));
  await shot(page, info, `betting-record-${lang}-${info.project.name}`);
});
