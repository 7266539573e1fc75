import path from 'node:path';
import type { Config } from '../config';
import { createDb, createPool, type Db } from './client';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export type Database = { db: Db; url: string; embedded: boolean; close: () => Promise<void> };

/**
 * `DATABASE_URL` selects an external PostgreSQL; without it the embedded cluster under DATA_DIR
 * is started. Either way the committed migrations are applied before the app listens.
 */
export async function openDatabase(config: Config, log: (m: string) => void): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const cluster = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      log: (line) => {
        if (/FATAL|PANIC|ERROR/.test(line)) log(line);
      },
    });
    url = cluster.url;
    stopEmbedded = cluster.stop;
  }
  const pool = createPool(url, config.DB_POOL_MAX);
  const db = createDb(pool);
  await runMigrations(db);
  return {
    db,
    url,
    embedded: Boolean(stopEmbedded),
    close: async () => {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}
