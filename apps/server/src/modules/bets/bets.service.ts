import {
  type BetProfitByCategory,
  type BetRecordPage,
  type BetRecordQuery,
  type BetRound,
  type BetTotals,
  CATEGORY_CODES,
  type DateRangeQuery,
  formatMinor,
  RECENT_ROUNDS,
  type RoundDetail,
} from '@platform/contracts';
import { rangeOf } from '../../platform/time/date-range';
import type { BetsStore, RoundRow, TotalsRow } from './bets.store';

export type MemberCtx = { brandId: number; memberId: number };
type Category = (typeof CATEGORY_CODES)[number];

/** Valid bet and profit count only settled rounds: an open round may still win, a cancelled one was refunded. */
export function roundOf(r: RoundRow): BetRound {
  const settled = r.status === 'settled';
  return {
    id: r.id,
    roundId: r.roundId,
    vassalage: r.vendor,
    vendorName: r.vendorName,
    gameCode: r.gameCode,
    gameName: r.gameName,
    gameType: (CATEGORY_CODES as readonly string[]).includes(r.gameType ?? '') ? (r.gameType as Category) : null,
    nodeId: r.nodeId,
    stake: formatMinor(r.stakeMinor),
    validBet: formatMinor(settled ? r.stakeMinor : 0n),
    win: formatMinor(r.winMinor),
    profit: formatMinor(settled ? r.winMinor - r.stakeMinor : 0n),
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    settledAt: r.settledAt ? r.settledAt.toISOString() : null,
  };
}

const totalsOf = (t: TotalsRow): BetTotals => ({
  rounds: t.rounds,
  stake: formatMinor(t.stake),
  validBet: formatMinor(t.validBet),
  win: formatMinor(t.win),
  profit: formatMinor(t.profit),
});

/** Menu order of the categories, uncatalogued games last. */
const categoryRank = (c: string | null) => {
  const i = c === null ? -1 : (CATEGORY_CODES as readonly string[]).indexOf(c);
  return i < 0 ? CATEGORY_CODES.length : i;
};

/**
 * The member's betting record (spec §2 personalHistoryCopy): the rounds the provider wallet API
 * recorded, with the catalogue's game names and categories, in the member's day range.
 */
export function betsService(deps: { store: BetsStore; clock: () => Date }) {
  const { store } = deps;
  return {
    async records(c: MemberCtx, q: BetRecordQuery, lang: string): Promise<BetRecordPage> {
      const range = rangeOf(q, deps.clock());
      const f = { ...c, ...range, gameType: q.gameType, vendor: q.vassalage };
      const [rows, totals] = await Promise.all([store.page(f, lang, q.pageNo, q.pageSize), store.totals(f)]);
      return {
        list: rows.map(roundOf),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: totals.rounds,
        totals: totalsOf(totals),
      };
    },

    async profit(c: MemberCtx, q: DateRangeQuery, currency: string): Promise<BetProfitByCategory> {
      const range = rangeOf(q, deps.clock());
      const f = { ...c, ...range };
      const [rows, totals] = await Promise.all([store.byCategory(f), store.totals(f)]);
      const categories = rows
        .sort((a, b) => categoryRank(a.gameType) - categoryRank(b.gameType))
        .map((r) => ({
          ...totalsOf(r),
          gameType: (CATEGORY_CODES as readonly string[]).includes(r.gameType ?? '') ? (r.gameType as Category) : null,
        }));
      return {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        categories,
        totals: totalsOf(totals),
        currency,
      };
    },

    /** Responsible gaming's reality check: the member's rounds started since `from` (net stake after refunds). */
    roundsSince: (brandId: number, memberId: number, from: Date) => store.totals({ brandId, memberId, from }),

    /** The last rounds whatever their date, each with the bets, wins and rollbacks that made it. */
    async recent(c: MemberCtx, lang: string): Promise<RoundDetail[]> {
      const rows = await store.latest(c, lang, RECENT_ROUNDS);
      const moves = await store.movements(c.brandId, c.memberId, rows);
      const key = (vendor: string, roundId: string) => `${vendor}\u0000${roundId}`;
      const byRound = new Map<string, RoundDetail['movements']>();
      for (const m of moves) {
        const k = key(m.vendor, m.roundId);
        const list = byRound.get(k) ?? [];
        list.push({
          kind: m.kind,
          transactionId: m.transactionId,
          amount: formatMinor(m.amountMinor),
          time: m.time.toISOString(),
        });
        byRound.set(k, list);
      }
      return rows.map((r) => ({ ...roundOf(r), movements: byRound.get(key(r.vendor, r.roundId)) ?? [] }));
    },
  };
}
export type BetsService = ReturnType<typeof betsService>;
