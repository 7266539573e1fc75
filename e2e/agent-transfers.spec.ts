import { expect, test } from '@playwright/test';
import { langOf, registerByUsername } from './auth-ui';
import { relaxIpLimits, sql } from './db';
import { operatorHeaders } from './operator';
import { prime, settled, shot } from './support';

// Desktop in English, the phone in Bengali (see langOf).
test.beforeAll(relaxIpLimits);
const AFFILIATE = { en: 'Affiliate code', bn: 'অ্যাফিলিয়েট কোড' } as const;

test('a player under agent02 transfers to its upline, then applies to be an agent and is approved @phone', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  const username = `Tu${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  // agent02's invitation code (agent01's own balance is watched by agent-center.spec, which runs alongside).
  await registerByUsername(page, lang, username, 'Secret123', { [AFFILIATE[lang]]: 'RT2027' });
  const [row] = await sql<{ id: number }>('select id from members where account_key = lower($1)', [username]);
  const memberId = row?.id as number;
  const headers = await operatorHeaders(request);
  const fund = await request.post(`/wps/operator/members/${memberId}/adjust`, {
    headers: { ...headers, 'idempotency-key': `e2e-at-${memberId}` },
    data: { direction: 'credit', amount: '2500', wallet: 'cash', reason: 'e2e', turnoverBp: 0 },
  });
  expect(fund.status()).toBe(200);

  // A payment password first (the withdraw tab sets it), then the transfer.
  await page.goto('/member?tab=withdraw');
  await page.getByTestId('pp-new').fill('123456');
  await page.getByTestId('pp-confirm').fill('123456');
  await page.getByTestId('pp-set-submit').click();
  await expect(page.getByTestId('withdraw-form')).toBeVisible();

  await page.goto('/member?tab=transferUpline');
  const screen = page.getByTestId('transfer-upline-screen');
  await expect(screen.getByTestId('transfer-to')).toHaveText('agent02');
  await expect(screen.getByTestId('transfer-balance')).toHaveText('৳2,500.00');
  await screen.getByTestId('transfer-upline-amount').fill('1200.5');
  await screen.getByTestId('transfer-upline-pin').fill('123456');
  await screen.getByTestId('transfer-upline-submit').click();
  await expect(screen.getByTestId('transfer-done')).toBeVisible();
  await expect(screen.getByTestId('transfer-balance')).toHaveText('৳1,299.50');
  await expect(screen.getByTestId('transfer-totals')).toContainText('৳1,200.50');
  await settled(page);
  await shot(page, info, `transfer-upline-done-${lang}`);

  // The invite menu shows (referral promo on in the demo brand); the agent application from the member center.
  const card = page.getByTestId('affiliate-card').locator('visible=true');
  await card.getByTestId('affiliate-open').click();
  await card.getByTestId('affiliate-submit').click();
  await expect(card.getByTestId('affiliate-status')).toBeVisible();
  const list = await request.get('/wps/operator/affiliate/applications?status=in_process&pageSize=100', { headers });
  const app = (await list.json()).value.list.find((a: { memberId: number }) => a.memberId === memberId);
  const approve = await request.post(`/wps/operator/affiliate/applications/${app.id}/approve`, { headers, data: {} });
  expect(approve.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('affiliate-card').locator('visible=true')).toContainText(
    lang === 'en' ? 'You are an agent' : 'আপনি একজন এজেন্ট',
  );
});
