import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { operatorSessions, operators } from './operators.tables';

export function operatorsStore(db: Db) {
  return {
    /** The operator of a brand by username, whatever its case. */
    async byUsername(brandId: number, username: string) {
      const rows = await db
        .select()
        .from(operators)
        .where(and(eq(operators.brandId, brandId), eq(sql`lower(${operators.username})`, username.toLowerCase())))
        .limit(1);
      return rows[0];
    },
    /**
     * Counts a login try before its password is checked, in one statement so concurrent tries all
     * count. A lock that has ended starts a new count with this try; a try past `lockAfter` locks
     * the account until `until`. Allowed when the returned lockedUntil is null; undefined for no row.
     */
    async attempt(id: number, now: Date, lockAfter: number, until: Date) {
      const lockedNow = sql`${operators.lockedUntil} > ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .update(operators)
        .set({
          failedLogins: sql`case when ${lockedNow} then ${operators.failedLogins}
            when ${operators.lockedUntil} is not null then 1 else ${operators.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${lockedNow} then ${operators.lockedUntil}
            when ${operators.lockedUntil} is null and ${operators.failedLogins} + 1 > ${lockAfter}
            then ${until.toISOString()}::timestamptz end`,
        })
        .where(eq(operators.id, id))
        .returning({ tries: operators.failedLogins, lockedUntil: operators.lockedUntil });
      return row;
    },
    /** A wrong password on the try that reached `lockAfter` locks the account until `until`. */
    lockIfReached: (id: number, lockAfter: number, until: Date) =>
      db
        .update(operators)
        .set({ lockedUntil: until })
        .where(and(eq(operators.id, id), gte(operators.failedLogins, lockAfter), isNull(operators.lockedUntil))),
    /** A right password ends the count, unless a concurrent try has locked the account meanwhile. */
    loginSucceeded: (id: number) =>
      db
        .update(operators)
        .set({ failedLogins: 0 })
        .where(and(eq(operators.id, id), isNull(operators.lockedUntil))),
    insertSession: (row: typeof operatorSessions.$inferInsert) => db.insert(operatorSessions).values(row),
    /** A live session of an active operator; a disabled operator's sessions are dead. */
    async liveSession(tokenHash: string, now: Date) {
      const rows = await db
        .select({
          brandId: operatorSessions.brandId,
          operatorId: operatorSessions.operatorId,
          lastSeenAt: operatorSessions.lastSeenAt,
          role: operators.role,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            eq(operators.status, 'active'),
          ),
        )
        .limit(1);
      return rows[0];
    },
    touch: (tokenHash: string, at: Date) =>
      db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.tokenHash, tokenHash)),
    revoke: (tokenHash: string, at: Date) =>
      db
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt))),
  };
}
export type OperatorsStore = ReturnType<typeof operatorsStore>;
