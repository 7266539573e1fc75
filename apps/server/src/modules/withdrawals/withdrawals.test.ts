import { API } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { wager } from '../../../test/provider-kit';
import { idem, withdrawKit } from '../../../test/withdraw-kit';
import { auditLog } from '../audit/audit.tables';

let k: Awaited<ReturnType<typeof withdrawKit>>;
beforeAll(async () => {
  k = await withdrawKit();
});

describe('withdrawal requests', () => {
  it('locks the amount at request; info shows it; records list it with its timeline', async () => {
    const m = await k.ready('5000');
    const res = await k.withdraw(m, '1200.50');
    expect(res.statusCode, res.body).toBe(200);
    const w = k.value(res);
    expect(w).toMatchObject({
      amount: '1200.50',
      status: 'requested',
      received: '0.00',
      remaining: '1200.50',
      cancellable: true,
      account: { provider: 'bkash', accountNumber: '*******5678', holderName: 'Rahim Uddin' },
    });
    expect(w.timeline.map((s) => s.event)).toEqual(['requested']);
    expect(await k.member(m)).toEqual({ cash: 379_950n, locked: 120_050n });

    const info = (await k.call(API.withdrawInfo, { token: m.token })).json().value;
    expect(info).toMatchObject({
      currency: 'BDT',
      balance: '3799.50',
      withdrawable: '3799.50',
      locked: '1200.50',
      min: '500.00',
      max: '50000.00',
      turnover: { remaining: '0.00' },
      paymentPasswordSet: true,
      realName: 'Rahim Uddin',
      autoReceiptMinutes: 30,
      maxAccounts: 5,
    });
    expect(info.accounts).toHaveLength(1);

    const records = (await k.call(`${API.withdrawRecords}?range=today`, { token: m.token })).json().value;
    expect(records).toMatchObject({ total: 1, pageNo: 1 });
    expect(records.list[0].id).toBe(w.id);
    const none = await k.call(`${API.withdrawRecords}?range=custom&from=2020-01-01&to=2020-01-02`, { token: m.token });
    expect(none.json().value.total).toBe(0);
    await k.clean();
  });

  it('refuses amounts outside the brand limits, more than the balance, and an unknown account', async () => {
    const m = await k.ready('1000');
    const low = await k.withdraw(m, '499.99');
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'VALIDATION', value: { fields: [{ field: 'amount', rule: 'min' }] } });
    expect(low.json().message).toContain('The minimum withdrawal is 500.00');
    const high = await k.withdraw(m, '50000.01');
    expect(high.json().value.fields[0]).toMatchObject({ field: 'amount', rule: 'max' });
    const broke = await k.withdraw(m, '1000.01');
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS');
    const foreign = await k.withdraw({ ...m, accountId: 999_999 }, '600');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().value.fields[0].field).toBe('payoutAccountId');
    expect(await k.member(m)).toEqual({ cash: 100_000n, locked: 0n });
    // The brand's limits are its own columns.
    await k.setBrand({ withdrawMinMinor: 10_000n });
    k.tick(6_000); // past the 5 s settings cache
    expect((await k.withdraw(m, '100')).statusCode).toBe(200);
    await k.setBrand({ withdrawMinMinor: 50_000n });
    k.tick(6_000);
  });

  it('is refused while turnover is not met, naming what is left; met, it goes through', async () => {
    const m = await k.ready('0.01');
    await k.fund(m.id, '2000', 10_000); // a 1x turnover on this credit
    const res = await k.withdraw(m, '600');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      message: 'Turnover requirement not met: bet 2000.00 more before withdrawing',
      value: { remaining: '2000.00' },
    });
    const info = (await k.call(API.withdrawInfo, { token: m.token })).json().value;
    expect(info.turnover).toEqual({ required: '2000.00', done: '0.00', remaining: '2000.00' });
    // The screen's figures: nothing withdrawable while turnover is owed, the balance still shown.
    expect(info).toMatchObject({ balance: '2000.01', withdrawable: '0.00' });
    await wager(k.app, m.id, '1500.00');
    expect((await k.withdraw(m, '600')).json().value).toEqual({ remaining: '500.00' });
    await wager(k.app, m.id, '500.00');
    const met = (await k.call(API.withdrawInfo, { token: m.token })).json().value;
    expect(met).toMatchObject({ balance: '2000.01', withdrawable: '2000.01', turnover: { remaining: '0.00' } });
    expect((await k.withdraw(m, '600')).statusCode).toBe(200);
  });

  it('the same Idempotency-Key answers the same withdrawal; with other content it is a conflict', async () => {
    const m = await k.ready('3000');
    const key = idem();
    const first = await k.withdraw(m, '700', {}, key);
    const again = await k.withdraw(m, '700', {}, key);
    expect(k.value(again).id).toBe(k.value(first).id);
    const other = await k.withdraw(m, '800', {}, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const missing = await k.call(API.withdraw, {
      token: m.token,
      key: null,
      sealed: true,
      body: { amount: '700', payoutAccountId: m.accountId, paymentPassword: '123456' },
    });
    expect(missing.json().value.fields[0].field).toBe('Idempotency-Key');
    expect(await k.member(m)).toEqual({ cash: 230_000n, locked: 70_000n });
  });

  it('the member cancels only while requested: the amount goes back to cash', async () => {
    const m = await k.ready('3000');
    const w = k.value(await k.withdraw(m, '1000'));
    const cancel = (id: number) => k.call(API.withdrawCancel.replace(':id', String(id)), { token: m.token, body: {} });
    const res = await cancel(w.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(k.value(res)).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await k.member(m)).toEqual({ cash: 300_000n, locked: 0n });
    expect((await cancel(w.id)).json().code).toBe('WITHDRAWAL_NOT_CANCELLABLE');

    const approved = k.value(await k.withdraw(m, '1000'));
    expect((await k.approve(approved.id)).statusCode).toBe(200);
    const late = await cancel(approved.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_CANCELLABLE',
      message: 'This withdrawal is approved and can no longer be cancelled',
    });
    expect(await k.member(m)).toEqual({ cash: 200_000n, locked: 100_000n });
    // Someone else's withdrawal is not found, not cancellable.
    const other = await k.player('X Y');
    const foreign = await k.call(API.withdrawCancel.replace(':id', String(w.id)), { token: other.token, body: {} });
    expect(foreign.statusCode).toBe(404);
    await k.clean();
  });

  it('an operator approves once, or rejects (amount back to cash) before anything is paid out; both audited', async () => {
    const m = await k.ready('3000');
    const w = k.value(await k.withdraw(m, '1000'));
    const key = idem();
    const approve = await k.op(k.path(API.operatorWithdrawalApprove, w.id), {}, key);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(k.opValue(approve)).toMatchObject({ status: 'approved', accountNumber: '01712345678', memberId: m.id });
    // A retry with the same key answers the same; a second approval is refused.
    expect((await k.op(k.path(API.operatorWithdrawalApprove, w.id), {}, key)).statusCode).toBe(200);
    const twice = await k.approve(w.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'WITHDRAWAL_STATE',
      message: 'This withdrawal is approved and cannot change this way',
    });
    // The same key on another action is a conflict, not a second action.
    expect((await k.op(k.path(API.operatorWithdrawalReject, w.id), { reason: 'x' }, key)).statusCode).toBe(409);

    const reject = await k.op(k.path(API.operatorWithdrawalReject, w.id), { reason: 'Account name differs' });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(k.opValue(reject)).toMatchObject({ status: 'rejected', reason: 'Account name differs' });
    expect(await k.member(m)).toEqual({ cash: 300_000n, locked: 0n });
    expect((await k.approve(w.id)).json().code).toBe('WITHDRAWAL_STATE');
    expect((await k.op(k.path(API.operatorWithdrawalReject, w.id), { reason: 'again' })).statusCode).toBe(409);

    const audits = await k.db.select().from(auditLog);
    const mine = audits.filter((a) => a.targetId === String(w.id) && a.targetType === 'withdrawal');
    expect(mine.map((a) => a.action)).toEqual(['withdrawal.approve', 'withdrawal.reject']);
    expect(mine[1]?.detail).toMatchObject({ reason: 'Account name differs', amount: '100000' });

    // Operators list by status (a queue, oldest first) and see one withdrawal whole.
    const pending = k.value(await k.withdraw(m, '600'));
    const list = await k.app.inject({
      url: `${API.operatorWithdrawals}?status=requested`,
      headers: { token: k.opToken },
    });
    expect(list.json().value.list.map((x: { id: number }) => x.id)).toContain(pending.id);
    const one = await k.app.inject({ url: k.path(API.operatorWithdrawal, pending.id), headers: { token: k.opToken } });
    expect(one.json().value).toMatchObject({ id: pending.id, status: 'requested', memberAccount: expect.any(String) });
    // A member token is not an operator's.
    expect((await k.app.inject({ url: API.operatorWithdrawals, headers: { token: m.token } })).statusCode).toBe(401);
    await k.clean();
  });
});
