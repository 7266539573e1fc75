import { and, eq, gt, sql } from 'drizzle-orm';
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
     * One more wrong try, counted in the row itself so concurrent tries all count. The try that
     * reaches `max` locks until `until` and starts the count again for after the lock.
     */
    async fail(memberId: number, max: number, until: Date): Promise<{ failures: number; lockedUntil: Date | null }> {
      const reached = sql`${paymentPasswords.failures} + 1 >= ${max}`;
      const [row] = await db
        .update(paymentPasswords)
        .set({
          failures: sql`case when ${reached} then 0 else ${paymentPasswords.failures} + 1 end`,
          lockedUntil: sql`case when ${reached} then ${until.toISOString()}::timestamptz else ${paymentPasswords.lockedUntil} end`,
        })
        .where(eq(paymentPasswords.memberId, memberId))
        .returning({ failures: paymentPasswords.failures, lockedUntil: paymentPasswords.lockedUntil });
      return row ?? { failures: 0, lockedUntil: null };
    },

    clearFailures: (memberId: number) =>
      db
        .update(paymentPasswords)
        .set({ failures: 0 })
        .where(and(eq(paymentPasswords.memberId, memberId), gt(paymentPasswords.failures, 0))),
  };
}
export type PaymentPasswordStore = ReturnType<typeof paymentPasswordStore>;
