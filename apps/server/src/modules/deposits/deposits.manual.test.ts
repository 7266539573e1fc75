import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile';
import { depositsKit, proof } from './deposits.kit';

const k = await depositsKit();
const manual = (amount: string, reference = 'TXN12345') => ({ channel: 'ROCKET', amount, reference, proof });

describe('deposit channels', () => {
  it('lists the brand channels with limits, payee details for manual ones, in the request language', async () => {
    const { token } = await k.newMember();
    const res = await k.app.inject({ url: API.depositChannels, headers: { token, 'accept-language': 'bn' } });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['BKASH', 'NAGAD', 'ROCKET', 'DBBL']);
    expect(list[0]).toMatchObject({ kind: 'gateway', name: 'বিকাশ', min: '100.00', max: '25000.00', payee: null });
    expect(list[3]).toMatchObject({
      kind: 'manual',
      method: 'bank',
      min: '500.00',
      max: '100000.00',
      currency: 'BDT',
      payee: { provider: 'Dutch-Bangla Bank PLC', accountName: 'RT Gaming Ltd', accountNumber: '1051100012345' },
    });
  });
});

describe('manual deposits', () => {
  it('stays pending until an operator approves; then the balance rises by exactly the amount, once', async () => {
    const m = await k.newMember();
    const d = await k.created(m.token, manual('1234.56'));
    expect(d).toMatchObject({
      status: 'pending',
      amount: '1234.56',
      channel: 'ROCKET',
      kind: 'manual',
      redirectUrl: null,
    });
    expect(await k.balance(m.token)).toBe('0.00');

    const queue = await k.app.inject({ url: `${API.operatorDeposits}?status=pending`, headers: k.asOperator });
    const mine = queue.json().value.list.find((x: { id: number }) => x.id === d.id);
    expect(mine).toMatchObject({ memberId: m.id, reference: 'TXN12345', amount: '1234.56' });
    // The operator can open the proof image.
    const image = await k.app.inject({ url: mine.proof[0], headers: k.asOperator });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const key = k.key();
    const approve = await k.decide(d.id, 'approve', key);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().value).toMatchObject({ status: 'approved' });
    expect(await k.balance(m.token)).toBe('1234.56');
    expect((await k.one(m.token, d.id)).status).toBe('approved');

    // The same call again answers the same; another approval is a clear error; neither moves money.
    expect((await k.decide(d.id, 'approve', key)).json().value.status).toBe('approved');
    const again = await k.decide(d.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DEPOSIT_STATE',
      message: 'This deposit is already approved and cannot change',
    });
    expect((await k.decide(d.id, 'reject')).json().code).toBe('DEPOSIT_STATE');
    expect(await k.balance(m.token)).toBe('1234.56');

    // One turnover requirement (1x by default) and one audit entry came with the credit.
    const turnover = await k.db.execute<{ required: string }>(
      sql`select required_minor::text as required from turnover_requirements where source = 'deposit' and source_id = ${String(d.id)}`,
    );
    expect(turnover.rows).toEqual([{ required: '123456' }]);
    expect(await k.count('audit_log', sql`action = 'deposit.approve' and target_id = ${String(d.id)}`)).toBe(1);
    expect(await k.count('ledger_transfers', sql`source = 'deposit' and idem_key = ${`deposit:${d.id}`}`)).toBe(1);
  });

  it('a rejected deposit moves nothing, shows its reason, and can no longer be approved', async () => {
    const m = await k.newMember();
    const d = await k.created(m.token, manual('600'));
    const res = await k.decide(d.id, 'reject', k.key(), 'Reference not found');
    expect(res.json().value).toMatchObject({ status: 'rejected', reason: 'Reference not found' });
    expect((await k.decide(d.id, 'approve')).statusCode).toBe(409);
    expect(await k.balance(m.token)).toBe('0.00');
    expect(await k.one(m.token, d.id)).toMatchObject({ status: 'rejected', reason: 'Reference not found' });
    expect(await k.count('audit_log', sql`action = 'deposit.reject' and target_id = ${String(d.id)}`)).toBe(1);
  });

  it('30 approvals of one deposit at once credit it once', async () => {
    const m = await k.newMember();
    const d = await k.created(m.token, manual('700'));
    const results = await Promise.all(Array.from({ length: 30 }, () => k.decide(d.id, 'approve')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(29);
    expect(await k.balance(m.token)).toBe('700.00');
  });

  it('an operator key reused for another deposit is refused', async () => {
    const m = await k.newMember();
    const a = await k.created(m.token, manual('500'));
    const b = await k.created(m.token, manual('501'));
    const key = k.key();
    expect((await k.decide(a.id, 'approve', key)).statusCode).toBe(200);
    expect((await k.decide(b.id, 'approve', key)).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await k.decide(a.id, 'reject', key)).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await k.balance(m.token)).toBe('500.00');
    expect((await k.one(m.token, b.id)).status).toBe('pending');
  });

  it('operator calls need an operator session and an Idempotency-Key', async () => {
    const m = await k.newMember();
    const d = await k.created(m.token, manual('800'));
    const url = API.operatorDepositApprove.replace(':id', String(d.id));
    const asMember = await k.app.inject({
      method: 'POST',
      url,
      headers: { token: m.token, 'idempotency-key': k.key() },
    });
    expect(asMember.statusCode).toBe(401);
    const noKey = await k.app.inject({ method: 'POST', url, headers: k.asOperator });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().value.fields[0]).toMatchObject({ field: 'Idempotency-Key', rule: 'required' });
    expect((await k.decide(999_999, 'approve')).statusCode).toBe(404);
    expect(await k.balance(m.token)).toBe('0.00');
  });

  it('a member reads only their own deposits, newest first, within the date range', async () => {
    const a = await k.newMember();
    const b = await k.newMember();
    const first = await k.created(a.token, manual('510'));
    const second = await k.created(a.token, manual('520'));
    const records = (q: string, token = a.token) =>
      k.app.inject({ url: `${API.depositRecords}?${q}`, headers: { token } }).then((r) => r.json().value);
    const page = await records('range=today&pageNo=1&pageSize=1');
    expect(page).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
    expect(page.list[0].id).toBe(second.id);
    expect((await records('range=today&pageNo=2&pageSize=1')).list[0].id).toBe(first.id);
    expect((await records('range=custom&from=2020-01-01&to=2020-01-31')).total).toBe(0);
    expect((await records('range=7d&status=approved')).total).toBe(0);
    expect((await records('range=30d', b.token)).total).toBe(0);
    const other = await k.app.inject({
      url: API.depositOne.replace(':id', String(first.id)),
      headers: { token: b.token },
    });
    expect(other.statusCode).toBe(404);
  });

  it('leaves every ledger invariant holding', async () => {
    expect((await reconcile(k.db)).problems).toEqual([]);
  });
});
