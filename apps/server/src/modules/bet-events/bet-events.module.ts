import type { Db } from '../../platform/db/client';
import { dayStatsConsumer } from '../team/day-stats.consumer';
import type { TurnoverService } from '../turnover/turnover.service';
import { betEventsService } from './bet-events.service';
import { betEventsStore } from './bet-events.store';

/**
 * The bet-event consumers in the order each turn runs them: turnover first (its lag is the one
 * bench/provider-wallet prints), then member_day_stats (team overviews and contract settlement
 * read it). Later reward consumers (wagering, VIP, rebates, points, missions) join this list.
 */
export function betEventsOn(db: Db, turnover: Pick<TurnoverService, 'consumer'>) {
  return betEventsService({ db, store: betEventsStore(), consumers: [turnover.consumer, dayStatsConsumer] });
}
