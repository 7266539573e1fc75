import { API, OPS_CASHIER_API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositsKit, proof } from './deposits.kit';

const k = await depositsKit();
const manual = (channel: string, amount: string) => ({ channel, amount, reference: 'TXN12345', proof });
const op = (url: string, query: Record<string, string> = {}) => k.app.inject({ url, query, headers: k.asOperator });
const put = (code: string, payload: object, lang = 'en') =>
  k.app.inject({
    method: 'PUT',
    url: OPS_CASHIER_API.channel.replace(':code', code),
    payload,
    headers: { ...k.asOperator, 'accept-language': lang },
  });

const m1 = await k.newMember();
const m2 = await k.newMember();
const d1 = await k.created(m1.token, manual('ROCKET', '600'));
const d2 = await k.created(m1.token, manual('DBBL', '700'));
const d3 = await k.created(m2.token, manual('ROCKET', '800'));
const account1 = (await k.db.execute<{ a: string }>(sql`select account a from members where id = ${m1.id}`)).rows[0]?.a;

describe('operator deposit queue: filters, sorting and paging on the server', () => {
  it('filters by member (account or id), channel, status and created time', async () => {
    const byAccount = (await op(API.operatorDeposits, { member: String(account1).toUpperCase() })).json().value;
    expect(byAccount.list.map((d: { id: number }) => d.id)).toEqual([d2.id, d1.id]);
    expect(byAccount.total).toBe(2);
    const byId = (await op(API.operatorDeposits, { member: String(m2.id), channel: 'ROCKET' })).json().value;
    expect(byId.list.map((d: { id: number }) => d.id)).toEqual([d3.id]);
    const pending = (await op(API.operatorDeposits, { status: 'pending', channel: 'rocket' })).json().value;
    expect(pending.list.map((d: { id: number }) => d.id)).toEqual([d1.id, d3.id]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await op(API.operatorDeposits, { from: future })).json().value.total).toBe(0);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await op(API.operatorDeposits, { from: past, to: future })).json().value.total).toBe(3);
  });

  it('sorts by amount either way and pages', async () => {
    const asc = (await op(API.operatorDeposits, { sort: 'amount', order: 'asc', pageSize: '2' })).json().value;
    expect(asc).toMatchObject({ total: 3, pageSize: 2 });
    expect(asc.list.map((d: { amount: string }) => d.amount)).toEqual(['600.00', '700.00']);
    const desc = (await op(API.operatorDeposits, { sort: 'amount', order: 'desc', pageSize: '2', pageNo: '2' })).json()
      .value;
    expect(desc.list.map((d: { amount: string }) => d.amount)).toEqual(['600.00']);
  });

  it('refuses an end before the start naming `to`, and an unknown sort naming `sort`', async () => {
    const res = await op(API.operatorDeposits, { from: '2026-06-02T00:00:00Z', to: '2026-06-01T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0]).toMatchObject({ field: 'to', rule: 'dateOrder' });
    const sort = await op(API.operatorDeposits, { sort: 'member' });
    expect(sort.json().value.fields[0]).toMatchObject({ field: 'sort', rule: 'enum' });
  });
});

describe("operator: a deposit's proof image", () => {
  it('is served to an operator as the image bytes from the queue row path; nothing else is', async () => {
    const row = (await op(API.operatorDeposits, { member: String(m2.id) })).json().value.list[0];
    expect(row.proof).toEqual([`/wps/operator/deposits/${d3.id}/proof/0`]);
    const img = await op(row.proof[0]);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await op(`/wps/operator/deposits/${d3.id}/proof/1`)).statusCode).toBe(404);
    expect((await op(`/wps/operator/deposits/99999999/proof/0`)).statusCode).toBe(404);
    const member = await k.app.inject({ url: row.proof[0], headers: { token: m2.token } });
    expect(member.statusCode).toBe(401);
  });
});

describe('operator: payment channels', () => {
  it('lists every channel of the brand, enabled or not, in display order', async () => {
    const list = (await op(OPS_CASHIER_API.channels)).json().value.list;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['BKASH', 'NAGAD', 'ROCKET', 'DBBL']);
    expect(list[3]).toMatchObject({ kind: 'manual', enabled: true, min: '500.00', max: '100000.00', gateway: null });
    expect(list[0]).toMatchObject({ kind: 'gateway', payee: null, gateway: 'sandbox' });
  });

  it('disables a channel, changes its limits and order, with an audit entry per change', async () => {
    const res = await put('DBBL', { enabled: false, min: '1000', max: '50000.50', sequence: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      code: 'DBBL',
      enabled: false,
      min: '1000.00',
      max: '50000.50',
      sequence: 0,
    });
    const members = (await k.app.inject({ url: API.depositChannels, headers: { token: m1.token } })).json().value.list;
    expect(members.map((c: { code: string }) => c.code)).not.toContain('DBBL');
    const audit = await k.db.execute<{ detail: { before: object; after: object } }>(
      sql`select detail from audit_log where action = 'channel.update' and target_id = 'DBBL'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.detail).toEqual({
      before: { enabled: true, min: '500.00', max: '100000.00', sequence: 3 },
      after: { enabled: false, min: '1000.00', max: '50000.50', sequence: 0 },
    });
    const again = await put('DBBL', { enabled: true });
    expect(again.json().value).toMatchObject({ enabled: true, min: '1000.00' });
    const list = (await op(OPS_CASHIER_API.channels)).json().value.list;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['BKASH', 'DBBL', 'NAGAD', 'ROCKET']);
  });

  it('refuses min above max (sent or stored) naming `min`, and amounts not written as decimal strings; stores nothing', async () => {
    const before = (await op(OPS_CASHIER_API.channels)).json().value.list;
    const both = await put('ROCKET', { min: '900', max: '800' });
    expect(both.statusCode).toBe(400);
    expect(both.json().value.fields[0]).toMatchObject({ field: 'min', rule: 'minAboveMax' });
    const stored = await put('ROCKET', { min: '99999999' }, 'bn');
    expect(stored.statusCode).toBe(400);
    expect(stored.json().value.fields[0]).toMatchObject({ field: 'min', rule: 'minAboveMax' });
    expect(stored.json().message).toContain('সর্বনিম্ন');
    const number = await put('ROCKET', { max: 500 });
    expect(number.json().value.fields[0]).toMatchObject({ field: 'max', rule: 'type' });
    const decimals = await put('ROCKET', { max: '10.005' });
    expect(decimals.json().value.fields[0]).toMatchObject({ field: 'max', rule: 'amount' });
    const unknown = await put('ROCKET', { status: 'x' });
    expect(unknown.json().value.fields[0]).toMatchObject({ rule: 'unknown' });
    expect((await put('NOPE', { enabled: false })).statusCode).toBe(404);
    expect((await op(OPS_CASHIER_API.channels)).json().value.list).toEqual(before);
    const audit = await k.db.execute<{ n: number }>(
      sql`select count(*)::int n from audit_log where action = 'channel.update' and target_id = 'ROCKET'`,
    );
    expect(audit.rows[0]?.n).toBe(0);
  });
});
