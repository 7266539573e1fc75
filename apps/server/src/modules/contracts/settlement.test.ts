import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractsKit } from './contracts.kit';
import { periodAt } from './periods';

const k = await contractsKit();
const TZ = 'Asia/Dhaka';
const LONG_AGO = new Date('2026-01-01T00:00:00Z');
const at = (iso: string) => new Date(iso);
const salary = (betAmount: string, activeMembers: number, winRate: string, lossRate: string) => ({
  betAmount,
  activeMembers,
  winRate,
  lossRate,
});
const transfers = async () =>
  Number((await k.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_transfers`)).rows[0]?.n);

/**
 * A (top agent) -> B (agent) -> P1 (player), B -> C (agent) -> P2 (player, B's grandchild); Q is A's
 * own player, outside B's team. Every kind of contract A -> B, accepted long before the periods.
 */
async function team() {
  const a = await k.agent(null);
  const b = await k.agent(a);
  const c = await k.agent(b);
  const p1 = await k.agent(b, 0);
  const p2 = await k.agent(c, 0);
  const q = await k.agent(a, 0);
  return { a, b, c, p1, p2, q };
}

describe('settlement against hand-computed payouts', async () => {
  const t = await team();
  // Rounds settled on the local day 2026-03-02 (UTC 03-01 18:00 .. 03-02 18:00).
  await k.round(t.p1.id, 60000n, 0n, at('2026-03-02T04:00:00Z'));
  await k.round(t.p2.id, 50000n, 30000n, at('2026-03-02T04:00:00Z'));
  await k.round(t.b.id, 10000n, 15000n, at('2026-03-02T04:00:00Z'));
  await k.round(t.p1.id, 5n, 0n, at('2026-03-02T04:30:00Z'));
  await k.round(t.p2.id, 10000n, 25000n, at('2026-03-02T04:31:00Z'));
  // Outside the day, or outside B's team: never counted.
  await k.round(t.p1.id, 99999n, 0n, at('2026-03-01T17:59:59Z'));
  await k.round(t.p1.id, 77777n, 0n, at('2026-03-02T18:00:00Z'));
  await k.round(t.q.id, 50000n, 0n, at('2026-03-02T04:00:00Z'));
  // Day: bets 1300.05, win 700.00, profit -600.05, active members 3 (B, P1, P2).
  const ids = {
    dividend: await k.contract('dividend', t.a, t.b, [
      { periodBet: '0', periodLoss: '0', activeMembers: 0, rate: '10' },
      { periodBet: '1300.05', periodLoss: '600.05', activeMembers: 3, rate: '20' },
      { periodBet: '1300.06', periodLoss: '600.05', activeMembers: 3, rate: '30' },
    ]),
    dailySalary: await k.contract('dailySalary', t.a, t.b, [
      salary('0', 0, '1', '2'),
      salary('1300.05', 3, '1.5', '2.5'),
      salary('1300.06', 3, '2.9', '2.9'),
    ]),
    hourlySalary: await k.contract('hourlySalary', t.a, t.b, [salary('0', 0, '0.33', '0.33')]),
    realTimeSalary: await k.contract('realTimeSalary', t.a, t.b, [
      salary('0', 0, '1', '3'),
      salary('100', 4, '2', '2'),
    ]),
  };
  for (const id of Object.values(ids)) await k.backdate(id, LONG_AGO);
  await k.fund(t.a.id, 100_000n);
  const day = await periodAt(k.db, TZ, 'daily', at('2026-03-02T04:00:00Z'));

  it('dividend: 20% (the tier met exactly) of the team loss 600.05 = 120.01', async () => {
    const r = await k.settlement.settlePeriod(k.brandId, 'dividend', day);
    expect(r).toMatchObject({ period: 'daily', periodStart: '2026-03-01T18:00:00.000Z', contracts: 1, paid: 1 });
    expect(await k.settlements(ids.dividend)).toEqual([
      expect.objectContaining({
        team_bets_minor: '130005',
        team_profit_minor: '-60005',
        active_members: 3,
        rate_bp: 2000,
        amount_minor: '12001',
        status: 'paid',
      }),
    ]);
  });

  it('daily salary: the team lost, so 2.5% of bets 1300.05 = 32.50 (rounded down)', async () => {
    await k.settlement.settlePeriod(k.brandId, 'dailySalary', day);
    expect(await k.settlements(ids.dailySalary)).toEqual([
      expect.objectContaining({ rate_bp: 250, amount_minor: '3250', status: 'paid' }),
    ]);
  });

  it('hourly salary: rounds settled from 04:00 to before 05:00 UTC, 0.33% of 1300.05 = 4.29', async () => {
    await k.settlement.settlePeriod(
      k.brandId,
      'hourlySalary',
      await periodAt(k.db, TZ, 'hourly', at('2026-03-02T04:10:00Z')),
    );
    expect(await k.settlements(ids.hourlySalary)).toEqual([
      expect.objectContaining({ team_bets_minor: '130005', rate_bp: 33, amount_minor: '429', status: 'paid' }),
    ]);
  });

  it('real-time salary: the 04:30 window won (bets 100.05, profit 149.95), so 1% = 1.00', async () => {
    await k.settlement.settlePeriod(
      k.brandId,
      'realTimeSalary',
      await periodAt(k.db, TZ, 'realtime', at('2026-03-02T04:33:00Z')),
    );
    expect(await k.settlements(ids.realTimeSalary)).toEqual([
      expect.objectContaining({
        team_bets_minor: '10005',
        team_profit_minor: '14995',
        active_members: 2,
        rate_bp: 100,
        amount_minor: '100',
        status: 'paid',
      }),
    ]);
  });

  it('moved the money from A to B through the ledger, and a second run pays nothing again', async () => {
    const total = 12001n + 3250n + 429n + 100n;
    expect((await k.balances(t.b.id)).cash).toBe(total);
    expect((await k.balances(t.a.id)).cash).toBe(100_000n - total);
    const before = await transfers();
    for (const kind of ['dividend', 'dailySalary'] as const) await k.settlement.settlePeriod(k.brandId, kind, day);
    expect(await transfers()).toBe(before);
    expect((await k.balances(t.b.id)).cash).toBe(total);
    expect((await k.settlements(ids.dailySalary)).length).toBe(1);
  });

  it('shows the rows to both sides and sums them as my income', async () => {
    const q = { kind: 'dailySalary', range: 'custom', from: '2026-03-01', to: '2026-03-03', tz: 'Asia/Dhaka' };
    const got = await k.get('/wps/agent/contracts/records', t.b.token, q);
    expect(got.json().value.list[0]).toMatchObject({
      amount: '32.50',
      teamBets: '1300.05',
      teamProfit: '-600.05',
      rate: '2.50',
      status: 'paid',
      uplineAccount: t.a.account,
    });
    expect(got.json().value.totals).toEqual({ count: 1, teamBets: '1300.05', amount: '32.50', paid: '32.50' });
    const paid = await k.get('/wps/agent/contracts/records', t.a.token, {
      ...q,
      role: 'paid',
      memberId: String(t.b.id),
    });
    expect(paid.json().value.total).toBe(1);
    const bad = await k.get('/wps/agent/contracts/records', t.b.token, {
      ...q,
      role: 'paid',
      memberId: String(t.a.id),
    });
    expect(bad.json().code).toBe('NOT_IN_DOWNLINE');
    const income = await k.get('/wps/agent/team/income', t.b.token, {
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-03',
      tz: 'Asia/Dhaka',
    });
    expect(income.json().value.list).toEqual([
      {
        day: '2026-03-02',
        dividend: '120.01',
        dailySalary: '32.50',
        hourlySalary: '4.29',
        realTimeSalary: '1.00',
        paid: '0.00',
        net: '157.80',
      },
    ]);
    const up = await k.get('/wps/agent/team/income', t.a.token, {
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-03',
      tz: 'Asia/Dhaka',
    });
    expect(up.json().value.totals).toMatchObject({ paid: '157.80', net: '-157.80', dividend: '0.00' });
  });
});

describe('settlement rules', () => {
  it('a contract pays only for periods starting at or after its acceptance', async () => {
    const t = await team();
    const id = await k.contract('hourlySalary', t.a, t.b, [salary('0', 0, '1', '1')]);
    await k.backdate(id, at('2026-03-02T04:10:00Z'));
    await k.fund(t.a.id, 100_000n);
    await k.round(t.p1.id, 10000n, 0n, at('2026-03-02T04:20:00Z'));
    await k.round(t.p1.id, 10000n, 0n, at('2026-03-02T05:20:00Z'));
    await k.settlement.settlePeriod(
      k.brandId,
      'hourlySalary',
      await periodAt(k.db, TZ, 'hourly', at('2026-03-02T04:00:00Z')),
    );
    expect(await k.settlements(id)).toEqual([]);
    await k.settlement.settlePeriod(
      k.brandId,
      'hourlySalary',
      await periodAt(k.db, TZ, 'hourly', at('2026-03-02T05:00:00Z')),
    );
    expect(await k.settlements(id)).toEqual([expect.objectContaining({ amount_minor: '100', status: 'paid' })]);
  });

  it('a contract ended during a period is not paid for it; one ended after the period still is', async () => {
    const t = await team();
    const t2 = await team();
    const early = await k.contract('dailySalary', t.a, t.b, [salary('0', 0, '1', '1')]);
    const late = await k.contract('dailySalary', t2.a, t2.b, [salary('0', 0, '1', '1')]);
    for (const id of [early, late]) await k.backdate(id, LONG_AGO);
    await k.db.execute(sql`update agent_contracts set status = 'completed', end_reason = 'terminated',
      ended_at = case id when ${early} then '2026-07-02T10:00:00Z'::timestamptz else '2026-07-02T18:01:00Z'::timestamptz end
      where id in (${early}, ${late})`);
    await k.fund(t.a.id, 10_000n);
    await k.fund(t2.a.id, 10_000n);
    await k.round(t.p1.id, 10000n, 0n, at('2026-07-02T04:00:00Z'));
    await k.round(t2.p1.id, 10000n, 0n, at('2026-07-02T04:00:00Z'));
    await k.settlement.settlePeriod(
      k.brandId,
      'dailySalary',
      await periodAt(k.db, TZ, 'daily', at('2026-07-02T04:00:00Z')),
    );
    expect(await k.settlements(early)).toEqual([]);
    expect(await k.settlements(late)).toEqual([expect.objectContaining({ amount_minor: '100', status: 'paid' })]);
  });

  it('an upline short of funds leaves the row in_process; a later run pays it once', async () => {
    const t = await team();
    const id = await k.contract(
      'dividend',
      t.a,
      t.b,
      [{ periodBet: '0', periodLoss: '0', activeMembers: 0, rate: '50' }],
      'weekly',
    );
    await k.backdate(id, LONG_AGO);
    // Monday and Sunday of the local week 2026-03-09 .. 03-15 count; the next Monday does not.
    await k.round(t.p2.id, 20000n, 0n, at('2026-03-08T18:00:00Z'));
    await k.round(t.p1.id, 10000n, 5000n, at('2026-03-15T17:59:00Z'));
    await k.round(t.p1.id, 10000n, 0n, at('2026-03-15T18:00:00Z'));
    const week = await periodAt(k.db, TZ, 'weekly', at('2026-03-10T00:00:00Z'));
    await k.fund(t.a.id, 10_000n);
    const first = await k.settlement.settlePeriod(k.brandId, 'dividend', week);
    expect(first).toMatchObject({ contracts: 1, paid: 0, inProcess: 1, amount: '125.00' });
    expect(await k.settlements(id)).toEqual([
      expect.objectContaining({ amount_minor: '12500', status: 'in_process', active_members: 2 }),
    ]);
    await k.fund(t.a.id, 2_500n);
    expect(await k.settlement.payOpen(k.brandId, 'dividend')).toBe(1);
    expect((await k.settlements(id))[0]?.status).toBe('paid');
    expect((await k.balances(t.b.id)).cash).toBe(12500n);
    expect(await k.settlement.payOpen(k.brandId, 'dividend')).toBe(0);
    expect((await k.balances(t.a.id)).cash).toBe(0n);
  });

  it('nothing due: a dividend when the team won, and a salary below every tier, are rows with status none', async () => {
    const t = await team();
    const d = await k.contract('dividend', t.a, t.b, [
      { periodBet: '0', periodLoss: '0', activeMembers: 0, rate: '10' },
    ]);
    const s = await k.contract('dailySalary', t.a, t.b, [salary('500', 1, '1', '1')]);
    for (const id of [d, s]) await k.backdate(id, LONG_AGO);
    await k.round(t.p1.id, 10000n, 30000n, at('2026-04-02T04:00:00Z'));
    const day = await periodAt(k.db, TZ, 'daily', at('2026-04-02T04:00:00Z'));
    await k.settlement.settlePeriod(k.brandId, 'dividend', day);
    await k.settlement.settlePeriod(k.brandId, 'dailySalary', day);
    expect(await k.settlements(d)).toEqual([
      expect.objectContaining({ amount_minor: '0', status: 'none', team_profit_minor: '20000' }),
    ]);
    expect(await k.settlements(s)).toEqual([
      expect.objectContaining({ amount_minor: '0', status: 'none', rate_bp: 0 }),
    ]);
  });
});
