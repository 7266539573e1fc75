import { generateCatalogue } from '@platform/games';
import { reconcile } from '../../apps/server/src/modules/ledger/reconcile';
import { defaultWalletLanes, type WalletStats } from '../../apps/server/src/modules/providers/providers.lanes';
import { demoProviderSecret } from '../../apps/server/src/modules/providers/providers.signature';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { dropDatabase, freshDatabase, openCluster, queryOnce } from '../ledger/cluster';
import { type CpuSample, cpuSampler, cpuSpent } from '../ledger/cpu';
import { combine, type PgbenchResult, pgbenchInit, pgbenchRun, requirePgbench } from '../ledger/pgbench';
import { fmt, log, ms, printHeader } from '../ledger/print';
import { percentile } from '../ledger/workload';
import { busyMeter } from './busy';
import type { Result } from './clients';
import { replaySample } from './replay';
import { countStatements, listen, movement, seedBench } from './setup';
import { watchStalls } from './stalls';
import { startVendorProcess } from './vendor-process';
import { trackWalTiming, type WalSyncs, walMeter } from './wal';

/**
 * `npm run bench:provider-wallet`: bet-and-win rounds through the signed provider wallet API, over
 * HTTP to the real app, at 8 clients, against pgbench's TPC-B at 8 clients on the same PostgreSQL
 * in the same run; then the latency at half the measured maximum rate. Printed, never asserted
 * (bench/README.md). Exit status 1 only when something broke (errors, replay, reconcile).
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CLIENTS = env('BENCH_CLIENTS', 8);
const SECONDS = env('BENCH_SECONDS', 18);
const ROUNDS = env('BENCH_ROUNDS', 6);
const WARMUP = env('BENCH_WARMUP', 3);
const PACED_SECONDS = env('BENCH_PACED_SECONDS', 10);
const SLICE = Math.max(1, Math.round(SECONDS / ROUNDS));
// Each client plays its own members, so no two clients queue on one wallet row.
const MEMBERS = Math.max(CLIENTS, env('BENCH_MEMBERS', 64));
// The app's own default (DB_POOL_MAX).
const POOL = env('BENCH_POOL', 20);
const SCALE = env('BENCH_SCALE', CLIENTS);
const THREADS = Math.min(2, CLIENTS);
const TARGET_RATIO = 0.25;
const TARGET_CALL_RATIO = 0.5;
const TARGET_P99_MS = 40;
const TARGET_LAG_P99_MS = 2_000;
const VENDOR = 'STARSLOT';
const APP_DB = 'bench_provider_wallet';
const PGBENCH_DB = 'bench_provider_pgbench';
// WALLET_LANES as for the server (providers.lanes.ts); unset: the same default.
const LANES = process.env.WALLET_LANES ? Number(process.env.WALLET_LANES) : defaultWalletLanes();

const version = await requirePgbench();

const cluster = await openCluster();
const vendor = startVendorProcess();
let status = 0;
try {
  const appUrl = await freshDatabase(cluster.adminUrl, APP_DB);
  const pgbenchUrl = await freshDatabase(cluster.adminUrl, PGBENCH_DB);
  // The disk's WAL fsyncs on each side: what a commit's durability costs in time on this machine.
  if (cluster.dataDir) await trackWalTiming(cluster.adminUrl, [APP_DB, PGBENCH_DB]);
  const closing = await printHeader('bench:provider-wallet', appUrl, cluster.origin, version);
  log(
    `  run         ${CLIENTS} clients, ${WARMUP} s warm-up, then ${SLICE * ROUNDS} s each in ${ROUNDS} interleaved slices of ${SLICE} s; then ${PACED_SECONDS} s paced at half the rate; app pool ${POOL}, wallet lanes ${LANES}`,
  );

  let t = performance.now();
  const pool = createPool(appUrl, POOL);
  const db = createDb(pool);
  const statements = countStatements(pool);
  const { brandId, memberIds } = await seedBench(db, MEMBERS, 100_000_000n);
  await queryOnce(appUrl, 'vacuum analyze');
  const { app, baseUrl } = await listen(db, LANES);
  // The bet-event consumers run beside the API as main.ts runs them; their lag is measured throughout.
  const stopEvents = app.betEvents.start();
  app.betEvents.measureLag(true);
  log(
    `  setup       app: migrated, seeded, ${MEMBERS} members funded with 1,000,000.00 through ledger.transfer, listening on ${baseUrl} (${fmt((performance.now() - t) / 1000, 1)} s)`,
  );
  t = performance.now();
  await pgbenchInit(pgbenchUrl, SCALE);
  log(`  setup       pgbench -i -s ${SCALE} (${fmt((performance.now() - t) / 1000, 1)} s)`);

  const secret = demoProviderSecret(VENDOR);
  const gameCodes = generateCatalogue()
    .filter((g) => g.vassalage === VENDOR)
    .map((g) => g.gameCode);
  await vendor.run({ type: 'setup', baseUrl, vendor: VENDOR, secret, gameCodes });
  const membersByClient = Array.from({ length: CLIENTS }, (_, c) => memberIds.filter((_, i) => i % CLIENTS === c));

  // As bench/ledger: one CHECKPOINT, a warm-up on each side, then interleaved and rotated slices,
  // so a busy machine and growing tables weigh on both sides alike.
  await queryOnce(appUrl, 'checkpoint');
  report('warm-up', await vendor.run({ type: 'closed', seconds: WARMUP, membersByClient }));
  // Statistics as a running system has them (autovacuum analyzes a growing table): analyzed while
  // empty, the planner takes a (brand, vendor) prefix index for the transaction-id lookup.
  await queryOnce(appUrl, 'analyze');
  await pgbenchRun(pgbenchUrl, { clients: CLIENTS, threads: THREADS, seconds: WARMUP, mode: 'prepared' });
  const pgRuns: PgbenchResult[] = [];
  const roundRuns: Result[] = [];
  const sample = cpuSampler(cluster.dataDir);
  const cpu = { pgbench: [] as CpuSample[], rounds: [] as CpuSample[], vendorMs: 0, statements: 0 };
  const walletAtStart = app.walletStats();
  const busy = { pgbench: busyMeter(), rounds: busyMeter() };
  const wal = { pgbench: walMeter(appUrl), rounds: walMeter(appUrl) };
  const sides = [
    async () => {
      const before = sample();
      const done = busy.pgbench.start();
      const walDone = await wal.pgbench.start();
      pgRuns.push(
        await pgbenchRun(pgbenchUrl, { clients: CLIENTS, threads: THREADS, seconds: SLICE, mode: 'prepared' }),
      );
      await walDone();
      done();
      cpu.pgbench.push(cpuSpent(before, sample()));
    },
    async () => {
      const before = sample();
      const vendorBefore = vendor.cpuMs();
      const statementsBefore = statements() + walletStatements(app.walletStats());
      const done = busy.rounds.start();
      const walDone = await wal.rounds.start();
      roundRuns.push(await vendor.run({ type: 'closed', seconds: SLICE, membersByClient }));
      await walDone();
      done();
      cpu.rounds.push(cpuSpent(before, sample()));
      cpu.vendorMs += vendor.cpuMs() - vendorBefore;
      cpu.statements += statements() + walletStatements(app.walletStats()) - statementsBefore;
    },
  ];
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < sides.length; i++) await sides[(r + i) % sides.length]?.();
  }
  const tpcb = combine(pgRuns) as PgbenchResult;
  const rounds = combineRounds(roundRuns);
  const perSecond = rounds.rounds / rounds.seconds;

  log('');
  log(
    `  pgbench     TPC-B (tpcb-like, -s ${SCALE}, -c ${CLIENTS} -j ${THREADS} -M prepared): ${fmt(tpcb.tps)} tps, ${fmt(tpcb.transactions)} transactions, latency avg ${ms(tpcb.latencyMs)}${tpcb.failed ? `, ${tpcb.failed} failed` : ''}`,
  );
  log(
    `  rounds      bet + win over HTTP x ${CLIENTS} clients: ${fmt(perSecond)} rounds/s (${fmt(2 * perSecond)} calls/s), ${fmt(rounds.rounds)} in ${fmt(rounds.seconds, 1)} s${errorsText(rounds)}`,
  );
  log(
    `  latency     round at max rate: p50 ${ms(percentile(rounds.latenciesMs, 50))}, p99 ${ms(percentile(rounds.latenciesMs, 99))}`,
  );
  log(cpuLine(cpu.pgbench, tpcb.transactions, cpu.rounds, rounds.rounds, cpu.vendorMs));
  log(
    `  statements  ${fmt(cpu.statements / rounds.rounds / 2, 2)} per call, ${fmt(cpu.statements / rounds.rounds, 2)} per round (bet + win, the wallet's flushes and the consumers' batches included) from the app to PostgreSQL; a TPC-B transaction is 7`,
  );
  const [busyRounds, busyPgbench] = [busy.rounds.result(), busy.pgbench.result()];
  log(
    `  busy        machine CPU idle ${fmt(busyRounds.idlePct)}% during the rounds (app event loop busy ${fmt(busyRounds.loopPct)}%), ${fmt(busyPgbench.idlePct)}% during TPC-B`,
  );
  const ratio = perSecond / tpcb.tps;
  const callRatio = (2 * perSecond) / tpcb.tps;
  log(
    `  ratio       rounds / TPC-B = ${fmt(ratio, 2)}x  (target >= ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}); calls / TPC-B = ${fmt(callRatio, 2)}x  (target >= ${TARGET_CALL_RATIO}x: ${callRatio >= TARGET_CALL_RATIO ? 'met' : 'NOT met'})`,
  );
  lagLine('at max rate', app.betEvents.measureLag(true));
  const walletAtMax = app.walletStats();
  log(
    flushLine(
      walletAtStart,
      walletAtMax,
      { pgbench: wal.pgbench.result(), rounds: wal.rounds.result() },
      rounds.rounds,
      tpcb.transactions,
    ),
  );

  // Open loop at half the measured maximum: arrivals keep their pace whatever is in flight.
  const rate = perSecond / 2;
  const stopStalls = await watchStalls(appUrl);
  const pacedRun = await vendor.run({ type: 'paced', seconds: PACED_SECONDS, rate, members: memberIds });
  const stalls = await stopStalls();
  const p99 = percentile(pacedRun.latenciesMs, 99);
  log(
    `  half rate   ${fmt(rate)} rounds/s paced (open loop, ${fmt(pacedRun.rounds)} rounds in ${fmt(pacedRun.seconds, 1)} s, at most ${pacedRun.maxInFlight} in flight): p50 ${ms(percentile(pacedRun.latenciesMs, 50))}, p99 ${ms(p99)}  (target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})${errorsText(pacedRun)}`,
  );
  lagLine('half rate', app.betEvents.measureLag(false));
  log(
    `  stalls      half rate: app event loop delay p99 ${ms(stalls.loopP99Ms)}, max ${ms(stalls.loopMaxMs)}; ${stalls.vacuums} autovacuum/autoanalyze run(s); CPU stolen by the host ${fmt(stalls.stealPct, 1)}%; busy backends seen waiting on the WAL flush ${fmt(stalls.walWaitPct, 0)}% of the time, the longest single flush >= ${ms(stalls.longestFlushMs)} (${fmt(stalls.samples)} samples)`,
  );
  log(groupsLine(walletAtStart, walletAtMax, app.walletStats()));
  await stopEvents();
  await app.betEvents.drain();
  const left = await app.betEvents.pending('turnover');
  log(`  consumers   drained after the runs: ${left} event(s) left for turnover`);
  if (Object.keys(rounds.errors).length || Object.keys(pacedRun.errors).length) status = 1;
  closing();

  // Correctness: replays of sampled calls answer the first answer and move nothing.
  const before = await movement(db, brandId, memberIds);
  const replay = await replaySample(baseUrl, VENDOR, secret, [...rounds.samples, ...pacedRun.samples]);
  const after = await movement(db, brandId, memberIds);
  const still =
    before.transfers === after.transfers &&
    before.providerTxs === after.providerTxs &&
    before.rounds === after.rounds &&
    before.cashMinor === after.cashMinor;
  log(
    `  replay      ${replay.sent} sampled calls sent again (${replay.bets} bets, ${replay.sent - replay.bets} wins): ${replay.same} answered exactly as the first time; ${still ? 'nothing moved' : 'SOMETHING MOVED'} (${fmt(after.transfers)} ledger transfers, ${fmt(after.providerTxs)} provider transactions, members' cash unchanged: ${before.cashMinor === after.cashMinor})`,
  );
  if (!still || replay.same !== replay.sent) status = 1;
  log(`  rounds      ${fmt(after.rounds)} bet rounds recorded, ${after.open} left open`);
  if (after.open !== 0) status = 1;

  // A deadlock costs its victim deadlock_timeout (1 s) before the retry: it shows as a stalled tail.
  const [stats] = await queryOnce<{ deadlocks: string }>(
    appUrl,
    'select deadlocks::text from pg_stat_database where datname = current_database()',
  );
  log(`  deadlocks   ${stats?.deadlocks ?? '?'} in the app's database during the run (each retried whole)`);
  await app.close();
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
  vendor.stop();
  if (process.env.DATABASE_URL) {
    await dropDatabase(cluster.adminUrl, APP_DB).catch(() => {});
    await dropDatabase(cluster.adminUrl, PGBENCH_DB).catch(() => {});
  }
  await cluster.stop();
}
process.exit(status);

/**
 * The wallet's own statements (its pool is not the app's, so countStatements does not see them):
 * one per call or group, one per flush.
 */
