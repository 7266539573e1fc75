import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import { type DepositsRouteDeps, depositCtx } from './deposits.routes';

/** Operator calls on deposits (their screens come with the back office): the queue, approve, reject. */
export function depositsOperatorRoutes(app: FastifyInstance, deps: DepositsRouteDeps) {
  route(
    app,
    ROUTES.operatorDeposits,
    {
      tags: ['operator'],
      summary: 'Deposits of this brand (status=pending: the approval queue, oldest first)',
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req) => ok(req, await deps.settlement.operatorList(req.query, depositCtx(req, deps.siteOrigin))),
  );

  route(
    app,
    ROUTES.operatorDepositApprove,
    {
      tags: ['operator'],
      summary: 'Approve a pending manual deposit: credits the member and records the audit entry',
      description: 'Approving a settled deposit is 409 DEPOSIT_STATE and moves nothing.',
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      const ctx = depositCtx(req, deps.siteOrigin);
      return ok(req, await deps.settlement.decide(req.operatorId, req.params.id, key, 'approved', null, ctx));
    },
  );

  route(
    app,
    ROUTES.operatorDepositReject,
    {
      tags: ['operator'],
      summary: 'Reject a pending manual deposit with a reason the member sees',
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      const ctx = depositCtx(req, deps.siteOrigin);
      return ok(
        req,
        await deps.settlement.decide(req.operatorId, req.params.id, key, 'rejected', req.body.reason, ctx),
      );
    },
  );
}
