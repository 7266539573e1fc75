import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { AuditService } from './audit.service';

export function auditRoutes(app: FastifyInstance, deps: { audit: AuditService; guard: Guards }) {
  // guard: operator
  route(
    app,
    ROUTES.operatorAudit,
    {
      tags: ['operator'],
      summary: "The brand's operator audit log, newest first, filtered by action or target",
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req) => ok(req, await deps.audit.list(req.brand.id, req.query)),
  );
}
