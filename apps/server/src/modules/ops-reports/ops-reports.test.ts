import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherBrand } from '../../../test/brands-kit';
import { testApp } from '../../../test/harness';
import { ledgerService } from '../ledger/ledger.service';
import { ledgerStore } from '../ledger/ledger.store';
import { members } from '../members/members.tables';
import { providersService } from '../providers/providers.service';
import { providersStore } from '../providers/providers.store';
import { opsReportsService } from './ops-reports.service';
import { opsReportsStore } from './ops-reports.store';

const DAY = 86_400_000;
const { app, db } = await testApp();
const ledger = ledgerService({ store: ledgerStore(db), db });
const reports = opsReportsService({
  db,
  store: opsReportsStore(db),
  audit: { record: async () => 0 },
  clock: () => new Date(),
});
const dhakaDay = (ms: number) => new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10);
const readAll = async (s: Readable) => {
  let text = '';
  for await (const chunk of s) text += chunk.toString();
  return text;
};

/**
 * The scenario, on a brand of its own (Asia/Dhaka) so the demo brand's history does not count.
 * Hand-computed figures (amounts in taka):
 *   agent (registered 10 days ago) with two downline players;
 *   p1 registered now: deposit 100 now (its first ever); round A: bet 10, win 25; round B: bets 5 and 3,
 *     the 3 rolled back, win 0 (stake 5); round C open (bet 7, never settled: not counted);
 *     bonus 15 credited, 4 taken back (net bonus 11);
 *   p2 registered yesterday: deposit 50 two days ago (its first), deposit 30 now, a rejected 999; payout 20 now,
 *     a returned payout 5; round D yesterday: bet 40, win 10; round E now: bet 20 rolled back (cancelled).
 * Today: deposits 130, withdrawals 20, bets 15, wins 25, GGR -10, bonuses 11, NGR -21, rounds 2,
 *   active 1, registrations 1, first depositors 1 (p2's first deposit was two days ago).
 * 7 days: deposits 180, bets 55, wins 35, GGR 20, NGR 9, rounds 3, active 2, registrations 2, first depositors 2.
 * 30 days: registrations 3 (the agent too).
 */
let brandId = 0;
let p1 = 0;
let p2 = 0;
let agent = 0;
const now = Date.now();

