import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { queryOnce } from '../ledger/cluster';

/** How often the sampler looks at what the app's backends wait on. */
const EVERY_MS = 10;

/** What held calls up during a run: the app's event loop, autovacuum, the host, the WAL flush. */
export type Stalls = {
  loopP99Ms: number;
  loopMaxMs: number;
  /** Autovacuum and autoanalyze runs finished in the app's database. */
  vacuums: number;
  /** Share of the machine's CPU ticks the hypervisor took (steal, /proc/stat), in %. */
  stealPct: number;
  /** Share of busy-backend samples waiting on the WAL flush (IO:WalSync, LWLock:WALWrite), in %. */
  walWaitPct: number;
  longestFlushMs: number;
  samples: number;
};

type Waits = {
  /** Samples taken, and busy-backend samples by what they waited on (`active` = on the CPU). */
  samples: number;
  byWait: Map<string, number>;
  /** The longest one backend was seen in a single WAL flush (IO:WalSync), in ms (a sample's resolution). */
  longestFlushMs: number;
};

/**
 * Samples pg_stat_activity every EVERY_MS from its own connection while a run goes on: which waits
 * the busy client backends are in, and how long one backend stays in a WAL flush. On a VM a flush
 * of the commit record now and then takes tens of milliseconds, and every commit behind it waits
 * (LWLock:WALWrite): that, not the app, is what a half-rate p99 over target has shown.
 */
async function sampleWaits(url: string): Promise<() => Promise<Waits>> {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-wait-sampler' });
  await client.connect();
  const out: Waits = { samples: 0, byWait: new Map(), longestFlushMs: 0 };
  const flushingSince = new Map<number, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const now = performance.now();
      const r = await client.query<{ pid: number; w: string }>(
        `select pid, coalesce(wait_event_type || ':' || wait_event, 'active') as w from pg_stat_activity
          where backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()`,
      );
      out.samples++;
      const flushing = new Set<number>();
      for (const { pid, w } of r.rows) {
        out.byWait.set(w, (out.byWait.get(w) ?? 0) + 1);
        if (w !== 'IO:WalSync') continue;
        flushing.add(pid);
        const since = flushingSince.get(pid) ?? now;
        flushingSince.set(pid, since);
        out.longestFlushMs = Math.max(out.longestFlushMs, now - since);
      }
      for (const pid of flushingSince.keys()) if (!flushing.has(pid)) flushingSince.delete(pid);
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return out;
  };
}

/** Autovacuum runs so far in the app's database, and the machine's CPU ticks (all, and stolen). */
async function counters(url: string) {
  const [v] = await queryOnce<{ n: string }>(
    url,
    'select coalesce(sum(autovacuum_count + autoanalyze_count), 0)::text as n from pg_stat_user_tables',
  );
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  return { vacuums: Number(v?.n ?? 0), steal: cpu[7] ?? 0, total: cpu.reduce((a, b) => a + b, 0) };
}

/**
 * Starts watching what can hold up every call at once on a 2-core machine (this process's event
 * loop, autovacuum, the hypervisor, the WAL flush); the function it returns stops and answers.
 */
export async function watchStalls(url: string): Promise<() => Promise<Stalls>> {
  const before = await counters(url);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const stopWaits = await sampleWaits(url);
  return async () => {
    const waits = await stopWaits();
    loop.disable();
    const after = await counters(url);
    const busy = [...waits.byWait.values()].reduce((a, b) => a + b, 0);
    const onWal = (waits.byWait.get('IO:WalSync') ?? 0) + (waits.byWait.get('LWLock:WALWrite') ?? 0);
    return {
      loopP99Ms: loop.percentile(99) / 1e6,
      loopMaxMs: loop.max / 1e6,
      vacuums: after.vacuums - before.vacuums,
      stealPct: (100 * (after.steal - before.steal)) / Math.max(1, after.total - before.total),
      walWaitPct: (100 * onWal) / Math.max(1, busy),
      longestFlushMs: waits.longestFlushMs,
      samples: waits.samples,
    };
  };
}
