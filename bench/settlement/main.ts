import { AGENT_TEAM_API } from '@platform/contracts';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { ledgerService } from '../../apps/server/src/modules/ledger/ledger.service';
import { ledgerStore } from '../../apps/server/src/modules/ledger/ledger.store';
import { reconcile } from '../../apps/server/src/modules/ledger/reconcile';
import { teamStatsService } from '../../apps/server/src/modules/team-stats/team-stats.service';
import { teamStatsStore } from '../../apps/server/src/modules/team-stats/team-stats.store';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { runMigrations } from '../../apps/server/src/platform/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { dropDatabase, freshDatabase, openCluster } from '../ledger/cluster';
import { fmt, log, printHeader } from '../ledger/print';
import { percentile } from '../ledger/workload';
import { makeContracts, settleDaily } from './contracts';
import { buildTeam, loadRounds } from './data';
import { http } from './http';

/**
 * `npm run bench:settlement`: a team of 100,000 members under the demo's top agent with
 * 10,000,000 settled rounds over 30 days, a dividend (daily period) and a daily salary contract
 * between every agent and each of its downline agents; then the daily settlement of every
 * contract through the operator's settle call (the scheduled job runs the same service), a second
 * run of the same day (it must pay nothing), and the top agent's team overview over HTTP.
 * Printed, never asserted (bench/README.md). Exit status 1 only when something broke.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MEMBERS = env('BENCH_MEMBERS', 100_000);
const ROUNDS = env('BENCH_ROUNDS', 10_000_000);
const DAYS = env('BENCH_DAYS', 30);
const OVERVIEWS = env('BENCH_OVERVIEWS', 50);
const TARGET = { settleSeconds: 60, overviewMs: 200 };
const DB = 'bench_settlement';
const DAY_MS = 86_400_000;

const secs = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

const cluster = await openCluster();
let status = 0;
try {
  const url = await freshDatabase(cluster.adminUrl, DB);
  const closing = await printHeader('bench:settlement', url, cluster.origin);

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
  let t = performance.now();
  const team = await buildTeam(c, root.brand_id, root.id, MEMBERS);
  const agents = team.levels.flat();
  log(
    `  team        agent01 + ${fmt(agents.length)} downline agents on ${team.levels.length} levels (${team.levels.map((l) => fmt(l.length)).join(' / ')}) + ${fmt(team.players)} players, member_tree by its insert trigger (${secs(performance.now() - t)})`,
  );

  // Every agent can pay its downlines: funded through the ledger service, as an operator would.
  t = performance.now();
  const ledger = ledgerService({ store: ledgerStore(db), db });
  for (const id of [root.id, ...agents]) {
    await ledger.transfer({
      brandId: root.brand_id,
      source: 'bench',
      key: `fund-${id}`,
      type: 'adjust',
      from: { kind: 'house_adjustment' },
      to: { kind: 'member_cash', memberId: id },
      amountMinor: 100_000_000_00n,
    });
  }
  log(
    `  funding     ${fmt(agents.length + 1)} agents x 100,000,000.00 through ledger transfers (${secs(performance.now() - t)})`,
  );

  // Contracts are agreed 40 days ago, so every period of the month is theirs.
  const realNow = Date.now();
  let offset = -40 * DAY_MS;
  const clock = () => new Date(Date.now() + offset);
  const app = await buildApp({ db, secret: 'bench-secret', defaultMerchant: 'RT', logLevel: 'silent', clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  const api = http(`http://127.0.0.1:${address.port}`);
  t = performance.now();
  const made = await makeContracts(db, api, root.brand_id, [[root.id], ...team.levels], clock);
  log(
    `  contracts   ${fmt(made)} accepted (dividend daily + daily salary per agent pair), offered and accepted over HTTP (${secs(performance.now() - t)})`,
  );
  offset = 0;

  t = performance.now();
  await loadRounds(c, root.brand_id, ROUNDS, DAYS, (done) => {
    if (done % 2_000_000 === 0) log(`              ${fmt(done)} rounds (${secs(performance.now() - t)})`);
  });
  await c.query('vacuum analyze');
  const [dayRows] = (await c.query<{ n: string }>('select count(*) as n from member_day_stats')).rows;
  log(
    `  rounds      ${fmt(ROUNDS)} settled rounds over ${DAYS} days, ${fmt(Number(dayRows?.n ?? 0))} member-day rows, vacuum analyze (${secs(performance.now() - t)})`,
  );

  // The daily settlement: every contract with a daily period, for yesterday (the last closed day).
  const first = await settleDaily(api);
  log(
    `  settle      daily settlement of every contract: ${secs(first.ms)} (target <= ${TARGET.settleSeconds} s: ${met(first.ms <= TARGET.settleSeconds * 1000)})`,
  );
  for (const r of first.results)
    log(
      `              ${r.kind.padEnd(12)} ${r.periodStart}..${r.periodEnd}: ${fmt(r.contracts)} contracts, ${fmt(r.paid)} paid, ${fmt(r.inProcess)} in process, ${r.amount} in ${secs(r.ms)}`,
    );
  const payments = async () =>
    Number(
      (await c.query<{ n: string }>("select count(*) as n from ledger_transfers where type = 'commission'")).rows[0]?.n,
    );
  const before = await payments();
  const again = await settleDaily(api);
  const paidTwice = (await payments()) - before;
  log(
    `  again       the same day once more: ${secs(again.ms)}, ${fmt(paidTwice)} new ledger payments (must be 0; ${fmt(before)} commission transfers in all)`,
  );
  if (paidTwice > 0) status = 1;

  // Team overview of the top agent: the roll-up refresh (the minute job), then requests over HTTP.
  const stats = teamStatsService({ store: teamStatsStore(db), clock });
  t = performance.now();
  await stats.refreshAll();
  const full = performance.now() - t;
  t = performance.now();
  await stats.refreshAll();
  log(
    `  roll-up     team figures of ${fmt(agents.length + 1)} agents: first refresh (30 days) ${secs(full)}, minute refresh (2 days) ${secs(performance.now() - t)}`,
  );
  const rootToken = await api.session(db, root.brand_id, root.id, clock);
  const times: number[] = [];
  let teamSize = 0;
  for (let i = 0; i <= OVERVIEWS; i++) {
    const s = performance.now();
    const res = await api.get(AGENT_TEAM_API.overview, rootToken);
    if (res.status !== 200) throw new Error(`overview answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (i > 0) times.push(performance.now() - s);
    if (i === 0) {
      teamSize = res.body.value.teamSize;
      log(`  overview    ${JSON.stringify(res.body.value).slice(0, 220)}...`);
    }
  }
  const p99 = percentile(times, 99);
  log(
    `  overview    top agent (team ${fmt(teamSize)}), ${OVERVIEWS} requests: p50 ${fmt(percentile(times, 50), 1)} ms, p99 ${fmt(p99, 1)} ms (target <= ${TARGET.overviewMs} ms: ${met(p99 <= TARGET.overviewMs)})`,
  );

  const { problems } = await reconcile(db);
  log(
    `  reconcile   ${problems.length ? `FAILED: ${JSON.stringify(problems).slice(0, 400)}` : 'every ledger invariant holds'}`,
  );
  if (problems.length) status = 1;
  closing();
  log(`  wall clock  ${secs(Date.now() - realNow)} since the start`);
  await c.end();
  await app.close();
  await pool.end();
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  if (process.env.DATABASE_URL) await dropDatabase(cluster.adminUrl, DB).catch(() => {});
  await cluster.stop();
}
process.exit(status);
