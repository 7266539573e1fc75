import {
  type DateRangeQuery,
  formatMinor,
  type TeamAccountsPage,
  type TeamBetsPage,
  type TeamLossPage,
  type TeamTransactionsPage,
  type TransferType,
} from '@platform/contracts';
import { rangeOf } from '../../platform/time/date-range';
import type { AgentsService } from '../agents/agents.service';
import { roundOf } from '../bets/bets.service';
import type { TeamReportsStore, TeamScope } from './team-reports.store';

type Ctx = { brandId: number; callerId: number };
type Paged = { pageNo: number; pageSize: number; memberId?: number };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The team reports of the agent center: betting record, transactions, user loss statements and
 * downline account details. They cover the caller's downline; a `memberId` filter narrows them to
 * one member, which must be the caller itself or in its downline (else 403 NOT_IN_DOWNLINE).
 */
export function teamReportsService(deps: { store: TeamReportsStore; agents: AgentsService; clock: () => Date }) {
  const { store } = deps;
  const scope = async (c: Ctx, q: Paged): Promise<TeamScope> => {
    if (q.memberId !== undefined) await deps.agents.assertDownline(c.brandId, c.callerId, q.memberId, { self: true });
    return { brandId: c.brandId, callerId: c.callerId, memberId: q.memberId };
  };

  return {
    async bets(c: Ctx, q: DateRangeQuery & Paged & { gameType?: string }, lang: string): Promise<TeamBetsPage> {
      const s = await scope(c, q);
      const r = rangeOf(q, deps.clock());
      const { list, totals } = await store.bets(s, r, q.gameType, lang, q.pageNo, q.pageSize);
      return {
        list: list.map((b) => ({
          ...roundOf({
            id: Number(b.id),
            roundId: b.round_id,
            vendor: b.vendor,
            vendorName: b.vendor_name,
            gameCode: b.game_code,
            gameName: b.game_name,
            gameType: b.game_type,
            nodeId: b.node_id,
            stakeMinor: BigInt(b.stake_minor),
            winMinor: BigInt(b.win_minor),
            status: b.status,
            startedAt: new Date(b.started_at),
            settledAt: b.settled_at === null ? null : new Date(b.settled_at),
          }),
          memberId: b.member_id,
          account: b.account,
        })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: totals.rounds,
        totals: {
          rounds: totals.rounds,
          stake: formatMinor(totals.stake),
          validBet: formatMinor(totals.valid),
          win: formatMinor(totals.win),
          profit: formatMinor(totals.profit),
        },
      };
    },

    async transactions(c: Ctx, q: DateRangeQuery & Paged & { type?: TransferType }): Promise<TeamTransactionsPage> {
      const s = await scope(c, q);
      const { list, totals } = await store.transactions(s, rangeOf(q, deps.clock()), q.type, q.pageNo, q.pageSize);
      return {
        list: list.map((m) => ({
          id: Number(m.id),
          memberId: m.member_id,
          account: m.account,
          type: m.type as TransferType,
          amount: formatMinor(m.amount),
          balanceAfter: formatMinor(m.balance_after),
          time: iso(m.created_at) as string,
        })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: totals.n,
        totals: { count: totals.n, in: formatMinor(totals.in), out: formatMinor(totals.out) },
      };
    },

    async loss(c: Ctx, q: DateRangeQuery & Paged): Promise<TeamLossPage> {
      const s = await scope(c, q);
      const { list, totals } = await store.loss(s, rangeOf(q, deps.clock()), q.pageNo, q.pageSize);
      const figures = (r: Omit<(typeof list)[number], 'member_id' | 'account'>) => ({
        rounds: r.rounds,
        bets: formatMinor(r.bets),
        wins: formatMinor(r.wins),
        profit: formatMinor(r.profit),
        deposits: formatMinor(r.deposits),
        withdrawals: formatMinor(r.withdrawals),
      });
      return {
        list: list.map((r) => ({ memberId: r.member_id, account: r.account, ...figures(r) })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: totals.n,
        totals: figures(totals),
      };
    },

    async accounts(c: Ctx, q: Paged & { keyword?: string }): Promise<TeamAccountsPage> {
      const s = await scope(c, q);
      const { list, totals } = await store.accounts(s, q.keyword || undefined, q.pageNo, q.pageSize);
      const sum = (a: string, b: string, d: string) => formatMinor(BigInt(a) + BigInt(b) + BigInt(d));
      return {
        list: list.map((a) => ({
          memberId: a.id,
          account: a.account,
          type: a.type,
          cash: formatMinor(a.cash),
          locked: formatMinor(a.locked),
          bonus: formatMinor(a.bonus),
          total: sum(a.cash, a.locked, a.bonus),
          createdAt: iso(a.created_at) as string,
          lastLoginAt: iso(a.last_login_at),
        })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: totals.n,
        totals: {
          cash: formatMinor(totals.cash),
          locked: formatMinor(totals.locked),
          bonus: formatMinor(totals.bonus),
          total: sum(totals.cash, totals.locked, totals.bonus),
        },
      };
    },
  };
}
export type TeamReportsService = ReturnType<typeof teamReportsService>;
