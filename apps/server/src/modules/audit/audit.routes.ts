import { API, auditPage, auditQuery } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { AuditService } from './audit.service';

export function auditRoutes(app: FastifyInstance, deps: { audit: AuditService; guard: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // guard: operator
  r.get(
    API.operatorAudit,
    {
      preHandler: deps.guard.operator,
      schema: {
        tags: ['operator'],
        summary: "The brand's operator audit log, newest first, filtered by action or target",
        security: [{ token: [] }],
        querystring: auditQuery,
        response: responses(auditPage),
      },
    },
    async (req) => ok(req, await deps.audit.list(req.brand.id, req.query)),
  );
}
