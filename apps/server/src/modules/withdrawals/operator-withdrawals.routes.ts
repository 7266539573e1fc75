import {
  API,
  operatorWithdrawal,
  operatorWithdrawalPage,
  operatorWithdrawalsQuery,
  payoutBody,
  rejectBody,
  withdrawalParams,
  withdrawalPartParams,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { OperatorWithdrawals } from './operator-withdrawals.service';
import { keyHeader } from './withdrawals.routes';

const ctx = (req: FastifyRequest) => ({
  brand: req.brand,
  operatorId: req.operatorId,
  ip: req.ip,
  t: req.t,
  key: idempotencyKeyOf(req),
});

/** Withdrawals for operators (guard: operator of the request's brand). Every POST is audited. */
export function operatorWithdrawalsRoutes(
  app: FastifyInstance,
  deps: { operatorWithdrawals: OperatorWithdrawals; guard: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: deps.guard.operator };
  const security = [{ token: [] }];
  const tags = ['operator'];
  const ops = deps.operatorWithdrawals;
  const action = (summary: string) => ({
    ...base,
    schema: {
      tags,
      summary,
      security,
      headers: keyHeader,
      params: withdrawalParams,
      response: responses(operatorWithdrawal),
    },
  });

  r.get(
    API.operatorWithdrawals,
    {
      ...base,
      schema: {
        tags,
        summary: "The brand's withdrawals; by status, a queue oldest first",
        security,
        querystring: operatorWithdrawalsQuery,
        response: responses(operatorWithdrawalPage),
      },
    },
    async (req) => ok(req, await ops.list(req.brand.id, req.query)),
  );

  r.get(
    API.operatorWithdrawal,
    {
      ...base,
      schema: {
        tags,
        summary: 'One withdrawal with its parts (proof image ids) and timeline',
        security,
        params: withdrawalParams,
        response: responses(operatorWithdrawal),
      },
    },
    async (req) => ok(req, await ops.get(req.brand.id, req.params.id)),
  );

  r.post(API.operatorWithdrawalApprove, action('Approve a requested withdrawal'), async (req) =>
    ok(req, await ops.approve(ctx(req), req.params.id)),
  );

  r.post(
    API.operatorWithdrawalReject,
    {
      ...base,
      schema: {
        tags,
        summary: 'Reject a withdrawal before anything is paid out: the amount goes back to cash',
        security,
        headers: keyHeader,
        params: withdrawalParams,
        body: rejectBody,
        response: responses(operatorWithdrawal),
      },
    },
    async (req) => ok(req, await ops.reject(ctx(req), req.params.id, req.body.reason)),
  );

  r.post(
    API.operatorWithdrawalPayout,
    {
      ...base,
      schema: {
        tags,
        summary: 'Pay out a part (at most what is left to pay); the member then confirms it',
        security,
        headers: keyHeader,
        params: withdrawalParams,
        body: payoutBody,
        response: responses(operatorWithdrawal),
      },
    },
    async (req) => ok(req, await ops.payout(ctx(req), req.params.id, req.body.amount)),
  );

  const partAction = (summary: string) => ({
    ...action(summary),
    schema: { ...action(summary).schema, params: withdrawalPartParams },
  });

  r.post(
    API.operatorWithdrawalForce,
    partAction('Force the receipt of a part (awaiting the member, or reported not received): it counts as received'),
    async (req) => ok(req, await ops.forceReceipt(ctx(req), req.params.id, req.params.pid)),
  );

  r.post(
    API.operatorWithdrawalReturn,
    partAction('Return a part that did not arrive: its amount goes back to locked, to be paid again'),
    async (req) => ok(req, await ops.returnPart(ctx(req), req.params.id, req.params.pid)),
  );
}
