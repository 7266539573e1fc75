import pg from 'pg';

/** How often the sampler looks at what the app's backends wait on. */
const EVERY_MS = 10;

export type Waits = {
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
export async function sampleWaits(url: string): Promise<() => Promise<Waits>> {
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
