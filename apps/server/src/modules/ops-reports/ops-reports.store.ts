import { AGENT_TYPES } from '@platform/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import type { Problem, Reconciliation } from '../ledger/reconcile';

/**
 * A span of brand days: `from`..`to` (yyyy-MM-dd, both included) and the instants they cover,
 * [start, end), in the brand's zone (platform/time/zoned.ts). Day-keyed tables are read by day;
 * timestamped rows by instant and then placed on their day with `at time zone`.
 */
export type Span = { brandId: number; tz: string; from: string; to: string; start: string; end: string };

/** Credited deposits count by decision time; withdrawals are payout parts not returned, by payout time (team-stats' definitions). */
const CREDITED = sql.raw(`('approved', 'paid')`);
const AGENTS = sql.raw(AGENT_TYPES.join(', '));

type Num = string | number;
export type DayRow = {
  day: string;
  deposits: string;
  withdrawals: string;
  rounds: Num;
  bets: string;
  wins: string;
  bonuses: string;
  rebates: string;
  active: Num;
  registrations: Num;
  ftd: Num;
};
export type PeriodRow = { rounds: Num; bets: string; wins: string; active: Num; ftd: Num };
export type GameRow = { key: string; name: string; rounds: Num; bets: string; wins: string };
export type LatestRun = {
  ran_at: Date | string;
  ms: number;
  accounts: number;
  transfers: Num;
  problems: number;
  details: Problem[];
};

/** The sort columns a report accepts, as SQL (never the raw query text). */
export const PNL_COLUMNS = {
  day: 'day',
  key: 'key',
  rounds: 'rounds',
  bets: 'bets',
  wins: 'wins',
  ggr: 'ggr',
} as const;
export const PLAYER_COLUMNS = {
  memberId: 'member_id',
  username: 'username',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  bets: 'bets',
  wins: 'wins',
  ggr: 'ggr',
} as const;
export const AGENT_COLUMNS = {
  agentId: 'agent_id',
  username: 'username',
  teamSize: 'team_size',
  deposits: 'deposits',
  bets: 'bets',
  ggr: 'ggr',
  dividends: 'dividends',
  salaries: 'salaries',
} as const;

export type Order = { column: string; desc: boolean };
/** ORDER BY on the subquery's own columns (r.x), so a money column sorts as a number, not as its text. */
const orderBy = (o: Order, tie: string) =>
  sql.raw(`order by r.${o.column} ${o.desc ? 'desc' : 'asc'} nulls last, r.${tie} ${o.desc ? 'desc' : 'asc'}`);
