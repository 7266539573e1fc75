import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

const AGENTS = sql.raw('1, 2, 41, 42');
/** The longest period the roll-up answers (the overview's 30 days): older days are never read. */
const ROLLUP_HORIZON_DAYS = 30;

export type TeamRollup = {
  asOf: Date;
  teamSize: number;
  directCount: number;
  agents: number;
  balance: string;
  activeToday: number;
  active7d: number;
  active30d: number;
  /** Sums over today, the last 7 and the last 30 brand days (today included). */
  days: Record<
    '1' | '7' | '30',
    { newMembers: number; deposits: string; withdrawals: string; bets: string; profit: string }
  >;
};

/**
 * The roll-up's SQL. One refresh recomputes every agent of a brand in two set-based statements
 * (team totals; the last `days` brand days) with the same definitions the live team overview uses:
 * the team is the agent's downline, itself excluded; bets and profit are settled rounds by the day
 * they settled (member_day_stats); deposits are credited ones by decision time; withdrawals are payout
 * parts not returned, by payout time.
 */
export function teamStatsStore(db: Db) {
  const many = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];
  return {
    /** Recomputes the brand's agents; `days` brand days back from `now`'s (1 = today only). */
    async refresh(brandId: number, now: Date, days: number) {
      const at = now.toISOString();
      await db.transaction(async (tx) => {
        // One refresh at a time per brand; a second caller waits and then finds fresh rows.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('team_stats'), ${brandId})`);
        await tx.execute(sql`
          with b as (select timezone as tz, ((${at}::timestamptz at time zone timezone)::date) as today from brands where id = ${brandId}),
          act as (select s.member_id, max(s.day) as last_day from member_day_stats s, b
                  where s.brand_id = ${brandId} and s.day > b.today - 30 and s.day <= b.today group by s.member_id),
          bal as (select member_id, sum(balance_minor) as minor from ledger_accounts
                  where brand_id = ${brandId} and kind in ('member_cash', 'member_locked', 'member_bonus') group by member_id)
          insert into team_stats (agent_id, brand_id, as_of, team_size, direct_count, agents, balance_minor,
                                  active_today, active_7d, active_30d)
          select t.ancestor_id, ${brandId}, ${at}::timestamptz, count(*), count(*) filter (where t.depth = 1),
                 count(*) filter (where m.type in (${AGENTS})), coalesce(sum(bal.minor), 0),
                 count(*) filter (where act.last_day = b.today), count(*) filter (where act.last_day > b.today - 7),
                 count(act.last_day)
            from b, member_tree t
            join members a on a.id = t.ancestor_id and a.type in (${AGENTS})
            join members m on m.id = t.descendant_id
            left join act on act.member_id = t.descendant_id
            left join bal on bal.member_id = t.descendant_id
           where t.brand_id = ${brandId} and t.depth > 0
           group by t.ancestor_id
          on conflict (agent_id) do update set as_of = excluded.as_of, team_size = excluded.team_size,
             direct_count = excluded.direct_count, agents = excluded.agents, balance_minor = excluded.balance_minor,
             active_today = excluded.active_today, active_7d = excluded.active_7d, active_30d = excluded.active_30d`);
        // The brand days recomputed: the last `days`, and the day each payout part returned since then
        // was paid on (a part counts on its payout day until it is returned, which may be days later).
        const dirty = (
          await tx.execute<{ day: string }>(sql`
            with b as (select timezone as tz, ((${at}::timestamptz at time zone timezone)::date) as today from brands where id = ${brandId})
            select g::date::text as day from b, generate_series(b.today - ${days - 1}::int, b.today, interval '1 day') g
            union
            select (p.paid_at at time zone b.tz)::date::text
              from b, withdrawal_events e
              join withdrawal_payouts p on p.id = e.payout_id
              join withdrawals w on w.id = p.withdrawal_id
             where e.event = 'returned' and w.brand_id = ${brandId}
               and e.created_at >= ((b.today - ${days - 1}::int)::timestamp at time zone b.tz)
               and p.paid_at >= ((b.today - ${ROLLUP_HORIZON_DAYS - 1}::int)::timestamp at time zone b.tz)`)
        ).rows.map((r) => r.day);
        const dayList = sql`${`{${dirty.join(',')}}`}::date[]`;
        await tx.execute(sql`delete from team_day_stats x where x.brand_id = ${brandId} and x.day = any(${dayList})`);
        await tx.execute(sql`
          with b as (select timezone as tz, ((${at}::timestamptz at time zone timezone)::date) as today,
                            ${dayList} as days from brands where id = ${brandId}),
          lo as (select ((select min(d) from unnest(b.days) d)::timestamp at time zone b.tz) as since from b),
          agent_tree as (select t.ancestor_id, t.descendant_id from member_tree t join members a on a.id = t.ancestor_id
                         where t.brand_id = ${brandId} and t.depth > 0 and a.type in (${AGENTS})),
          facts as (
            select s.member_id, s.day, 0 as joined, s.bet_minor as bet, s.win_minor as win, 0::bigint as dep, 0::bigint as wd
              from member_day_stats s, b where s.brand_id = ${brandId} and s.day = any(b.days)
            union all
            select m.id, (m.created_at at time zone b.tz)::date, 1, 0, 0, 0, 0
              from members m, b, lo where m.brand_id = ${brandId} and m.created_at >= lo.since
            union all
            select d.member_id, (d.decided_at at time zone b.tz)::date, 0, 0, 0, d.amount_minor, 0
              from deposits d, b, lo where d.brand_id = ${brandId} and d.status in ('approved', 'paid')
               and d.decided_at >= lo.since
            union all
            select w.member_id, (p.paid_at at time zone b.tz)::date, 0, 0, 0, 0, p.amount_minor
              from withdrawal_payouts p join withdrawals w on w.id = p.withdrawal_id, b, lo
             where w.brand_id = ${brandId} and p.status <> 'returned' and p.paid_at >= lo.since)
          insert into team_day_stats (agent_id, brand_id, day, new_members, bet_minor, win_minor, deposit_minor, withdrawal_minor)
          select at.ancestor_id, ${brandId}, f.day, sum(f.joined), sum(f.bet), sum(f.win), sum(f.dep), sum(f.wd)
            from facts f join agent_tree at on at.descendant_id = f.member_id, b
           where f.day = any(b.days) and f.day <= b.today
           group by at.ancestor_id, f.day`);
      });
    },

    /** The agent's roll-up with its day sums, or null when it has none yet. */
    async rollup(agentId: number, now: Date): Promise<TeamRollup | null> {
      const [row] = await many<Record<string, string | number | Date>>(sql`
        with b as (select ((${now.toISOString()}::timestamptz at time zone timezone)::date) as today
                   from brands where id = (select brand_id from members where id = ${agentId}))
        select s.as_of, s.team_size, s.direct_count, s.agents, s.balance_minor::text as balance,
               s.active_today, s.active_7d, s.active_30d,
               ${sql.join(
                 [1, 7, 30].map(
                   (
                     n,
                   ) => sql`coalesce(sum(d.new_members) filter (where d.day > b.today - ${n}::int), 0)::int as ${sql.raw(`new${n}`)},
                  coalesce(sum(d.deposit_minor) filter (where d.day > b.today - ${n}::int), 0)::text as ${sql.raw(`dep${n}`)},
                  coalesce(sum(d.withdrawal_minor) filter (where d.day > b.today - ${n}::int), 0)::text as ${sql.raw(`wd${n}`)},
                  coalesce(sum(d.bet_minor) filter (where d.day > b.today - ${n}::int), 0)::text as ${sql.raw(`bet${n}`)},
                  coalesce(sum(d.win_minor - d.bet_minor) filter (where d.day > b.today - ${n}::int), 0)::text as ${sql.raw(`profit${n}`)}`,
                 ),
                 sql`, `,
               )}
          from team_stats s cross join b
          left join team_day_stats d on d.agent_id = s.agent_id and d.day > b.today - 30 and d.day <= b.today
         where s.agent_id = ${agentId}
         group by s.agent_id, s.as_of, s.team_size, s.direct_count, s.agents, s.balance_minor,
                  s.active_today, s.active_7d, s.active_30d`);
      if (!row) return null;
      const day = (n: number) => ({
        newMembers: Number(row[`new${n}`]),
        deposits: String(row[`dep${n}`]),
        withdrawals: String(row[`wd${n}`]),
        bets: String(row[`bet${n}`]),
        profit: String(row[`profit${n}`]),
      });
      return {
        asOf: new Date(row.as_of as string),
        teamSize: Number(row.team_size),
        directCount: Number(row.direct_count),
        agents: Number(row.agents),
        balance: String(row.balance),
        activeToday: Number(row.active_today),
        active7d: Number(row.active_7d),
        active30d: Number(row.active_30d),
        days: { '1': day(1), '7': day(7), '30': day(30) },
      };
    },

    /** Brands that have agents: what the scheduled refresh walks. */
    async brandsWithAgents(): Promise<number[]> {
      const rows = await many<{ brand_id: number }>(
        sql`select distinct brand_id from members where type in (${AGENTS})`,
      );
      return rows.map((r) => r.brand_id);
    },
  };
}
export type TeamStatsStore = ReturnType<typeof teamStatsStore>;
