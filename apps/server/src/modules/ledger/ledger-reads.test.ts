import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerKit } from '../../../test/ledger-kit';
import { ledgerReadsStore } from './ledger-reads.store';

const k = await ledgerKit();
const MEMBERS = 200;
/** 30k in the suite keeps it to seconds; EXPLAIN_ROWS=100000 PRINT_PLANS=1 shows the plans at scale. */
const TRANSFERS = Number(process.env.EXPLAIN_ROWS ?? 30_000);
const BATCH = 1_000;
const VENDORS = 50;
const store = ledgerReadsStore();

/**
 * ~100k transfers (30k in the suite) spread over 200 members, posted through ledger_post() in one statement (the
 * function is the ledger's only writer; calling it per row from SQL keeps the set-up to seconds).
 */
async function populate() {
  const ids: number[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await k.newMember();
    await k.fund(m, 1_000_000_000n);
    ids.push(await k.ledger.accountIdOf(k.brandId, { kind: 'member_cash', memberId: m }));
  }
  const games: number[] = [];
  for (let v = 0; v < VENDORS; v++)
    games.push(await k.ledger.accountIdOf(k.brandId, { kind: 'house_game', vendor: `V${v}` }));
  const arr = (xs: number[]) => `{${xs.join(',')}}`;
  // Batches of 1000 statements-worth each in its own transaction: one row updated thousands of
  // times inside one transaction would make every update walk a long chain of its own versions.
  for (let b = 0; b < TRANSFERS / BATCH; b++) {
    await k.db.execute(sql`
      select ledger_post(${k.brandId}, 'explain', 'k' || i, case when i % 3 = 0 then 'win' else 'bet' end,
        case when i % 3 = 0 then g.id else a.id end, case when i % 3 = 0 then a.id else g.id end,
        100 + i % 1000, '{}'::jsonb)
      from generate_series(${b * BATCH + 1}::int, ${(b + 1) * BATCH}::int) i
      join unnest(${arr(ids)}::bigint[]) with ordinality a(id, n) on a.n = 1 + i % ${MEMBERS}
      join unnest(${arr(games)}::bigint[]) with ordinality g(id, n) on g.n = 1 + i % ${VENDORS}`);
  }
  await k.db.execute(sql`analyze ledger_transfers`);
  return ids;
}

const explain = async (query: ReturnType<typeof sql>) => {
  const rows = await k.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers, costs off) ${query}`);
  return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
};

describe('account record queries on ~100k transfers (30k in the suite)', () => {
  it('a page of one account walks its indexes newest first instead of scanning the table', async () => {
    const ids = await populate();
    const account = ids[7] as number;
    const filter = {
      accountIds: [account],
      from: new Date(Date.now() - 86_400_000),
      to: new Date(Date.now() + 86_400_000),
    };
    const page = await store.movements(k.db, filter, 20, 40);
    expect(page).toHaveLength(20);
    // The same SQL the store runs, captured through a logging executor.
    const captured: ReturnType<typeof sql>[] = [];
    const spy = {
      execute: (q: ReturnType<typeof sql>) => {
        captured.push(q);
        return k.db.execute(q);
      },
    } as unknown as typeof k.db;
    await store.movements(spy, filter, 20, 40);
    await store.countMovements(spy, filter);
    // Several accounts at once (account=all: main, locked, bonus, a vendor wallet).
    await store.movements(spy, { ...filter, accountIds: ids.slice(0, 4) }, 20, 0);
    const [pagePlan, countPlan, manyPlan] = await Promise.all(captured.map(explain));
    if (process.env.PRINT_PLANS)
      console.log(`-- page\n${pagePlan}\n-- count\n${countPlan}\n-- page of 4 accounts\n${manyPlan}`);
    for (const plan of [pagePlan, countPlan, manyPlan]) {
      expect(plan).not.toMatch(/Seq Scan on ledger_transfers/);
      expect(plan).not.toMatch(/ledger_transfers_pkey/);
      expect(plan).toMatch(/ledger_transfers_from/);
      expect(plan).toMatch(/ledger_transfers_to/);
    }
    const total = Number((await k.db.execute<{ n: string }>(sql`select count(*) n from ledger_transfers`)).rows[0]?.n);
    expect(total).toBeGreaterThanOrEqual(TRANSFERS);
  }, 120_000);
});
