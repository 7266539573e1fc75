import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SystemService } from '../system/system.service';
import type { BetsService } from './bets.service';

const RANGE =
  'range: today | 7d | 30d | custom (from and to, yyyy-MM-dd, both included); tz: the member’s IANA time zone (e.g. Asia/Dhaka), so "today" is their day. Rounds are placed in the range by the time they started.';
const FIGURES =
  'stake is the net stake after refunds; validBet is the stake of settled rounds; profit = win - stake of settled rounds (open and cancelled rounds count 0). Amounts are decimal strings.';

/** The betting record (personalHistoryCopy), profit and loss by category, and the last rounds. */
export function betsRoutes(app: FastifyInstance, deps: { bets: BetsService; system: SystemService; guard: Guards }) {
  const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, memberId: req.memberId as number });

  route(
    app,
    ROUTES.betRecords,
    {
      tags: ['records'],
      summary: 'Betting record (personalHistoryCopy): the member’s game rounds, newest first',
      description: `Filters: gameType (category code), vassalage (vendor code). Game names in \`language\` (else the request language), English when missing. totals cover every round of the filter, not only the page. ${FIGURES} ${RANGE}`,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.bets.records(ctx(req), req.query, req.query.language ?? req.lang)),
  );

  route(
    app,
    ROUTES.betProfit,
    {
      tags: ['records'],
      summary: 'Personal profit and loss of game rounds by category',
      description: `One line per category the member played (gameType null: games not in the catalogue), and totals. ${FIGURES} ${RANGE}`,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => {
      const brand = await deps.system.settings(req.brand);
      return ok(req, await deps.bets.profit(ctx(req), req.query, brand.currencyCode));
    },
  );

  route(
    app,
    ROUTES.recentRounds,
    {
      tags: ['records'],
      summary: 'The last 10 rounds with the wallet calls (bet, win, rollback) that made each',
      description: `Newest round first; movements oldest first, a rollback under the round of the bet it refunded. ${FIGURES}`,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.bets.recent(ctx(req), req.lang)),
  );
}
