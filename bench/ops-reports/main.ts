import pg from 'pg';
import { reconcile } from '../../apps/server/src/modules/ledger/reconcile';
import { opsReportsService } from '../../apps/server/src/modules/ops-reports/ops-reports.service';
import { opsReportsStore } from '../../apps/server/src/modules/ops-reports/ops-reports.store';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { runMigrations } from '../../apps/server/src/platform/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { dropDatabase, freshDatabase, openCluster } from '../ledger/cluster';
import { fmt, log, printHeader } from '../ledger/print';
import { percentile } from '../ledger/workload';
import { buildTeam, loadRounds } from '../settlement/data';

/**
 * `npm run bench:ops-reports`: the back office's dashboard and reports on a brand of
 * BENCH_MEMBERS members (the settlement bench's team) with BENCH_ROUNDS settled rounds over 30
 * days (member_day_stats and vendor_day_stats filled by the consumers' GROUP BY), BENCH_DEPOSITS
 * credited deposits and payouts, and BENCH_TRANSFERS ledger transfers through ledger_post(); then
 * the dashboard for each period, each report's first page, a full CSV export and reconcile().
 * Printed, never asserted.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MEMBERS = env('BENCH_MEMBERS', 100_000);
const ROUNDS = env('BENCH_ROUNDS', 2_000_000);
const DEPOSITS = env('BENCH_DEPOSITS', 200_000);
const TRANSFERS = env('BENCH_TRANSFERS', 200_000);
const REPEAT = env('BENCH_REPEAT', 5);
const DB = 'bench_ops_reports';

const secs = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const cluster = await openCluster();
let status = 0;
try {
  const url = await freshDatabase(cluster.adminUrl, DB);
  const closing = await printHeader('bench:ops-reports', url, cluster.origin);
  const pool = createPool(url, 10);
  const db = createDb(pool);
  await runMigrations(db);
  await seedDemo(db);
  const c = new pg.Client(url);
  await c.connect();
  const [root] = (
    await c.query<{ id: number; brand_id: number }>("select id, brand_id from members where account = 'agent01'")
  ).rows;
  if (!root) throw new Error('the demo seed has no agent01');
  const brandId = root.brand_id;

  let t = performance.now();
  await buildTeam(c, brandId, root.id, MEMBERS);
  await loadRounds(c, brandId, ROUNDS, 30, () => {});
  await c.query(
    `insert into vendor_day_stats (brand_id, day, vendor, category, rounds, bet_minor, win_minor)
     select r.brand_id, (r.settled_at at time zone b.timezone)::date, r.vendor, 'RNG', count(*), sum(r.stake_minor), sum(r.win_minor)
       from bet_rounds r join brands b on b.id = r.brand_id where r.vendor = 'RTS' group by 1, 2, 3`,
  );
  log(
    `  data        ${fmt(MEMBERS)} members, ${fmt(ROUNDS)} settled rounds over 30 days (${secs(performance.now() - t)})`,
  );

  t = performance.now();
  await c.query(
    `insert into deposits (brand_id, member_id, channel_id, amount_minor, currency, status, request_key, request_hash, created_at, decided_at)
     select $1, p.id, (select id from deposit_channels where brand_id = $1 limit 1), 10000 + g % 90000, 'BDT',
            case when g % 10 = 0 then 'rejected' else 'approved' end, 'bench' || g, 'h', x.t, x.t
       from generate_series(1, $2::bigint) g
       cross join lateral (select now() - ((g * 40503) % (30 * 86400)) * interval '1 second' as t) x
       join (select row_number() over (order by id) - 1 as k, id from members where account like 'bp%') p
         on p.k = (g * 7919) % (select count(*) from members where account like 'bp%')`,
    [brandId, DEPOSITS],
  );
  await c.query(
    `with acc as (insert into payout_accounts (brand_id, member_id, kind, provider, account_number, holder_name)
                  select $1, id, 'ewallet', 'bkash', '017' || id, 'x' from members where account like 'bp%' and id % 4 = 0
                  returning id, member_id),
          wd as (insert into withdrawals (brand_id, member_id, payout_account_id, account_kind, account_provider, account_number,
                                          account_holder, amount_minor, paid_minor, status, request_key, request_hash, created_at)
                 select $1, member_id, id, 'ewallet', 'bkash', '0', 'x', 5000, 5000, 'paid', 'b' || id, 'h', now() from acc
                 returning id)
     insert into withdrawal_payouts (withdrawal_id, amount_minor, status, paid_at, auto_receipt_at)
     select id, 5000, 'received', now() - (id % 30) * interval '1 day', now() from wd`,
    [brandId],
  );
  const [acc] = (
    await c.query<{ dep: string; cash: string }>(
      `select (select min(id) from ledger_accounts where brand_id = $1 and kind = 'house_adjustment') as dep,
              (select id from ledger_accounts where member_id = $2 and kind = 'member_cash') as cash`,
      [brandId, root.id],
    )
  ).rows;
  await c.query(
    `select (ledger_post($1, 'bench', 'ops' || g, 'adjust', $2::bigint, $3::bigint, 100 + g % 1000, '{}'::jsonb)).transfer_id
       from generate_series(1, $4::int) g`,
    [brandId, acc?.dep, acc?.cash, TRANSFERS],
  );
  await c.query('vacuum analyze');
  log(
    `  money       ${fmt(DEPOSITS)} deposits, payouts for a quarter of the players, ${fmt(TRANSFERS)} ledger transfers (${secs(performance.now() - t)})`,
  );

  const reports = opsReportsService({
    db,
    store: opsReportsStore(db),
    audit: { record: async () => 0 },
    clock: () => new Date(),
  });
  const timed = async (label: string, fn: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const s = performance.now();
      await fn();
      times.push(performance.now() - s);
    }
    log(`  ${label.padEnd(26)} p50 ${fmt(percentile(times, 50), 1)} ms, max ${fmt(Math.max(...times), 1)} ms`);
  };
  const today = new Date().toISOString().slice(0, 10);
  const month = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const range = { from: month, to: today, pageNo: 1, pageSize: 20 };
  for (const period of ['today', '7d', '30d'] as const)
    await timed(`dashboard ${period}`, () => reports.dashboard(brandId, period));
  await timed('P&L by vendor, 30 days', () =>
    reports.pnl(brandId, { ...range, by: 'vendor', sort: 'day', order: 'desc' }),
  );
  await timed('players, 30 days, by GGR', () => reports.players(brandId, { ...range, sort: 'ggr', order: 'desc' }));
  await timed('agents, 30 days, by GGR', () => reports.agents(brandId, { ...range, sort: 'ggr', order: 'desc' }));
  t = performance.now();
  const file = await reports.exportCsv(brandId, 'players', { ...range, sort: 'memberId', order: 'asc' });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of file.stream) {
    bytes += (chunk as Buffer).length;
    lines += (chunk as Buffer).toString().split('\r\n').length - 1;
  }
  log(`  players CSV                ${fmt(lines)} lines, ${fmt(bytes / 1024)} KB in ${secs(performance.now() - t)}`);
  t = performance.now();
  const r = await reconcile(db);
  log(
    `  reconcile                  ${fmt(r.transfers)} transfers, ${r.problems.length} problem(s) in ${fmt(performance.now() - t)} ms`,
  );
  if (r.problems.length) status = 1;
  closing();
  await c.end();
  await pool.end();
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  if (process.env.DATABASE_URL) await dropDatabase(cluster.adminUrl, DB).catch(() => {});
  await cluster.stop();
}
process.exit(status);
