import { API, type LoginResult, type PublicKeyInfo } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sealWith } from '../apps/server/test/seal';
import { relaxIpLimits, sql } from './db';
import { fundAsOperator } from './money';
import { signInToBackOffice } from './ops-ui';
import { settled, shot } from './support';

// The back office's cashier: a manual deposit approved after its proof image was opened, and a
// withdrawal paid in two parts. Members and their requests are made through the API, as a member's
// browser would send them; the operator works in the back office.
test.beforeAll(relaxIpLimits);

const base = `http://localhost:${process.env.E2E_PORT ?? 18080}`;
async function value<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { success: boolean; value: T; message?: string };
  if (!body.success) throw new Error(`${res.url}: ${body.message}`);
  return body.value;
}
const seal = sealWith(async () => value<PublicKeyInfo>(await fetch(`${base}${API.publicKey}`)));

/** A member registered through the real API (sealed body, proof of work), with its id and session token. */
async function member(prefix: string) {
  const username = `${prefix}${Date.now() % 1_000_000}`;
  const challenge = await value<Parameters<typeof solveChallenge>[0]['challenge']>(
    await fetch(`${base}${API.antiBotChallenge}`),
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  const body = {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
    termsAccepted: true,
    altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
  };
  const { token } = await value<LoginResult>(
    await fetch(`${base}${API.register}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(await seal(body)),
    }),
  );
  const [row] = await sql<{ id: number }>('select id from members where account_key = lower($1)', [username]);
  let n = 0;
  /** A member call with its token (and a fresh Idempotency-Key). */
  const call = async <T>(method: string, path: string, data?: object, sealed = false) =>
    value<T>(
      await fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          token,
          'idempotency-key': `e2e-oc-${Date.now()}-${++n}`,
        },
        body: data ? JSON.stringify(sealed ? await seal(data) : data) : undefined,
      }),
    );
  return { username, id: row?.id as number, call };
}

/** A bank receipt drawn in the browser (a PNG the size of a phone screenshot), base64. */
async function receiptPng(page: Page, text: string) {
  return page.evaluate((t) => {
    const c = document.createElement('canvas');
    c.width = 360;
    c.height = 480;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#f4f6fb';
    g.fillRect(0, 0, 360, 480);
    g.fillStyle = '#0b6e4f';
    g.fillRect(0, 0, 360, 70);
    g.fillStyle = '#fff';
    g.font = 'bold 24px sans-serif';
    g.fillText('Rocket receipt', 20, 45);
    g.fillStyle = '#222';
    g.font = '20px sans-serif';
    t.split('\n').forEach((line, i) => {
      g.fillText(line, 20, 120 + i * 40);
    });
    return c.toDataURL('image/png').split(',')[1] as string;
  }, text);
}

test('an operator opens a manual deposit’s proof image, approves it, and the member’s balance moves @desktop', async ({
  page,
}, info) => {
  const m = await member('Oc');
  await page.goto('/ops/login');
  const data = await receiptPng(page, `Amount: 1,250.00 BDT\nTxn: TXN${m.id}\nTo: RT Gaming Ltd\nStatus: Successful`);
  const d = await m.call<{ id: number }>('POST', API.deposit, {
    channel: 'ROCKET',
    amount: '1250',
    reference: `TXN${m.id}`,
    proof: [{ name: 'receipt.png', data }],
  });

  await signInToBackOffice(page);
  await page.goto(`/ops/cashier/deposits?status=pending&member=${m.username}`);
  const list = page.getByTestId('deposit-list');
  await expect(list.getByTestId('row')).toHaveCount(1);
  await settled(page);
  await shot(page, info, 'ops-cashier-deposits-en');
  await list.getByTestId('row').click();
  const drawer = page.getByTestId('deposit-drawer');
  await expect(drawer).toContainText(`#${d.id}`);
  await drawer.getByTestId('proof-0').click();
  const full = page.getByTestId('proof-full');
  await expect(full).toBeVisible();
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  await shot(page, info, 'ops-cashier-deposit-proof-en');
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();

  await drawer.getByTestId('deposit-approve').click();
  await page.getByTestId('deposit-approve-dialog-confirm').click();
  await expect(drawer.getByTestId('deposit-status')).toHaveText('Approved');
  await shot(page, info, 'ops-cashier-deposit-approved-en');
  const balance = await m.call<{ balance: string }>('GET', API.balance);
  expect(balance.balance).toBe('1250.00');
});

test('an operator approves a withdrawal and pays it in two parts; it ends paid @desktop', async ({
  page,
  request,
}, info) => {
  const m = await member('Ow');
  await fundAsOperator(request, m.id, '3000.00', 'cash', 'e2e ops cashier');
  const account = await m.call<{ id: number }>('POST', API.payoutAccounts, {
    provider: 'bkash',
    accountNumber: '01712345678',
    holderName: 'Rahim Uddin',
  });
  await m.call('POST', API.paymentPassword, { paymentPassword: '123456', confirmPaymentPassword: '123456' }, true);
  const w = await m.call<{ id: number }>(
    'POST',
    API.withdraw,
    { amount: '2000', payoutAccountId: account.id, paymentPassword: '123456' },
    true,
  );

  await signInToBackOffice(page);
  await page.goto(`/ops/cashier/withdrawals?member=${m.username}`);
  await page.getByTestId('withdrawal-list').getByTestId('row').click();
  const drawer = page.getByTestId('withdrawal-drawer');
  await expect(drawer).toContainText(`#${w.id}`);
  await drawer.getByTestId('withdrawal-approve').click();
  await page.getByTestId('withdrawal-confirm-confirm').click();
  await expect(drawer.getByTestId('withdrawal-status')).toHaveText('Approved');

  const pay = async (amount: string) => {
    await drawer.getByTestId('payout-amount').fill(amount);
    await drawer.getByTestId('payout-submit').click();
    await page.getByTestId('payout-confirm-confirm').click();
  };
  await pay('1200');
  await expect(drawer.getByTestId('withdrawal-paid')).toHaveText('1,200.00');
  await expect(drawer.getByTestId('part')).toHaveCount(1);
  // The form now offers what is left.
  await expect(drawer.getByTestId('payout-amount')).toHaveValue('800.00');
  await settled(page);
  await shot(page, info, 'ops-cashier-withdrawal-part-en');
  await pay('800');
  await expect(drawer.getByTestId('withdrawal-paid')).toHaveText('2,000.00');
  await expect(drawer.getByTestId('withdrawal-status')).toHaveText('Paid, awaiting receipt');
  await expect(drawer.getByTestId('part')).toHaveCount(2);
  await expect(drawer.getByTestId('payout-form')).toHaveCount(0);
  await shot(page, info, 'ops-cashier-withdrawal-paid-en');

  const [row] = await sql<{ status: string; paid: string }>(
    'select status, paid_minor::text as paid from withdrawals where id = $1',
    [w.id],
  );
  expect(row).toEqual({ status: 'paid', paid: '200000' });
});
