import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '../platform/config';
import { createDb, createPool, type Db } from '../platform/db/client';
import { openDatabase } from '../platform/db/database';

/**
 * The database of a command-line tool (reconcile, audit:verify, operator:create): the repository's
 * .env if any, then the cluster of a running `npm start` (or DATABASE_URL); when none is running,
 * the embedded one from DATA_DIR, started here and stopped by `close`.
 */
export async function toolDatabase(): Promise<{ config: Config; db: Db; close: () => Promise<void> }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  try {
    process.loadEnvFile(path.resolve(here, '../../../../.env'));
  } catch {
    // no .env: defaults apply
  }
  const config = loadConfig();
  const url = config.DATABASE_URL ?? `postgres://platform:platform@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`;
  const pool = createPool(url, 2);
  try {
    await pool.query('select 1');
    return { config, db: createDb(pool), close: () => pool.end() };
  } catch {
    await pool.end();
    const opened = await openDatabase(config, (m) => console.error(m));
    return { config, db: opened.db, close: opened.close };
  }
}
