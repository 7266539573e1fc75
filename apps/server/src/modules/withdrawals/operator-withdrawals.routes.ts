import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { OperatorWithdrawals } from './operator-withdrawals.service';

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
  const base = { preHandler: deps.guard.operator };
  const security = [{ token: [] }];
  const tags = ['operator'];
  const ops = deps.operatorWithdrawals;
  const action = (summary: string) => ({ tags, summary, security, ...base });

  route(
    app,
    ROUTES.operatorWithdrawals,
    { tags, summary: "The brand's withdrawals; by status, a queue oldest first", security, ...base },
    async (req) => ok(req, await ops.list(req.brand.id, req.query)),
  );

  route(
    app,
    ROUTES.operatorWithdrawal,
    { tags, summary: 'One withdrawal with its parts (proof image ids) and timeline', security, ...base },
    async (req) => ok(req, await ops.get(req.brand.id, req.params.id)),
  );

  route(app, ROUTES.operatorWithdrawalApprove, action('Approve a requested withdrawal'), async (req) =>
    ok(req, await ops.approve(ctx(req), req.params.id)),
  );

  route(
    app,
    ROUTES.operatorWithdrawalReject,
    {
      tags,
      summary: 'Reject a withdrawal before anything is paid out: the amount goes back to cash',
      security,
      ...base,
    },
    async (req) => ok(req, await ops.reject(ctx(req), req.params.id, req.body.reason)),
  );

  route(
    app,
    ROUTES.operatorWithdrawalPayout,
    { tags, summary: 'Pay out a part (at most what is left to pay); the member then confirms it', security, ...base },
    async (req) => ok(req, await ops.payout(ctx(req), req.params.id, req.body.amount)),
  );

  route(
    app,
    ROUTES.operatorWithdrawalForce,
    action('Force the receipt of a part (awaiting the member, or reported not received): it counts as received'),
    async (req) => ok(req, await ops.forceReceipt(ctx(req), req.params.id, req.params.pid)),
  );

  route(
    app,
    ROUTES.operatorWithdrawalReturn,
    action('Return a part that did not arrive: its amount goes back to locked, to be paid again'),
    async (req) => ok(req, await ops.returnPart(ctx(req), req.params.id, req.params.pid)),
  );
}
