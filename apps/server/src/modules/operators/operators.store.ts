import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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
    /** Counts a wrong password; the failure that reaches `lockAfter` locks the account until `until`. */
    async loginFailed(id: number, lockAfter: number, until: Date) {
      await db
        .update(operators)
        .set({
          failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${lockAfter} then 0 else ${operators.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${lockAfter} then ${until.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
        })
        .where(eq(operators.id, id));
    },
    loginSucceeded: (id: number) =>
      db.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, id)),
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
