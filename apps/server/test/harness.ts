import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { createDb, createPool, type Db } from '../src/platform/db/client';
import { SEEDED_TEMPLATE_DB, TEMPLATE_DB, withDatabase } from './global-setup';
import { rememberApp } from './operator-kit';

/**
 * A fresh database cloned from the migrated template (or the seeded one); dropped when the test
 * file ends. `timeZone`: the database's own default zone, as a server set to another zone has it.
 */
export async function testDatabase(poolMax = 5, template = TEMPLATE_DB, timeZone?: string): Promise<Db> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  if (timeZone) await admin.query(`alter database ${name} set timezone = ${pg.escapeLiteral(timeZone)}`);
  await admin.end();
  const pool = createPool(withDatabase(adminUrl, name), poolMax);
  afterAll(async () => {
    await pool.end();
    const a = new pg.Client(adminUrl);
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });
  return createDb(pool);
}

/** The real app on a fresh database with the demo brand (cloned seeded), for inject()-based API tests. */
export async function testApp(overrides: Partial<AppDeps> = {}): Promise<{ app: FastifyInstance; db: Db }> {
  const db = await testDatabase(5, SEEDED_TEMPLATE_DB);
  const deps = { db, secret: 'test-secret', defaultMerchant: 'RT', logLevel: 'silent', ...overrides };
  const app = await buildApp(deps);
  // The operator kit reads the app's clock, database and secret for the TOTP step of operatorLogin.
  rememberApp(app, deps);
  afterAll(() => app.close());
  return { app, db };
}
