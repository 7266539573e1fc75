import {
  API,
  deposit,
  depositIdParams,
  operatorDepositPage,
  operatorDepositQuery,
  rejectDepositBody,
} from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import { type DepositsRouteDeps, depositCtx, keyHeader } from './deposits.routes';

/** Operator calls on deposits (their screens come with the back office): the queue, approve, reject. */
export function depositsOperatorRoutes(app: FastifyInstance, deps: DepositsRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.operatorDeposits,
    {
      preHandler: deps.guard.operator,
      schema: {
        tags: ['operator'],
        summary: 'Deposits of this brand (status=pending: the approval queue, oldest first)',
        security: [{ token: [] }],
        querystring: operatorDepositQuery,
        response: responses(operatorDepositPage),
      },
    },
    async (req) => ok(req, await deps.settlement.operatorList(req.query, depositCtx(req, deps.siteOrigin))),
  );

  r.post(
    API.operatorDepositApprove,
    {
      preHandler: deps.guard.operator,
      schema: {
        tags: ['operator'],
        summary: 'Approve a pending manual deposit: credits the member and records the audit entry',
        description: 'Approving a settled deposit is 409 DEPOSIT_STATE and moves nothing.',
        security: [{ token: [] }],
        headers: keyHeader,
        params: depositIdParams,
        response: responses(deposit),
      },
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      const ctx = depositCtx(req, deps.siteOrigin);
      return ok(req, await deps.settlement.decide(req.operatorId, req.params.id, key, 'approved', null, ctx));
    },
  );

  r.post(
    API.operatorDepositReject,
    {
      preHandler: deps.guard.operator,
      schema: {
        tags: ['operator'],
        summary: 'Reject a pending manual deposit with a reason the member sees',
        security: [{ token: [] }],
        headers: keyHeader,
        params: depositIdParams,
        body: rejectDepositBody,
        response: responses(deposit),
      },
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
