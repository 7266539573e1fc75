import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { vendors } from '../games/games.tables';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';
import { betRounds, launchTokens, providerCredentials, providerTransactions } from './providers.tables';

export type ProviderTxRow = typeof providerTransactions.$inferSelect;
export type BetRoundRow = typeof betRounds.$inferSelect;
type NewTx = typeof providerTransactions.$inferInsert;

/** The provider module's own SQL; members, brands and vendors are only read. */
export function providersStore(db: Db) {
  return {
    /** The vendor's wallet mode and its signing secret (null when it has no enabled credential). */
    async vendor(brandId: number, code: string) {
      const rows = await db
        .select({ walletMode: vendors.walletMode, secret: providerCredentials.secret })
        .from(vendors)
        .leftJoin(
          providerCredentials,
          and(
            eq(providerCredentials.brandId, vendors.brandId),
            eq(providerCredentials.vendorCode, vendors.code),
            eq(providerCredentials.enabled, true),
          ),
        )
        .where(and(eq(vendors.brandId, brandId), eq(vendors.code, code)));
      return rows[0];
    },

    async currency(brandId: number): Promise<string> {
      const rows = await db.select({ c: brands.currencyCode }).from(brands).where(eq(brands.id, brandId));
      return rows[0]?.c ?? '';
    },

    async member(exec: Executor, brandId: number, memberId: number) {
      const rows = await exec
        .select({ id: members.id, status: members.status })
        .from(members)
        .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
      return rows[0];
    },

    async saveToken(row: typeof launchTokens.$inferInsert) {
      await db.insert(launchTokens).values(row);
    },

    async token(hash: string) {
      const rows = await db.select().from(launchTokens).where(eq(launchTokens.tokenHash, hash));
      return rows[0];
    },

    /**
     * Serialises every call about one provider transaction id (a bet and the rollback naming it
     * take the same lock), so a late bet and its rollback can never both pass their checks.
     */
    async lockTx(tx: Executor, brandId: number, vendor: string, txId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`prov:${brandId}:${vendor}:${txId}`}, 0))`);
    },

    /** Records the call; false when the id is already taken (the caller replays or refuses). */
    async claim(tx: Executor, row: NewTx): Promise<boolean> {
      const rows = await tx
        .insert(providerTransactions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: providerTransactions.id });
      return rows.length > 0;
    },

    async find(exec: Executor, brandId: number, vendor: string, txId: string): Promise<ProviderTxRow | undefined> {
      const rows = await exec
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.brandId, brandId),
            eq(providerTransactions.vendor, vendor),
            eq(providerTransactions.txId, txId),
          ),
        );
      return rows[0];
    },

    /** A rollback already recorded against this bet id, if any. */
    async rollbackOf(exec: Executor, brandId: number, vendor: string, betTxId: string, exceptTxId = '') {
      const rows = await exec
        .select({ txId: providerTransactions.txId })
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.brandId, brandId),
            eq(providerTransactions.vendor, vendor),
            eq(providerTransactions.refTxId, betTxId),
            eq(providerTransactions.kind, 'rollback'),
            ne(providerTransactions.txId, exceptTxId),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The answer replays get, and (for a rollback) the amount it actually refunded. */
    async saveResponse(
      tx: Executor,
      brandId: number,
      vendor: string,
      txId: string,
      response: unknown,
      amount?: bigint,
    ) {
      await tx
        .update(providerTransactions)
        .set(amount === undefined ? { response } : { response, amountMinor: amount })
        .where(
          and(
            eq(providerTransactions.brandId, brandId),
            eq(providerTransactions.vendor, vendor),
            eq(providerTransactions.txId, txId),
          ),
        );
    },

    /** The round, locked until the transaction ends. */
    async round(tx: Executor, brandId: number, vendor: string, roundId: string): Promise<BetRoundRow | undefined> {
      const rows = await tx
        .select()
        .from(betRounds)
        .where(and(eq(betRounds.brandId, brandId), eq(betRounds.vendor, vendor), eq(betRounds.roundId, roundId)))
        .for('update');
      return rows[0];
    },

    /** Opens the round, or returns the existing one (locked) when another bet opened it first. */
    async openRound(tx: Executor, row: typeof betRounds.$inferInsert): Promise<BetRoundRow> {
      await tx.insert(betRounds).values(row).onConflictDoNothing();
      const rows = await tx
        .select()
        .from(betRounds)
        .where(
          and(eq(betRounds.brandId, row.brandId), eq(betRounds.vendor, row.vendor), eq(betRounds.roundId, row.roundId)),
        )
        .for('update');
      return rows[0] as BetRoundRow;
    },

    async updateRound(tx: Executor, id: number, set: Partial<typeof betRounds.$inferInsert>) {
      await tx.update(betRounds).set(set).where(eq(betRounds.id, id));
    },
  };
}
export type ProvidersStore = ReturnType<typeof providersStore>;