beforeAll(async () => {
  const b = await otherBrand(db, `R${randomBytes(2).toString('hex').toUpperCase()}`);
  brandId = b.id;
  await db.execute(sql`
    insert into vendors (brand_id, code, name, logo, wallet_mode) values (${brandId}, 'STARSLOT', 'Star "Slot", Ltd', '', 'seamless')`);
  for (const [code, category] of [
    ['game-a', 'RNG'],
    ['game-b', 'LIVE'],
  ] as const)
    await db.execute(sql`
      insert into games (brand_id, node_id, game_id, vendor_code, game_code, category, rtp_bp, volatility, tags, theme,
                         icon_url, large_icon_url, names)
      values (${brandId}, ${code === 'game-a' ? 1 : 2}, ${code}, 'STARSLOT', ${code}, ${category}, 9600, 'low', '{}', 'theme-1',
              '', '', '{"en":"x"}'::jsonb)`);
  const member = async (name: string, createdMs: number, type = 0, uplineId: number | null = null) => {
    const [m] = await db
      .insert(members)
      .values({
        brandId,
        account: name,
        accountKey: name.toLowerCase(),
        passwordHash: 'x',
        language: 'en',
        type,
        uplineId,
        createdAt: new Date(createdMs),
      })
      .returning({ id: members.id });
    return m?.id as number;
  };
  agent = await member('AgentOne', now - 10 * DAY, 1);
  p1 = await member('PlayerOne', now, 0, agent);
  p2 = await member('PlayerTwo', now - DAY, 0, agent);
  for (const id of [p1, p2])
    await ledger.transfer({
      brandId,
      source: 'test',
      key: `fund-${id}`,
      type: 'adjust',
      from: { kind: 'house_adjustment' },
      to: { kind: 'member_cash', memberId: id },
      amountMinor: 100_000n,
    });

  const [ch] = (
    await db.execute<{ id: number }>(sql`
      insert into deposit_channels (brand_id, code, kind, method, names, payee_account_number, min_minor, max_minor)
      values (${brandId}, 'bank', 'manual', 'bank', '{"en":"Bank"}'::jsonb, '123', 100, 10000000) returning id`)
  ).rows;
  const deposit = (memberId: number, minor: number, status: string, atMs: number) =>
    db.execute(sql`
      insert into deposits (brand_id, member_id, channel_id, amount_minor, currency, status, request_key, request_hash,
                            created_at, decided_at)
      values (${brandId}, ${memberId}, ${ch?.id}, ${minor}, 'BDT', ${status}, ${randomBytes(6).toString('hex')}, 'h',
              ${new Date(atMs).toISOString()}::timestamptz, ${new Date(atMs).toISOString()}::timestamptz)`);
  await deposit(p1, 10_000, 'approved', now);
  await deposit(p2, 5_000, 'paid', now - 2 * DAY);
  await deposit(p2, 3_000, 'approved', now);
  await deposit(p2, 99_900, 'rejected', now);
  await deposit(p1, 7_700, 'pending', now);

  const [acc] = (
    await db.execute<{ id: number }>(sql`
      insert into payout_accounts (brand_id, member_id, kind, provider, account_number, holder_name)
      values (${brandId}, ${p2}, 'ewallet', 'bkash', '01700000000', 'P Two') returning id`)
  ).rows;
  const [wd] = (
    await db.execute<{ id: number }>(sql`
      insert into withdrawals (brand_id, member_id, payout_account_id, account_kind, account_provider, account_number,
                               account_holder, amount_minor, paid_minor, status, request_key, request_hash, created_at)
      values (${brandId}, ${p2}, ${acc?.id}, 'ewallet', 'bkash', '01700000000', 'P Two', 2500, 2000, 'paid', 'k1', 'h', now())
      returning id`)
  ).rows;
  for (const [minor, status] of [
    [2_000, 'paid'],
    [500, 'returned'],
  ] as const)
    await db.execute(sql`
      insert into withdrawal_payouts (withdrawal_id, amount_minor, status, paid_at, auto_receipt_at)
      values (${wd?.id}, ${minor}, ${status}, now(), now() + interval '1 day')`);

  const play = (atMs: number) =>
    providersService({ db, store: providersStore(db), ledger, clock: () => new Date(atMs) });
  const live = play(now);
  const v = 'STARSLOT';
  const bet = (s: typeof live, m: number, round: string, game: string, tx: string, amount: bigint) =>
    s.bet(brandId, v, { playerId: String(m), roundId: round, gameCode: game, transactionId: tx, amount });
  const win = (s: typeof live, m: number, round: string, game: string, tx: string, amount: bigint) =>
    s.win(brandId, v, { playerId: String(m), roundId: round, gameCode: game, transactionId: tx, amount, final: true });
  const back = (s: typeof live, m: number, round: string, ref: string) =>
    s.rollback(brandId, v, { playerId: String(m), roundId: round, transactionId: `rb-${ref}`, refTransactionId: ref });
  await bet(live, p1, 'A', 'game-a', 'a1', 1_000n);
  await win(live, p1, 'A', 'game-a', 'a2', 2_500n);
  await bet(live, p1, 'B', 'game-b', 'b1', 500n);
  await bet(live, p1, 'B', 'game-b', 'b2', 300n);
  await back(live, p1, 'B', 'b2');
  await win(live, p1, 'B', 'game-b', 'b3', 0n);
  await bet(live, p1, 'C', 'game-a', 'c1', 700n);
  const yesterday = play(now - DAY);
  await bet(yesterday, p2, 'D', 'game-a', 'd1', 4_000n);
  await win(yesterday, p2, 'D', 'game-a', 'd2', 1_000n);
  await bet(live, p2, 'E', 'game-a', 'e1', 2_000n);
  await back(live, p2, 'E', 'e1');

  await ledger.transfer({
    brandId,
    source: 'test',
    key: 'bonus-1',
    type: 'bonus',
    from: { kind: 'house_promotion' },
    to: { kind: 'member_bonus', memberId: p1 },
    amountMinor: 1_500n,
  });
  await ledger.transfer({
    brandId,
    source: 'test',
    key: 'bonus-back',
    type: 'adjust',
    from: { kind: 'member_bonus', memberId: p1 },
    to: { kind: 'house_promotion' },
    amountMinor: 400n,
  });
  await app.betEvents.drain();
});