/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SQL of the dashboard and the reports. Reads only: member_day_stats and vendor_day_stats (the
 * bet-event consumers' day rows), deposits, withdrawal payouts, members, member_tree, contract
 * settlements and the ledger's promotion and commission accounts; never bet_rounds.
 */
export function opsReportsStore(db: Db) {
  const many = async <T>(q: SQL) => (await db.execute(q)).rows as T[];

  /** Each member's deposits, withdrawals and settled rounds in the span (members with any). */
  const memberFacts = (s: Span) => sql`
    select member_id, sum(dep) as dep, sum(wd) as wd, sum(rounds) as rounds, sum(bet) as bet, sum(win) as win from (
      select member_id, 0::bigint as dep, 0::bigint as wd, rounds, bet_minor as bet, win_minor as win
        from member_day_stats where brand_id = ${s.brandId} and day between ${s.from}::date and ${s.to}::date
      union all
      select member_id, amount_minor, 0, 0, 0, 0 from deposits
       where brand_id = ${s.brandId} and status in ${CREDITED} and decided_at >= ${s.start}::timestamptz and decided_at < ${s.end}::timestamptz
      union all
      select w.member_id, 0, p.amount_minor, 0, 0, 0 from withdrawal_payouts p join withdrawals w on w.id = p.withdrawal_id
       where w.brand_id = ${s.brandId} and p.status <> 'returned' and p.paid_at >= ${s.start}::timestamptz and p.paid_at < ${s.end}::timestamptz
    ) f group by member_id`;

  /**
   * Net money out of the brand's house accounts of `kind` per day: transfers out minus transfers back
   * in, each side through its (account, id) index (an OR join would scan every transfer).
   */
  const houseOutflow = (s: Span, kind: string) => sql`
    select (t.created_at at time zone ${s.tz})::date as day, sum(t.delta) as minor from (
      select x.created_at, x.amount_minor as delta from ledger_accounts a join ledger_transfers x on x.from_account_id = a.id
       where a.brand_id = ${s.brandId} and a.kind = ${kind} and x.created_at >= ${s.start}::timestamptz and x.created_at < ${s.end}::timestamptz
      union all
      select x.created_at, -x.amount_minor from ledger_accounts a join ledger_transfers x on x.to_account_id = a.id
       where a.brand_id = ${s.brandId} and a.kind = ${kind} and x.created_at >= ${s.start}::timestamptz and x.created_at < ${s.end}::timestamptz
    ) t group by 1`;

  return {
    async brand(brandId: number) {
      const [b] = await many<{ tz: string; currency: string }>(
        sql`select timezone as tz, currency_code as currency from brands where id = ${brandId}`,
      );
      return b;
    },

    /** One row per brand day of the span with every dashboard figure of that day. */
    async days(s: Span): Promise<DayRow[]> {
      return many<DayRow>(sql`
        with days as (select d::date as day from generate_series(${s.from}::date, ${s.to}::date, interval '1 day') d),
        play as (select day, sum(rounds) as rounds, sum(bet_minor) as bet, sum(win_minor) as win, count(*) as active
                   from member_day_stats where brand_id = ${s.brandId} and day between ${s.from}::date and ${s.to}::date
                  group by day),
        dep as (select (decided_at at time zone ${s.tz})::date as day, sum(amount_minor) as minor from deposits
                 where brand_id = ${s.brandId} and status in ${CREDITED} and decided_at >= ${s.start}::timestamptz and decided_at < ${s.end}::timestamptz
                 group by 1),
        wd as (select (p.paid_at at time zone ${s.tz})::date as day, sum(p.amount_minor) as minor
                 from withdrawal_payouts p join withdrawals w on w.id = p.withdrawal_id
                where w.brand_id = ${s.brandId} and p.status <> 'returned' and p.paid_at >= ${s.start}::timestamptz and p.paid_at < ${s.end}::timestamptz
                group by 1),
        reg as (select (created_at at time zone ${s.tz})::date as day, count(*) as n from members
                 where brand_id = ${s.brandId} and created_at >= ${s.start}::timestamptz and created_at < ${s.end}::timestamptz group by 1),
        first_dep as (
          select d.member_id, min(d.decided_at) as at from deposits d
           where d.brand_id = ${s.brandId} and d.status in ${CREDITED} and d.decided_at >= ${s.start}::timestamptz and d.decided_at < ${s.end}::timestamptz
             and not exists (select 1 from deposits e where e.brand_id = ${s.brandId} and e.member_id = d.member_id
                                and e.status in ${CREDITED} and e.decided_at < ${s.start}::timestamptz)
           group by d.member_id),
        ftd as (select (at at time zone ${s.tz})::date as day, count(*) as n from first_dep group by 1),
        bonus as (${houseOutflow(s, 'house_promotion')}),
        rebate as (${houseOutflow(s, 'house_commission')})
        select to_char(days.day, 'YYYY-MM-DD') as day,
               coalesce(dep.minor, 0)::text as deposits, coalesce(wd.minor, 0)::text as withdrawals,
               coalesce(play.rounds, 0) as rounds, coalesce(play.bet, 0)::text as bets, coalesce(play.win, 0)::text as wins,
               coalesce(bonus.minor, 0)::text as bonuses, coalesce(rebate.minor, 0)::text as rebates,
               coalesce(play.active, 0) as active, coalesce(reg.n, 0) as registrations, coalesce(ftd.n, 0) as ftd
          from days
          left join play on play.day = days.day left join dep on dep.day = days.day left join wd on wd.day = days.day
          left join reg on reg.day = days.day left join ftd on ftd.day = days.day
          left join bonus on bonus.day = days.day left join rebate on rebate.day = days.day
         order by days.day`);
    },

    /** Distinct members with a settled round in the span (a per-day count cannot be summed). */
    async activePlayers(s: Span): Promise<number> {
      const [r] = await many<{ n: Num }>(sql`
        select count(distinct member_id) as n from member_day_stats
         where brand_id = ${s.brandId} and day between ${s.from}::date and ${s.to}::date`);
      return Number(r?.n ?? 0);
    },

    /** Settled rounds in the span by vendor (with its name) or by game category, largest stake first. */
    async games(s: Span, by: 'vendor' | 'category'): Promise<GameRow[]> {
      const key = by === 'vendor' ? sql`s.vendor` : sql`s.category`;
      return many<GameRow>(sql`
        select ${key} as key, ${by === 'vendor' ? sql`coalesce(max(v.name), s.vendor)` : sql`${key}`} as name,
               sum(s.rounds) as rounds, sum(s.bet_minor)::text as bets, sum(s.win_minor)::text as wins
          from vendor_day_stats s
          left join vendors v on v.brand_id = s.brand_id and v.code = s.vendor
         where s.brand_id = ${s.brandId} and s.day between ${s.from}::date and ${s.to}::date
         group by ${key} order by sum(s.bet_minor) desc, ${key}`);
    },

    /** Daily P&L rows (day x vendor or category), one page and the totals, or every row for an export. */
    pnl(s: Span, q: { by: 'vendor' | 'category'; key?: string; order: Order }) {
      const key = q.by === 'vendor' ? sql`s.vendor` : sql`s.category`;
      const rows = sql`
        select to_char(s.day, 'YYYY-MM-DD') as day, ${key} as key,
               ${q.by === 'vendor' ? sql`coalesce(max(v.name), s.vendor)` : sql`${key}`} as name,
               sum(s.rounds)::int as rounds, sum(s.bet_minor) as bets, sum(s.win_minor) as wins,
               sum(s.bet_minor) - sum(s.win_minor) as ggr
          from vendor_day_stats s
          left join vendors v on v.brand_id = s.brand_id and v.code = s.vendor
         where s.brand_id = ${s.brandId} and s.day between ${s.from}::date and ${s.to}::date
               ${q.key === undefined ? sql`` : sql`and ${key} = ${q.key}`}
         group by s.day, ${key}`;
      const ordered = sql`select day, key, name, rounds, bets::text, wins::text, ggr::text from (${rows}) r ${orderBy(q.order, 'key')}`;
      return {
        page: (limit: number, offset: number) =>
          many<{ day: string; key: string; name: string; rounds: number; bets: string; wins: string; ggr: string }>(
            sql`${ordered} limit ${limit} offset ${offset}`,
          ),
        totals: async () =>
          (
            await many<{ n: Num; rounds: Num; bets: string; wins: string }>(sql`
              select count(*) as n, coalesce(sum(rounds), 0) as rounds, coalesce(sum(bets), 0)::text as bets,
                     coalesce(sum(wins), 0)::text as wins from (${rows}) r`)
          )[0],
        all: ordered,
      };
    },

    /** Per member: deposits, withdrawals, settled rounds in the span; `q` is part of the username or an id. */
    players(s: Span, q: { q?: string; order: Order }) {
      const id = q.q && /^\d{1,9}$/.test(q.q) ? Number(q.q) : null;
      const filter =
        q.q === undefined
          ? sql``
          : sql`where m.account_key like ${contains(q.q)} escape '\\' ${id === null ? sql`` : sql`or m.id = ${id}`}`;
      const rows = sql`
        select m.id as member_id, m.account as username, f.dep::text as deposits, f.wd::text as withdrawals,
               f.rounds::int as rounds, f.bet::text as bets, f.win::text as wins, (f.bet - f.win)::text as ggr,
               f.dep as dep_n, f.wd as wd_n, f.bet as bet_n, f.win as win_n, f.bet - f.win as ggr_n
          from (${memberFacts(s)}) f join members m on m.id = f.member_id ${filter}`;
      return sortedPage(rows, q.order, 'member_id', NUMERIC_PLAYER);
    },

    /** Per agent of the brand: its downline now, the downline's money in the span, what contracts paid it. */
    agents(s: Span, q: { q?: string; order: Order }) {
      const id = q.q && /^\d{1,9}$/.test(q.q) ? Number(q.q) : null;
      const filter =
        q.q === undefined
          ? sql``
          : sql`and (a.account_key like ${contains(q.q)} escape '\\' ${id === null ? sql`` : sql`or a.id = ${id}`})`;
      const rows = sql`
        with ag as (select a.id, a.account from members a
                     where a.brand_id = ${s.brandId} and a.type in (${AGENTS}) ${filter}),
        team as (select t.ancestor_id, count(*) as size from member_tree t join ag on ag.id = t.ancestor_id
                  where t.depth > 0 group by 1),
        money as (select t.ancestor_id, sum(f.dep) as dep, sum(f.wd) as wd, sum(f.bet) as bet, sum(f.win) as win
                    from (${memberFacts(s)}) f
                    join member_tree t on t.descendant_id = f.member_id and t.depth > 0
                    join ag on ag.id = t.ancestor_id
                   group by 1),
        pay as (select downline_id, sum(amount_minor) filter (where kind = 'dividend') as dividends,
                       sum(amount_minor) filter (where kind <> 'dividend') as salaries
                  from contract_settlements
                 where brand_id = ${s.brandId} and status = 'paid' and paid_at >= ${s.start}::timestamptz and paid_at < ${s.end}::timestamptz
                 group by 1)
        select ag.id as agent_id, ag.account as username, coalesce(team.size, 0)::int as team_size,
               coalesce(money.dep, 0)::text as deposits, coalesce(money.wd, 0)::text as withdrawals,
               coalesce(money.bet, 0)::text as bets, coalesce(money.win, 0)::text as wins,
               (coalesce(money.bet, 0) - coalesce(money.win, 0))::text as ggr,
               coalesce(pay.dividends, 0)::text as dividends, coalesce(pay.salaries, 0)::text as salaries,
               coalesce(money.dep, 0) as dep_n, coalesce(money.bet, 0) as bet_n,
               coalesce(money.bet, 0) - coalesce(money.win, 0) as ggr_n,
               coalesce(pay.dividends, 0) as dividends_n, coalesce(pay.salaries, 0) as salaries_n
          from ag left join team on team.ancestor_id = ag.id left join money on money.ancestor_id = ag.id
          left join pay on pay.downline_id = ag.id`;
      return sortedPage(rows, q.order, 'agent_id', NUMERIC_AGENT);
    },

    /** The latest reconcile run, if any. */
    async latestRun(): Promise<LatestRun | undefined> {
      const [r] = await many<LatestRun>(sql`
        select ran_at, ms, accounts, transfers, problems, details from reconcile_runs order by ran_at desc, id desc limit 1`);
      return r;
    },

    async recordRun(exec: Executor, r: Reconciliation, at: Date, ms: number, trigger: string) {
      await exec.execute(sql`
        insert into reconcile_runs (ran_at, ms, accounts, transfers, problems, details, trigger)
        values (${at.toISOString()}::timestamptz, ${Math.round(ms)}, ${r.accounts}, ${r.transfers}, ${r.problems.length},
                ${JSON.stringify(r.problems.slice(0, 20))}::jsonb, ${trigger})`);
    },

    /** Runs `query` under a cursor and hands its rows over in chunks (a CSV export streams them out). */
    async eachChunk<T>(query: SQL, chunk: number, onRows: (rows: T[]) => Promise<void>) {
      await db.transaction(
        async (tx) => {
          await tx.execute(sql`declare ops_export no scroll cursor for ${query}`);
          for (;;) {
            const rows = (await tx.execute(sql.raw(`fetch ${chunk} from ops_export`))).rows as T[];
            if (rows.length > 0) await onRows(rows);
            if (rows.length < chunk) break;
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };

  /** Sorting by money sorts the numbers (the *_n columns), not their text. */
  function sortedPage(rows: SQL, order: Order, tie: string, numeric: Record<string, string>) {
    const o = { column: numeric[order.column] ?? order.column, desc: order.desc };
    const ordered = sql`select * from (${rows}) r ${orderBy(o, tie)}`;
    return {
      page: (limit: number, offset: number) =>
        many<Record<string, unknown>>(
          sql`select *, count(*) over () as total from (${rows}) r ${orderBy(o, tie)} limit ${limit} offset ${offset}`,
        ),
      count: async () => Number((await many<{ n: Num }>(sql`select count(*) as n from (${rows}) r`))[0]?.n ?? 0),
      all: ordered,
    };
  }
}
export type OpsReportsStore = ReturnType<typeof opsReportsStore>;

const NUMERIC_PLAYER: Record<string, string> = {
  deposits: 'dep_n',
  withdrawals: 'wd_n',
  bets: 'bet_n',
  wins: 'win_n',
  ggr: 'ggr_n',
};
const NUMERIC_AGENT: Record<string, string> = {
  deposits: 'dep_n',
  bets: 'bet_n',
  ggr: 'ggr_n',
  dividends: 'dividends_n',
  salaries: 'salaries_n',
};
