import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { sandboxPayments } from './sandbox.tables';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = Omit<typeof sandboxPayments.$inferInsert, 'id' | 'status' | 'createdAt'>;

export function sandboxStore(db: Db) {
  return {
    /** Inserts the payment, or returns the existing one for the same merchant order. */
    async create(p: NewSandboxPayment): Promise<SandboxPayment> {
      const [created] = await db.insert(sandboxPayments).values(p).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.merchant, p.merchant), eq(sandboxPayments.orderId, p.orderId)));
      return existing as SandboxPayment;
    },

    byRef: async (ref: string) => (await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)))[0],

    /** Completes a payment once; returns the row as it stands (an earlier outcome wins). */
    async complete(ref: string, status: 'paid' | 'failed', at: Date): Promise<SandboxPayment | undefined> {
      const [done] = await db
        .update(sandboxPayments)
        .set({ status, completedAt: at })
        .where(and(eq(sandboxPayments.ref, ref), eq(sandboxPayments.status, 'created')))
        .returning();
      if (done) return done;
      return (await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)))[0];
    },

    notified: (ref: string, httpStatus: number, at: Date) =>
      db
        .update(sandboxPayments)
        .set({ notifyStatus: httpStatus, notifiedAt: at })
        .where(eq(sandboxPayments.ref, ref))
        .then(() => undefined),
  };
}
export type SandboxStore = ReturnType<typeof sandboxStore>;
