import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { AgentCtx, TeamService } from './team.service';

const TAGS = ['agent team'];
const SECURITY = [{ token: [] }];
const DOWNLINE =
  'The member must be in the caller’s downline (any depth), else 403 NOT_IN_DOWNLINE whether or not it exists.';
const REBATE =
  'rebate: a percentage 0..100 with at most 2 decimals ("1.5"), at most the caller’s own (400 naming `rebate`).';

export const ctxOf = (req: FastifyRequest): AgentCtx => ({
  brand: req.brand,
  callerId: req.memberId as number,
  t: req.t,
  lang: req.lang,
  ip: req.ip,
});

/** Agent center: profile, overview, downlines (list, create, details, rebate) and invitation codes. */
export function teamRoutes(app: FastifyInstance, deps: { team: TeamService; guard: Guards }) {
  const preHandler = deps.guard.agent;

  route(
    app,
    ROUTES.agentProfile,
    {
      tags: TAGS,
      summary: 'The caller as an agent: rebate, type, upline, team counts, the brand clock’s UTC offset',
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.profile(ctxOf(req))),
  );

  route(
    app,
    ROUTES.teamOverview,
    {
      tags: TAGS,
      summary: 'Team overview: size, new and active members, balance, deposits, withdrawals, bets, profit',
      description:
        'Periods today, 7 and 30 days of the brand’s clock (tz is ignored). The team is the caller’s downline, the caller excluded. Bets and profit count settled rounds by the day they settled; profit = win - stake; deposits are credited ones, withdrawals payout parts not returned.',
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.overview(ctxOf(req))),
  );

  route(
    app,
    ROUTES.downlines,
    {
      tags: TAGS,
      summary: 'Downlines: direct ones of parentId (default the caller), or a keyword search over the whole team',
      description: `parentId may be the caller or a downline. ${DOWNLINE} Newest first; balance is cash.`,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.downlines(ctxOf(req), req.query)),
  );

  route(
    app,
    ROUTES.createDownline,
    {
      tags: TAGS,
      summary: 'Register center: create a downline account (player or agent) under the caller',
      description: `Sealed body. username and password follow the brand’s registration rules (400 naming each field). kind agent makes a downline agent (type 2). ${REBATE}`,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.createDownline(ctxOf(req), req.body)),
  );

  route(
    app,
    ROUTES.downline,
    {
      tags: TAGS,
      summary: 'A downline’s details: its row, the path from the caller, and its 30-day figures with its team',
      description: DOWNLINE,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.downline(ctxOf(req), req.params.memberId)),
  );

  route(
    app,
    ROUTES.downlineRebate,
    {
      tags: TAGS,
      summary: 'Set a downline’s rebate',
      description: `${DOWNLINE} Not the caller’s own. The rebate must stay at most its upline’s (400 rule rebateMax) and at least the highest of its direct downlines’ (400 rule rebateMin).`,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.setRebate(ctxOf(req), req.params.memberId, req.body.rebate)),
  );

  route(
    app,
    ROUTES.invitations,
    {
      tags: TAGS,
      summary: 'The caller’s invitation (affiliate) codes, newest first, with their registrations',
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.invitations(ctxOf(req))),
  );

  route(
    app,
    ROUTES.createInvitation,
    {
      tags: TAGS,
      summary: 'A new invitation code: registrations with it become players or agents with its rebate',
      description: REBATE,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.createInvitation(ctxOf(req), req.body)),
  );

  route(
    app,
    ROUTES.invitation,
    {
      tags: TAGS,
      summary: 'Delete one of the caller’s invitation codes',
      description:
        'Only the caller’s own codes; any other code is 403 NOT_IN_DOWNLINE. Accounts registered with it keep their upline.',
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.team.deleteInvitation(ctxOf(req), req.params.code)),
  );
}
