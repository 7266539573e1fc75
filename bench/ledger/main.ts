import { reconcile } from '../../apps/server/src/modules/ledger/reconcile';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { dropDatabase, freshDatabase, openCluster, queryOnce } from './cluster';
import { type CpuSample, cpuSampler, cpuSpent } from './cpu';
import { combine, type PgbenchResult, pgbenchInit, pgbenchRun, requirePgbench } from './pgbench';
import { fmt, log, printHeader } from './print';
import { combineLedger, type LedgerRun, percentile, prepareLedger, runLedger } from './workload';

/**
 * `npm run bench:ledger`: ledger transfers per second through ledgerService at 8 workers against
 * pgbench's TPC-B at 8 clients, on the same PostgreSQL in the same run. Printed, never asserted
 * (see bench/README.md). Exit status 1 only when something broke (pgbench missing, reconcile).
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const WORKERS = env('BENCH_WORKERS', 8);
const SECONDS = env('BENCH_SECONDS', 18);
const WARMUP = env('BENCH_WARMUP', 3);
const ROUNDS = env('BENCH_ROUNDS', 6);
// pgbench -T takes whole seconds.
const SLICE = Math.max(1, Math.round(SECONDS / ROUNDS));
const MEMBERS = env('BENCH_MEMBERS', 1000);
const POOL = env('BENCH_POOL', WORKERS + 2);
// Scale = clients, so TPC-B's branch rows (one per scale unit) are not one hot row for 8 clients.
const SCALE = env('BENCH_SCALE', WORKERS);
const THREADS = Math.min(2, WORKERS);
const SIMPLE = process.env.BENCH_SIMPLE !== '0';
const TARGET = 0.6;
const LEDGER_DB = 'bench_ledger';
const PGBENCH_DB = 'bench_pgbench';

const version = await requirePgbench();

const cluster = await openCluster();
let status = 0;
try {
  const ledgerUrl = await freshDatabase(cluster.adminUrl, LEDGER_DB);
  const pgbenchUrl = await freshDatabase(cluster.adminUrl, PGBENCH_DB);
  const closing = await printHeader('bench:ledger', ledgerUrl, cluster.origin, version);
  log(
    `  run         ${WORKERS} workers / clients, ${WARMUP} s warm-up, then ${SLICE * ROUNDS} s each in ${ROUNDS} interleaved slices of ${SLICE} s, pool ${POOL}`,
  );

  let t = performance.now();
  const pool = createPool(ledgerUrl, POOL);
  const db = createDb(pool);
  const bench = await prepareLedger(db, MEMBERS, WORKERS);
  await queryOnce(ledgerUrl, 'vacuum analyze');
  log(
    `  setup       ledger: migrated, seeded, ${fmt(MEMBERS)} members funded through ledger.transfer (${fmt((performance.now() - t) / 1000, 1)} s)`,
  );
  t = performance.now();
  await pgbenchInit(pgbenchUrl, SCALE);
  log(
    `  setup       pgbench -i -s ${SCALE}: ${fmt(SCALE * 100_000)} accounts, ${SCALE} branches (${fmt((performance.now() - t) / 1000, 1)} s)`,
  );

  // The machine may be busy with other work, and a database slows as its tables grow: so the
  // measured time is cut into ROUNDS slices per side, interleaved and rotated (each side takes each
  // position in turn), and each side's figure is its slices added up. One CHECKPOINT before the
  // warm-up; none while measuring (checkpoint_timeout is 5 min), so neither side pays for the other.
  await queryOnce(ledgerUrl, 'checkpoint');
  await runLedger(bench, WORKERS, WARMUP);
  await pgbenchRun(pgbenchUrl, { clients: WORKERS, threads: THREADS, seconds: WARMUP, mode: 'prepared' });
  const runs = { prepared: [] as PgbenchResult[], simple: [] as PgbenchResult[], ledger: [] as LedgerRun[] };
  const sample = cpuSampler(cluster.dataDir);
  const cpu = { prepared: [] as CpuSample[], simple: [] as CpuSample[], ledger: [] as CpuSample[] };
  const timed = async (side: keyof typeof cpu, fn: () => Promise<void>) => {
    const before = sample();
    await fn();
    cpu[side].push(cpuSpent(before, sample()));
  };
  const pgbenchSlice = (mode: 'prepared' | 'simple') => () =>
    timed(mode, async () => {
      runs[mode].push(await pgbenchRun(pgbenchUrl, { clients: WORKERS, threads: THREADS, seconds: SLICE, mode }));
    });
  const sides = [
    pgbenchSlice('prepared'),
    () =>
      timed('ledger', async () => {
        runs.ledger.push(await runLedger(bench, WORKERS, SLICE));
      }),
  ];
  if (SIMPLE) sides.push(pgbenchSlice('simple'));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < sides.length; i++) await sides[(round + i) % sides.length]?.();
  }
  const prepared = combine(runs.prepared) as PgbenchResult;
  const simple = combine(runs.simple);
  const ledgerRun = combineLedger(runs.ledger);

  const perSecond = ledgerRun.completed / ledgerRun.seconds;
  log('');
  log(pgbenchLine(prepared, SCALE));
  if (simple) log(pgbenchLine(simple, SCALE));
  log(ledgerLine(ledgerRun, perSecond));
  log(
    `  latency     ledger transfer p50 ${fmt(percentile(ledgerRun.latenciesMs, 50), 2)} ms, p99 ${fmt(percentile(ledgerRun.latenciesMs, 99), 2)} ms`,
  );
  log(cpuLine(cpu.prepared, prepared.transactions, cpu.ledger, ledgerRun.completed));
  const ratio = perSecond / prepared.tps;
  const simpleRatio = simple ? `; vs -M simple ${fmt(perSecond / simple.tps, 2)}x` : '';
  log(
    `  ratio       ledger / TPC-B (-M prepared) = ${fmt(ratio, 2)}x${simpleRatio}  (target >= ${TARGET}x: ${ratio >= TARGET ? 'met' : 'NOT met'})`,
  );

  // A shared machine's other work shows here: a high load slows both sides, the single-threaded
  // service process more than pgbench's threads.
  closing();

  const check = await reconcile(db);
  const clean = check.problems.length === 0;
  log(
    `  reconcile   ${check.accounts} accounts, ${fmt(check.transfers)} transfers: ${clean ? 'clean, every invariant holds' : `${check.problems.length} difference(s)`}`,
  );
  for (const p of check.problems.slice(0, 20)) log(`    ${p.check}: ${JSON.stringify(p.detail)}`);
  if (!clean) status = 1;
  await pool.end();
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  if (process.env.DATABASE_URL) {
    await dropDatabase(cluster.adminUrl, LEDGER_DB).catch(() => {});
    await dropDatabase(cluster.adminUrl, PGBENCH_DB).catch(() => {});
  }
  await cluster.stop();
}
process.exit(status);

function pgbenchLine(r: PgbenchResult, scale: number): string {
  const failed = r.failed ? `, ${r.failed} failed` : '';
  return `  pgbench     TPC-B (tpcb-like, -s ${scale}, -c ${WORKERS} -j ${THREADS} -M ${r.mode}): ${fmt(r.tps)} tps, ${fmt(r.transactions)} transactions, latency avg ${fmt(r.latencyMs, 2)} ms${failed}`;
}

function ledgerLine(r: LedgerRun, perSecond: number): string {
  const mix = `bet ${fmt(r.byType.bet)}, win ${fmt(r.byType.win)}, deposit ${fmt(r.byType.deposit)}`;
  return `  ledger      ledgerService.transfer x ${WORKERS} workers: ${fmt(perSecond)} transfers/s, ${fmt(r.completed)} in ${fmt(r.seconds, 1)} s (${mix}; ${fmt(r.refused)} refused INSUFFICIENT_FUNDS)`;
}

/** CPU per operation on each side: the database's share and the client's (pgbench, or this process). */
function cpuLine(tpcb: CpuSample[], transactions: number, ledger: CpuSample[], transfers: number): string {
  const sum = (xs: CpuSample[], k: keyof CpuSample) => xs.reduce((n, x) => n + (x[k] ?? Number.NaN), 0);
  const us = (ms: number, n: number) => (Number.isNaN(ms) ? '?' : `${fmt((ms * 1000) / n)} µs`);
  const db = `database ${us(sum(tpcb, 'serverMs'), transactions)} per TPC-B transaction, ${us(sum(ledger, 'serverMs'), transfers)} per transfer`;
  const client = `client: pgbench ${us(sum(tpcb, 'childrenMs'), transactions)}, ledger service ${us(sum(ledger, 'selfMs'), transfers)}`;
  return `  cpu         ${db}; ${client}`;
}
