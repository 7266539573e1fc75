import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { AgentsService } from './agents.service';

export function agentsRoutes(app: FastifyInstance, deps: { agents: AgentsService }) {
  // guard: guest (registration checks the code before anything else, spec §4)
  route(
    app,
    ROUTES.affiliateCheck,
    { tags: ['agents'], summary: 'Check an invitation (affiliate) code before registering' },
    async (req) => {
      await deps.agents.agentOfAffiliateCode(req.brand.id, req.query.affiliateCode);
      return ok(req, { affiliateCode: req.query.affiliateCode.toUpperCase(), valid: true as const });
    },
  );
}
