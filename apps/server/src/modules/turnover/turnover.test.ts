import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerKit } from '../../../test/ledger-kit';
import { inTransaction } from '../../platform/db/tx';
import { requiredFor, turnoverService } from './turnover.service';
import { turnoverStore } from './turnover.store';

const { db, brandId, newMember } = await ledgerKit(12);
const turnover = turnoverService({ store: turnoverStore() });
const req = (memberId: number, sourceId: string, amountMinor: bigint, multiplierBp = 10_000) =>
  turnover.require(db, { brandId, memberId, source: 'deposit', sourceId, amountMinor, multiplierBp });

describe('requiredFor (rounding down to the minor unit)', () => {
  it.each([
    [10_000n, 10_000, 10_000n], // 100.00 at 1x
    [199n, 15_000, 298n], // 1.99 at 1.5x = 2.985 -> 2.98
    [1n, 9_999, 0n], // 0.01 at 0.9999x -> nothing
    [333n, 3_333, 110n], // 3.33 x 0.3333 = 1.109889 -> 1.10
    [9_007_199_254_740_991n, 30_000, 27_021_597_764_222_973n], // 2^53-1 at 3x, exact beyond float precision
    [12_345n, 0, 0n],
  ])('%s minor at %s bp owes %s', (amount, bp, owed) => {
    expect(requiredFor(amount, bp)).toBe(owed);
  });

  it('refuses a fractional or negative multiplier', () => {
    expect(() => requiredFor(100n, 1.5)).toThrow(RangeError);
    expect(() => requiredFor(100n, -1)).toThrow(RangeError);
  });
});

describe('turnover requirements', () => {
  it('writes one row per source, idempotently, and none for zero', async () => {
    const m = await newMember();
    expect(await req(m, `d-${m}-1`, 10_000n)).toBe(10_000n);
    expect(await req(m, `d-${m}-1`, 10_000n)).toBe(10_000n);
    expect(await req(m, `d-${m}-2`, 5_000n, 0)).toBe(0n);
    const n = await db.execute<{ n: string }>(sql`select count(*) n from turnover_requirements where member_id = ${m}`);
    expect(Number(n.rows[0]?.n)).toBe(1);
    expect(await turnover.outstanding(db, brandId, m)).toEqual({
      requiredMinor: 10_000n,
      doneMinor: 0n,
      remainingMinor: 10_000n,
    });
  });

  it('fills the oldest requirements first and stops owing once met', async () => {
    const m = await newMember();
    await req(m, `a-${m}`, 1_000n);
    await req(m, `b-${m}`, 2_000n);
    await req(m, `c-${m}`, 3_000n);
    expect(await turnover.recordBet(db, brandId, m, 1_500n)).toBe(1_500n);
    const rows = async () =>
      (
        await db.execute<{ source_id: string; progress_minor: string; met: boolean }>(
          sql`select source_id, progress_minor, met_at is not null as met from turnover_requirements where member_id = ${m} order by id`,
        )
      ).rows.map((r) => [r.source_id.split('-')[0], Number(r.progress_minor), r.met]);
    expect(await rows()).toEqual([
      ['a', 1000, true],
      ['b', 500, false],
      ['c', 0, false],
    ]);
    expect(await turnover.outstanding(db, brandId, m)).toEqual({
      requiredMinor: 5_000n,
      doneMinor: 500n,
      remainingMinor: 4_500n,
    });
    // More than everything owed: the rest is simply not needed.
    expect(await turnover.recordBet(db, brandId, m, 10_000n)).toBe(4_500n);
    expect((await rows()).every((r) => r[2])).toBe(true);
    expect((await turnover.outstanding(db, brandId, m)).remainingMinor).toBe(0n);
    expect(await turnover.recordBet(db, brandId, m, 100n)).toBe(0n);
  });

  it('counts every one of many concurrent bets exactly once', async () => {
    const m = await newMember();
    await req(m, `x-${m}`, 3_000n);
    await req(m, `y-${m}`, 3_000n);
    // 50 bets of 1.00 at once, each in its own transaction as a real bet would be.
    const filled = await Promise.all(
      Array.from({ length: 50 }, () => inTransaction(db, (tx) => turnover.recordBet(tx, brandId, m, 100n))),
    );
    expect(filled.reduce((a, b) => a + b, 0n)).toBe(5_000n);
    expect(await turnover.outstanding(db, brandId, m)).toEqual({
      requiredMinor: 3_000n,
      doneMinor: 2_000n,
      remainingMinor: 1_000n,
    });
    // 20 more at once owe only 10: exactly 10 count.
    const more = await Promise.all(
      Array.from({ length: 20 }, () => inTransaction(db, (tx) => turnover.recordBet(tx, brandId, m, 100n))),
    );
    expect(more.reduce((a, b) => a + b, 0n)).toBe(1_000n);
    expect((await turnover.outstanding(db, brandId, m)).remainingMinor).toBe(0n);
  });

  it('the database refuses progress beyond the requirement', async () => {
    const m = await newMember();
    await req(m, `z-${m}`, 100n);
    await expect(
      db.execute(sql`update turnover_requirements set progress_minor = 101 where member_id = ${m}`),
    ).rejects.toThrow();
  });
});
