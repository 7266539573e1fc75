import { AGENT_TYPES } from '@platform/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

const AGENTS = sql.raw(AGENT_TYPES.join(','));
/** Windows of the overview in brand days before today: today, 7 and 30 days (today included). */
export const PERIODS = [0, 6, 29] as const;

export type DownlineDbRow = {
  id: number;
  account: string;
  type: number;
  rebate_bp: number;
  upline_id: number | null;
  depth: number;
  team_size: number;
  direct_count: number;
  balance: string;
  created_at: Date | string;
  last_login_at: Date | string | null;
};

/** Figures of one subtree per period, as text sums (bigint sums must not pass through floats). */
export type PeriodSums = Record<
  (typeof PERIODS)[number],
  { newMembers: number; active: number; deposits: string; withdrawals: string; bets: string; profit: string }
>;

/** Which downlines a list shows: a parent's direct ones, or a search over the caller's whole team. */
export type DownlineFilter = {
  brandId: number;
  callerId: number;
  parentId?: number;
  keyword?: string;
  kind?: 'member' | 'agent';
};

/** `%kw%` for ILIKE with the pattern characters taken literally. */
export const likeOf = (kw: string) => `%${kw.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowColumns = sql`m.id, m.account, m.type, coalesce(r.rebate_bp, 0) as rebate_bp, m.upline_id, t.depth,
  (select count(*)::int from member_tree x where x.ancestor_id = m.id and x.depth > 0) as team_size,
  (select count(*)::int from member_tree x where x.ancestor_id = m.id and x.depth = 1) as direct_count,
  coalesce((select a.balance_minor from ledger_accounts a where a.member_id = m.id and a.kind = 'member_cash'), 0)::text as balance,
  m.created_at, m.last_login_at`;

/** Read and write SQL of the agent center over the member tree (member_tree, member_rebates). */
export function teamStore(db: Db) {
  const many = async <T extends Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;

  function downlineWhere(f: DownlineFilter): SQL {
    const kind =
      f.kind === 'agent'
        ? sql` and m.type in (${AGENTS})`
        : f.kind === 'member'
          ? sql` and m.type not in (${AGENTS})`
          : sql``;
    // A keyword searches the caller's whole team; otherwise one parent's direct downlines.
    if (f.keyword)
      return sql`from member_tree t join members m on m.id = t.descendant_id
        left join member_rebates r on r.member_id = m.id
        where t.ancestor_id = ${f.callerId} and t.depth > 0 and t.brand_id = ${f.brandId}
          and m.account_key like ${likeOf(f.keyword)}${kind}`;
    return sql`from member_tree p join member_tree t on t.descendant_id = p.descendant_id and t.ancestor_id = ${f.callerId}
      join members m on m.id = p.descendant_id
      left join member_rebates r on r.member_id = m.id
      where p.ancestor_id = ${f.parentId ?? f.callerId} and p.depth = 1 and p.brand_id = ${f.brandId}${kind}`;
  }

  return {
    /** The caller with its rebate, upline, team counts and the brand clock's offset at `now`. */
    async profile(brandId: number, memberId: number, now: Date) {
      const rows = await many<{
        id: number;
        account: string;
        type: number;
        rebate_bp: number;
        upline_id: number | null;
        upline_account: string | null;
        team_size: number;
        direct_count: number;
        offset: number;
      }>(sql`
        select m.id, m.account, m.type, coalesce(r.rebate_bp, 0) as rebate_bp, m.upline_id, u.account as upline_account,
          (select count(*)::int from member_tree x where x.ancestor_id = m.id and x.depth > 0) as team_size,
          (select count(*)::int from member_tree x where x.ancestor_id = m.id and x.depth = 1) as direct_count,
          round(extract(epoch from (${now.toISOString()}::timestamptz at time zone b.timezone)
            - (${now.toISOString()}::timestamptz at time zone 'UTC')) / 60)::int as offset
        from members m join brands b on b.id = m.brand_id
        left join member_rebates r on r.member_id = m.id
        left join members u on u.id = m.upline_id
        where m.id = ${memberId} and m.brand_id = ${brandId}`);
      return rows[0];
    },

    async downlines(f: DownlineFilter, pageNo: number, pageSize: number) {
      const where = downlineWhere(f);
      const [list, count] = await Promise.all([
        many<DownlineDbRow>(
          sql`select ${rowColumns} ${where} order by m.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
        ),
        many<{ n: number }>(sql`select count(*)::int as n ${where}`),
      ]);
      return { list, total: count[0]?.n ?? 0 };
    },

    /** One member below the caller, as a list row (depth from the caller). */
    async downline(brandId: number, callerId: number, memberId: number) {
      const rows = await many<DownlineDbRow>(sql`select ${rowColumns}
        from member_tree t join members m on m.id = t.descendant_id left join member_rebates r on r.member_id = m.id
        where t.ancestor_id = ${callerId} and t.descendant_id = ${memberId} and t.brand_id = ${brandId}`);
      return rows[0];
    },

    /** From the caller (first) down to the member (last). */
    path: (memberId: number, depth: number) =>
      many<{ id: number; account: string }>(sql`
        select m.id, m.account from member_tree t join members m on m.id = t.ancestor_id
        where t.descendant_id = ${memberId} and t.depth <= ${depth} order by t.depth desc`),

    /** The member's rebate, its upline's (the cap) and the highest of its direct downlines (the floor); 0 when unset. */
    async rebateBounds(memberId: number) {
      const rows = await many<{ own: number; cap: number; floor: number }>(sql`
        select coalesce((select rebate_bp from member_rebates where member_id = m.id), 0) as own,
          coalesce((select rebate_bp from member_rebates where member_id = m.upline_id), 0) as cap,
          coalesce((select max(r.rebate_bp) from member_tree t join member_rebates r on r.member_id = t.descendant_id
                    where t.ancestor_id = m.id and t.depth = 1), 0) as floor
        from members m where m.id = ${memberId}`);
      return rows[0] ?? { own: 0, cap: 0, floor: 0 };
    },

    /** Sets a rebate; the trigger on member_rebates refuses it above the upline's or below a direct downline's. */
    setRebate: (brandId: number, memberId: number, bp: number) =>
      db.execute(sql`insert into member_rebates (member_id, brand_id, rebate_bp) values (${memberId}, ${brandId}, ${bp})
        on conflict (member_id) do update set rebate_bp = excluded.rebate_bp`),

    /** The brand's date today at `now`, and its time zone. */
    async brandDay(brandId: number, now: Date) {
      const rows = await many<{ today: string; tz: string }>(sql`
        select ((${now.toISOString()}::timestamptz at time zone timezone)::date)::text as today, timezone as tz
        from brands where id = ${brandId}`);
      return rows[0] as { today: string; tz: string };
    },

    /** Team size, direct downlines, agents and the sum of every balance below `ancestorId` (itself excluded). */
    async teamCounts(ancestorId: number) {
      const rows = await many<{ team: number; direct: number; agents: number; balance: string }>(sql`
        with team as (select descendant_id as id, depth from member_tree where ancestor_id = ${ancestorId} and depth > 0)
        select (select count(*)::int from team) as team,
          (select count(*)::int from team where depth = 1) as direct,
          (select count(*)::int from team join members m on m.id = team.id where m.type in (${AGENTS})) as agents,
          (select coalesce(sum(a.balance_minor), 0)::text from team join ledger_accounts a on a.member_id = team.id
            where a.kind in ('member_cash', 'member_locked', 'member_bonus')) as balance`);
      return rows[0] as { team: number; direct: number; agents: number; balance: string };
    },

    /**
     * The overview's figures of the subtree under `ancestorId` (itself included when `minDepth` is 0)
     * for today, 7 and 30 brand days, each a set-based pass: bets and profit from member_day_stats
     * (settled rounds by the day they settled), new members by registration, deposits credited
     * (approved or paid, by decision time) and payout parts not returned (by payout time).
     */
    async periods(brandId: number, ancestorId: number, minDepth: 0 | 1, day: { today: string; tz: string }) {
      const since = (n: number) => sql`((${day.today}::date - ${n}::int)::timestamp at time zone ${day.tz})`;
      const cols = (expr: (n: number) => SQL) =>
        sql.join(
          PERIODS.map((n) => expr(n)),
          sql`, `,
        );
      const team = sql`(select descendant_id as id from member_tree where ancestor_id = ${ancestorId} and depth >= ${minDepth} and brand_id = ${brandId})`;
      const q = sql`
        with team as ${team},
        st as (select s.member_id, s.day, s.rounds, s.bet_minor, s.win_minor
               from member_day_stats s join team on team.id = s.member_id
               where s.brand_id = ${brandId} and s.day > ${day.today}::date - 30 and s.day <= ${day.today}::date),
        stats as (select ${cols(
          (
            n,
          ) => sql`coalesce(sum(bet_minor) filter (where day >= ${day.today}::date - ${n}::int), 0)::text as ${sql.raw(`bet${n}`)},
            coalesce(sum(win_minor - bet_minor) filter (where day >= ${day.today}::date - ${n}::int), 0)::text as ${sql.raw(`profit${n}`)},
            (count(distinct member_id) filter (where day >= ${day.today}::date - ${n}::int and rounds > 0))::int as ${sql.raw(`active${n}`)}`,
        )} from st),
        joined as (select ${cols((n) => sql`(count(*) filter (where m.created_at >= ${since(n)}))::int as ${sql.raw(`new${n}`)}`)}
            from team join members m on m.id = team.id where m.created_at >= ${since(29)}),
        dep as (select ${cols((n) => sql`coalesce(sum(d.amount_minor) filter (where d.decided_at >= ${since(n)}), 0)::text as ${sql.raw(`dep${n}`)}`)}
            from deposits d join team on team.id = d.member_id
            where d.brand_id = ${brandId} and d.status in ('approved', 'paid') and d.decided_at >= ${since(29)}),
        wd as (select ${cols((n) => sql`coalesce(sum(p.amount_minor) filter (where p.paid_at >= ${since(n)}), 0)::text as ${sql.raw(`wd${n}`)}`)}
            from withdrawal_payouts p join withdrawals w on w.id = p.withdrawal_id join team on team.id = w.member_id
            where w.brand_id = ${brandId} and p.status <> 'returned' and p.paid_at >= ${since(29)})
        select * from stats, joined, dep, wd`;
      const r = (await many<Record<string, string | number>>(q))[0] ?? {};
      return Object.fromEntries(
        PERIODS.map((n) => [
          n,
          {
            newMembers: Number(r[`new${n}`] ?? 0),
            active: Number(r[`active${n}`] ?? 0),
            deposits: String(r[`dep${n}`] ?? '0'),
            withdrawals: String(r[`wd${n}`] ?? '0'),
            bets: String(r[`bet${n}`] ?? '0'),
            profit: String(r[`profit${n}`] ?? '0'),
          },
        ]),
      ) as PeriodSums;
    },
  };
}
export type TeamStore = ReturnType<typeof teamStore>;
