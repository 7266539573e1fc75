import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { type EventRange, inRange } from '../bet-events/bet-events.range';
import type { BetEventConsumer } from '../bet-events/bet-events.service';

/**
 * The member_day_stats consumer of the bet events: every final win in the batch settled its
 * round, which then counts once on the brand day it settled (brands.timezone), with its whole
 * stake and win. A settled round never changes again (late wins and rollbacks are refused), so
 * the figures read here are final.
 */
async function applyDayStats(exec: Executor, range: EventRange) {
  await exec.execute(sql`
    insert into member_day_stats as s (brand_id, member_id, day, rounds, bet_minor, win_minor)
    select r.brand_id, r.member_id, (r.settled_at at time zone b.timezone)::date, count(*), sum(r.stake_minor), sum(r.win_minor)
      from provider_transactions e
      join bet_rounds r on r.brand_id = e.brand_id and r.vendor = e.vendor and r.round_id = e.round_id
      join brands b on b.id = r.brand_id
     where ${inRange(range)} and e.settles and r.status = 'settled'
     group by 1, 2, 3
    on conflict (member_id, day) do update
      set rounds = s.rounds + excluded.rounds, bet_minor = s.bet_minor + excluded.bet_minor,
          win_minor = s.win_minor + excluded.win_minor`);
}

/** Writes a settled round's day figures directly, for rounds that never passed the wallet API (test kits, bench data). */
export async function addDayStats(
  exec: Executor,
  r: { brandId: number; memberId: number; at: Date; stakeMinor: bigint; winMinor: bigint },
) {
  await exec.execute(sql`
    insert into member_day_stats as s (brand_id, member_id, day, rounds, bet_minor, win_minor)
    select ${r.brandId}, ${r.memberId}, (${r.at.toISOString()}::timestamptz at time zone b.timezone)::date, 1,
           ${r.stakeMinor}::bigint, ${r.winMinor}::bigint
      from brands b where b.id = ${r.brandId}
    on conflict (member_id, day) do update
      set rounds = s.rounds + 1, bet_minor = s.bet_minor + excluded.bet_minor, win_minor = s.win_minor + excluded.win_minor`);
}

/** member_day_stats as a consumer of the bet events. */
export const dayStatsConsumer: BetEventConsumer = { name: 'member_day_stats', apply: applyDayStats };
