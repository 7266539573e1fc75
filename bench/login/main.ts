import { monitorEventLoopDelay } from 'node:perf_hooks';
import { API } from '@platform/contracts';
import { buildApp } from '../../apps/server/src/app';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { runMigrations } from '../../apps/server/src/platform/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { dropDatabase, freshDatabase, openCluster, queryOnce } from '../ledger/cluster';
import { forkCommands } from '../ledger/forked';
import { fmt, log, ms, printHeader } from '../ledger/print';
import { percentile } from '../ledger/workload';
import type { Command, Result } from './clients';
import { createMembers, sealedLogins } from './members';

/**
 * `npm run bench:login`: password logins (`POST /wps/login`, sealed bodies, argon2id verify) over
 * HTTP to the real app at 8 concurrent clients (a process of their own: clients.ts) for a fixed
 * count, with the app's event loop delay measured meanwhile (perf_hooks monitorEventLoopDelay). Printed, never asserted (bench/README.md).
 * Exit status 1 only when a login failed.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONCURRENCY = env('BENCH_CONCURRENCY', 8);
const LOGINS = env('BENCH_LOGINS', 400);
const MEMBERS = env('BENCH_MEMBERS', 200);
const WARMUP = env('BENCH_WARMUP', 16);
const IDLE_SECONDS = env('BENCH_IDLE', 5);
const TARGET_MAX_DELAY_MS = 50;
const DB = 'bench_login';

const cluster = await openCluster();
let status = 0;
let stopClients = () => {};
try {
  const url = await freshDatabase(cluster.adminUrl, DB);
  const closing = await printHeader('bench:login', url, cluster.origin);
  log(
    `  run         ${fmt(LOGINS)} logins at ${CONCURRENCY} concurrent (closed loop, no think time) after ${WARMUP} warm-up logins; ${fmt(MEMBERS)} members, each from its own known IP (X-Forwarded-For, trustProxy); libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4}`,
  );
  const t = performance.now();
  const pool = createPool(url, 20);
  const db = createDb(pool);
  await runMigrations(db);
  await seedDemo(db);
  const list = await createMembers(db, MEMBERS);
  await queryOnce(url, 'vacuum analyze');
  // trustProxy: the client's address comes from X-Forwarded-For, as behind the production proxy, so
  // each member logs in from its own IP and no per-IP captcha or lock stands in the way.
  const app = await buildApp({
    db,
    secret: 'bench-secret',
    defaultMerchant: 'RT',
    logLevel: 'silent',
    trustProxy: true,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app did not get a TCP port');
  const target = new URL(API.login, `http://127.0.0.1:${address.port}`);
  const bodies = await sealedLogins(app, list, WARMUP + LOGINS);
  log(
    `  setup       migrated, seeded, ${fmt(MEMBERS)} members, ${fmt(bodies.length)} sealed bodies (${fmt((performance.now() - t) / 1000, 1)} s)`,
  );

  const clients = forkCommands<Command, Result>(new URL('./clients.ts', import.meta.url), 'client');
  const run = (from: number, count: number) =>
    clients.run({ url: target.href, logins: bodies.slice(from, from + count), concurrency: CONCURRENCY });
  stopClients = clients.stop;

  const warm = await run(0, WARMUP);
  if (Object.keys(warm.errors).length) log(`  warm-up     FAILED ${JSON.stringify(warm.errors)}`);
  // The same measure with nothing to do: what the machine (other processes on its cores) costs alone.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  idle.disable();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const began = performance.now();
  const elu = performance.eventLoopUtilization();
  const { latenciesMs: latencies, errors } = await run(WARMUP, LOGINS);
  // The main thread's busy share: argon2 on it would keep it near 100 %.
  const busy = performance.eventLoopUtilization(elu).utilization;
  const seconds = (performance.now() - began) / 1000;
  delay.disable();
  const maxDelay = delay.max / 1e6;

  log('');
  log(
    `  login       ${fmt(LOGINS / seconds, 1)} logins/s, ${fmt(LOGINS)} in ${fmt(seconds, 1)} s: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}`,
  );
  log(
    `  event loop  delay while logging in: max ${ms(maxDelay)}, p99 ${ms(delay.percentile(99) / 1e6)}, mean ${ms(delay.mean / 1e6)}; main thread busy ${fmt(busy * 100)} %  (goal max <= ${TARGET_MAX_DELAY_MS} ms: ${maxDelay <= TARGET_MAX_DELAY_MS ? 'met' : 'NOT met'})`,
  );
  log(
    `  idle        the same measure over ${IDLE_SECONDS} s with no request, just before: max ${ms(idle.max / 1e6)}, p99 ${ms(idle.percentile(99) / 1e6)}, mean ${ms(idle.mean / 1e6)}`,
  );
  if (Object.keys(errors).length) {
    log(`  FAILED      ${JSON.stringify(errors)}`);
    status = 1;
  }
  closing();
  await app.close();
  await pool.end();
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  stopClients();
  if (process.env.DATABASE_URL) await dropDatabase(cluster.adminUrl, DB).catch(() => {});
  await cluster.stop();
}
process.exit(status);
