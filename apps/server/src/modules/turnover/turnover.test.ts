import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerKit, vendorRound, wager } from '../../../test/provider-kit';
import { requiredFor } from './turnover.service';

const { app, db, brandId, turnover, newMember: member } = await providerKit();
/** A member with 10,000.00 to bet. */
const newMember = () => member(1_000_000n);
const req = (memberId: number, sourceId: string, amountMinor: bigint, multiplierBp = 10_000) =>
  turnover.require(db, { brandId, memberId, source: 'deposit', sourceId, amountMinor, multiplierBp });
const owed = async (m: number) => (await turnover.outstanding(db, brandId, m)).remainingMinor;
/** Each requirement's progress and whether it is met, oldest first, named by its source id's first part. */
const rows = async (m: number) =>
  (
    await db.execute<{ source_id: string; progress_minor: string; met: boolean }>(
      sql`select source_id, progress_minor, met_at is not null as met from turnover_requirements where member_id = ${m} order by id`,
    )
  ).rows.map((r) => [r.source_id.split('-')[0], Number(r.progress_minor), r.met]);

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

  it('bets fill the oldest requirements first and stop owing once met', async () => {
    const m = await newMember();
    await req(m, `a-${m}`, 1_000n);
    await req(m, `b-${m}`, 2_000n);
    await req(m, `c-${m}`, 3_000n);
    await wager(app, m, '15.00');
    // Before the consumer applied the bet and after it: the same figure.
    expect(await turnover.outstanding(db, brandId, m)).toEqual({
      requiredMinor: 6_000n,
      doneMinor: 1_500n,
      remainingMinor: 4_500n,
    });
    await app.betEvents.drain();
    expect(await rows(m)).toEqual([
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
    await wager(app, m, '100.00');
    await app.betEvents.drain();
    expect((await rows(m)).every((r) => r[2])).toBe(true);
    expect(await owed(m)).toBe(0n);
  });

  it('counts every one of many concurrent bets exactly once', async () => {
    const m = await newMember();
    await req(m, `x-${m}`, 3_000n);
    await req(m, `y-${m}`, 3_000n);
    // 50 rounds of 1.00 at once, as a busy table would send them.
    await Promise.all(Array.from({ length: 50 }, () => wager(app, m, '1.00')));
    expect(await owed(m)).toBe(1_000n);
    await app.betEvents.drain();
    expect(await rows(m)).toEqual([
      ['x', 3000, true],
      ['y', 2000, false],
    ]);
    // 20 more at once owe only 10: exactly 10 count, nothing more is recorded.
    await Promise.all(Array.from({ length: 20 }, () => wager(app, m, '1.00')));
    await app.betEvents.drain();
    expect(await owed(m)).toBe(0n);
    const fills = await db.execute<{ n: string; total: string }>(sql`select count(*) n, sum(f.amount_minor) total
      from turnover_fills f join turnover_requirements t on t.id = f.requirement_id where t.member_id = ${m}`);
    expect(fills.rows[0]).toEqual({ n: '60', total: '6000' });
  });

  it('the database refuses progress beyond the requirement', async () => {
    const m = await newMember();
    await req(m, `z-${m}`, 100n);
    await expect(
      db.execute(sql`update turnover_requirements set progress_minor = 101 where member_id = ${m}`),
    ).rejects.toThrow();
  });
});

describe('a vendor rollback takes back exactly what its bet counted', () => {
  it('a bet placed before the deposit, rolled back after it, takes nothing from that deposit', async () => {
    for (const sameBatch of [false, true]) {
      const m = await newMember();
      const early = vendorRound(app, m);
      await early.bet('300.00'); // no wagering owed yet: it counts toward nothing
      await app.betEvents.drain();
      await req(m, `dep-${m}`, 100_000n); // a 1,000.00 deposit at 1x
      await wager(app, m, '200.00');
      if (!sameBatch) await app.betEvents.drain();
      await early.rollback();
      // 800.00 still owed, before the consumer applied the rollback and after.
      expect(await owed(m)).toBe(80_000n);
      await app.betEvents.drain();
      expect(await owed(m)).toBe(80_000n);
      expect(await rows(m)).toEqual([['dep', 20_000, false]]);
    }
  });

  it('reopens the requirement its bet filled and leaves the others as they are', async () => {
    const m = await newMember();
    await req(m, `a-${m}`, 50_000n);
    await req(m, `b-${m}`, 50_000n);
    const first = vendorRound(app, m);
    await first.bet('500.00');
    await app.betEvents.drain();
    await wager(app, m, '200.00');
    await app.betEvents.drain();
    expect(await rows(m)).toEqual([
      ['a', 50_000, true],
      ['b', 20_000, false],
    ]);
    await first.rollback();
    expect(await owed(m)).toBe(80_000n);
    await app.betEvents.drain();
    expect(await rows(m)).toEqual([
      ['a', 0, false],
      ['b', 20_000, false],
    ]);
    expect(await owed(m)).toBe(80_000n);
  });

  it("a bet and its rollback in one batch count nothing, and the batch's other bets fill in their place", async () => {
    const m = await newMember();
    await req(m, `d-${m}`, 100_000n);
    const refunded = vendorRound(app, m);
    await refunded.bet('1000.00');
    await wager(app, m, '600.00');
    await refunded.rollback();
    expect(await owed(m)).toBe(40_000n);
    await app.betEvents.drain();
    expect(await rows(m)).toEqual([['d', 60_000, false]]);
    expect(await owed(m)).toBe(40_000n);
  });

  it('30 bets and rollbacks of one member at once end where the model says', async () => {
    const m = await newMember();
    await req(m, `d-${m}`, 100_000n);
    const played = Array.from({ length: 30 }, () => vendorRound(app, m));
    await Promise.all(played.map((r) => r.bet('50.00')));
    // Every third round is refunded, the others lose: 20 x 50.00 count.
    await Promise.all(played.map((r, i) => (i % 3 === 0 ? r.rollback() : r.win('0.00'))));
    expect(await owed(m)).toBe(0n);
    await app.betEvents.drain();
    expect(await owed(m)).toBe(0n);
    expect(await rows(m)).toEqual([['d', 100_000, true]]);
    const left = await db.execute<{ total: string }>(sql`select coalesce(sum(f.amount_minor), 0) total
      from turnover_fills f join turnover_requirements t on t.id = f.requirement_id where t.member_id = ${m}`);
    expect(left.rows[0]?.total).toBe('100000');
  });
});
