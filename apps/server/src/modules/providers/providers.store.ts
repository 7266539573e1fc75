import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
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

/**
 * One provider wallet call with its arguments, as the SQL functions take them (drizzle/0036, 0039).
 * `amount` is minor units as a decimal string; game and amount are absent for a rollback, final
 * only set for a win, ref (the bet's transaction id) only for a rollback.
 */
export type WalletCall = {
  kind: 'bet' | 'win' | 'rollback';
  brand: number;
  vendor: string;
  tx: string;
  round: string;
  member: number;
  game?: string;
  amount?: string;
  final?: boolean;
  ref?: string;
  hash: string;
  currency: string;
  now: Date;
};

const WALLET_SQL = {
  bet: 'select code, body from provider_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
  win: 'select code, body from provider_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
  rollback: 'select code, body from provider_rollback($1, $2, $3, $4, $5, $6, $7, $8, $9)',
} as const;

/** The single-call function's arguments, in its parameter order. */
function walletValues(c: WalletCall): unknown[] {
  switch (c.kind) {
    case 'bet':
      return [c.brand, c.vendor, c.tx, c.round, c.member, c.game, c.amount, c.hash, c.currency, c.now];
    case 'win':
      return [c.brand, c.vendor, c.tx, c.round, c.member, c.game, c.amount, c.final, c.hash, c.currency, c.now];
    case 'rollback':
      return [c.brand, c.vendor, c.tx, c.ref, c.round, c.member, c.hash, c.currency, c.now];
  }
}

const GROUP_SQL =
  'select codes, bodies from provider_calls($1::text[], $2::integer[], $3::text[], $4::text[], $5::text[], ' +
  '$6::integer[], $7::text[], $8::bigint[], $9::boolean[], $10::text[], $11::text[], $12::text[], $13::timestamptz[])';
const GROUP_FIELDS = [
  'kind',
  'brand',
  'vendor',
  'tx',
  'round',
  'member',
  'game',
  'amount',
  'final',
  'ref',
  'hash',
  'currency',
  'now',
] as const;

/** The provider module's own SQL; members, brands and vendors are only read. */
const FLUSH_SQL_17 = "select pg_logical_emit_message(false, 'wallet_flush', '', true)";
const FLUSH_SQL_OLD = "select pg_logical_emit_message(true, 'wallet_flush', '')";

/**
 * `wallet`: the connections the wallet calls go through (default the app's pool). The module gives
 * them their own pool whose commits do not wait for the WAL flush (unflushedPool); the lanes then
 * answer only after `flush()` (providers.lanes.ts).
 */
export function providersStore(db: Db, wallet: pg.Pool = db.$client) {
  let flushSql = FLUSH_SQL_17;
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
     * One provider call: a single SQL function (drizzle/0015, 0036) sent as a named prepared
     * statement, so each pooled connection parses and plans it once and the call is one round trip.
     */
    async call(c: WalletCall): Promise<WalletAnswer> {
      const r = await wallet.query<WalletAnswer>({
        name: `provider_${c.kind}`,
        text: WALLET_SQL[c.kind],
        values: walletValues(c),
      });
      return r.rows[0] ?? { code: 'INTERNAL', body: {} };
    },

    /**
     * Several calls in one statement and one transaction (provider_calls, drizzle/0039), answered in
     * order; an error in any of them fails the whole group (nothing of it is kept).
     */
    async callGroup(calls: WalletCall[]): Promise<WalletAnswer[]> {
      const values = GROUP_FIELDS.map((f) => calls.map((c) => c[f] ?? null));
      const r = await wallet.query<{ codes: (string | null)[]; bodies: Record<string, unknown>[] }>({
        name: 'provider_calls',
        text: GROUP_SQL,
        values,
      });
      const row = r.rows[0];
      if (!row || row.codes.length !== calls.length)
        throw new Error('provider_calls answered a different number of calls');
      return calls.map((_, i) => ({ code: row.codes[i] ?? null, body: row.bodies[i] ?? {} }));
    },

    /**
     * Makes durable every commit that returned before it was called: it writes a WAL record after
     * them (the WAL is one sequence) and waits until the WAL is on disk up to it. PostgreSQL 17+
     * does that with a non-transactional message and its flush flag (no transaction id, no commit
     * record), which flushes whatever the session's synchronous_commit, so it goes through the
     * wallet's own connections and never waits for one of the app's pool. Before 17, with a
     * transactional one on the app's pool, whose synchronous commit then flushes (it wrote WAL and
     * has an id: a transaction that only takes an id, such as `select txid_current()`, commits
     * without waiting for the flush, as a probe showed).
     */
    async flush(): Promise<void> {
      if (flushSql === FLUSH_SQL_17) {
        try {
          await wallet.query({ name: 'wallet_flush_17', text: flushSql });
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '42883') throw error; // undefined_function: before 17
          flushSql = FLUSH_SQL_OLD;
        }
      }
      await db.$client.query({ name: 'wallet_flush', text: flushSql });
    },
  };
}
export type ProvidersStore = ReturnType<typeof providersStore>;
