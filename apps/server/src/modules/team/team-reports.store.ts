import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { likeOf } from './team.store';

/**
 * Whose figures a team report covers: one member (already checked to be the caller or in its
 * downline), or the caller's whole downline (the caller itself excluded, like the overview).
 */
export type TeamScope = { brandId: number; callerId: number; memberId?: number };
export type Range = { from: Date; to: Date };

const teamOf = (s: TeamScope): SQL =>
  s.memberId !== undefined
    ? sql`(select ${s.memberId}::int as id)`
    : sql`(select descendant_id as id from member_tree where ancestor_id = ${s.callerId} and depth > 0 and brand_id = ${s.brandId})`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const page = (pageNo: number, pageSize: number) => sql`limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;

export type TeamRoundRow = {
  id: number;
  round_id: string;
  vendor: string;
  vendor_name: string;
  game_code: string;
  game_name: string;
  game_type: string | null;
  node_id: number | null;
  stake_minor: string;
  win_minor: string;
  status: 'open' | 'settled' | 'cancelled';
  started_at: Date | string;
  settled_at: Date | string | null;
  member_id: number;
  account: string;
};

/** Read-only SQL of the team reports over rounds, the ledger, deposits and withdrawals. */
export function teamReportsStore(db: Db) {
  const many = async <T extends Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;

  return {
    /** Rounds of the team placed (started) in the range, newest first, and totals over all of them. */
    async bets(s: TeamScope, r: Range, gameType: string | undefined, lang: string, pageNo: number, pageSize: number) {
      const from = sql`from bet_rounds b join ${teamOf(s)} team on team.id = b.member_id
        left join games g on g.brand_id = b.brand_id and g.vendor_code = b.vendor and g.game_code = b.game_code
        where b.brand_id = ${s.brandId} and b.started_at >= ${iso(r.from)} and b.started_at < ${iso(r.to)}
        ${gameType ? sql`and g.category = ${gameType}` : sql``}`;
      const [list, totals] = await Promise.all([
        many<TeamRoundRow>(sql`
          select b.id, b.round_id, b.vendor, coalesce(v.name, b.vendor) as vendor_name, b.game_code,
            coalesce(b.names ->> ${lang}, b.names ->> 'en', b.game_code) as game_name, b.category as game_type,
            b.node_id, b.stake_minor::text as stake_minor, b.win_minor::text as win_minor, b.status,
            b.started_at, b.settled_at, b.member_id, m.account
          from (select b.*, g.names, g.category, g.node_id ${from}
                order by b.started_at desc, b.id desc ${page(pageNo, pageSize)}) b
          join members m on m.id = b.member_id
          left join vendors v on v.brand_id = b.brand_id and v.code = b.vendor
          order by b.started_at desc, b.id desc`),
        many<{ rounds: number; stake: string; valid: string; win: string; profit: string }>(sql`
          select count(*)::int as rounds, coalesce(sum(b.stake_minor), 0)::text as stake,
            coalesce(sum(b.stake_minor) filter (where b.status = 'settled'), 0)::text as valid,
            coalesce(sum(b.win_minor), 0)::text as win,
            coalesce(sum(b.win_minor - b.stake_minor) filter (where b.status = 'settled'), 0)::text as profit
          ${from}`),
      ]);
      return {
        list,
        totals: totals[0] as { rounds: number; stake: string; valid: string; win: string; profit: string },
      };
    },

    /**
     * Movements of the team's cash accounts in the range, newest first, each seen from its member
     * (+ in, - out); a transfer between two team members shows once for each of them.
     */
    async transactions(s: TeamScope, r: Range, type: string | undefined, pageNo: number, pageSize: number) {
      const cond = sql`t.created_at >= ${iso(r.from)} and t.created_at < ${iso(r.to)} ${type ? sql`and t.type = ${type}` : sql``}`;
      const moves = sql`(
        with acc as (select a.id, a.member_id from ledger_accounts a join ${teamOf(s)} team on team.id = a.member_id
                     where a.kind = 'member_cash' and a.brand_id = ${s.brandId})
        select t.id, acc.member_id, t.type, t.amount_minor as amount, t.to_balance_after as balance_after, t.created_at
          from ledger_transfers t join acc on t.to_account_id = acc.id where ${cond}
        union all
        select t.id, acc.member_id, t.type, -t.amount_minor, t.from_balance_after, t.created_at
          from ledger_transfers t join acc on t.from_account_id = acc.id where ${cond})`;
      const [list, totals] = await Promise.all([
        many<{
          id: string;
          member_id: number;
          account: string;
          type: string;
          amount: string;
          balance_after: string;
          created_at: Date | string;
        }>(sql`
          select mv.id, mv.member_id, m.account, mv.type, mv.amount::text as amount,
            mv.balance_after::text as balance_after, mv.created_at
          from ${moves} mv join members m on m.id = mv.member_id
          order by mv.id desc, mv.amount ${page(pageNo, pageSize)}`),
        many<{ n: number; in: string; out: string }>(sql`
          select count(*)::int as n, coalesce(sum(amount) filter (where amount > 0), 0)::text as in,
            coalesce(-sum(amount) filter (where amount < 0), 0)::text as out
          from ${moves} mv`),
      ]);
      return { list, totals: totals[0] as { n: number; in: string; out: string } };
    },

    /**
     * One line per team member who had a settled round, a credited deposit or a payout in the
     * range: rounds by settle time; sorted by profit (wins - bets), the biggest loss first.
     */
    async loss(s: TeamScope, r: Range, pageNo: number, pageSize: number) {
      const q = sql`
        with team as ${teamOf(s)},
        b as (select x.member_id, count(*)::int as rounds, sum(x.stake_minor) as bets, sum(x.win_minor) as wins
              from bet_rounds x join team on team.id = x.member_id
              where x.brand_id = ${s.brandId} and x.status = 'settled'
                and x.settled_at >= ${iso(r.from)} and x.settled_at < ${iso(r.to)}
              group by x.member_id),
        d as (select x.member_id, sum(x.amount_minor) as deposits from deposits x join team on team.id = x.member_id
              where x.brand_id = ${s.brandId} and x.status in ('approved', 'paid')
                and x.decided_at >= ${iso(r.from)} and x.decided_at < ${iso(r.to)}
              group by x.member_id),
        w as (select x.member_id, sum(p.amount_minor) as withdrawals
              from withdrawal_payouts p join withdrawals x on x.id = p.withdrawal_id join team on team.id = x.member_id
              where x.brand_id = ${s.brandId} and p.status <> 'returned'
                and p.paid_at >= ${iso(r.from)} and p.paid_at < ${iso(r.to)}
              group by x.member_id),
        ids as (select member_id from b union select member_id from d union select member_id from w),
        rows as (select ids.member_id, m.account, coalesce(b.rounds, 0) as rounds, coalesce(b.bets, 0) as bets,
                   coalesce(b.wins, 0) as wins, coalesce(b.wins, 0) - coalesce(b.bets, 0) as profit,
                   coalesce(d.deposits, 0) as deposits, coalesce(w.withdrawals, 0) as withdrawals
                 from ids join members m on m.id = ids.member_id
                 left join b on b.member_id = ids.member_id left join d on d.member_id = ids.member_id
                 left join w on w.member_id = ids.member_id)`;
      const text = (c: string) => sql.raw(`${c}::text as ${c}`);
      const [list, totals] = await Promise.all([
        many<LossDbRow>(sql`${q} select member_id, account, rounds, ${text('bets')}, ${text('wins')}, ${text('profit')},
            ${text('deposits')}, ${text('withdrawals')} from rows order by rows.profit, rows.member_id ${page(pageNo, pageSize)}`),
        many<LossDbRow & { n: number }>(sql`${q} select count(*)::int as n, coalesce(sum(rounds), 0)::int as rounds,
            coalesce(sum(bets), 0)::text as bets, coalesce(sum(wins), 0)::text as wins,
            coalesce(sum(profit), 0)::text as profit, coalesce(sum(deposits), 0)::text as deposits,
            coalesce(sum(withdrawals), 0)::text as withdrawals from rows`),
      ]);
      return { list, totals: totals[0] as LossDbRow & { n: number } };
    },

    /** Balances of team members (cash, locked, bonus), newest account first, and their sums. */
    async accounts(s: TeamScope, keyword: string | undefined, pageNo: number, pageSize: number) {
      const q = sql`
        with rows as (
          select m.id, m.account, m.type, m.created_at, m.last_login_at,
            coalesce(sum(a.balance_minor) filter (where a.kind = 'member_cash'), 0) as cash,
            coalesce(sum(a.balance_minor) filter (where a.kind = 'member_locked'), 0) as locked,
            coalesce(sum(a.balance_minor) filter (where a.kind = 'member_bonus'), 0) as bonus
          from ${teamOf(s)} team join members m on m.id = team.id
          left join ledger_accounts a on a.member_id = m.id and a.kind in ('member_cash', 'member_locked', 'member_bonus')
          where m.brand_id = ${s.brandId} ${keyword ? sql`and m.account_key like ${likeOf(keyword)}` : sql``}
          group by m.id)`;
      const [list, totals] = await Promise.all([
        many<{
          id: number;
          account: string;
          type: number;
          created_at: Date | string;
          last_login_at: Date | string | null;
          cash: string;
          locked: string;
          bonus: string;
        }>(sql`${q} select id, account, type, created_at, last_login_at, cash::text as cash, locked::text as locked,
            bonus::text as bonus from rows order by id desc ${page(pageNo, pageSize)}`),
        many<{ n: number; cash: string; locked: string; bonus: string }>(sql`${q}
          select count(*)::int as n, coalesce(sum(cash), 0)::text as cash, coalesce(sum(locked), 0)::text as locked,
            coalesce(sum(bonus), 0)::text as bonus from rows`),
      ]);
      return { list, totals: totals[0] as { n: number; cash: string; locked: string; bonus: string } };
    },
  };
}
export type TeamReportsStore = ReturnType<typeof teamReportsStore>;

export type LossDbRow = {
  member_id: number;
  account: string;
  rounds: number;
  bets: string;
  wins: string;
  profit: string;
  deposits: string;
  withdrawals: string;
};
