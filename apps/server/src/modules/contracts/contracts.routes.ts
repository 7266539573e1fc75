import { CONTRACT_KINDS, CONTRACT_ROUTES, ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { ContractsService } from './contracts.service';
import type { OperatorSettle } from './operator-settle';
import type { RecordsService } from './records.service';

const KIND_DOC = {
  dividend: 'Dividend contracts: a share of the team’s loss per period (daily, weekly, semimonthly or monthly)',
  dailySalary: 'Daily salary contracts: a share of the team’s bets per brand day',
  hourlySalary: 'Hourly salary contracts: a share of the team’s bets per hour',
  realTimeSalary: 'Real-time salary contracts: a share of the team’s bets per 5 minutes',
} as const;
const RULES =
  'Offers go to a direct downline agent only; no tier rate above the caller’s rateCap (its own contract’s max rate; a top agent: the platform cap). A contract pays for periods that start at or after its acceptance and that it covered to the end.';

/** Contract calls (one GET and one POST per kind), the contract popup's data, records, my income, operator settle. */
export function contractsRoutes(
  app: FastifyInstance,
  deps: { contracts: ContractsService; records: RecordsService; operatorSettle: OperatorSettle; guard: Guards },
) {
  const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, agentId: req.memberId as number });

  for (const kind of CONTRACT_KINDS) {
    route(
      app,
      CONTRACT_ROUTES[kind].list,
      {
        preHandler: deps.guard.agent,
        tags: ['agent'],
        summary: `${KIND_DOC[kind]}: list`,
        description: `role=upline: contracts the caller offered (memberId: one direct downline); role=downline: the caller's contracts with its upline. requests: requests in process on the caller's side. ${RULES}`,
        security: [{ token: [] }],
      },
      async (req) => ok(req, await deps.contracts.list(ctx(req), kind, req.query)),
    );
    route(
      app,
      CONTRACT_ROUTES[kind].act,
      {
        preHandler: deps.guard.agent,
        tags: ['agent'],
        summary: `${KIND_DOC[kind]}: offer, accept, reject, requestTermination, terminate`,
        description: `offer (upline): a new contract to downlineId, waiting for its answer; accept / reject (the addressed downline): a request; an accepted new contract completes the previous one (endReason replaced) and ends the downline's own higher-rate contracts (upline_lowered, recursively); requestTermination (upline): asks the downline to end a contract; terminate (downline): ends it at once. ${RULES}`,
        security: [{ token: [] }],
      },
      async (req) => ok(req, await deps.contracts.act(ctx(req), kind, req.body)),
    );
  }

  route(
    app,
    ROUTES.consolidatedContracts,
    {
      tags: ['agent'],
      summary: 'Consolidated contract data: per kind, enabled, the contract with the upline, offers waiting, rate cap',
      security: [{ token: [] }],
      preHandler: deps.guard.agent,
    },
    async (req) => ok(req, await deps.contracts.consolidated(ctx(req))),
  );

  route(
    app,
    ROUTES.contractRecords,
    {
      tags: ['agent'],
      summary: 'Contract settlement records of a kind (dividend record, daily wages, hourly and real-time salary)',
      description:
        'role=received: rows paid to the caller by its upline; role=paid: rows the caller pays its downlines (memberId: one downline). The range filters the period start, in the caller’s day (tz). totals cover the whole filter.',
      security: [{ token: [] }],
      preHandler: deps.guard.agent,
    },
    async (req) => ok(req, await deps.records.records(ctx(req), req.query)),
  );

  route(
    app,
    ROUTES.income,
    {
      tags: ['agent'],
      summary: 'My income: contract payouts received by kind, paid to downlines, and net, per day',
      description: 'Only paid rows count. A day is the caller’s day (tz) of the period start.',
      security: [{ token: [] }],
      preHandler: deps.guard.agent,
    },
    async (req) => ok(req, await deps.records.income(ctx(req), req.query)),
  );

  // guard: operator
  route(
    app,
    ROUTES.operatorSettle,
    {
      tags: ['operator'],
      summary: 'Settle contracts of a kind now (audited)',
      description:
        'The last closed period of the kind (dividends: of `period`, daily when absent), or the period containing `at` (refused while it is still open). Periods settled before insert nothing; rows waiting for an upline’s funds are paid if they now can be.',
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req) =>
      ok(req, await deps.operatorSettle({ brand: req.brand, operatorId: req.operatorId, body: req.body, ip: req.ip })),
  );
}
