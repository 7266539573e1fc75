import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/drizzle: three levels up from src/platform/db, one from the built dist/main.js. */
export const MIGRATIONS_DIR = [path.resolve(here, '../../../drizzle'), path.resolve(here, '../drizzle')].find((d) =>
  existsSync(path.join(d, 'meta', '_journal.json')),
) as string;

/** Applies the committed drizzle-kit migrations; a lock inside drizzle keeps concurrent starts safe. */
export async function runMigrations(db: Db) {
  await db.$client.query('select pg_advisory_lock(727274)');
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await db.$client.query('select pg_advisory_unlock(727274)');
  }
}
