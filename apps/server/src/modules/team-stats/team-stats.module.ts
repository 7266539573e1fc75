import type { Db } from '../../platform/db/client';
import type { Background } from '../../platform/jobs/background';
import { teamStatsService } from './team-stats.service';
import { teamStatsStore } from './team-stats.store';

export const TEAM_STATS_JOB = 'team-stats-refresh';
export const TEAM_STATS_CRON = '*/2 * * * *';

/**
 * The team roll-up (no routes: the team module's overview reads it): the service and its refresh
 * job every 2 minutes, after member_day_stats has taken the bet events so far.
 */
export function teamStatsModule(deps: {
  db: Db;
  clock: () => Date;
  catchUp: () => Promise<void>;
  background: Background;
}) {
  const teamStats = teamStatsService({ store: teamStatsStore(deps.db), clock: deps.clock });
  deps.background.job({
    name: TEAM_STATS_JOB,
    cron: TEAM_STATS_CRON,
    expireInMinutes: 10,
    run: async () => {
      await deps.catchUp();
      return teamStats.refreshAll();
    },
  });
  return { teamStats };
}
