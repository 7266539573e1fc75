import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { games, vendors } from '../games/games.tables';
import { betRounds, providerTransactions } from '../providers/providers.tables';

/** Whose rounds and which of them: always one member of one brand, optionally a period and filters. */
export type RoundFilter = {
  brandId: number;
  memberId: number;
  from?: Date;
  to?: Date;
  /** games.category; rounds of games missing from the catalogue have none and never match. */
  gameType?: string;
  vendor?: string;
};

export type RoundRow = {
  id: number;
  roundId: string;
  vendor: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
  gameType: string | null;
  nodeId: number | null;
  stakeMinor: bigint;
  winMinor: bigint;
  status: 'open' | 'settled' | 'cancelled';
  startedAt: Date;
  settledAt: Date | null;
};

export type TotalsRow = { rounds: number; stake: bigint; validBet: bigint; win: bigint; profit: bigint };
export type MovementRow = {
  vendor: string;
  roundId: string;
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  amountMinor: bigint;
  time: Date;
};

/** The catalogue entry of a round's game: same brand, vendor and game code (index games_vendor_code). */
const gameOfRound = and(
  eq(games.brandId, betRounds.brandId),
  eq(games.vendorCode, betRounds.vendor),
  eq(games.gameCode, betRounds.gameCode),
);
const vendorOfRound = and(eq(vendors.brandId, betRounds.brandId), eq(vendors.code, betRounds.vendor));

/**
 * Conditions on bet_rounds written so the index bet_rounds_member (brand_id, member_id, started_at)
 * bounds the scan; category and vendor then filter the member's rounds of the period.
 */
function where(f: RoundFilter): SQL | undefined {
  return and(
    eq(betRounds.brandId, f.brandId),
    eq(betRounds.memberId, f.memberId),
    f.from ? gte(betRounds.startedAt, f.from) : undefined,
    f.to ? lt(betRounds.startedAt, f.to) : undefined,
    f.gameType ? eq(games.category, f.gameType) : undefined,
    f.vendor ? eq(betRounds.vendor, f.vendor) : undefined,
  );
}

/** Sums as text: PostgreSQL sums bigints into numerics, which must not pass through a float. */
const totalsColumns = {
  rounds: sql<number>`count(*)::int`,
  stake: sql<string>`coalesce(sum(${betRounds.stakeMinor}), 0)::text`,
  validBet: sql<string>`coalesce(sum(${betRounds.stakeMinor}) filter (where ${betRounds.status} = 'settled'), 0)::text`,
  win: sql<string>`coalesce(sum(${betRounds.winMinor}), 0)::text`,
  profit: sql<string>`coalesce(sum(${betRounds.winMinor} - ${betRounds.stakeMinor}) filter (where ${betRounds.status} = 'settled'), 0)::text`,
};
const totalsOf = (r: { rounds: number; stake: string; validBet: string; win: string; profit: string } | undefined) => ({
  rounds: r?.rounds ?? 0,
  stake: BigInt(r?.stake ?? 0),
  validBet: BigInt(r?.validBet ?? 0),
  win: BigInt(r?.win ?? 0),
  profit: BigInt(r?.profit ?? 0),
});

/** Read-only SQL of the betting record over the provider module's rounds and the games catalogue. */
export function betsStore(db: Db) {
  const rounds = (lang: string) =>
    db
      .select({
        id: betRounds.id,
        roundId: betRounds.roundId,
        vendor: betRounds.vendor,
        vendorName: sql<string>`coalesce(${vendors.name}, ${betRounds.vendor})`,
        gameCode: betRounds.gameCode,
        // The member's language, else English, else the vendor's own code for an uncatalogued game.
        gameName: sql<string>`coalesce(${games.names} ->> ${lang}, ${games.names} ->> 'en', ${betRounds.gameCode})`,
        gameType: games.category,
        nodeId: games.nodeId,
        stakeMinor: betRounds.stakeMinor,
        winMinor: betRounds.winMinor,
        status: betRounds.status,
        startedAt: betRounds.startedAt,
        settledAt: betRounds.settledAt,
      })
      .from(betRounds)
      .leftJoin(games, gameOfRound)
      .leftJoin(vendors, vendorOfRound);

  return {
    /** One page of the member's rounds, newest first. */
    async page(f: RoundFilter, lang: string, pageNo: number, pageSize: number): Promise<RoundRow[]> {
      return rounds(lang)
        .where(where(f))
        .orderBy(desc(betRounds.startedAt), desc(betRounds.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
    },

    /** Count and sums over every round the filter matches (not only one page). */
    async totals(f: RoundFilter): Promise<TotalsRow> {
      const q = db.select(totalsColumns).from(betRounds);
      const rows = await (f.gameType ? q.leftJoin(games, gameOfRound) : q).where(where(f));
      return totalsOf(rows[0]);
    },

    /** The same sums per catalogue category (null for games the catalogue does not hold). */
    async byCategory(f: RoundFilter): Promise<(TotalsRow & { gameType: string | null })[]> {
      const rows = await db
        .select({ gameType: games.category, ...totalsColumns })
        .from(betRounds)
        .leftJoin(games, gameOfRound)
        .where(where(f))
        .groupBy(games.category);
      return rows.map((r) => ({ gameType: r.gameType, ...totalsOf(r) }));
    },

    /** The member's latest rounds whatever their date. */
    async latest(f: RoundFilter, lang: string, limit: number): Promise<RoundRow[]> {
      return rounds(lang).where(where(f)).orderBy(desc(betRounds.startedAt), desc(betRounds.id)).limit(limit);
    },

    /**
     * The wallet calls behind some rounds of one member, oldest first: bets and wins carry the
     * round id; a rollback is attached to the round of the bet it refunds (its own round id is only
     * informative), read through provider_transactions_ref.
     */
    async movements(brandId: number, memberId: number, keys: { vendor: string; roundId: string }[]) {
      if (keys.length === 0) return [] as MovementRow[];
      const wanted = sql.join(
        keys.map((k) => sql`(${k.vendor}, ${k.roundId})`),
        sql`, `,
      );
      const pt = providerTransactions;
      const res = await db.execute<{
        vendor: string;
        round_id: string;
        kind: MovementRow['kind'];
        tx_id: string;
        amount: string;
        created_at: Date | string;
        id: string;
      }>(sql`
        with own as (
          select t.id, t.vendor, t.round_id, t.kind, t.tx_id, t.amount_minor, t.created_at
          from ${pt} t
          join (values ${wanted}) as k(vendor, round_id)
            on t.vendor = k.vendor and t.round_id = k.round_id
          where t.brand_id = ${brandId} and t.member_id = ${memberId} and t.kind <> 'rollback'
        )
        select id, vendor, round_id, kind, tx_id, amount_minor::text as amount, created_at from own
        union all
        select rb.id, rb.vendor, b.round_id, rb.kind, rb.tx_id, rb.amount_minor::text, rb.created_at
        from own b
        join ${pt} rb on rb.brand_id = ${brandId} and rb.vendor = b.vendor and rb.ref_tx_id = b.tx_id
          and rb.kind = 'rollback' and rb.member_id = ${memberId}
        where b.kind = 'bet'
        order by created_at, id`);
      return res.rows.map(
        (r): MovementRow => ({
          vendor: r.vendor,
          roundId: r.round_id,
          kind: r.kind,
          transactionId: r.tx_id,
          amountMinor: BigInt(r.amount),
          time: new Date(r.created_at),
        }),
      );
    },
  };
}
export type BetsStore = ReturnType<typeof betsStore>;
