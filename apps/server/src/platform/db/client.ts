import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// bigint (int8) columns come back as strings by default; money code parses them as BigInt itself.
export type Db = NodePgDatabase<Record<string, never>> & { $client: pg.Pool };

export function createPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'platform' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool }) as Db;
}
