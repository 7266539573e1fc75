import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { field, langOf } from './auth-ui';
import { relaxIpLimits, sql } from './db';
import { operatorHeaders } from './operator';
import { signedUp } from './session';
import { prime, settled, shot } from './support';

// Desktop in English, the phone in Bengali (see langOf).
test.beforeAll(relaxIpLimits);
const stamp = (p: string) => `${p === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;
const TEXT = {
  en: { number: 'Account number', holder: 'Account holder name', fullyPaid: 'Fully paid', disputed: 'Not received' },
  bn: { number: 'অ্যাকাউন্ট নম্বর', holder: 'অ্যাকাউন্টধারীর নাম', fullyPaid: 'সম্পূর্ণ পরিশোধিত', disputed: 'পাওয়া যায়নি' },
} as const;
/** A 1x1 PNG, as a member's screenshot of their wallet statement would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The back office, as API calls: ops01's session and an action with a fresh Idempotency-Key. */
async function operator(request: APIRequestContext) {
  const headers = await operatorHeaders(request);
  let n = 0;
  const post = async (path: string, data: object = {}) => {
    n += 1;
    const res = await request.post(path, {
      headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${n}` },
      data,
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).value;
  };
  return {
    /** Money enters through the operator adjustment call, as the ledger requires. */
    fund: (memberId: number, amount: string, turnoverBp = 0) =>
      post(`/wps/operator/members/${memberId}/adjust`, {
        direction: 'credit',
        amount,
        wallet: 'cash',
        reason: 'e2e',
        turnoverBp,
      }),
    /** The member's newest withdrawal, approved and paid out in one part of `amount`. */
    async approveAndPay(memberId: number, amount: string) {
      const res = await request.get('/wps/operator/withdrawals?status=requested&pageSize=100', { headers });
      const w = (await res.json()).value.list.find((x: { memberId: number }) => x.memberId === memberId);
      expect(w, `a requested withdrawal of member ${memberId}`).toBeTruthy();
      await post(`/wps/operator/withdrawals/${w.id}/approve`);
      return post(`/wps/operator/withdrawals/${w.id}/payouts`, { amount });
    },
    post,
  };
}

/** A new member with money, on the withdraw tab, with a payment password and a bKash account bound. */
async function readyMember(page: Page, request: APIRequestContext, info: TestInfo, amount: string, shots = false) {
  const lang = langOf(info.project.name);
  const username = `Wd${stamp(info.project.name)}`;
  await signedUp(page, lang, username, 'Secret123');
  const [row] = await sql<{ id: number }>('select id from members where account_key = lower($1)', [username]);
  const ops = await operator(request);
  await ops.fund(row?.id as number, amount);

  await page.goto('/member?tab=withdraw');
  const screen = page.getByTestId('withdraw-screen');
  // No payment password yet: that step comes first.
  await expect(screen.getByTestId('set-payment-password')).toBeVisible();
  if (shots) {
    await settled(page);
    await shot(page, info, `withdraw-set-password-${lang}`);
  }
  await screen.getByTestId('pp-new').fill('123456');
  await screen.getByTestId('pp-confirm').fill('123456');
  await screen.getByTestId('pp-set-submit').click();
  await expect(screen.getByTestId('withdraw-form')).toBeVisible();

  await screen.getByTestId('add-payout-account').click();
  const modal = page.getByTestId('add-account-modal');
  await modal.getByTestId('provider-bkash').click();
  await field(modal, TEXT[lang].number).fill('01712345678');
  await field(modal, TEXT[lang].holder).fill('Rahim Uddin');
  if (shots) await shot(page, info, `withdraw-add-account-${lang}`);
  await modal.getByTestId('add-account-submit').click();
  await expect(modal).toBeHidden();
  await expect(screen.getByText('*******5678')).toBeVisible();
  return { lang, memberId: row?.id as number, ops, screen };
}

