import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, createPool } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded';
import { runMigrations } from '../src/platform/db/migrate';
import { seedDemo } from '../src/seed/demo';
import { freePort } from './free-port';

export const TEMPLATE_DB = 'platform_template';
/** The migrated template with the demo brand seeded: what testApp() clones. */
export const SEEDED_TEMPLATE_DB = 'platform_template_seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole test run (the embedded one, or DATABASE_URL), with the
 * migrations applied once into a template database, and a second template with the demo brand
 * seeded (its 10,000 games and hashed demo passwords cost seconds); each test file clones one of
 * them in milliseconds.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'platform-test-pg-'));
    // The cluster runs as the postgres user when tests run as root; it must reach its directory.
    await chmod(dir, 0o755);
    const cluster = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: await freePort(),
      persistent: false,
    });
    adminUrl = cluster.url;
    stop = cluster.stop;
  }
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  for (const name of [SEEDED_TEMPLATE_DB, TEMPLATE_DB])
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const pool = createPool(withDatabase(adminUrl, TEMPLATE_DB), 2);
  await runMigrations(createDb(pool));
  await pool.end();
  await admin.query(`create database ${SEEDED_TEMPLATE_DB} template ${TEMPLATE_DB}`);
  const seeded = createPool(withDatabase(adminUrl, SEEDED_TEMPLATE_DB), 2);
  await seedDemo(createDb(seeded));
  await seeded.end();
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
