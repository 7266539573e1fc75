import { expect, type Page, test } from '@playwright/test';
import { field, langOf, loginByPassword, UI } from './auth-ui';
import { relaxIpLimits, sql } from './db';
import { fundAsOperator } from './money';
import { operatorHeaders } from './operator';
import { prime, shot } from './support';

// Desktop in English, the phone in Bengali (see langOf). Each run builds its own little team.
test.beforeAll(relaxIpLimits);

const money = (minor: bigint) => `${(minor / 100n).toLocaleString('en-US')}.${String(minor % 100n).padStart(2, '0')}`;
const minorOf = (text: string) => BigInt(text.replace(/[^\d]/g, ''));
/** The daily salary offered: one tier any betting team reaches, 3% of its bets (the top agent cap). */
const TIER = { betAmount: '0', activeMembers: '1', winRate: '3', lossRate: '3' };
const RATE_BP = 300n;
/** AGENT_CONTRACT_API.operatorSettle: ops01 settles a closed period now instead of waiting for the job. */
const SETTLE = '/wps/operator/contracts/settle';

async function agentLogin(page: Page, lang: 'bn' | 'en', username: string, password: string) {
  await page.goto('/agent');
  await field(page, UI[lang].username).fill(username);
  await field(page, UI[lang].password).fill(password);
  await page.getByTestId('agent-login-submit').click();
  await expect(page.getByTestId('agent-account')).toHaveText(username);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: UI[langOf(test.info().project.name)].signOut }).click();
  await expect(page).toHaveURL(/\/agent$/);
}

/** Creates a downline account in the register center. */
async function createDownline(page: Page, username: string, password: string, kind: 'agent' | 'member') {
  await page.getByTestId('agent-menu-registerCenter').click();
  const form = page.getByTestId('create-downline');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.getByTestId(`kind-${kind}`).click();
  await form.locator('input[name="rebate"]').fill('0');
  await form.getByTestId('create-downline-submit').click();
  await expect(form.getByTestId('create-downline-done')).toContainText(username);
}

async function balanceMinor(page: Page) {
  await page.reload();
  return minorOf((await page.getByTestId('agent-balance').textContent()) ?? '');
}

