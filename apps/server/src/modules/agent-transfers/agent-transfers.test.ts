import { AGENT_TRANSFER_API as P } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transfersKit } from './transfers-kit';

let k: Awaited<ReturnType<typeof transfersKit>>;
beforeAll(async () => {
  k = await transfersKit();
});

const ledgerRows = async (memberId: number) =>
  (
    await k.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_transfers t join ledger_accounts a on a.id in (t.from_account_id, t.to_account_id)
      where a.member_id = ${memberId} and t.type = 'agent_transfer'`)
  ).rows[0]?.n;

describe('transfer to downline', () => {
  it('moves cash from the agent to a grandchild through the ledger; both see it in records and the account record', async () => {
    const t = await k.tree();
    const res = await k.down(t.agent, t.grandchild.id, '1,234.50'.replace(',', ''));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      direction: 'downline',
      toMemberId: t.grandchild.id,
      toAccount: t.grandchild.account,
      amount: '1234.50',
      balance: '98765.50',
      replayed: false,
    });
    expect(await k.cash(t.agent)).toBe(9_876_550n);
    expect(await k.cash(t.grandchild)).toBe(123_450n);
    expect(await ledgerRows(t.grandchild.id)).toBe(1);

    const sent = (await k.get(t.agent, `${P.records}?range=today`)).json().value;
    expect(sent.list[0]).toMatchObject({ side: 'sent', counterparty: t.grandchild.account, amount: '1234.50' });
    expect(sent.totals).toEqual({ sent: '1234.50', received: '0.00' });
    const got = (await k.get(t.grandchild, `${P.records}?range=today&side=received`)).json().value;
    expect(got.list[0]).toMatchObject({ side: 'received', counterparty: t.agent.account, direction: 'downline' });
    expect(got.totals.received).toBe('1234.50');

    const record = (await k.get(t.grandchild, '/wps/member/transactions?range=today')).json();
    const line = JSON.stringify(record);
    expect(line).toContain('agent_transfer');
    expect(line).toContain(`${t.agent.account} → ${t.grandchild.account}`);
    await k.clean();
  });

  it('a replay answers the first transfer and moves nothing; the same key with another amount is 409', async () => {
    const t = await k.tree();
    const first = await k.down(t.agent, t.child.id, '100', { key: 'replay-key-1' });
    const again = await k.down(t.agent, t.child.id, '100', { key: 'replay-key-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toMatchObject({ id: first.json().value.id, replayed: true, balance: '99900.00' });
    expect(await k.cash(t.child)).toBe(60_000n);
    const other = await k.down(t.agent, t.child.id, '101', { key: 'replay-key-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const otherMember = await k.down(t.agent, t.grandchild.id, '100', { key: 'replay-key-1' });
    expect(otherMember.statusCode).toBe(409);
    expect(await k.cash(t.agent)).toBe(9_990_000n);
  });

  it('refuses self, the sibling, the parent and another branch with 403 NOT_IN_DOWNLINE', async () => {
    const t = await k.tree();
    for (const target of [t.agent, t.sibling, t.root]) {
      const res = await k.down(t.agent, target.id, '10');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_IN_DOWNLINE');
    }
    expect(await k.cash(t.agent)).toBe(10_000_000n);
  });

  it('a player cannot call it (403 NOT_AGENT)', async () => {
    const t = await k.tree();
    const res = await k.down(t.grandchild, t.child.id, '10');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_AGENT');
  });

  it('wrong payment password: 400 with tries left, nothing moves; no password set: PAYMENT_PASSWORD_REQUIRED', async () => {
    const t = await k.tree();
    const res = await k.down(t.agent, t.child.id, '10', { pin: '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(res.json().value.fields[0].field).toBe('paymentPassword');
    expect(await k.cash(t.child)).toBe(50_000n);
    const bare = await k.account({ type: 1, pin: false, cash: '100' });
    const kid = await k.account({ upline: bare, pin: false });
    const none = await k.down(bare, kid.id, '10');
    expect(none.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
  });

  it.each([
    ['0.99', 'min'],
    ['50000.01', 'max'],
    ['-5', 'amount'],
    ['1e3', 'amount'],
    ['1.001', 'amount'],
  ])('an amount of %s is a 400 naming amount (rule %s)', async (amount, rule) => {
    const t = await k.tree();
    const res = await k.down(t.agent, t.child.id, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0]).toMatchObject({ field: 'amount', rule });
  });

  it('the daily total is enforced across transfers (200,000.00 a day)', async () => {
    const t = await k.tree();
    await k.fund(t.agent.id, '200000');
    for (let i = 0; i < 4; i++) expect((await k.down(t.agent, t.child.id, '50000')).statusCode).toBe(200);
    const over = await k.down(t.agent, t.grandchild.id, '1');
    expect(over.statusCode).toBe(400);
    expect(over.json().value.fields[0]).toMatchObject({ field: 'amount', rule: 'daily' });
    expect(over.json().message).toContain('0.00 left today');
    const info = (await k.get(t.agent, P.info)).json().value;
    expect(info).toMatchObject({ usedToday: '200000.00', remainingToday: '0.00' });
  });

  it('at the same time: one key moves the money once; two keys over the daily limit, only one passes', async () => {
    const t = await k.tree();
    await k.fund(t.agent.id, '200000');
    const same = await Promise.all([1, 2, 3].map(() => k.down(t.agent, t.child.id, '10', { key: 'race-key-1' })));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(same.map((r) => r.json().value.id)).size).toBe(1);
    expect(await k.cash(t.child)).toBe(51_000n);
    for (let i = 0; i < 3; i++) expect((await k.down(t.agent, t.child.id, '50000')).statusCode).toBe(200);
    // 150,010.00 sent: 49,990.00 left today, so of two 40,000.00 transfers at once only one fits.
    const two = await Promise.all([k.down(t.agent, t.child.id, '40000'), k.down(t.agent, t.grandchild.id, '40000')]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const info = (await k.get(t.agent, P.info)).json().value;
    expect(info).toMatchObject({ usedToday: '190010.00', remainingToday: '9990.00' });
    await k.clean();
  });

  it('a burst of 30 transfers at once against the daily limit: exactly the 20 that fit pass', async () => {
    const t = await k.tree();
    await k.fund(t.agent.id, '300000');
    const before = await k.cash(t.child);
    const burst = await Promise.all(Array.from({ length: 30 }, () => k.down(t.agent, t.child.id, '10000')));
    const passed = burst.filter((r) => r.statusCode === 200);
    expect(passed).toHaveLength(20);
    for (const r of burst.filter((x) => x.statusCode !== 200))
      expect(r.json().value.fields[0]).toMatchObject({ field: 'amount', rule: 'daily' });
    expect(await k.cash(t.child)).toBe(before + 20n * 1_000_000n);
    const info = (await k.get(t.agent, P.info)).json().value;
    expect(info).toMatchObject({ usedToday: '200000.00', remainingToday: '0.00' });
    await k.clean();
  });

  it('more than the balance is 400 INSUFFICIENT_FUNDS and moves nothing', async () => {
    const t = await k.tree();
    const res = await k.down(t.child, t.grandchild.id, '500.01');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await k.cash(t.child)).toBe(50_000n);
    expect(await k.cash(t.grandchild)).toBe(0n);
  });

  it('speaks Bengali when asked', async () => {
    const t = await k.tree();
    const res = await k.down(t.agent, t.sibling.id, '10', { lang: 'bn' });
    expect(res.json().message).toBe('এই অ্যাকাউন্টটি আপনার দলে নেই');
    const low = await k.down(t.agent, t.child.id, '0.5', { lang: 'bn' });
    expect(low.json().value.fields[0].message).toBe('সর্বনিম্ন ট্রান্সফার 1.00');
  });
});

describe('transfer to upline', () => {
  it('moves cash to the direct upline; info names it', async () => {
    const t = await k.tree();
    const info = (await k.get(t.child, P.info)).json().value;
    expect(info).toMatchObject({
      balance: '500.00',
      upline: { memberId: t.agent.id, account: t.agent.account },
      limits: { min: '1.00', max: '50000.00', daily: '200000.00' },
      usedToday: '0.00',
      paymentPasswordSet: true,
    });
    const res = await k.up(t.child, '200.25');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ direction: 'upline', toMemberId: t.agent.id, balance: '299.75' });
    expect(await k.cash(t.agent)).toBe(10_020_025n);
    const got = (await k.get(t.agent, `${P.records}?range=today`)).json().value;
    expect(got.list[0]).toMatchObject({ side: 'received', direction: 'upline', counterparty: t.child.account });
  });

  it('no upline: 400 NO_UPLINE, in Bengali too', async () => {
    const t = await k.tree();
    const res = await k.up(t.root, '10');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NO_UPLINE');
    const bn = await k.up(t.root, '10', { lang: 'bn' });
    expect(bn.json().message).toBe('আপনার অ্যাকাউন্টের কোনো আপলাইন নেই যেখানে ট্রান্সফার করা যায়');
    expect((await k.get(t.root, P.info)).json().value.upline).toBeNull();
  });

  it('replay and 409 as for downline; insufficient funds refused', async () => {
    const t = await k.tree();
    expect((await k.up(t.child, '100', { key: 'up-replay-1' })).statusCode).toBe(200);
    expect((await k.up(t.child, '100', { key: 'up-replay-1' })).json().value.replayed).toBe(true);
    expect((await k.up(t.child, '99', { key: 'up-replay-1' })).statusCode).toBe(409);
    expect(await k.cash(t.child)).toBe(40_000n);
    expect((await k.up(t.grandchild, '1')).json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it('without an Idempotency-Key or a sealed body the call is refused', async () => {
    const t = await k.tree();
    const plain = await k.app.inject({
      method: 'POST',
      url: P.upline,
      headers: { token: t.child.token, 'idempotency-key': 'plain-body-1' },
      payload: { amount: '1', paymentPassword: '123456' },
    });
    expect(plain.statusCode).toBe(400);
    const noKey = await k.app.inject({
      method: 'POST',
      url: P.upline,
      headers: { token: t.child.token },
      payload: await k.seal({ amount: '1', paymentPassword: '123456' }),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().value.fields[0].field).toBe('Idempotency-Key');
    expect(await k.cash(t.child)).toBe(50_000n);
  });
});