test('a member binds an account, sets a payment password, withdraws and confirms the receipt', async ({
  page,
  request,
}, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  const { memberId, ops, screen } = await readyMember(page, request, info, '3000', true);
  await expect(screen.getByTestId('withdrawable')).toHaveText('৳3,000.00');

  await screen.getByTestId('withdraw-amount').fill('1200');
  await screen.getByTestId('withdraw-pin').fill('123456');
  await settled(page);
  await shot(page, info, `withdraw-form-${lang}`);
  await screen.getByTestId('withdraw-submit').click();
  await expect(screen.getByTestId('withdraw-sent')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('1,800.00');
  await expect(screen.getByTestId('withdraw-locked')).toHaveText('৳1,200.00');

  await ops.approveAndPay(memberId, '1200');
  await page.reload();
  const record = page.getByTestId('withdraw-records').locator('[data-testid^="withdrawal-"]').first();
  await expect(record).toHaveAttribute('data-status', 'paid');
  await expect(record.getByTestId('part-countdown')).toBeVisible();
  await record.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, info, `withdraw-paid-${lang}`);

  await record.getByTestId('part-received').click();
  await expect(record).toHaveAttribute('data-status', 'completed');
  await expect(record.getByTestId('withdraw-status')).toHaveText(TEXT[lang].fullyPaid);
  await expect(record.getByTestId('withdraw-received')).toHaveText('৳1,200.00');
  await expect(record.getByTestId('withdraw-remaining')).toHaveText('৳0.00');
  await expect(page.getByTestId('balance')).toHaveText('1,800.00');
  await expect(screen.getByTestId('withdraw-locked')).toHaveText('৳0.00');
  await settled(page);
  await shot(page, info, `withdraw-records-${lang}`);
});

test('a part not received goes to support with proof; a forced receipt completes it @desktop', async ({
  page,
  request,
}, info) => {
  await prime(page, 'en', 'light');
  const { memberId, ops, screen } = await readyMember(page, request, info, '1000');
  await screen.getByTestId('withdraw-all').click();
  await expect(screen.getByTestId('withdraw-amount')).toHaveValue('1000.00');
  await screen.getByTestId('withdraw-pin').fill('123456');
  await screen.getByTestId('withdraw-submit').click();
  await expect(screen.getByTestId('withdraw-sent')).toBeVisible();

  const paid = await ops.approveAndPay(memberId, '1000');
  await page.reload();
  const record = page.getByTestId('withdraw-records').locator('[data-testid^="withdrawal-"]').first();
  await record.getByTestId('part-not-received').click();
  const modal = page.getByTestId('not-received-modal');
  await modal.locator('input[type=file]').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByRole('img', { name: 'statement.png' })).toBeVisible();
  await modal.getByTestId('not-received-remark').fill('Nothing arrived in my bKash');
  await shot(page, info, 'withdraw-not-received-en');
  await modal.getByTestId('not-received-submit').click();
  await expect(modal).toBeHidden();
  await expect(record).toHaveAttribute('data-status', 'disputed');
  await expect(record.getByTestId('withdraw-status')).toHaveText(TEXT.en.disputed);

  await ops.post(`/wps/operator/withdrawals/${paid.id}/payouts/${paid.parts[0].id}/force-receipt`);
  await page.reload();
  await expect(record).toHaveAttribute('data-status', 'completed');
  await expect(record.getByTestId('withdraw-timeline')).toContainText('Receipt confirmed by support');
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await record.scrollIntoViewIfNeeded();
  await settled(page);
  await shot(page, info, 'withdraw-forced-en');
});

test('turnover still owed: the bar shows what is left and withdrawing waits', async ({ page, request }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  const { memberId, ops, screen } = await readyMember(page, request, info, '500');
  // A credit that brings a 1x turnover requirement; a bet of 300 (none here) would count toward it.
  await ops.fund(memberId, '800', 10_000);
  await page.reload();
  const turnover = screen.getByTestId('turnover');
  await expect(turnover).toContainText(lang === 'en' ? 'Bet ৳800.00 more' : '৳800.00');
  await expect(turnover.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  // Nothing is withdrawable while turnover is owed; the balance shows what it waits for.
  await expect(screen.getByTestId('withdrawable')).toHaveText('৳0.00');
  await expect(screen.getByTestId('withdraw-balance-held')).toContainText('৳1,300.00');
  await expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
  await settled(page);
  await shot(page, info, `withdraw-turnover-${lang}`);
});
