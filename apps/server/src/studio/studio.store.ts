import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { studioRounds, studioSessions } from './studio.tables';

export type StudioSession = typeof studioSessions.$inferSelect;
export type StudioRound = typeof studioRounds.$inferSelect;
export type NewStudioRound = typeof studioRounds.$inferInsert;
export type TxStatus = StudioRound['txStatus'];

/** Statuses the settlement loop still has work for. */
export const UNSETTLED: TxStatus[] = ['bet_pending', 'win_pending', 'bet_unknown'];

export function studioStore(db: Db) {
  return {
    createSession: async (s: typeof studioSessions.$inferInsert) =>
      (await db.insert(studioSessions).values(s).returning())[0] as StudioSession,

    /** A live session (not expired at `now`). */
    session: async (id: string, now: Date) =>
      (
        await db
          .select()
          .from(studioSessions)
          .where(and(eq(studioSessions.id, id), gt(studioSessions.expiresAt, now)))
      )[0],

    /** Takes the next nonce atomically, with the seeds it goes with (two spins never share one). */
    async takeNonce(id: string) {
      const [row] = await db
        .update(studioSessions)
        .set({ nonce: sql`${studioSessions.nonce} + 1` })
        .where(eq(studioSessions.id, id))
        .returning({
          nonce: sql<number>`${studioSessions.nonce} - 1`,
          serverSeed: studioSessions.serverSeed,
          serverSeedHash: studioSessions.serverSeedHash,
          clientSeed: studioSessions.clientSeed,
        });
      return row;
    },

    /** Demo play money: debit the bet and credit the win in one conditional update; undefined = too little. */
    async demoPlay(id: string, betMinor: bigint, winMinor: bigint) {
      const [row] = await db
        .update(studioSessions)
        .set({ demoBalanceMinor: sql`${studioSessions.demoBalanceMinor} - ${betMinor} + ${winMinor}` })
        .where(and(eq(studioSessions.id, id), sql`${studioSessions.demoBalanceMinor} >= ${betMinor}`))
        .returning({ balance: studioSessions.demoBalanceMinor });
      return row?.balance ?? undefined;
    },

    /** New seeds for the session; the old server seed is written onto its rounds so they can be verified. */
    async rotate(id: string, next: { serverSeed: string; serverSeedHash: string; clientSeed: string }) {
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(studioSessions).where(eq(studioSessions.id, id)).for('update');
        if (!old) return undefined;
        await tx
          .update(studioRounds)
          .set({ revealedSeed: old.serverSeed })
          .where(and(eq(studioRounds.sessionId, id), eq(studioRounds.serverSeedHash, old.serverSeedHash)));
        await tx
          .update(studioSessions)
          .set({ ...next, nonce: 0 })
          .where(eq(studioSessions.id, id));
        return old;
      });
    },

    insertRound: async (r: NewStudioRound) => (await db.insert(studioRounds).values(r).returning())[0] as StudioRound,

    async markRound(roundId: string, status: TxStatus, at: Date, lastError: string | null = null) {
      await db
        .update(studioRounds)
        .set({
          txStatus: status,
          lastError,
          attempts: sql`${studioRounds.attempts} + 1`,
          settledAt: status === 'settled' || status === 'rolled_back' ? at : null,
        })
        .where(eq(studioRounds.roundId, roundId));
    },

    lastRounds: (sessionId: string, limit: number) =>
      db
        .select()
        .from(studioRounds)
        .where(eq(studioRounds.sessionId, sessionId))
        .orderBy(desc(studioRounds.id))
        .limit(limit),

    /** Rounds the settlement loop must finish, oldest first. */
    unsettled: (limit: number) =>
      db
        .select()
        .from(studioRounds)
        .where(inArray(studioRounds.txStatus, UNSETTLED))
        .orderBy(studioRounds.id)
        .limit(limit),
  };
}
export type StudioStore = ReturnType<typeof studioStore>;
