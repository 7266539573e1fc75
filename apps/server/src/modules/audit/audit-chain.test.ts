import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { otherBrand } from '../../../test/brands-kit';
import { testDatabase } from '../../../test/harness';
import { MIGRATIONS_DIR, runMigrations } from '../../platform/db/migrate';
import { inTransaction } from '../../platform/db/tx';
import { type AuditRecord, auditService } from './audit.service';
import { auditStore } from './audit.store';

const db = await testDatabase(12);
const audit = auditService({ store: auditStore(), db });
const brandA = (await otherBrand(db, 'CA')).id;
const brandB = (await otherBrand(db, 'CB')).id;

const entry = (brandId: number, n: number, detail: Record<string, unknown> = {}): AuditRecord => ({
  brandId,
  operatorId: null,
  action: 'withdrawal.approve',
  targetType: 'withdrawal',
  targetId: `w${n}`,
  detail: { n, ...detail },
  ip: '10.0.0.1',
});
const reportOf = async (brandId: number) => (await audit.verify()).find((r) => r.brandId === brandId);

/** Runs `statement` with the append-only trigger paused, as someone with the database's rights could. */
const tamper = (statement: ReturnType<typeof sql>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  });

describe('the audit hash chain', () => {
  it('chains each brand on its own, and verify says OK with the count', async () => {
    for (let i = 0; i < 4; i++)
      await audit.record(db, entry(brandA, i, { amountMinor: 100n * BigInt(i), note: 'ü "q"' }));
    for (let i = 0; i < 3; i++) await audit.record(db, entry(brandB, i));
    expect(await reportOf(brandA)).toMatchObject({ entries: 4, problem: null });
    expect(await reportOf(brandB)).toMatchObject({ entries: 3, problem: null });
    const rows = await db.execute<{ prev_hash: string; hash: string }>(
      sql`select prev_hash, hash from audit_log where brand_id = ${brandA} order by id`,
    );
    expect(rows.rows[0]?.prev_hash).toBe('0'.repeat(64));
    expect(rows.rows[1]?.prev_hash).toBe(rows.rows[0]?.hash);
  });

  it('keeps one valid chain under 40 appends at once, from concurrent transactions', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        inTransaction(db, async (tx) => {
          await audit.record(tx, entry(brandB, 100 + i));
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      ),
    );
    expect(await reportOf(brandB)).toMatchObject({ entries: 43, problem: null });
  });

  it('finds a changed row: the hash no longer matches', async () => {
    const [row] = (
      await db.execute<{ id: number }>(
        sql`select id from audit_log where brand_id = ${brandA} order by id limit 1 offset 1`,
      )
    ).rows;
    await tamper(sql`update audit_log set detail = '{"n": 1, "amountMinor": "999999"}' where id = ${row?.id}`);
    const report = await reportOf(brandA);
    expect(report?.problem).toMatchObject({ kind: 'changed', id: Number(row?.id) });
    expect(report?.problem?.message).toContain(`#${row?.id}`);
    // The other brand's chain is untouched.
    expect((await reportOf(brandB))?.problem).toBeNull();
  });

  it('finds a deleted row: the next entry does not follow the one before it', async () => {
    const ids = (
      await db.execute<{ id: string }>(sql`select id from audit_log where brand_id = ${brandB} order by id`)
    ).rows.map((r) => Number(r.id));
    await tamper(sql`delete from audit_log where id = ${ids[5]}`);
    const report = await reportOf(brandB);
    expect(report?.problem).toMatchObject({ kind: 'deleted', id: ids[6] });
    expect(report?.problem?.message).toContain(`#${ids[4]}`);
  });

  it('finds rows deleted at the end through the chain head', async () => {
    const brandC = (await otherBrand(db, 'CC')).id;
    for (let i = 0; i < 3; i++) await audit.record(db, entry(brandC, i));
    const [last] = (
      await db.execute<{ id: string }>(sql`select max(id) as id from audit_log where brand_id = ${brandC}`)
    ).rows;
    await tamper(sql`delete from audit_log where id = ${last?.id}`);
    expect((await reportOf(brandC))?.problem).toMatchObject({ kind: 'tail', id: Number(last?.id) });
  });

  it('still refuses UPDATE and DELETE through the append-only trigger', async () => {
    await expect(db.execute(sql`delete from audit_log where brand_id = ${brandA}`)).rejects.toThrow();
  });

  it('chains rows written before the chain existed when the migration runs (an upgraded database)', async () => {
    const fresh = await testDatabase(2, 'template0');
    // Migrate up to the migration before the chain, write entries the old way, then finish.
    const dir = await mkdtemp(path.join(tmpdir(), 'audit-upgrade-'));
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8'));
    const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith('_access_audit_chain'));
    journal.entries = journal.entries.slice(0, upTo);
    await writeFile(journalFile, JSON.stringify(journal));
    await migrate(fresh, { migrationsFolder: dir });
    await rm(dir, { recursive: true, force: true });
    const b = (await otherBrand(fresh, 'CU')).id;
    for (let i = 0; i < 3; i++)
      await fresh.execute(
        sql`insert into audit_log (brand_id, action, target_type, target_id, detail, ip)
          values (${b}, 'deposit.approve', 'deposit', ${`d${i}`}, ${JSON.stringify({ i, s: 'x' })}::jsonb, null)`,
      );
    await runMigrations(fresh);
    const upgraded = auditService({ store: auditStore(), db: fresh });
    await upgraded.record(fresh, entry(b, 9));
    expect((await upgraded.verify()).find((r) => r.brandId === b)).toMatchObject({ entries: 4, problem: null });
  });
});
