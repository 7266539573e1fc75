import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { AffiliateService } from './affiliate.service';
import type { AgentTransfersService } from './agent-transfers.service';

const ctx = (req: FastifyRequest) => ({ brand: req.brand, memberId: req.memberId as number, t: req.t });
const keyed = (req: FastifyRequest) => ({ ...ctx(req), key: idempotencyKeyOf(req) });

/**
 * Transfers to downline (guard: agent) and upline (guard: realMember), their records, and the
 * affiliate application (member) with its review (operator). Transfers carry the payment password,
 * so their bodies travel sealed, and an Idempotency-Key.
 */
export function agentTransfersRoutes(
  app: FastifyInstance,
  deps: { transfers: AgentTransfersService; affiliates: AffiliateService; guard: Guards },
) {
  const security = [{ token: [] }];
  const member = { preHandler: deps.guard.realMember };
  const tags = ['agent transfers'];

  // guard: agent (the member named must be in the caller's downline, at any depth)
  route(
    app,
    ROUTES.transferDownline,
    {
      tags,
      summary: "Transfer from the agent's cash to a member of its downline (any depth)",
      description:
        'Sealed (it carries the payment password). Limits: TRANSFER_MIN/MAX per transfer and a daily total sent; ' +
        'a member outside the downline (or self) is 403 NOT_IN_DOWNLINE. The same Idempotency-Key answers the ' +
        'same transfer; with another member or amount, 409.',
      security,
      preHandler: deps.guard.agent,
    },
    async (req) => ok(req, await deps.transfers.transfer(keyed(req), 'downline', req.body)),
  );

  // guard: realMember
  route(
    app,
    ROUTES.transferInfo,
    { tags, summary: 'Balance, transfer limits, what was sent today, and the direct upline', security, ...member },
    async (req) => ok(req, await deps.transfers.info(ctx(req))),
  );

  // guard: realMember
  route(
    app,
    ROUTES.transferUpline,
    {
      tags,
      summary: "Transfer from the member's cash to its direct upline (transferUpline)",
      description: 'Sealed. No upline: 400 NO_UPLINE. Same limits and Idempotency-Key rules as the downline transfer.',
      security,
      ...member,
    },
    async (req) => ok(req, await deps.transfers.transfer(keyed(req), 'upline', req.body)),
  );

  // guard: realMember
  route(
    app,
    ROUTES.transferRecords,
    {
      tags,
      summary: 'Transfers the member sent or received in a date range, newest first, with totals',
      security,
      ...member,
    },
    async (req) => ok(req, await deps.transfers.records(ctx(req), req.query)),
  );

  // guard: realMember
  route(
    app,
    ROUTES.affiliateApplication,
    { tags, summary: "The member's latest agent application and whether it may apply", security, ...member },
    async (req) => ok(req, await deps.affiliates.state(req.memberId as number)),
  );

  // guard: realMember
  route(
    app,
    ROUTES.affiliateApply,
    {
      tags,
      summary: 'Apply to become an agent (one application in process at a time; agents cannot apply)',
      security,
      ...member,
    },
    async (req) => ok(req, await deps.affiliates.apply(req.brand.id, req.memberId as number, req.body ?? {})),
  );

  // guard: operator
  route(
    app,
    ROUTES.operatorApplications,
    {
      tags: ['operator'],
      summary: 'Agent applications of the brand, newest first',
      security,
      preHandler: deps.guard.operator,
    },
    async (req) => ok(req, await deps.affiliates.list(req.brand.id, req.query)),
  );

  // guard: operator
  route(
    app,
    ROUTES.operatorReview,
    {
      tags: ['operator'],
      summary: 'Approve (the member becomes an agent with an invitation code) or reject an application (audited)',
      security,
      preHandler: deps.guard.operator,
    },
    async (req) =>
      ok(
        req,
        await deps.affiliates.review({
          brandId: req.brand.id,
          operatorId: req.operatorId,
          ip: req.ip,
          id: req.params.id,
          action: req.params.action,
          remark: req.body?.remark,
          t: req.t,
        }),
      ),
  );
}
