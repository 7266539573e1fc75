import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { operatorSessions, operators } from './operators.tables';

/** The moment of a try, the wrong passwords allowed in a row, and the end of the lock the last one sets. */
export type LoginRules = { now: Date; lockAfter: number; until: Date };
export type LoginOutcome = { kind: 'locked'; until: Date } | { kind: 'right' } | { kind: 'wrong' };

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
     * One login try. It is counted first, by a conditional UPDATE whose row lock is held until the
     * try is decided: concurrent tries at one operator are decided one after another, each counted
     * before its check and seeing every try before it, so a burst locks at the 5th wrong password
     * and right ones never lock. A lock that has ended starts a new count; `check` compares the
     * password; a right one clears the count, the `lockAfter`-th wrong one locks until `until`.
     */
    tryLogin: (id: number, t: LoginRules, check: (hash: string) => Promise<boolean>) =>
      db.transaction(async (tx): Promise<LoginOutcome> => {
        const lockedNow = sql`${operators.lockedUntil} > ${t.now.toISOString()}::timestamptz`;
        const [row] = await tx
          .update(operators)
          .set({
            failedLogins: sql`case when ${lockedNow} then ${operators.failedLogins}
              when ${operators.lockedUntil} is not null then 1 else ${operators.failedLogins} + 1 end`,
            lockedUntil: sql`case when ${lockedNow} then ${operators.lockedUntil}
              when ${operators.lockedUntil} is null and ${operators.failedLogins} + 1 > ${t.lockAfter}
              then ${t.until.toISOString()}::timestamptz end`,
          })
          .where(eq(operators.id, id))
          .returning({
            hash: operators.passwordHash,
            tries: operators.failedLogins,
            lockedUntil: operators.lockedUntil,
          });
        if (!row) return { kind: 'wrong' };
        if (row.lockedUntil) return { kind: 'locked', until: row.lockedUntil };
        if (await check(row.hash)) {
          await tx.update(operators).set({ failedLogins: 0 }).where(eq(operators.id, id));
          return { kind: 'right' };
        }
        if (row.tries >= t.lockAfter)
          await tx.update(operators).set({ lockedUntil: t.until }).where(eq(operators.id, id));
        return { kind: 'wrong' };
      }),
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
