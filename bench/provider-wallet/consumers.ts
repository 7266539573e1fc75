import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { dropDatabase, freshDatabase, openCluster, queryOnce } from '../ledger/cluster';
import { cpuSampler, cpuSpent } from '../ledger/cpu';
import { fmt, log, printHeader } from '../ledger/print';
import { listen, seedBench, sqlRound } from './setup';

/**
 * `npm run bench:provider-wallet:consumers`: what the bet-event consumers (turnover, rg_usage,
 * member_day_stats, vendor_day_stats; bet-events.module.ts) cost per event by batch size, the
 * figure behind the worker loop's wait (EVENT_IDLE_MS): under load, a batch holds what arrived
 * during one wait. Bets and wins go straight to the wallet functions (no HTTP) with the consumers
 * stopped; then each consumer applies the backlog in batches of the given size, and the CPU of the
 * cluster's processes and of this process (the app's side of the consumers) is divided by the
 * events. About 1 minute.
 */
const SIZES = [110, 440, 1_000];
const ROUNDS = 6_400;
const VENDOR = 'STARSLOT';
const DB = 'bench_bet_events';

// Whole rounds per member, so every size applies exactly ROUNDS * 2 events.
const MEMBERS = 64;
const cluster = await openCluster();
const url = await freshDatabase(cluster.adminUrl, DB);
await printHeader('bench:provider-wallet:consumers', url, cluster.origin);
const pool = createPool(url, 8);
const { brandId, memberIds } = await seedBench(createDb(pool), MEMBERS, 100_000_000n);
const { app } = await listen(createDb(pool), 4);
let n = 0;
/** `rounds` bet + win rounds, the members' rounds concurrently, as the wallet functions run them. */
async function play(rounds: number) {
  await Promise.all(
    memberIds.map(async (member) => {
      for (let i = 0; i < rounds / memberIds.length; i++) {
        await sqlRound(pool, { brandId, vendor: VENDOR, game: 'SS0001', member, round: `r${n++}` });
      }
    }),
  );
}
try {
  await play(2_000);
  await app.betEvents.drain();
  await queryOnce(url, 'vacuum analyze');
  log(`  run         ${fmt(ROUNDS * 2, 0)} events per size, each consumer in batches of the size`);
  const sample = cpuSampler(cluster.dataDir);
  for (const size of SIZES) {
    await play(ROUNDS);
    const before = sample();
    const started = performance.now();
    await app.betEvents.drain(undefined, size);
    const ms = performance.now() - started;
    const cpu = cpuSpent(before, sample());
    const events = ROUNDS * 2;
    log(
      `  batch ${String(size).padEnd(5)} per event, every consumer: database ${fmt(((cpu.serverMs ?? Number.NaN) * 1000) / events, 1)} µs CPU, app ${fmt((cpu.selfMs * 1000) / events, 1)} µs CPU, ${fmt((ms * 1000) / events, 1)} µs elapsed`,
    );
  }
} finally {
  await app.close();
  await pool.end();
  await dropDatabase(cluster.adminUrl, DB);
  await cluster.stop();
}
process.exit(0);
