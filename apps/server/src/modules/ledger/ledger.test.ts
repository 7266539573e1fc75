import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerKit } from '../../../test/ledger-kit';
import { pgErrorOf } from '../../platform/db/tx';
import { reconcile } from './reconcile';

const k = await ledgerKit(24);
const debit = (memberId: number, key: string, minor: bigint) =>
  k.ledger.transfer({
    brandId: k.brandId,
    source: 'test-debit',
    key,
    type: 'bet',
    from: { kind: 'member_cash', memberId },
    to: { kind: 'house_game', vendor: 'DEMO' },
    amountMinor: minor,
  });
const settled = <T>(ps: Promise<T>[]) => Promise.allSettled(ps);

describe('ledger transfers', () => {
  it('moves money between two accounts and reports both balances after', async () => {
    const m = await k.newMember();
    await k.fund(m, 10_000n);
    const r = await debit(m, 'one', 2_550n);
    expect(r.replayed).toBe(false);
    expect(r.fromBalance).toBe(7_450n);
    expect((await k.ledger.memberBalances(k.brandId, m)).cash).toBe(7_450n);
  });

  it('200 simultaneous debits against a wallet that covers 10: exactly 10 succeed, never negative', async () => {
    const m = await k.newMember();
    await k.fund(m, 1_000n);
    const results = await settled(Array.from({ length: 200 }, (_, i) => debit(m, `race-${i}`, 100n)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await k.ledger.memberBalances(k.brandId, m)).cash).toBe(0n);
    expect((await reconcile(k.db)).problems).toEqual([]);
  });

  it('the same key sent 1 to 5 times, in sequence and in parallel, moves the money once', async () => {
    for (let times = 1; times <= 5; times++) {
      const m = await k.newMember();
      await k.fund(m, 10_000n);
      const seq = [];
      for (let i = 0; i < times; i++) seq.push(await debit(m, `seq-${m}`, 1_000n));
      const par = await Promise.all(Array.from({ length: times }, () => debit(m, `par-${m}`, 1_000n)));
      for (const group of [seq, par]) {
        expect(new Set(group.map((r) => r.transferId)).size).toBe(1);
        expect(group.filter((r) => !r.replayed)).toHaveLength(1);
        expect(new Set(group.map((r) => r.fromBalance)).size).toBe(1);
      }
      expect((await k.ledger.memberBalances(k.brandId, m)).cash).toBe(8_000n);
    }
  });

  it('the same key with a different amount is refused and moves nothing', async () => {
    const m = await k.newMember();
    await k.fund(m, 5_000n);
    await debit(m, 'reuse', 1_000n);
    await expect(debit(m, 'reuse', 1_001n)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await k.ledger.memberBalances(k.brandId, m)).cash).toBe(4_000n);
  });

  it('the database refuses balance writes that bypass ledger_post, and edits or deletes of transfers', async () => {
    const m = await k.newMember();
    await k.fund(m, 100n);
    await expect(
      k.db.execute(sql`update ledger_accounts set balance_minor = 1000000 where member_id = ${m}`),
    ).rejects.toThrow();
    await expect(k.db.execute(sql`update ledger_transfers set amount_minor = 1`)).rejects.toThrow();
    await expect(k.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expect(
      k.db.execute(
        sql`insert into ledger_accounts (brand_id, kind, member_id, balance_minor) values (${k.brandId}, 'member_bonus', ${m}, 5)`,
      ),
    ).rejects.toThrow();
    expect((await k.ledger.memberBalances(k.brandId, m)).cash).toBe(100n);
  });

  it('the database keeps the ledger rules for a direct ledger_post(): member money never below zero, a positive amount, two accounts', async () => {
    const m = await k.newMember();
    await k.fund(m, 100n);
    const { rows } = await k.db.execute<{ cash: string; house: string }>(sql`
      select (select id from ledger_accounts where member_id = ${m} and kind = 'member_cash') as cash,
             (select id from ledger_accounts where brand_id = ${k.brandId} and kind = 'house_adjustment' limit 1) as house`);
    const { cash, house } = rows[0] as { cash: string; house: string };
    const post = (key: string, from: string, to: string, amount: number) =>
      k.db
        .execute(
          sql`select * from ledger_post(${k.brandId}, 'test-rules', ${key}, 'adjust', ${from}, ${to}, ${amount}, '{}')`,
        )
        .then(
          () => null,
          (e) => {
            const pg = pgErrorOf(e);
            return `${pg?.code}:${pg?.constraint ?? ''}`;
          },
        );
    expect(await post('over', cash, house, 101)).toBe('23514:ledger_member_nonnegative');
    expect(await post('self', cash, cash, 1)).toBe('23514:ledger_transfers_two_sides');
    expect(await post('zero', house, cash, 0)).toBe('LG002:');
    expect(await post('fine', cash, house, 100)).toBeNull();
    expect((await k.ledger.memberBalances(k.brandId, m)).cash).toBe(0n);
    expect((await reconcile(k.db)).problems).toEqual([]);
  });
});
