import type pg from 'pg';

/**
 * The bench's team, written in set-based SQL so 100,000 members and 10,000,000 rounds load in
 * minutes: the members go in level by level through the real insert trigger (member_tree is built
 * as production builds it); the rounds go straight into bet_rounds (they never passed the wallet
 * API, so there are no bet events for the member_day_stats consumer) and the day table is filled
 * by one GROUP BY: the same rows the consumer would have written.
 */
export type Team = {
  rootId: number;
  /** Agents below the root, by level (1 = the root's direct downlines). */
  levels: number[][];
  players: number;
};

/** Agents per parent at each level under the root (10, 100, 1,000), then players under the last level. */
export const FAN_OUT = [10, 10, 10];

export async function buildTeam(c: pg.Client, brandId: number, rootId: number, members: number): Promise<Team> {
  const levels: number[][] = [];
  let parents = [rootId];
  for (let level = 1; level <= FAN_OUT.length; level++) {
    const fan = FAN_OUT[level - 1] as number;
    const { rows } = await c.query<{ id: number }>(
      `insert into members (brand_id, account, account_key, type, password_hash, language, upline_id)
       select $1, 'ba' || $2::int || '_' || p || '_' || g, 'ba' || $2::int || '_' || p || '_' || g, 2, 'x', 'en', p
         from unnest($3::int[]) p cross join generate_series(1, $4::int) g
       returning id`,
      [brandId, level, parents, fan],
    );
    parents = rows.map((r) => r.id);
    levels.push(parents);
  }
  const agents = 1 + levels.reduce((n, l) => n + l.length, 0);
  const players = Math.max(0, members - agents);
  await c.query(
    `insert into members (brand_id, account, account_key, type, password_hash, language, upline_id, created_at)
     select $1, 'bp' || g, 'bp' || g, 0, 'x', 'en', ($2::int[])[1 + g % array_length($2::int[], 1)],
            now() - (g % 60) * interval '1 day'
       from generate_series(1, $3::int) g`,
    [brandId, parents, players],
  );
  return { rootId, levels, players };
}

/**
 * `count` settled rounds over the last `days` days, spread over every player of the team: stakes
 * 1.00 to 50.00, one round in three wins 2.7x (a 90% return), so teams lose and dividends are due.
 */
export async function loadRounds(
  c: pg.Client,
  brandId: number,
  count: number,
  days: number,
  progress: (done: number) => void,
) {
  await c.query(
    `create temp table bench_players as
       select (row_number() over (order by id) - 1)::int as k, id from members where account like 'bp%' and brand_id = $1`,
    [brandId],
  );
  await c.query('create unique index on bench_players (k)');
  const [{ n } = { n: 0 }] = (await c.query<{ n: number }>('select count(*)::int as n from bench_players')).rows;
  const chunk = 1_000_000;
  const seconds = days * 86_400;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await c.query(
      `insert into bet_rounds (brand_id, member_id, vendor, game_code, round_id, stake_minor, win_minor, status, started_at, settled_at)
       select $1, p.id, 'RTS', 'BENCH', 'b' || g, x.stake, case when g % 3 = 0 then x.stake * 27 / 10 else 0 end,
              'settled', x.t - interval '5 seconds', x.t
         from generate_series($2::bigint, $3::bigint) g
         cross join lateral (select 100 + (g * 2654435761) % 4901 as stake,
                                    now() - ((g * 40503) % $5::bigint) * interval '1 second' as t) x
         join bench_players p on p.k = (g * 7919) % $4::bigint`,
      [brandId, from, to, n, seconds],
    );
    progress(to);
  }
  await c.query(
    `insert into member_day_stats (brand_id, member_id, day, rounds, bet_minor, win_minor)
     select r.brand_id, r.member_id, (r.settled_at at time zone b.timezone)::date, count(*), sum(r.stake_minor), sum(r.win_minor)
       from bet_rounds r join brands b on b.id = r.brand_id
      where r.status = 'settled' and r.vendor = 'RTS'
      group by 1, 2, 3
     on conflict (member_id, day) do update
        set rounds = member_day_stats.rounds + excluded.rounds,
            bet_minor = member_day_stats.bet_minor + excluded.bet_minor,
            win_minor = member_day_stats.win_minor + excluded.win_minor`,
  );
}
