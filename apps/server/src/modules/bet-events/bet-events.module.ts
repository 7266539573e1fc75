import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Background } from '../../platform/jobs/background';
import { vendorDayStatsConsumer } from '../ops-reports/ops-reports.consumer';
import { rgUsageConsumer } from '../responsible-gaming/rg.consumer';
import { dayStatsConsumer } from '../team/day-stats.consumer';
import type { TurnoverService } from '../turnover/turnover.service';
import { betEventsService } from './bet-events.service';
import { betEventsStore } from './bet-events.store';

/**
 * The bet-event consumers in the order each turn runs them: turnover first (its lag is the one
 * bench/provider-wallet prints), then member_day_stats (team overviews and contract settlement
 * read it), then vendor_day_stats (the back office's dashboard and P&L by vendor and category), then
 * rg_usage (the responsible-gaming screen's hourly usage; the limit check reads the events it has
 * not applied yet too). Later reward consumers (wagering, VIP, rebates, points, missions) join this list.
 */
export function betEventsOn(db: Db, turnover: Pick<TurnoverService, 'consumer'>) {
  return betEventsService({
    db,
    store: betEventsStore(),
    consumers: [turnover.consumer, dayStatsConsumer, vendorDayStatsConsumer, rgUsageConsumer],
  });
}

/**
 * The bet-event stream as the app runs it: a worker loop (declared with the jobs, started with them
 * by main.ts) rather than a pg-boss job, because the consumers must follow every wallet call within
 * a fraction of a second and pg-boss polls by the second and schedules by the minute. Tests call
 * app.betEvents.drain(); reads that decide money drain first.
 */
export function betEventsModule(
  app: FastifyInstance,
  deps: { db: Db; turnover: Pick<TurnoverService, 'consumer'>; background: Background },
) {
  const betEvents = betEventsOn(deps.db, deps.turnover);
  app.decorate('betEvents', betEvents);
  deps.background.loop({ name: 'bet-events', start: () => betEvents.start({ log: app.log }) });
  return { betEvents };
}
