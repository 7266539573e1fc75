import { API, affiliateQuery, affiliateResult } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { AgentsService } from './agents.service';

export function agentsRoutes(app: FastifyInstance, deps: { agents: AgentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // guard: guest (registration checks the code before anything else, spec §4)
  r.get(
    API.affiliateCheck,
    {
      schema: {
        tags: ['agents'],
        summary: 'Check an invitation (affiliate) code before registering',
        querystring: affiliateQuery,
        response: responses(affiliateResult),
      },
    },
    async (req) => {
      await deps.agents.agentOfAffiliateCode(req.brand.id, req.query.affiliateCode);
      return ok(req, { affiliateCode: req.query.affiliateCode.toUpperCase(), valid: true as const });
    },
  );
}
