import { describe, expect, it } from 'vitest';
import { TEMPLATE_DB } from '../../../test/global-setup';
import { testDatabase } from '../../../test/harness';
import { unflushedPool } from './client';

describe("the app's database sessions", () => {
  it('run in UTC on a server set to another zone, so hour buckets fall on the clock hours the app computes', async () => {
    // A database whose own zone is half an hour off UTC, as India's (+05:30).
    const { $client: pool } = await testDatabase(1, TEMPLATE_DB, 'Asia/Kolkata');
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
    }
  });
});
