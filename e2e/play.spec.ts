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
/** The Bengali texts the date range shows (bets.empty, date.impossible). */
const T = { noBets: 'এই সময়ে কোনো বাজি নেই', impossible: 'এই দিনটি ক্যালেন্ডারে নেই: মাস ও দিন যাচাই করুন' };
/** yyyy-MM-dd of the browser's (and this machine's) day. */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** 0-9 as a Bengali keyboard types them. */
const bengaliDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
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

  // A custom range picked with the app's date field (not the browser's mm/dd/yyyy input): days
  // written yyyy-MM-dd, typed in Bengali digits, a calendar in the page's language.
  await page.getByTestId('range-custom').click();
  const from = page.getByTestId('range-from');
  const to = page.getByTestId('range-to');
  const today = dayOf(new Date());
  await expect(to).toHaveValue(today);
  await expect(row).toBeVisible();
  // A month back typed on a Bengali keyboard: read as the day, shown in the number policy's digits.
  const monthBack = dayOf(new Date(Date.now() - 30 * 86_400_000));
  await from.fill(bengaliDigits(monthBack));
  await from.press('Tab');
  await expect(from).toHaveValue(monthBack);
  // The end day from the calendar, by keys: it opens on the field's day (today) in Bengali words;
  // days after today cannot be picked, yesterday can.
  await to.focus();
  await page.keyboard.press('Alt+ArrowDown');
  const calendar = page.getByTestId('range-to-calendar');
  await expect(calendar).toBeVisible();
  await expect(page.getByTestId('range-to-month').locator('option:checked')).toHaveText(/^[\u0980-\u09FF]+$/);
  await expect(calendar.locator('th').first()).toHaveText(/^[\u0980-\u09FF]+$/);
  const box = await calendar.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true);
  await expect(calendar.locator(`[data-day="${today}"]`)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.locator(`[data-day="${today}"]`)).toBeFocused();
  await shot(page, info, `betting-record-calendar-${lang}-${info.project.name}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(to).toHaveValue(dayOf(new Date(Date.now() - 86_400_000)));
  // Today's round is outside [a month back, yesterday].
  await expect(page.getByText(T.noBets).first()).toBeVisible();
  await expect(page.getByTestId(phone ? 'bets-card' : 'bets-row')).toHaveCount(0);
  // An impossible day is named under the field and leaves the filter as it was.
  await to.fill('২০২৬-০২-৩০');
  await expect(to).toHaveAccessibleDescription(T.impossible);
  await expect(page.getByText(T.noBets).first()).toBeVisible();
  // Back to today by the calendar's mouse path (it opens on today once the field is empty): the
  // round is in again; Escape closes the other calendar untouched.
  await to.fill('');
  await page.getByTestId('range-to-open').click();
  await calendar.locator(`[data-day="${today}"]`).click();
  await expect(to).toHaveValue(today);
  await expect(row).toContainText(SLOT.name[lang]);
  await page.getByTestId('range-from-open').click();
  await expect(page.getByTestId('range-from-calendar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('range-from-calendar')).toBeHidden();
  await expect(from).toBeFocused();
  await expect(from).toHaveValue(monthBack);
});
