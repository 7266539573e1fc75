import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otherBrand } from '../../../test/brands-kit';
import { opsReportsService } from './ops-reports.service';
import { opsReportsStore } from './ops-reports.store';
import { DAY, dhakaDay, reportsScenario } from './ops-reports-kit';

/** The scenario of ops-reports-kit.ts, on a brand of its own: its hand-computed figures are written there. */
const { db, reports, brandId, agent, p1, p2, now } = await reportsScenario();
const readAll = async (s: Readable) => {
  let text = '';
  for await (const chunk of s) text += chunk.toString();
  return text;
};

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

  it('an export the client abandons mid-way gives its connection back: twice the pool abandoned, the app still answers', async () => {
    // Enough rows that the first chunk fills the stream's buffer: the export then waits for the reader.
    const b = await otherBrand(db, `X${randomBytes(2).toString('hex').toUpperCase()}`);
    await db.execute(sql`
      insert into members (brand_id, account, account_key, password_hash, language, type)
      select ${b.id}, 'agent' || i, 'agent' || i, 'x', 'en', 1 from generate_series(1, 2000) i`);
    const pool = db.$client;
    for (let i = 0; i < 2 * pool.options.max; i++) {
      const { stream } = await reports.exportCsv(b.id, 'agents', { ...range, sort: 'agentId', order: 'asc' });
      const full = () => stream.readableLength > stream.readableHighWaterMark;
      for (let t = 0; t < 500 && !full(); t++) await new Promise((r) => setTimeout(r, 10));
      expect(full()).toBe(true);
      // What the HTTP layer does when the client goes away before the end.
      stream.destroy();
    }
    expect((await db.execute<{ n: number }>(sql`select 1 as n`)).rows[0]?.n).toBe(1);
    for (let t = 0; t < 500 && pool.idleCount < pool.totalCount; t++) await new Promise((r) => setTimeout(r, 10));
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('an export whose client stays connected but stops reading gives its connection back after the stall limit', async () => {
    const b = await otherBrand(db, `S${randomBytes(2).toString('hex').toUpperCase()}`);
    await db.execute(sql`
      insert into members (brand_id, account, account_key, password_hash, language, type)
      select ${b.id}, 'agent' || i, 'agent' || i, 'x', 'en', 1 from generate_series(1, 2000) i`);
    const stalling = opsReportsService({
      db,
      store: opsReportsStore(db),
      audit: { record: async () => 0 },
      clock: () => new Date(),
      exportStallMs: 300,
    });
    const pool = db.$client;
    const streams = [];
    // As many stalled downloads as the pool has connections: without the limit the next query waits for good.
    for (let i = 0; i < pool.options.max; i++) {
      const { stream } = await stalling.exportCsv(b.id, 'agents', { ...range, sort: 'agentId', order: 'asc' });
      stream.on('error', () => {});
      streams.push(stream);
    }
    for (let t = 0; t < 500 && streams.some((s) => !s.destroyed); t++) await new Promise((r) => setTimeout(r, 10));
    expect(streams.every((s) => s.destroyed)).toBe(true);
    expect((await db.execute<{ n: number }>(sql`select 1 as n`)).rows[0]?.n).toBe(1);
    for (let t = 0; t < 500 && pool.idleCount < pool.totalCount; t++) await new Promise((r) => setTimeout(r, 10));
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
