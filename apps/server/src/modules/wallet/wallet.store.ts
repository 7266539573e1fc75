import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { walletRequests } from './wallet.tables';

type Key = { brandId: number; memberId: number; idemKey: string };

/** The wallet module's own SQL (request keys); ledger tables are read and written by the ledger module. */
export function walletStore() {
  return {
    /**
     * Claims a key for this request. True when it is new; false when another request holds it (a
     * concurrent one with the same key waits here until the first commits or rolls back).
     */
    async claim(exec: Executor, key: Key, print: string): Promise<boolean> {
      const rows = await exec
        .insert(walletRequests)
        .values({ ...key, print })
        .onConflictDoNothing()
        .returning({ id: walletRequests.id });
      return rows.length > 0;
    },

    async find(exec: Executor, key: Key) {
      const rows = await exec
        .select({ print: walletRequests.print, result: walletRequests.result })
        .from(walletRequests)
        .where(
          and(
            eq(walletRequests.brandId, key.brandId),
            eq(walletRequests.memberId, key.memberId),
            eq(walletRequests.idemKey, key.idemKey),
          ),
        );
      return rows[0];
    },

    async saveResult(exec: Executor, key: Key, result: Record<string, unknown>) {
      await exec
        .update(walletRequests)
        .set({ result })
        .where(
          and(
            eq(walletRequests.brandId, key.brandId),
            eq(walletRequests.memberId, key.memberId),
            eq(walletRequests.idemKey, key.idemKey),
          ),
        );
    },
  };
}
export type WalletStore = ReturnType<typeof walletStore>;
