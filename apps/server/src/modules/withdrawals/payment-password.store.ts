import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { paymentPasswords } from './withdrawals.tables';

export type PaymentPasswordRow = typeof paymentPasswords.$inferSelect;
/** The moment of a try, the tries allowed in a row, and the end of the lock the last one sets. */
export type TryRules = { now: Date; max: number; until: Date };
export type TryOutcome =
  | { kind: 'none' }
  | { kind: 'locked'; until: Date }
  | { kind: 'right' }
  | { kind: 'wrong'; tries: number };

export function paymentPasswordStore(db: Db) {
  return {
    async get(memberId: number): Promise<PaymentPasswordRow | undefined> {
      const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
      return row;
    },

    /** False when the member already has one (set only once; then change or reset). */
    async insert(memberId: number, hash: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(paymentPasswords)
        .values({ memberId, hash, updatedAt: at })
        .onConflictDoNothing()
        .returning({ id: paymentPasswords.memberId });
      return rows.length > 0;
    },

    /** A new hash, with the failure count and any lock cleared. */
    replace: (memberId: number, hash: string, at: Date) =>
      db
        .insert(paymentPasswords)
        .values({ memberId, hash, updatedAt: at })
        .onConflictDoUpdate({
          target: paymentPasswords.memberId,
          set: { hash, failures: 0, lockedUntil: null, updatedAt: at },
        }),

    /**
     * One try at the payment password. It is counted first, by a conditional UPDATE whose row lock
     * is held until the try is decided: concurrent tries of one member are decided one after
     * another, each counted before its check and seeing every try before it, so a burst locks at
     * the 5th wrong one and a burst of right ones never locks. A lock that has ended starts a new
     * count; `check` compares the password; a right one clears the count, the `max`-th wrong one
     * locks until `until`.
     */
    tryPassword: (memberId: number, t: TryRules, check: (hash: string) => Promise<boolean>) =>
      db.transaction(async (tx): Promise<TryOutcome> => {
        const lockedNow = sql`${paymentPasswords.lockedUntil} > ${t.now.toISOString()}::timestamptz`;
        const [row] = await tx
          .update(paymentPasswords)
          .set({
            failures: sql`case when ${lockedNow} then ${paymentPasswords.failures}
              when ${paymentPasswords.lockedUntil} is not null then 1 else ${paymentPasswords.failures} + 1 end`,
            lockedUntil: sql`case when ${lockedNow} then ${paymentPasswords.lockedUntil}
              when ${paymentPasswords.lockedUntil} is null and ${paymentPasswords.failures} + 1 > ${t.max}
              then ${t.until.toISOString()}::timestamptz end`,
          })
          .where(eq(paymentPasswords.memberId, memberId))
          .returning({
            hash: paymentPasswords.hash,
            tries: paymentPasswords.failures,
            lockedUntil: paymentPasswords.lockedUntil,
          });
        if (!row) return { kind: 'none' };
        if (row.lockedUntil) return { kind: 'locked', until: row.lockedUntil };
        const mine = eq(paymentPasswords.memberId, memberId);
        if (await check(row.hash)) {
          await tx.update(paymentPasswords).set({ failures: 0 }).where(mine);
          return { kind: 'right' };
        }
        if (row.tries < t.max) return { kind: 'wrong', tries: row.tries };
        await tx.update(paymentPasswords).set({ lockedUntil: t.until }).where(mine);
        return { kind: 'locked', until: t.until };
      }),
  };
}
export type PaymentPasswordStore = ReturnType<typeof paymentPasswordStore>;
