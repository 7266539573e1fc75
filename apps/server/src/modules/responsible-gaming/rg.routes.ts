import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { RgService } from './rg.service';

const ctx = (req: FastifyRequest) => ({ brand: req.brand, memberId: req.memberId as number });
const LIMIT_RULES =
  'Windows are rolling: day = the last 24 hours, week = 7 days, month = 30 days. Setting a first limit, lowering one ' +
  'or setting the same value applies at once (and cancels a waiting raise or removal); raising one waits 24 hours ' +
  '(pending.at) while the current value stays in force. Loss and wager usage are summed from hourly buckets.';
const BLOCK =
  'Ends every session of the member at once; until it ends, login, deposits, game launches and new bets are refused ' +
  '(RG_TIMEOUT / RG_EXCLUDED with value.until). A block already in force is only ever lengthened.';

/** The member's responsible-gaming calls (guard: realMember; trial accounts play no real money). */
export function rgRoutes(app: FastifyInstance, deps: { rg: RgService; guard: Guards }) {
  const security = [{ token: [] }];
  const tags = ['responsible gaming'];
  const guard = { preHandler: deps.guard.realMember };

  route(
    app,
    ROUTES.rgState,
    {
      tags,
      summary: 'Limits (in force, pending, used in each window), the block in force, the reality check interval',
      description: LIMIT_RULES,
      security,
      ...guard,
    },
    async (req) => ok(req, await deps.rg.state(ctx(req))),
  );

  route(
    app,
    ROUTES.rgLimits,
    {
      tags,
      summary: 'Set a deposit, loss or wager limit for 24 hours, 7 days or 30 days',
      description: `${LIMIT_RULES} amount: a positive decimal with at most 2 decimals.`,
      security,
      ...guard,
    },
    async (req) => ok(req, await deps.rg.setLimit(ctx(req), req.body)),
  );

  route(
    app,
    ROUTES.rgLimit,
    {
      tags,
      summary: 'Remove a limit (applies 24 hours later)',
      description: 'Removing a limit that is not set changes nothing.',
      security,
      ...guard,
    },
    async (req) => ok(req, await deps.rg.removeLimit(ctx(req), req.params.kind, req.params.period)),
  );

  route(
    app,
    ROUTES.rgTimeout,
    {
      tags,
      summary: 'Take a break: a time-out of 24 hours, 7 days or 30 days',
      description: `${BLOCK} An operator may end a time-out early.`,
      security,
      ...guard,
    },
    async (req) => ok(req, await deps.rg.timeout(ctx(req), req.body.duration)),
  );

  route(
    app,
    ROUTES.rgExclusion,
    {
      tags,
      summary: 'Self-exclude for 6 months, 1 year, 5 years or permanently',
      description:
        `Sealed body (see GET /wps/system/publicKey): the login password is re-entered (PASSWORD_WRONG names ` +
        `the field; each try counts with the login's, LOGIN_LOCKED at its lock); a member who never set one (SMS sign-up) sends none. ${BLOCK} A self-exclusion is never ` +
        'lifted before its end, by anyone.',
      security,
      ...guard,
    },
    async (req) => ok(req, await deps.rg.exclude({ ...ctx(req), ip: req.ip }, req.body)),
  );

  route(
    app,
    ROUTES.rgRealityCheck,
    {
      tags,
      summary: 'Reality check interval in the game window: 15, 30, 45 or 60 minutes, 0 = off',
      security,
      ...guard,
    },
    async (req) => ok(req, await deps.rg.realityCheck(ctx(req), req.body.minutes)),
  );

  route(
    app,
    ROUTES.rgSession,
    {
      tags,
      summary: 'Reality check: the member’s rounds since the game window opened (count, staked, won, net)',
      description:
        'since: the launch answer’s launchedAt (server time). Rounds are counted by the time they started; ' +
        'at most the last 24 hours.',
      security,
      ...guard,
    },
    async (req) => ok(req, await deps.rg.session(ctx(req), new Date(req.query.since))),
  );
}
