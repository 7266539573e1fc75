import type { TeamRollup, TeamStatsStore } from './team-stats.store';

export type { TeamRollup };

/** Teams up to this size are summed live on every overview; larger ones read the roll-up. */
export const LIVE_TEAM_LIMIT = 2_000;
/**
 * The job refreshes every 2 minutes; a roll-up older than this is refreshed on read. A catch-up on
 * read on purpose: without it a stalled or not yet started job would show a large team yesterday's
 * figures as today's (a brand day's rows exist only once a refresh wrote them), so the overview
 * never answers from a roll-up more than 3 minutes old.
 */
export const ROLLUP_STALE_MS = 3 * 60_000;
/** Brand days the scheduled refresh recomputes (today and yesterday: late settlements land there). */
export const ROLLUP_DAYS = 2;
/** Days the first refresh of a process recomputes: the overview's longest period. */
export const ROLLUP_FULL_DAYS = 30;

/**
 * The team roll-up: what lets a top agent's overview answer in milliseconds over a team of
 * 100,000. Small teams are not served from it (null: the caller sums live), so they never lag.
 */
export function teamStatsService(deps: { store: TeamStatsStore; clock: () => Date }) {
  let fullDone = false;

  /** Every brand with agents; the first run of a process recomputes 30 days, later runs 2. */
  async function refreshAll(): Promise<{ brands: number; ms: number }> {
    const started = performance.now();
    const brands = await deps.store.brandsWithAgents();
    const days = fullDone ? ROLLUP_DAYS : ROLLUP_FULL_DAYS;
    for (const brandId of brands) await deps.store.refresh(brandId, deps.clock(), days);
    fullDone = true;
    return { brands: brands.length, ms: performance.now() - started };
  }

  /** The roll-up of a large team (refreshed first when the scheduled refresh has fallen behind); null for a small one. */
  async function largeTeam(brandId: number, agentId: number): Promise<TeamRollup | null> {
    const now = deps.clock();
    const rollup = await deps.store.rollup(agentId, now);
    if (!rollup || rollup.teamSize <= LIVE_TEAM_LIMIT) return null;
    if (now.getTime() - rollup.asOf.getTime() <= ROLLUP_STALE_MS) return rollup;
    await deps.store.refresh(brandId, now, ROLLUP_FULL_DAYS);
    return deps.store.rollup(agentId, now);
  }

  return {
    refreshAll,
    largeTeam,
    refresh: (brandId: number, days: number) => deps.store.refresh(brandId, deps.clock(), days),
  };
}
export type TeamStatsService = ReturnType<typeof teamStatsService>;