describe('dashboard figures against a hand-computed scenario', () => {
  it('today', async () => {
    const d = await reports.dashboard(brandId, 'today');
    expect(d.from).toBe(dhakaDay(now));
    expect(d.timeZone).toBe('Asia/Dhaka');
    expect(d.totals).toEqual({
      deposits: '130.00',
      withdrawals: '20.00',
      bets: '15.00',
      wins: '25.00',
      ggr: '-10.00',
      bonuses: '11.00',
      rebates: '0.00',
      ngr: '-21.00',
      rounds: 2,
      activePlayers: 1,
      registrations: 1,
      firstDepositors: 1,
    });
    expect(d.series).toHaveLength(1);
    expect(d.byVendor).toEqual([
      { vendor: 'STARSLOT', name: 'Star "Slot", Ltd', rounds: 2, bets: '15.00', wins: '25.00', ggr: '-10.00' },
    ]);
    expect(d.byCategory).toEqual([
      { category: 'RNG', rounds: 1, bets: '10.00', wins: '25.00', ggr: '-15.00' },
      { category: 'LIVE', rounds: 1, bets: '5.00', wins: '0.00', ggr: '5.00' },
    ]);
  });

  it('7 and 30 days, with the daily series', async () => {
    const d = await reports.dashboard(brandId, '7d');
    expect(d.totals).toMatchObject({
      deposits: '180.00',
      withdrawals: '20.00',
      bets: '55.00',
      wins: '35.00',
      ggr: '20.00',
      bonuses: '11.00',
      ngr: '9.00',
      rounds: 3,
      activePlayers: 2,
      registrations: 2,
      firstDepositors: 2,
    });
    expect(d.series.map((s) => s.day)).toEqual(Array.from({ length: 7 }, (_, i) => dhakaDay(now - (6 - i) * DAY)));
    const yesterday = d.series[5];
    expect(yesterday).toMatchObject({ bets: '40.00', wins: '10.00', ggr: '30.00', activePlayers: 1, registrations: 1 });
    expect(d.series[4]).toMatchObject({ deposits: '50.00', firstDepositors: 1 });
    expect(d.byVendor[0]).toMatchObject({ rounds: 3, bets: '55.00', wins: '35.00' });
    expect((await reports.dashboard(brandId, '30d')).totals.registrations).toBe(3);
  });
});

