import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions } from './sessions.tables';

export function sessionsStore(db: Db) {
  return {
    insert: (row: typeof sessions.$inferInsert) => db.insert(sessions).values(row),
    async live(tokenHash: string, now: Date) {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    touch: (tokenHash: string, at: Date) =>
      db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash)),
    revoke: (tokenHash: string, at: Date) =>
      db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt))),
  };
}
export type SessionsStore = ReturnType<typeof sessionsStore>;
