import { API, type Deposit } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_HEADERS } from '../../sandbox/sandbox.webhook';
import { reconcile } from '../ledger/reconcile';
import { depositsKit } from './deposits.kit';

const k = await depositsKit();
const viaGateway = (token: string, amount = '1500') => k.created(token, { channel: 'BKASH', amount });
const paidWebhook = async (d: Deposit, over: Partial<{ amount: string; status: 'paid' | 'failed' }> = {}) => ({
  ref: await k.gatewayRef(d.id),
  orderId: String(d.id),
  status: over.status ?? ('paid' as const),
  amount: over.amount ?? d.amount,
  currency: 'BDT',
  time: k.now().toISOString(),
});

describe('gateway deposits through the sandbox provider', () => {
  it('creates a pending deposit whose redirectUrl is the hosted payment page', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token);
    expect(d).toMatchObject({ status: 'pending', kind: 'gateway', amount: '1500.00' });
    expect(d.redirectUrl).toMatch(new RegExp(`^${k.origin}/sandbox/pay/SBX[0-9A-F]{24}\\?lang=en$`));
    const page = await fetch(d.redirectUrl as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('৳ 1,500.00');
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay</);
    expect(html).toMatch(/<button[^>]*value="fail"[^>]*>Fail</);
    const bn = await (await fetch((d.redirectUrl as string).replace('lang=en', 'lang=bn'))).text();
    expect(bn).toContain('পেমেন্ট করুন');
  });

  it('Pay sends the signed webhook over HTTP, credits once, and returns the browser to the member center', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token, '2500.50');
    const res = await k.press(d.redirectUrl as string, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${k.origin}/member?tab=depositv2&deposit=${d.id}`);
    expect(await k.one(m.token, d.id)).toMatchObject({ status: 'paid', redirectUrl: null });
    expect(await k.balance(m.token)).toBe('2500.50');
    // The provider re-sends (the button pressed again): the platform answers, nothing moves.
    expect((await k.press(d.redirectUrl as string, 'pay')).status).toBe(303);
    expect(await k.balance(m.token)).toBe('2500.50');
    const turnover = await k.db.execute<{ required: string }>(
      sql`select required_minor::text as required from turnover_requirements where source_id = ${String(d.id)}`,
    );
    expect(turnover.rows).toEqual([{ required: '250050' }]);
  });

  it('the same paid webhook 30 times at once credits exactly once', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token, '999.99');
    const body = await paidWebhook(d);
    const results = await Promise.all(Array.from({ length: 30 }, () => k.webhook(body)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => !r.json().value.replayed)).toHaveLength(1);
    expect(await k.balance(m.token)).toBe('999.99');
    expect(await k.count('ledger_transfers', sql`idem_key = ${`deposit:${d.id}`}`)).toBe(1);
  });

  it('Fail marks the deposit failed; a later paid webhook is refused and moves nothing', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token);
    expect((await k.press(d.redirectUrl as string, 'fail')).status).toBe(303);
    expect((await k.one(m.token, d.id)).status).toBe('failed');
    const late = await k.webhook(await paidWebhook(d));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('DEPOSIT_STATE');
    expect(await k.balance(m.token)).toBe('0.00');
  });

  it('refuses a bad or missing signature and moves nothing', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token);
    const body = await paidWebhook(d);
    const forged = await k.webhook(body, { secret: 'not-the-shared-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('GATEWAY_SIGNATURE');
    const unsigned = await k.app.inject({
      method: 'POST',
      url: API.depositCallback.replace(':gateway', 'sandbox'),
      headers: { 'content-type': 'application/json', host: k.host },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await k.one(m.token, d.id)).status).toBe('pending');
    expect(await k.balance(m.token)).toBe('0.00');
  });

  it('refuses a body changed after signing (the signature covers the raw bytes)', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token);
    const body = JSON.stringify(await paidWebhook(d));
    const ts = String(Math.floor(k.now().getTime() / 1000));
    const { sandboxSignature } = await import('../../sandbox/sandbox.webhook');
    const sig = sandboxSignature('sandbox-dev-secret-change-me', ts, body);
    const res = await k.app.inject({
      method: 'POST',
      url: API.depositCallback.replace(':gateway', 'sandbox'),
      headers: {
        'content-type': 'application/json',
        [SANDBOX_HEADERS.timestamp]: ts,
        [SANDBOX_HEADERS.signature]: sig,
      },
      // Same JSON meaning, different bytes: a receiver that re-serialised parsed JSON would accept it.
      payload: body.replace('{', '{ '),
    });
    expect(res.statusCode).toBe(401);
    expect(await k.balance(m.token)).toBe('0.00');
  });

  it('refuses a webhook whose amount differs from the deposit', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token, '1000');
    const res = await k.webhook(await paidWebhook(d, { amount: '10000.00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('DEPOSIT_AMOUNT_MISMATCH');
    expect((await k.one(m.token, d.id)).status).toBe('pending');
    expect(await k.balance(m.token)).toBe('0.00');
  });

  it('refuses a correctly signed webhook older than five minutes', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token);
    const at = new Date(k.now().getTime() - 6 * 60_000);
    const res = await k.webhook(await paidWebhook(d), { at });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'GATEWAY_SIGNATURE', value: { stale: true } });
    expect(await k.balance(m.token)).toBe('0.00');
  });

  it('the same Idempotency-Key returns the same deposit and the same payment page', async () => {
    const m = await k.newMember();
    const key = k.key();
    const body = { channel: 'NAGAD', amount: '300' };
    const all = await Promise.all(Array.from({ length: 30 }, () => k.create(m.token, body, key)));
    const ids = new Set(all.map((r) => r.json().value.id));
    const pages = new Set(all.map((r) => r.json().value.redirectUrl));
    expect([ids.size, pages.size]).toEqual([1, 1]);
    expect(await k.count('deposits', sql`member_id = ${m.id}`)).toBe(1);
    expect(await k.count('sandbox_payments', sql`order_id = ${String([...ids][0])}`)).toBe(1);
    const conflict = await k.create(m.token, { ...body, amount: '301' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('an operator cannot approve a gateway deposit: only its webhook settles it', async () => {
    const m = await k.newMember();
    const d = await viaGateway(m.token);
    const res = await k.decide(d.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This deposit is settled by its payment gateway, not by an operator');
    expect(await k.balance(m.token)).toBe('0.00');
  });

  it('leaves every ledger invariant holding', async () => {
    expect((await reconcile(k.db)).problems).toEqual([]);
  });
});
