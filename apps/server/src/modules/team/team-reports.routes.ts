import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { TeamReportsService } from './team-reports.service';

const TAGS = ['agent team'];
const SECURITY = [{ token: [] }];
const SCOPE =
  'Covers the caller’s downline (the caller excluded); memberId narrows it to one member, the caller or a downline, else 403 NOT_IN_DOWNLINE. Totals cover the whole filter, not only the page. Amounts are decimal strings.';
const RANGE =
  'range: today | 7d | 30d | custom (from, to: yyyy-MM-dd, both included); tz: the agent’s IANA time zone (e.g. Asia/Dhaka), so "today" is their day.';

/** Agent center reports: team betting record, transactions, user loss statements, downline accounts. */
export function teamReportsRoutes(app: FastifyInstance, deps: { reports: TeamReportsService; guard: Guards }) {
  const preHandler = deps.guard.agent;
  const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, callerId: req.memberId as number });

  route(
    app,
    ROUTES.teamBets,
    {
      tags: TAGS,
      summary: 'Team betting record: the team’s game rounds, newest first, with totals',
      description: `Rounds are placed in the range by the time they started; gameType filters by category. validBet and profit count settled rounds. ${SCOPE} ${RANGE}`,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.reports.bets(ctx(req), req.query, req.lang)),
  );

  route(
    app,
    ROUTES.teamTransactions,
    {
      tags: TAGS,
      summary: 'Team transactions: movements of the team’s cash balances, newest first',
      description: `amount is signed from the member’s side (+ in, - out); totals.in and totals.out are both positive sums. type filters by transfer type. ${SCOPE} ${RANGE}`,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.reports.transactions(ctx(req), req.query)),
  );

  route(
    app,
    ROUTES.teamLoss,
    {
      tags: TAGS,
      summary: 'User loss statements: per member bets, wins, profit, deposits and withdrawals, biggest loss first',
      description: `Rounds count by the time they settled; profit = wins - bets (negative: the member lost). Members without any of these in the range are left out. ${SCOPE} ${RANGE}`,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.reports.loss(ctx(req), req.query)),
  );

  route(
    app,
    ROUTES.teamAccounts,
    {
      tags: TAGS,
      summary: 'Downline account details: cash, locked and bonus balances of team members, with totals',
      description: `keyword: part of an account name. Newest account first. ${SCOPE}`,
      security: SECURITY,
      preHandler,
    },
    async (req) => ok(req, await deps.reports.accounts(ctx(req), req.query)),
  );
}
