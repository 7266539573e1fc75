import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loginChallenges, loginFailures, memberIps, passwordResets } from './security.tables';

type Scope = 'account' | 'ip';
export type ChallengeRow = typeof loginChallenges.$inferSelect;

/** The login-protection tables: failures, known IPs, pending challenges and reset links. */
export function securityStore(db: Db) {
  return {
    recordFailure: (brandId: number, scope: Scope, key: string, at: Date) =>
      db.insert(loginFailures).values({ brandId, scope, key, at }),
    async failuresSince(brandId: number, scope: Scope, key: string, from: Date) {
      const [row] = await db
        .select({ n: count(), last: sql<Date | null>`max(${loginFailures.at})` })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.brandId, brandId),
            eq(loginFailures.scope, scope),
            eq(loginFailures.key, key),
            gt(loginFailures.at, from),
          ),
        );
      return { n: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
    },
    clearFailures: (brandId: number, scope: Scope, key: string) =>
      db
        .delete(loginFailures)
        .where(and(eq(loginFailures.brandId, brandId), eq(loginFailures.scope, scope), eq(loginFailures.key, key))),

    async knowsIp(memberId: number, ip: string): Promise<boolean> {
      const rows = await db
        .select({ ip: memberIps.ip })
        .from(memberIps)
        .where(and(eq(memberIps.memberId, memberId), eq(memberIps.ip, ip)))
        .limit(1);
      return rows.length > 0;
    },
    rememberIp: (memberId: number, ip: string, at: Date) =>
      db
        .insert(memberIps)
        .values({ memberId, ip, firstSeenAt: at, lastSeenAt: at })
        .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeenAt: at } }),

    insertChallenge: (row: typeof loginChallenges.$inferInsert) => db.insert(loginChallenges).values(row),
    async challenge(idHash: string): Promise<ChallengeRow | undefined> {
      const rows = await db.select().from(loginChallenges).where(eq(loginChallenges.idHash, idHash)).limit(1);
      return rows[0];
    },
    countWrongAnswer: (idHash: string) =>
      db
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(eq(loginChallenges.idHash, idHash)),
    async useChallenge(idHash: string, at: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(loginChallenges)
        .set({ usedAt: at })
        .where(
          and(
            eq(loginChallenges.idHash, idHash),
            isNull(loginChallenges.usedAt),
            lt(loginChallenges.attempts, maxAttempts),
          ),
        )
        .returning({ id: loginChallenges.idHash });
      return rows.length === 1;
    },

    async resetsSince(memberId: number, from: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.memberId, memberId), gt(passwordResets.createdAt, from)));
      return row?.n ?? 0;
    },
    insertReset: (row: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(row),
    /** Spends a live reset link; the member it was for, or undefined. */
    async useReset(tokenHash: string, at: Date): Promise<number | undefined> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)),
        )
        .returning({ memberId: passwordResets.memberId });
      return rows[0]?.memberId;
    },
  };
}
export type SecurityStore = ReturnType<typeof securityStore>;
