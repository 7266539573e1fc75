import {
  API,
  bonusPage,
  bonusQuery,
  profitQuery,
  profitSummary,
  transactionPage,
  transactionsQuery,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { SystemService } from '../system/system.service';
import type { RecordsService } from './records.service';

const RANGE =
  'range: today | 7d | 30d | custom (from and to, yyyy-MM-dd, both included); tz: the member’s IANA time zone (e.g. Asia/Dhaka), so "today" is their day.';

export function recordsRoutes(
  app: FastifyInstance,
  deps: { records: RecordsService; system: SystemService; guard: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, memberId: req.memberId as number });

  r.get(
    API.transactions,
    {
      preHandler: deps.guard.realMember,
      schema: {
        tags: ['records'],
        summary: 'Account record (transactionHistory): every ledger movement of the member, newest first',
        description: `account: main (default) | locked | bonus | vendors | all. types: comma-separated transfer types. Each row is one side of a transfer seen from one of the member's accounts, with that account's balance after it. ${RANGE}`,
        security: [{ token: [] }],
        querystring: transactionsQuery,
        response: responses(transactionPage),
      },
    },
    async (req) => ok(req, await deps.records.transactions(ctx(req), req.query)),
  );

  r.get(
    API.profit,
    {
      preHandler: deps.guard.realMember,
      schema: {
        tags: ['records'],
        summary: 'Personal profit and loss (personalProfit) from the ledger',
        description: `Deposits, withdrawals paid out, bets, wins, bet refunds, bonuses and adjustments over every account of the member; profit = wins + refunds - bets. ${RANGE}`,
        security: [{ token: [] }],
        querystring: profitQuery,
        response: responses(profitSummary),
      },
    },
    async (req) => {
      const brand = await deps.system.settings(req.brand);
      return ok(req, await deps.records.profit(ctx(req), req.query, brand.currencyCode));
    },
  );

  r.get(
    API.bonusDetails,
    {
      preHandler: deps.guard.realMember,
      schema: {
        tags: ['records'],
        summary: 'Bonus details: bonuses granted and released, with totals',
        description: RANGE,
        security: [{ token: [] }],
        querystring: bonusQuery,
        response: responses(bonusPage),
      },
    },
    async (req) => ok(req, await deps.records.bonus(ctx(req), req.query)),
  );
}
