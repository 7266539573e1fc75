import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from '../members/members.tables';
import { sessions } from './sessions.tables';

export function sessionsStore(db: Db) {
  return {
    insert: (row: typeof sessions.$inferInsert, exec: Executor = db) => exec.insert(sessions).values(row),
    /** A live session with its member's type; a disabled member's sessions are dead. */
    async live(tokenHash: string, now: Date) {
      const rows = await db
        .select({
          brandId: sessions.brandId,
          memberId: sessions.memberId,
          lastSeenAt: sessions.lastSeenAt,
          remember: sessions.remember,
          type: members.type,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(members.status, 'active'),
          ),
        )
        .limit(1);
      return rows[0];
    },
    /** Revokes every live session of a member except `keep` (a token hash, or none); `exec` joins a transaction. */
    revokeOthers: (memberId: number, keep: string | null, at: Date, exec: Executor = db) =>
      exec
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.tokenHash, keep) : undefined,
          ),
        ),
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
