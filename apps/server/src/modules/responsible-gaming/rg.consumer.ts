import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import { type EventRange, inRange } from '../bet-events/bet-events.range';
import type { BetEventConsumer } from '../bet-events/bet-events.service';

/**
 * The rg_usage consumer of the bet events: each batch's stakes, wins and refunds added to their
 * members' hourly buckets, by the rule of the rg_usage_events view (drizzle/0043). The limit check
 * does not wait for it: rg_usage_sums() adds the events after this cursor to the buckets.
 */
async function applyRgUsage(exec: Executor, range: EventRange) {
  await exec.execute(sql`
    insert into rg_usage as g (member_id, hour, wager_minor, loss_minor)
    select e.member_id, e.hour, sum(e.wager_minor), sum(e.loss_minor)
      from rg_usage_events e
     where ${inRange(range)}
     group by 1, 2
    on conflict (member_id, hour) do update
      set wager_minor = g.wager_minor + excluded.wager_minor, loss_minor = g.loss_minor + excluded.loss_minor`);
}

export const rgUsageConsumer: BetEventConsumer = { name: 'rg_usage', apply: applyRgUsage };