function walletStatements(s: WalletStats): number {
  return s.groups + s.flushes;
}

function combineRounds(runs: Result[]): Result {
  const out: Result = { rounds: 0, seconds: 0, latenciesMs: [], errors: {}, samples: [], maxInFlight: 0, calls: 0 };
  for (const r of runs) {
    out.rounds += r.rounds;
    out.seconds += r.seconds;
    for (const x of r.latenciesMs) out.latenciesMs.push(x);
    for (const [k, n] of Object.entries(r.errors)) out.errors[k] = (out.errors[k] ?? 0) + n;
    out.samples.push(...r.samples);
  }
  return out;
}

function errorsText(r: Result): string {
  const e = Object.entries(r.errors);
  return e.length ? `; FAILED rounds: ${e.map(([k, n]) => `${k} x${n}`).join(', ')}` : '; no failed call';
}

/** Bet -> turnover applied, from the consumer's 10 ms lag buckets. */
function lagLine(what: string, buckets: [number, number][]) {
  const total = buckets.reduce((n, [, c]) => n + c, 0);
  const at = (p: number) => {
    let seen = 0;
    for (const [b, c] of buckets) {
      seen += c;
      if (seen >= (p / 100) * total) return (b + 1) * 10;
    }
    return Number.NaN;
  };
  const p99 = at(99);
  log(
    `  event lag   ${what}: bet -> turnover applied for ${fmt(total)} events: p50 <= ${fmt(at(50))} ms, p99 <= ${fmt(p99)} ms  (target p99 <= ${fmt(TARGET_LAG_P99_MS)} ms: ${p99 <= TARGET_LAG_P99_MS ? 'met' : 'NOT met'})`,
  );
}

