import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// bigint (int8) columns come back as strings by default; money code parses them as BigInt itself.
export type Db = NodePgDatabase<Record<string, never>> & { $client: pg.Pool };

/**
 * How long a query waits for a pooled connection before it fails (answered 503 BUSY). Without a
 * limit, requests whose transactions each waited on a lock while the holder waited for one more
 * connection hung the whole app for good (two such bursts were found and fixed on 2026-11-27);
 * with it the waiters give up, their transactions roll back and the app recovers by itself.
 */
export const POOL_WAIT_MS = 15_000;

/** Whether `error` (or what it wraps: drizzle wraps the driver's errors) is a pool wait that ran out. */
export function isPoolWaitTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    // pg-pool's own wording: its timeout error carries no code.
    if (e.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

/**
 * The app's connections. Every session runs in UTC whatever the server's own zone, so what SQL
 * truncates to the hour (the responsible-gaming usage buckets and windows) falls on the same
 * hours as the app's clock (rg.rules windowStart); brand-local days and periods are always
 * computed with an explicit `AT TIME ZONE` the brand's zone.
 */
export function createPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'platform',
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: POOL_WAIT_MS,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool }) as Db;
}

/**
 * A pool on the same database as `base` whose commits return before their WAL reaches the disk
 * (synchronous_commit = off). Only for a caller that holds every answer back until a later
 * synchronous commit has flushed the WAL past it, as the provider wallet lanes do
 * (providers.lanes.ts): then nothing is answered that a crash could take back, and the
 * connections do not sleep through each flush. Idle connections do not keep the process alive.
 */
export function unflushedPool(base: pg.Pool, max: number): pg.Pool {
  const o = base.options;
  const pool = new pg.Pool({
    ...o,
    max,
    allowExitOnIdle: true,
    options: [o.options, '-c synchronous_commit=off'].filter(Boolean).join(' '),
  });
  pool.on('error', () => {});
  return pool;
}
