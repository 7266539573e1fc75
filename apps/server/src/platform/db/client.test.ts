import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB, withDatabase } from '../../../test/global-setup';
import { createPool, unflushedPool } from './client';

/** A database whose server-side zone is half an hour off UTC, as India's (+05:30). */
async function databaseInKolkata(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.query(`alter database ${name} set timezone = 'Asia/Kolkata'`);
  await admin.end();
  afterAll(async () => {
    const a = new pg.Client(adminUrl);
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });
  return withDatabase(adminUrl, name);
}

describe("the app's database sessions", () => {
  it('run in UTC on a server set to another zone, so hour buckets fall on the clock hours the app computes', async () => {
    const pool = createPool(await databaseInKolkata(), 1);
    const wallet = unflushedPool(pool, 1);
    try {
      for (const p of [pool, wallet]) {
        const { rows } = await p.query<{ zone: string; hour: Date; commit: string }>(
          `select current_setting('TimeZone') as zone, current_setting('synchronous_commit') as commit,
                  date_trunc('hour', '2026-03-01T10:45:00Z'::timestamptz) as hour`,
        );
        expect(rows[0]?.zone).toBe('UTC');
        expect(rows[0]?.hour.toISOString()).toBe('2026-03-01T10:00:00.000Z');
        expect(rows[0]?.commit).toBe(p === wallet ? 'off' : 'on');
      }
    } finally {
      await wallet.end();
      await pool.end();
    }
  });
});
