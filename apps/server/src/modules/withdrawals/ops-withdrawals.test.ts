import { API, fillPath, OPS_CASHIER_API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { withdrawKit } from '../../../test/withdraw-kit';
import { PNG_1PX } from '../deposits/deposits.kit';

const k = await withdrawKit();
const op = (url: string, query: Record<string, string> = {}) =>
  k.app.inject({ url, query, headers: { token: k.opToken, 'accept-language': 'en' } });

const start = new Date(k.now().getTime() - 1000).toISOString();
const m1 = await k.ready('5000');
const m2 = await k.ready('5000');
const m3 = await k.ready('5000');
const w1 = k.value(await k.withdraw(m1, '1000'));
const w2 = k.value(await k.withdraw(m3, '700'));
const w3 = k.value(await k.withdraw(m2, '2000'));

describe('operator withdrawal queue: filters, sorting and paging on the server', () => {
  it('filters by member and created time, sorts by amount, pages', async () => {
    const mine = (await op(API.operatorWithdrawals, { member: String(m1.id) })).json().value;
    expect(mine.list.map((w: { id: number }) => w.id)).toEqual([w1.id]);
    const q = { status: 'requested', from: start, sort: 'amount', order: 'desc' };
    const byAmount = (await op(API.operatorWithdrawals, q)).json().value;
    expect(byAmount.list.map((w: { id: number }) => w.id)).toEqual([w3.id, w1.id, w2.id]);
    const page = (await op(API.operatorWithdrawals, { ...q, order: 'asc', pageSize: '1', pageNo: '2' })).json().value;
    expect(page).toMatchObject({ total: 3, pageNo: 2 });
    expect(page.list.map((w: { id: number }) => w.id)).toEqual([w1.id]);
    const future = new Date(k.now().getTime() + 3_600_000).toISOString();
    expect((await op(API.operatorWithdrawals, { from: future })).json().value.total).toBe(0);
  });

  it('refuses an end before the start naming `to`', async () => {
    const res = await op(API.operatorWithdrawals, { from: '2026-06-02T00:00:00Z', to: '2026-06-01T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0]).toMatchObject({ field: 'to', rule: 'dateOrder' });
  });
});

describe("operator: a disputed part's proof image", () => {
  it('is served to an operator; the part then ends in a forced receipt', async () => {
    expect((await k.approve(w3.id)).statusCode).toBe(200);
    const paid = k.opValue(await k.payout(w3.id, '2000'));
    const pid = paid.parts[0]?.id as number;
    const dispute = await k.call(API.withdrawNotReceived.replace(':pid', String(pid)), {
      token: m2.token,
      body: { proof: [{ name: 'no.png', data: PNG_1PX }], remark: 'Nothing arrived' },
    });
    expect(dispute.statusCode, dispute.body).toBe(200);
    const url = fillPath(OPS_CASHIER_API.withdrawalProof, { id: w3.id, pid, n: 0 });
    const img = await op(url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await op(fillPath(OPS_CASHIER_API.withdrawalProof, { id: w3.id, pid, n: 1 }))).statusCode).toBe(404);
    // Another withdrawal's id with this part: not found.
    expect((await op(fillPath(OPS_CASHIER_API.withdrawalProof, { id: w1.id, pid, n: 0 }))).statusCode).toBe(404);
    expect((await k.app.inject({ url, headers: { token: m2.token } })).statusCode).toBe(401);
    const forced = await k.app.inject({
      method: 'POST',
      url: API.operatorWithdrawalForce.replace(':id', String(w3.id)).replace(':pid', String(pid)),
      headers: { token: k.opToken, 'idempotency-key': `k-force-${pid}` },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().value.status).toBe('completed');
  });
});
