import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { paymentPasswords } from './withdrawals.tables';

export type PaymentPasswordRow = typeof paymentPasswords.$inferSelect;

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
     * Counts a try before the password is checked, in one statement so concurrent tries all count.
     * A lock that has ended starts a new count with this try; a try past `max` locks until `until`.
     * The try may go on when the returned lockedUntil is null; undefined when no password is set.
     */
    async attempt(memberId: number, now: Date, max: number, until: Date) {
      const lockedNow = sql`${paymentPasswords.lockedUntil} > ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .update(paymentPasswords)
        .set({
          failures: sql`case when ${lockedNow} then ${paymentPasswords.failures}
            when ${paymentPasswords.lockedUntil} is not null then 1 else ${paymentPasswords.failures} + 1 end`,
          lockedUntil: sql`case when ${lockedNow} then ${paymentPasswords.lockedUntil}
            when ${paymentPasswords.lockedUntil} is null and ${paymentPasswords.failures} + 1 > ${max}
            then ${until.toISOString()}::timestamptz end`,
        })
        .where(eq(paymentPasswords.memberId, memberId))
        .returning({
          hash: paymentPasswords.hash,
          tries: paymentPasswords.failures,
          lockedUntil: paymentPasswords.lockedUntil,
        });
      return row;
    },

    /** A wrong password on the try that reached `max` locks until `until`; the lock's end, if any. */
    async lockIfReached(memberId: number, max: number, until: Date): Promise<Date | null> {
      const [row] = await db
        .update(paymentPasswords)
        .set({ lockedUntil: sql`coalesce(${paymentPasswords.lockedUntil}, ${until.toISOString()}::timestamptz)` })
        .where(and(eq(paymentPasswords.memberId, memberId), gte(paymentPasswords.failures, max)))
        .returning({ lockedUntil: paymentPasswords.lockedUntil });
      return row?.lockedUntil ?? null;
    },

    /** A right password ends the count, unless a concurrent try has locked it meanwhile. */
    clearFailures: (memberId: number) =>
      db
        .update(paymentPasswords)
        .set({ failures: 0 })
        .where(
          and(
            eq(paymentPasswords.memberId, memberId),
            gt(paymentPasswords.failures, 0),
            isNull(paymentPasswords.lockedUntil),
          ),
        ),
  };
}
export type PaymentPasswordStore = ReturnType<typeof paymentPasswordStore>;