describe('reports', () => {
  const range = { from: dhakaDay(now - 6 * DAY), to: dhakaDay(now), pageNo: 1, pageSize: 20 };

  it('daily P&L per vendor and per category, sorted, with totals', async () => {
    const byVendor = await reports.pnl(brandId, { ...range, by: 'vendor', sort: 'day', order: 'asc' });
    expect(byVendor.list).toEqual([
      {
        day: dhakaDay(now - DAY),
        key: 'STARSLOT',
        name: 'Star "Slot", Ltd',
        rounds: 1,
        bets: '40.00',
        wins: '10.00',
        ggr: '30.00',
      },
      {
        day: dhakaDay(now),
        key: 'STARSLOT',
        name: 'Star "Slot", Ltd',
        rounds: 2,
        bets: '15.00',
        wins: '25.00',
        ggr: '-10.00',
      },
    ]);
    expect(byVendor.totals).toEqual({ rounds: 3, bets: '55.00', wins: '35.00', ggr: '20.00' });
    const byCategory = await reports.pnl(brandId, { ...range, by: 'category', sort: 'ggr', order: 'desc' });
    expect(byCategory.list.map((r) => [r.key, r.ggr])).toEqual([
      ['RNG', '30.00'],
      ['LIVE', '5.00'],
      ['RNG', '-15.00'],
    ]);
    expect(byCategory.total).toBe(3);
    const onlyLive = await reports.pnl(brandId, { ...range, by: 'category', key: 'LIVE', sort: 'day', order: 'asc' });
    expect(onlyLive.list.map((r) => r.key)).toEqual(['LIVE']);
  });

  it('without a range: the last 7 brand days, today in the brand zone (not the server or the browser day)', async () => {
    const asked = { pageNo: 1, pageSize: 20, by: 'vendor', sort: 'day', order: 'asc' } as const;
    const byDefault = await reports.pnl(brandId, asked);
    expect([byDefault.from, byDefault.to]).toEqual([range.from, range.to]);
    expect(byDefault.list).toEqual((await reports.pnl(brandId, { ...range, ...asked })).list);
    // 20:00 UTC is 02:00 of the next day in Dhaka: the default range ends on that next day.
    const evening = opsReportsService({
      db,
      store: opsReportsStore(db),
      audit: { record: async () => 0 },
      clock: () => new Date('2026-11-26T20:00:00Z'),
    });
    const late = await evening.players(brandId, { pageNo: 1, pageSize: 20, sort: 'ggr', order: 'desc' });
    expect([late.from, late.to]).toEqual(['2026-11-21', '2026-11-27']);
    const fromOnly = await evening.agents(brandId, {
      from: '2026-11-01',
      pageNo: 1,
      pageSize: 20,
      sort: 'ggr',
      order: 'desc',
    });
    expect([fromOnly.from, fromOnly.to]).toEqual(['2026-11-01', '2026-11-27']);
    await expect(evening.pnl(brandId, { ...asked, from: '2026-11-28' })).rejects.toMatchObject({
      details: { fields: [{ field: 'to' }] },
    });
  });

  it('players: per member, sorted by a money column as a number, filtered, paged', async () => {
    const page = await reports.players(brandId, { ...range, sort: 'ggr', order: 'desc' });
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      {
        memberId: p2,
        username: 'PlayerTwo',
        deposits: '80.00',
        withdrawals: '20.00',
        rounds: 1,
        bets: '40.00',
        wins: '10.00',
        ggr: '30.00',
      },
      {
        memberId: p1,
        username: 'PlayerOne',
        deposits: '100.00',
        withdrawals: '0.00',
        rounds: 2,
        bets: '15.00',
        wins: '25.00',
        ggr: '-10.00',
      },
    ]);
    const asc = await reports.players(brandId, { ...range, sort: 'deposits', order: 'asc', pageSize: 1, pageNo: 2 });
    expect([asc.total, asc.list[0]?.username]).toEqual([2, 'PlayerOne']);
    const found = await reports.players(brandId, { ...range, sort: 'ggr', order: 'desc', q: 'erone' });
    expect(found.list.map((r) => r.memberId)).toEqual([p1]);
    const wild = await reports.players(brandId, { ...range, sort: 'ggr', order: 'desc', q: '%' });
    expect(wild.total).toBe(0);
    const past = await reports.players(brandId, { ...range, sort: 'ggr', order: 'desc', pageNo: 9 });
    expect([past.total, past.list]).toEqual([2, []]);
  });

  it('agents: team size, team money and contract pay', async () => {
    const page = await reports.agents(brandId, { ...range, sort: 'ggr', order: 'desc' });
    expect(page.list).toEqual([
      {
        agentId: agent,
        username: 'AgentOne',
        teamSize: 2,
        deposits: '180.00',
        withdrawals: '20.00',
        bets: '55.00',
        wins: '35.00',
        ggr: '20.00',
        dividends: '0.00',
        salaries: '0.00',
      },
    ]);
  });

  it('CSV export: header, quoting of a vendor name with a quote and a comma, decimal amounts', async () => {
    const file = await reports.exportCsv(brandId, 'pnl', { ...range, by: 'vendor', sort: 'day', order: 'asc' });
    expect(file.filename).toBe(`pnl-by-vendor_${range.from}_${range.to}.csv`);
    expect((await readAll(file.stream)).split('\r\n')).toEqual([
      'day,key,name,rounds,bets,wins,ggr',
      `${dhakaDay(now - DAY)},STARSLOT,"Star ""Slot"", Ltd",1,40.00,10.00,30.00`,
      `${dhakaDay(now)},STARSLOT,"Star ""Slot"", Ltd",2,15.00,25.00,-10.00`,
      '',
    ]);
    const players = await readAll(
      (await reports.exportCsv(brandId, 'players', { ...range, sort: 'memberId', order: 'asc' })).stream,
    );
    expect(players.split('\r\n')).toHaveLength(4);
  });
});
