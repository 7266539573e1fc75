import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { OpsContractsService } from './ops-contracts.service';

/** Back office agent calls (permission agents): contracts, settlement runs, settlement records. */
export function opsContractsRoutes(app: FastifyInstance, deps: { ops: OpsContractsService; guard: Guards }) {
  const base = { tags: ['operator'], security: [{ token: [] }], preHandler: deps.guard.operator };

  route(
    app,
    ROUTES.opsContracts,
    { ...base, summary: "The brand's dividend and salary contracts with parties and terms (filter, sort, page)" },
    async (req) => ok(req, await deps.ops.contracts(req.brand.id, req.query)),
  );

  route(
    app,
    ROUTES.opsSettlementRuns,
    { ...base, summary: 'Settlement runs: per kind and period, how many contracts, paid, waiting, and the amounts' },
    async (req) => ok(req, await deps.ops.runs(req.brand.id, req.query)),
  );

  route(
    app,
    ROUTES.opsSettlements,
    { ...base, summary: 'Settlement records with their payments (ledger transfer, paid at), newest period first' },
    async (req) => ok(req, await deps.ops.settlements(req.brand.id, req.query)),
  );
}
