import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { payoutAccounts } from './withdrawals.tables';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** Namespace of the advisory lock that serialises one member's account bindings (the max-5 count). */
const BIND_LOCK = 4_001;

export function payoutAccountsStore(db: Db) {
  const live = (brandId: number, memberId: number) =>
    and(eq(payoutAccounts.brandId, brandId), eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt));

  return {
    list: (brandId: number, memberId: number, exec: Executor = db) =>
      exec.select().from(payoutAccounts).where(live(brandId, memberId)).orderBy(asc(payoutAccounts.id)),

    async get(exec: Executor, brandId: number, memberId: number, id: number): Promise<PayoutAccountRow | undefined> {
      const [row] = await exec
        .select()
        .from(payoutAccounts)
        .where(and(live(brandId, memberId), eq(payoutAccounts.id, id)));
      return row;
    },

    /** Held until the transaction ends, so two bindings at once cannot both pass the count. */
    lockMember: (tx: Executor, memberId: number) =>
      tx.execute(sql`select pg_advisory_xact_lock(${BIND_LOCK}, ${memberId})`),

    async countLive(tx: Executor, brandId: number, memberId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(payoutAccounts).where(live(brandId, memberId));
      return row?.n ?? 0;
    },

    /** Null when the same provider and number is already bound (the partial unique index). */
    async insert(tx: Executor, row: typeof payoutAccounts.$inferInsert): Promise<PayoutAccountRow | undefined> {
      const [created] = await tx.insert(payoutAccounts).values(row).onConflictDoNothing().returning();
      return created;
    },

    async remove(brandId: number, memberId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(payoutAccounts)
        .set({ removedAt: at })
        .where(and(live(brandId, memberId), eq(payoutAccounts.id, id)))
        .returning({ id: payoutAccounts.id });
      return rows.length > 0;
    },
  };
}
export type PayoutAccountsStore = ReturnType<typeof payoutAccountsStore>;
