import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SystemService } from '../system/system.service';
import type { RecordsService } from './records.service';

const RANGE =
  'range: today | 7d | 30d | custom (from and to, yyyy-MM-dd, both included); tz: the member’s IANA time zone (e.g. Asia/Dhaka), so "today" is their day.';

export function recordsRoutes(
  app: FastifyInstance,
  deps: { records: RecordsService; system: SystemService; guard: Guards },
) {
  const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, memberId: req.memberId as number });

  route(
    app,
    ROUTES.transactions,
    {
      tags: ['records'],
      summary: 'Account record (transactionHistory): every ledger movement of the member, newest first',
      description: `account: main (default) | locked | bonus | vendors | all. types: comma-separated transfer types. Each row is one side of a transfer seen from one of the member's accounts, with that account's balance after it. ${RANGE}`,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.records.transactions(ctx(req), req.query)),
  );

  route(
    app,
    ROUTES.profit,
    {
      tags: ['records'],
      summary: 'Personal profit and loss (personalProfit) from the ledger',
      description: `Deposits, withdrawals paid out (less parts returned), bets, wins, bet refunds, bonuses and adjustments over every account of the member; profit = wins + refunds - bets. ${RANGE}`,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => {
      const brand = await deps.system.settings(req.brand);
      return ok(req, await deps.records.profit(ctx(req), req.query, brand.currencyCode));
    },
  );

  route(
    app,
    ROUTES.bonusDetails,
    {
      tags: ['records'],
      summary: 'Bonus details: bonuses granted and released, with totals',
      description: RANGE,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => ok(req, await deps.records.bonus(ctx(req), req.query)),
  );
}
