import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import type { AccountKind } from './ledger.tables';
import type { LedgerReadsStore, MovementFilter, MovementRow } from './ledger-reads.store';

// Other modules name account kinds through this service, never through ledger.tables.
export type { AccountKind, MovementFilter, MovementRow };
export type MovementSum = { type: string; direction: 'in' | 'out'; totalMinor: bigint; count: number };

/**
 * Reads over ledger transfers for the member records. Nothing here writes: money moves only
 * through ledger.service. An empty account list (a member who never had money) reads as nothing.
 */
export function ledgerReadsService(deps: { store: LedgerReadsStore; db: Db }) {
  return {
    /** The member's existing accounts (cash, locked, bonus, vendor wallets); none are created. */
    memberAccounts: (brandId: number, memberId: number, exec: Executor = deps.db) =>
      deps.store.memberAccounts(exec, brandId, memberId),

    async movementsPage(
      f: MovementFilter,
      pageNo: number,
      pageSize: number,
      exec: Executor = deps.db,
    ): Promise<{ rows: MovementRow[]; total: number }> {
      if (f.accountIds.length === 0) return { rows: [], total: 0 };
      const [rows, total] = await Promise.all([
        deps.store.movements(exec, f, pageSize, (pageNo - 1) * pageSize),
        deps.store.countMovements(exec, f),
      ]);
      return { rows, total };
    },

    async sums(f: MovementFilter, exec: Executor = deps.db): Promise<MovementSum[]> {
      if (f.accountIds.length === 0) return [];
      return deps.store.sums(exec, f);
    },
  };
}
export type LedgerReadsService = ReturnType<typeof ledgerReadsService>;
