import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { ledgerService } from '../../apps/server/src/modules/ledger/ledger.service';
import { ledgerStore } from '../../apps/server/src/modules/ledger/ledger.store';
import { members } from '../../apps/server/src/modules/members/members.tables';
import type { Db } from '../../apps/server/src/platform/db/client';
import { runMigrations } from '../../apps/server/src/platform/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';

export type Seeded = { brandId: number; memberIds: number[] };

/**
 * Migrated and seeded database (the demo brand, its vendors' secrets and 10,000 games), plus
 * `count` members each funded with `openingMinor` by a ledger transfer from house_adjustment, the
 * way an operator adjustment does it (never by writing ledger tables).
 */
export async function seedBench(db: Db, count: number, openingMinor: bigint): Promise<Seeded> {
  await runMigrations(db);
  const { brandId } = await seedDemo(db);
  const ledger = ledgerService({ store: ledgerStore(db), db });
  const rows = Array.from({ length: count }, (_, i) => {
    const account = `pwbench${String(i).padStart(4, '0')}`;
    return { brandId, account, accountKey: account, passwordHash: 'x', language: 'en' };
  });
  const ids = await db.insert(members).values(rows).returning({ id: members.id });
  const memberIds = ids.map((r) => r.id);
  for (const memberId of memberIds) {
    await ledger.transfer({
      brandId,
      source: 'operator',
      key: `pwbench-opening-${memberId}`,
      type: 'adjust',
      from: { kind: 'house_adjustment' },
      to: { kind: 'member_cash', memberId },
      amountMinor: openingMinor,
      memo: { reason: 'bench opening balance' },
    });
  }
  // Responsible gaming on the path: loss and wager limits per day, week and month on every member
  // (far above what the bench stakes, so none refuses), and wagering owed, so every batch of the
  // turnover consumer has progress to write.
  await db.$client.query(
    `insert into rg_limits (member_id, brand_id, kind, period, amount_minor)
     select m, $1, k, p, 1000000000000000 from unnest($2::int[]) m, unnest(array['loss', 'wager']) k,
            unnest(array['day', 'week', 'month']) p`,
    [brandId, memberIds],
  );
  await db.$client.query(
    `insert into rg_state (member_id, brand_id, bet_limits) select m, $1, true from unnest($2::int[]) m`,
    [brandId, memberIds],
  );
  await db.$client.query(
    `insert into turnover_requirements (brand_id, member_id, source, source_id, required_minor)
     select $1, m, 'adjust', 'pwbench-' || m, 100000000000000 from unnest($2::int[]) m`,
    [brandId, memberIds],
  );
  return { brandId, memberIds };
}

/**
 * One bet + win round straight through the wallet functions, without HTTP or the app: for benches
 * that need rounds on record (the instructions count's warm-up, the consumers' backlog).
 */
export async function sqlRound(
  pool: pg.Pool,
  r: { brandId: number; vendor: string; game: string; member: number; round: string },
): Promise<void> {
  const now = new Date();
  const bet = [r.brandId, r.vendor, `${r.round}-b`, r.round, r.member, r.game, 100, 'h', 'BDT', now];
  const win = [r.brandId, r.vendor, `${r.round}-w`, r.round, r.member, r.game, 50, true, 'h', 'BDT', now];
  await pool.query('select code from provider_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', bet);
  await pool.query('select code from provider_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)', win);
}

/** The real app (app.ts, as main.ts builds it) listening on a free loopback port. */
export async function listen(db: Db, walletLanes?: number): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp({ db, secret: 'bench-secret', defaultMerchant: 'RT', logLevel: 'silent', walletLanes });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app did not get a TCP port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

export type Movement = { transfers: number; providerTxs: number; rounds: number; open: number; cashMinor: bigint };

/** What a replay must not change: ledger rows, provider rows, rounds, and the bench members' cash. */
export async function movement(db: Db, brandId: number, memberIds: number[]): Promise<Movement> {
  const { rows } = await db.$client.query<{
    transfers: string;
    provider_txs: string;
    rounds: string;
    open: string;
    cash: string | null;
  }>(
    `select (select count(*) from ledger_transfers where brand_id = $1) as transfers,
            (select count(*) from provider_transactions where brand_id = $1) as provider_txs,
            (select count(*) from bet_rounds where brand_id = $1) as rounds,
            (select count(*) from bet_rounds where brand_id = $1 and status = 'open') as open,
            (select sum(balance_minor) from ledger_accounts
              where brand_id = $1 and kind = 'member_cash' and member_id = any($2::int[])) as cash`,
    [brandId, memberIds],
  );
  const r = rows[0];
  return {
    transfers: Number(r?.transfers ?? 0),
    providerTxs: Number(r?.provider_txs ?? 0),
    rounds: Number(r?.rounds ?? 0),
    open: Number(r?.open ?? 0),
    cashMinor: BigInt(r?.cash ?? 0),
  };
}

/**
 * Counts the statements the app sends (every pooled connection's `query`, named prepared ones
 * included): a TPC-B transaction is 7 round trips, and how many a round takes explains most of the
 * ratio. One increment per statement, so counting does not change what is measured.
 */
export function countStatements(pool: pg.Pool): () => number {
  let count = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      count++;
      return query(...args);
    };
  });
  return () => count;
}
