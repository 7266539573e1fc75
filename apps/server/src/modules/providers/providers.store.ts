import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { vendors } from '../games/games.tables';
import { members } from '../members/members.tables';
import { brands } from '../system/system.tables';
import { type betRounds, launchTokens, providerCredentials, type providerTransactions } from './providers.tables';

export type ProviderTxRow = typeof providerTransactions.$inferSelect;
export type BetRoundRow = typeof betRounds.$inferSelect;

/** What a wallet function answers: code null (done), 'REPLAY' (the stored answer) or a refusal. */
export type WalletAnswer = { code: string | null; body: Record<string, unknown> };
const WALLET_SQL = {
  provider_bet: 'select code, body from provider_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
  provider_win: 'select code, body from provider_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
  provider_rollback: 'select code, body from provider_rollback($1, $2, $3, $4, $5, $6, $7, $8, $9)',
} as const;
export type WalletFunction = keyof typeof WALLET_SQL;

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
     * One provider call: a single SQL function (drizzle/0015) sent as a named prepared statement,
     * so each pooled connection parses and plans it once and the call is one round trip.
     */
    async call(name: WalletFunction, values: unknown[]): Promise<WalletAnswer> {
      const r = await db.$client.query<WalletAnswer>({ name, text: WALLET_SQL[name], values });
      return r.rows[0] ?? { code: 'INTERNAL', body: {} };
    },
  };
}
export type ProvidersStore = ReturnType<typeof providersStore>;
