import { STORAGE_KEYS } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { langOf } from './auth-ui';
import { relaxIpLimits } from './db';
import { operatorHeaders } from './operator';
import { signedUp } from './session';
import { prime, settled, shot } from './support';
import { sameSessionTab } from './tabs';

// Desktop in English, the phone in Bengali (see langOf).
test.beforeAll(relaxIpLimits);
const stamp = (p: string) => `${p === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;
const TEXT = {
  en: {
    pay: 'Pay',
    paid: 'Deposit received',
    sent: 'Deposit submitted',
    reference: 'Transaction ID',
    approved: 'Approved',
  },
  bn: {
    pay: 'পেমেন্ট করুন',
    paid: 'ডিপোজিট পাওয়া গেছে',
    sent: 'ডিপোজিট জমা হয়েছে',
    reference: 'ট্রানজেকশন আইডি',
    approved: 'অনুমোদিত',
  },
} as const;
/** A 1x1 PNG, as a member's screenshot of the payment would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openDeposit(page: Page) {
  await page.goto('/member?tab=depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
}

/** Operator calls as a back office would make them: log in as ops01, then act with an Idempotency-Key. */
async function approveAsOperator(request: APIRequestContext, reference: string) {
  const headers = await operatorHeaders(request);
  const queue = await request.get('/wps/operator/deposits?status=pending&pageSize=100', { headers });
  const deposit = (await queue.json()).value.list.find((d: { reference: string }) => d.reference === reference);
  expect(deposit, `pending deposit ${reference}`).toBeTruthy();
  const res = await request.post(`/wps/operator/deposits/${deposit.id}/approve`, {
    headers: { ...headers, 'idempotency-key': `e2e-${reference}` },
  });
  expect((await res.json()).value.status).toBe('approved');
}

test('a member deposits through the sandbox gateway and sees the balance change, in another tab too with no reload', async ({
  page,
  context,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  await prime(page, lang, 'dark');
  await signedUp(page, lang, `Dep${stamp(info.project.name)}`, 'Secret123');
  // The site open in a second tab of the same session: its header learns of the deposit over the socket.
  const token = (await page.evaluate((k) => sessionStorage.getItem(k), STORAGE_KEYS.token)) as string;
  const other = await sameSessionTab(context, token, lang);
  await expect(other.getByTestId('balance')).toHaveText('0.00');
  const balanceReads: string[] = [];
  other.on('request', (r) => {
    if (r.url().includes('/wps/v2/wallets/balance')) balanceReads.push(r.url());
  });
  await page.bringToFront();
  await openDeposit(page);
  await page.getByTestId('channel-BKASH').click();
  await page.getByTestId('deposit-amount').fill('1500.5');
  await settled(page);
  await shot(page, info, `deposit-form-${lang}`);
  await page.getByTestId('deposit-submit').click();

  // The provider's hosted page, in this tab.
  await expect(page).toHaveURL(/\/sandbox\/pay\/SBX/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('৳ 1,500.50');
  await shot(page, info, `deposit-sandbox-${lang}`);
  await page.getByRole('button', { name: TEXT[lang].pay, exact: true }).click();
  const paidAt = Date.now();
  await expect(other.getByTestId('balance')).toHaveText('1,500.50');
  console.log(`balance event: the other tab's header showed the deposit ${Date.now() - paidAt} ms after Pay`);
  // Written from the event into the query cache: that tab did not ask the API again.
  expect(balanceReads).toEqual([]);

  // Back in the member center: the deposit is paid and the header balance shows it.
  await expect(page).toHaveURL(/tab=depositv2&deposit=\d+/);
  const result = page.getByTestId('deposit-result');
  await expect(result).toHaveAttribute('data-status', 'paid');
  await expect(result.getByRole('heading')).toHaveText(TEXT[lang].paid);
  await expect(page.getByTestId('balance')).toHaveText('1,500.50');
  await expect(page.getByTestId('deposit-records').locator('li')).toHaveCount(1);
  await settled(page);
  await shot(page, info, `deposit-paid-${lang}`);
});

test('a manual deposit with a proof image, approved by an operator @desktop', async ({ page, request }, info) => {
  const lang = langOf(info.project.name);
  await prime(page, lang, 'light');
  await signedUp(page, lang, `Man${stamp(info.project.name)}`, 'Secret123');
  await openDeposit(page);
  await page.getByTestId('channel-ROCKET').click();
  await expect(page.getByTestId('payee-number')).toHaveText('017123456789');
  await page.getByTestId('deposit-amount').fill('750');
  const reference = `RKT${Date.now()}`;
  await page.getByLabel(new RegExp(`^${TEXT[lang].reference}`)).fill(reference);
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await settled(page);
  await shot(page, info, `deposit-manual-${lang}`);
  await page.getByTestId('deposit-submit').click();

  const result = page.getByTestId('deposit-result');
  await expect(result).toHaveAttribute('data-status', 'pending');
  await expect(result.getByRole('heading')).toHaveText(TEXT[lang].sent);
  await expect(page.getByTestId('balance')).toHaveText('0.00');

  await approveAsOperator(request, reference);
  // The screen polls the pending deposit: it turns approved and the balance follows.
  await expect(result).toHaveAttribute('data-status', 'approved', { timeout: 15_000 });
  await expect(page.getByTestId('balance')).toHaveText('750.00');
  await expect(page.getByTestId('deposit-records').getByTestId('deposit-status').first()).toHaveText(
    TEXT[lang].approved,
  );
  await settled(page);
  await shot(page, info, `deposit-approved-${lang}`);
});
