import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AgentsService } from '../agents/agents.service';
import type { MembersService } from '../members/members.service';
import { teamRoutes } from './team.routes';
import { type TeamRollupLike, teamService } from './team.service';
import { teamStore } from './team.store';
import { teamReportsRoutes } from './team-reports.routes';
import { teamReportsService } from './team-reports.service';
import { teamReportsStore } from './team-reports.store';

/** The agent center's team calls (AGENT_TEAM_API except income): services and routes in one call. */
export function teamModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    agents: AgentsService;
    members: MembersService;
    guard: Guards;
    clock: () => Date;
    /** A large team's roll-up (team-stats largeTeam); without it the overview always sums live. */
    rollup?: (brandId: number, agentId: number) => Promise<TeamRollupLike | null>;
  },
) {
  const team = teamService({
    store: teamStore(deps.db),
    agents: deps.agents,
    members: deps.members,
    clock: deps.clock,
    rollup: deps.rollup,
  });
  const reports = teamReportsService({ store: teamReportsStore(deps.db), agents: deps.agents, clock: deps.clock });
  teamRoutes(app, { team, guard: deps.guard });
  teamReportsRoutes(app, { reports, guard: deps.guard });
  return { team, reports };
}
