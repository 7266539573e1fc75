import { and, count, eq, getTableName, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { emailBindings, passwordResets } from './security.tables';

/** The single-use links mailed to a member (password reset, email binding), each capped per hour. */
type LinkTable = typeof passwordResets | typeof emailBindings;

/**
 * Adds a mailed link unless `max` were made for its member since `from`. The count and the insert
 * run under a lock on the member and the table, so requests sent at once are counted one
 * after another (30 forgot-password requests at once mailed 30 links before). False when the cap
 * is reached (nothing added).
 */
export function insertLinkUnderCap<T extends LinkTable>(
  db: Db,
  table: T,
  row: T['$inferInsert'],
  from: Date,
  max: number,
): Promise<boolean> {
  const t = table as LinkTable;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${getTableName(t)}), ${row.memberId})`);
    const [c] = await tx
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.memberId, row.memberId), gt(t.createdAt, from)));
    if ((c?.n ?? 0) >= max) return false;
    await tx.insert(t).values(row as never);
    return true;
  });
}
