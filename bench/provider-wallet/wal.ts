import { queryOnce } from '../ledger/cluster';

/** The cluster's WAL so far: bytes, full-page images, fsyncs and the milliseconds they took (undefined: not tracked). */
export type WalSyncs = { bytes: number; fpi: number; fsyncs: number; ms: number | undefined };

/**
 * Turns on the timing of WAL writes and fsyncs (track_wal_io_timing, a few clock reads per flush)
 * for the sessions opened from now on in the bench's databases, on its own throwaway cluster only;
 * an outside DATABASE_URL server is left as it is, and its fsyncs are then counted without their
 * time. Per database, not ALTER SYSTEM: a configuration reload woke the autovacuum launcher, which
 * then ran about 20 autovacuums and autoanalyzes in the app's database during the paced run.
 */
export async function trackWalTiming(url: string, databases: string[]): Promise<void> {
  for (const name of databases) await queryOnce(url, `alter database ${name} set track_wal_io_timing = on`);
}

/**
 * The cluster's WAL (pg_stat_wal) and the fsyncs client backends made (pg_stat_io, PostgreSQL 18+;
 * undefined before): read before and after a side's slices, they say how long the disk took to
 * make a commit durable, which every answer of the wallet waits for and every TPC-B commit too.
 * The WAL writer's own fsyncs (of the wallet's commits that do not wait) are not counted.
 */
async function walSyncs(url: string): Promise<WalSyncs | undefined> {
  try {
    const [r] = await queryOnce<{ bytes: string; fpi: string; fsyncs: string; ms: string | null; timed: string }>(
      url,
      `select w.wal_bytes::text as bytes, w.wal_fpi::text as fpi, sum(io.fsyncs)::text as fsyncs,
              sum(io.fsync_time)::text as ms, current_setting('track_wal_io_timing') as timed
         from pg_stat_wal w, pg_stat_io io
        where io.object = 'wal' and io.backend_type = 'client backend' group by w.wal_bytes, w.wal_fpi`,
    );
    if (!r) return undefined;
    const ms = r.timed === 'on' ? Number(r.ms ?? 0) : undefined;
    return { bytes: Number(r.bytes), fpi: Number(r.fpi), fsyncs: Number(r.fsyncs), ms };
  } catch {
    return undefined;
  }
}

/**
 * The WAL of one side over its slices, as busyMeter (busy.ts) measures the CPU: `start()` before a
 * slice, and what it answers after it. `result()` is undefined when the server has no pg_stat_io
 * (before PostgreSQL 18).
 */
export function walMeter(url: string) {
  let total: WalSyncs | undefined = { bytes: 0, fpi: 0, fsyncs: 0, ms: 0 };
  return {
    async start() {
      const a = await walSyncs(url);
      return async () => {
        const b = await walSyncs(url);
        if (!total || !a || !b) {
          total = undefined;
          return;
        }
        total.bytes += b.bytes - a.bytes;
        total.fpi += b.fpi - a.fpi;
        total.fsyncs += b.fsyncs - a.fsyncs;
        total.ms =
          total.ms === undefined || a.ms === undefined || b.ms === undefined ? undefined : total.ms + b.ms - a.ms;
      };
    },
    result: () => total,
  };
}
