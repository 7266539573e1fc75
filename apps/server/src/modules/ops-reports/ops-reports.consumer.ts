import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { type EventRange, inRange } from '../bet-events/bet-events.range';
import type { BetEventConsumer } from '../bet-events/bet-events.service';

/**
 * The vendor_day_stats consumer of the bet events, by member_day_stats' rule (team/day-stats.consumer):
 * each final win in the batch settled its round, which then counts once, whole, on the brand day it
 * settled, under its vendor and its game's category. A settled round never changes again.
 */
async function applyVendorDayStats(exec: Executor, range: EventRange) {
  await exec.execute(sql`
    insert into vendor_day_stats as s (brand_id, day, vendor, category, rounds, bet_minor, win_minor)
    select r.brand_id, (r.settled_at at time zone b.timezone)::date, r.vendor, coalesce(g.category, ''),
           count(*), sum(r.stake_minor), sum(r.win_minor)
      from provider_transactions e
      join bet_rounds r on r.brand_id = e.brand_id and r.vendor = e.vendor and r.round_id = e.round_id
      join brands b on b.id = r.brand_id
      left join games g on g.brand_id = r.brand_id and g.vendor_code = r.vendor and g.game_code = r.game_code
     where ${inRange(range)} and e.settles and r.status = 'settled'
     group by 1, 2, 3, 4
    on conflict (brand_id, day, vendor, category) do update
      set rounds = s.rounds + excluded.rounds, bet_minor = s.bet_minor + excluded.bet_minor,
          win_minor = s.win_minor + excluded.win_minor`);
}

export const vendorDayStatsConsumer: BetEventConsumer = { name: 'vendor_day_stats', apply: applyVendorDayStats };