function report(what: string, r: Result) {
  if (Object.keys(r.errors).length) log(`  ${what.padEnd(11)} ${fmt(r.rounds)} rounds${errorsText(r)}`);
}

/** How the wallet lanes grouped the calls (providers.lanes.ts): calls per statement, failed groups. */
function groupsLine(start: WalletStats, max: WalletStats, end: WalletStats) {
  const per = (a: WalletStats, b: WalletStats) => fmt((b.calls - a.calls) / Math.max(1, b.groups - a.groups), 2);
  return `  groups      wallet calls per provider_calls() statement: ${per(start, max)} at max rate, ${per(max, end)} at half rate; ${end.fallbacks - start.fallbacks} group(s) failed and were answered call by call`;
}

/**
 * What durability costs each side: the wallet's flushes as the app waited for them (calls per
 * flush, ms from sending to answer) and the disk's WAL fsyncs per round and per TPC-B transaction.
 */
function flushLine(
  start: WalletStats,
  max: WalletStats,
  wal: { pgbench: WalSyncs | undefined; rounds: WalSyncs | undefined },
  rounds: number,
  transactions: number,
) {
  const flushes = Math.max(1, max.flushes - start.flushes);
  const disk = (w: WalSyncs | undefined, n: number, what: string) =>
    w
      ? `${fmt(w.bytes / n / 1024, 1)} kB (${fmt(w.fpi / n, 2)} full-page images) and ${fmt(w.fsyncs / n, 2)} fsyncs per ${what}${w.ms === undefined ? '' : `, ${fmt(w.ms / Math.max(1, w.fsyncs), 2)} ms each`}`
      : '?';
  return `  flush       at max rate: ${fmt((max.calls - start.calls) / flushes, 2)} calls per wallet flush, ${fmt((max.flushMs - start.flushMs) / flushes, 2)} ms from sending it to its answer; WAL ${disk(wal.rounds, rounds, 'round')}, ${disk(wal.pgbench, transactions, 'TPC-B transaction')}`;
}

/** CPU per operation: the database's share, the app's (this process, the consumers included) and the vendor process's. */
function cpuLine(tpcb: CpuSample[], transactions: number, rounds: CpuSample[], count: number, vendorMs: number) {
  const sum = (xs: CpuSample[], k: keyof CpuSample) => xs.reduce((n, x) => n + (x[k] ?? Number.NaN), 0);
  const us = (total: number, n: number) => (Number.isNaN(total) ? '?' : `${fmt((total * 1000) / n)} µs`);
  const db = `database ${us(sum(tpcb, 'serverMs'), transactions)} per TPC-B transaction, ${us(sum(rounds, 'serverMs'), count)} per round`;
  return `  cpu         ${db} (${us(sum(rounds, 'serverMs'), 2 * count)} per call); app ${us(sum(rounds, 'selfMs'), count)} per round, ${us(sum(rounds, 'selfMs'), 2 * count)} per call (${us(sum(rounds, 'selfSysMs'), 2 * count)} of it in the kernel); vendor clients ${us(vendorMs, count)}; pgbench ${us(sum(tpcb, 'childrenMs'), transactions)}`;
}