test('an agent creates a downline agent, offers it a daily salary, the downline accepts in the popup, its team bets, settlement pays, and both see the record and the money @desktop', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const phone = info.project.name === 'phone';
  // Each project settles its own day (yesterday, the day before), so the two never settle each other's period first.
  const daysBack = phone ? 2 : 1;
  const tag = `${phone ? 'p' : 'd'}${Date.now() % 1_000_000}`;
  const sub = `sub${tag}`;
  const player = `ply${tag}`;
  await prime(page, lang, 'dark');

  // The top agent opens a downline agent account and offers it a daily salary contract.
  await agentLogin(page, lang, 'agent01', 'Agent1234');
  await createDownline(page, sub, 'Subagent123', 'agent');
  await page.getByTestId('agent-menu-dailyWages').click();
  await expect(page).toHaveURL(/menu=dailyWages/);
  await page.getByTestId('offer-new').click();
  const offer = page.getByTestId('offer-contract-dialog');
  await offer.getByTestId('offer-downline').selectOption({ label: sub });
  for (const [k, v] of Object.entries(TIER)) await offer.getByTestId(`tier-0-${k}`).fill(v);
  await shot(page, info, `agent-offer-${lang}`);
  await offer.getByTestId('offer-submit').click();
  await expect(offer.getByTestId('offer-sent')).toBeVisible();
  await offer
    .getByRole('button', { name: /^(Close|বন্ধ করুন)$/ })
    .last()
    .click();
  await expect(page.getByTestId('offered-requests')).toContainText(sub);
  const upline = await balanceMinor(page);
  await signOut(page);

  // The downline logs in: the contract popup shows the offer's terms; it accepts.
  await agentLogin(page, lang, sub, 'Subagent123');
  const popup = page.getByTestId('contract-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('pending-offer')).toHaveAttribute('data-kind', 'dailySalary');
  const tier = popup.getByTestId(phone ? 'contract-tier-card' : 'contract-tier');
  await expect(tier).toHaveCount(1);
  await expect(tier).toContainText('3.00%');
  await shot(page, info, `agent-contract-popup-${lang}`);
  await popup.getByTestId('offer-accept').click();
  await expect(popup).toBeHidden();

  // Its team: a player it opens itself, who plays a slot on the site.
  await createDownline(page, player, 'Player12345', 'member');
  const [ids] = await sql<{ sub: number; player: number }>(
    `select (select id from members where account_key = lower($1)) as sub,
            (select id from members where account_key = lower($2)) as player`,
    [sub, player],
  );
  const playerId = ids?.player as number;
  const subId = ids?.sub as number;
  await fundAsOperator(request, playerId, '500');
  const site = await page.context().newPage();
  await prime(site, lang, 'dark');
  await site.goto('/');
  await loginByPassword(site, lang, player, 'Player12345');
  await expect(site.getByTestId('header-account')).toBeVisible();
  await site.goto('/seamless?nodeId=100001');
  const game = site.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('balance')).toContainText('500.00');
  for (let i = 0; i < 3; i++) await game.locator('#betUp').click();
  await game.getByTestId('spin').click();
  await expect
    .poll(async () =>
      (await sql('select status from bet_rounds where member_id = $1', [playerId])).map((r) => r.status),
    )
    .toEqual(['settled']);
  await site.close();
  // The bet-event consumer counts the round on its brand day (member_day_stats, what settlement sums).
  await expect
    .poll(async () => (await sql('select day from member_day_stats where member_id = $1', [playerId])).length)
    .toBe(1);

  // Close the period: the round and its day figures move to a past brand day and the contract to
  // before it, then ops01 settles that day.
  const [moved] = await sql<{ at: string; stake: string; profit: string }>(
    `update bet_rounds set settled_at = settled_at - make_interval(days => $2) where member_id = $1
     returning settled_at::text as at, stake_minor::text as stake, (win_minor - stake_minor)::text as profit`,
    [playerId, daysBack],
  );
  await sql('update member_day_stats set day = day - $2::int where member_id = $1', [playerId, daysBack]);
  await sql(
    `update agent_contracts set accepted_at = accepted_at - make_interval(days => $2), created_at = created_at - make_interval(days => $2)
      where downline_id = $1`,
    [subId, daysBack + 1],
  );
  const expected = (BigInt(moved?.stake as string) * RATE_BP) / 10_000n;
  const settle = await request.post(SETTLE, {
    headers: await operatorHeaders(request),
    data: { kind: 'dailySalary', at: new Date(moved?.at as string).toISOString() },
  });
  expect(settle.status(), await settle.text()).toBe(200);

  // The downline sees what it received, in its record and its balance.
  await page.getByTestId('agent-menu-dailyWages').click();
  const row = (p: Page) =>
    p.getByTestId(phone ? 'settlement-card' : 'settlement-row').filter({ hasText: money(expected) });
  await expect(page.getByTestId('my-contract').getByTestId('contract-card')).toHaveAttribute('data-status', 'accepted');
  await expect(row(page)).toHaveCount(1);
  await expect(row(page).getByTestId('state-badge')).toHaveAttribute('data-status', 'paid');
  await shot(page, info, `agent-daily-wages-received-${lang}`);
  expect(await balanceMinor(page)).toBe(expected);
  await signOut(page);

  // The upline sees what it paid, and its balance went down by that much (or more: the other project pays too).
  await agentLogin(page, lang, 'agent01', 'Agent1234');
  await page.getByTestId('agent-menu-dailyWages').click();
  await page.getByTestId('settlements-paid').click();
  await expect(row(page).filter({ hasText: sub })).toHaveCount(1);
  await shot(page, info, `agent-daily-wages-paid-${lang}`);
  expect(await balanceMinor(page)).toBeLessThanOrEqual(upline - expected);
});

test('the agent center lists announcements 9 to a page (spec §9)', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  // 30 notices: 4 pages of 9 (the last with 3).
  await page.route('**/wps/announcement/content*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.value.notices = Array.from({ length: 30 }, (_, i) => ({
      id: 80_000 + i,
      type: 'PL',
      title: `Agent notice ${String(30 - i).padStart(2, '0')}`,
      content: '<p>Body</p>',
      timestamp: new Date(Date.UTC(2026, 10, 1, 0, 30 - i)).toISOString(),
      execution: null,
      images: [],
    }));
    body.value.popups = [];
    await route.fulfill({ response: res, json: body });
  });
  await agentLogin(page, lang, 'agent01', 'Agent1234');
  const list = page.getByTestId('agent-announcements');
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(list.getByRole('listitem').first()).toContainText('Agent notice 30');
  const pager = page.getByTestId('pagination');
  await expect(pager).toHaveText('1234');
  await pager.getByRole('button').getByText('4', { exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').last()).toContainText('Agent notice 01');
  await shot(page, info, `agent-announcements-last-page-${lang}`);
});
