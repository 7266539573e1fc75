import {
  affiliateApplication,
  affiliateApplicationPage,
  affiliateApplicationState,
  affiliateApplyBody,
  agentTransferInfo,
  agentTransferRecordPage,
  agentTransferRecordsQuery,
  agentTransferResult,
  IDEMPOTENCY_HEADER,
  operatorApplicationsQuery,
  operatorReviewBody,
  operatorReviewParams,
  AGENT_TRANSFER_API as P,
  transferDownlineBody,
  transferUplineBody,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { AffiliateService } from './affiliate.service';
import type { AgentTransfersService } from './agent-transfers.service';

const keyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe('Required: a retry with the same key answers the same transfer'),
});
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ token: [] }];
  const member = { preHandler: deps.guard.realMember };
  const tags = ['agent transfers'];

  // guard: agent (the member named must be in the caller's downline, at any depth)
  r.post(
    P.downline,
    {
      preHandler: deps.guard.agent,
      config: { sealed: true },
      schema: {
        tags,
        summary: "Transfer from the agent's cash to a member of its downline (any depth)",
        description:
          'Sealed (it carries the payment password). Limits: TRANSFER_MIN/MAX per transfer and a daily total sent; ' +
          'a member outside the downline (or self) is 403 NOT_IN_DOWNLINE. The same Idempotency-Key answers the ' +
          'same transfer; with another member or amount, 409.',
        security,
        headers: keyHeader,
        body: transferDownlineBody,
        response: responses(agentTransferResult),
      },
    },
    async (req) => ok(req, await deps.transfers.transfer(keyed(req), 'downline', req.body)),
  );

  // guard: realMember
  r.get(
    P.info,
    {
      ...member,
      schema: {
        tags,
        summary: 'Balance, transfer limits, what was sent today, and the direct upline',
        security,
        response: responses(agentTransferInfo),
      },
    },
    async (req) => ok(req, await deps.transfers.info(ctx(req))),
  );

  // guard: realMember
  r.post(
    P.upline,
    {
      ...member,
      config: { sealed: true },
      schema: {
        tags,
        summary: "Transfer from the member's cash to its direct upline (transferUpline)",
        description:
          'Sealed. No upline: 400 NO_UPLINE. Same limits and Idempotency-Key rules as the downline transfer.',
        security,
        headers: keyHeader,
        body: transferUplineBody,
        response: responses(agentTransferResult),
      },
    },
    async (req) => ok(req, await deps.transfers.transfer(keyed(req), 'upline', req.body)),
  );

  // guard: realMember
  r.get(
    P.records,
    {
      ...member,
      schema: {
        tags,
        summary: 'Transfers the member sent or received in a date range, newest first, with totals',
        security,
        querystring: agentTransferRecordsQuery,
        response: responses(agentTransferRecordPage),
      },
    },
    async (req) => ok(req, await deps.transfers.records(ctx(req), req.query)),
  );

  // guard: realMember
  r.get(
    P.affiliateApplication,
    {
      ...member,
      schema: {
        tags,
        summary: "The member's latest agent application and whether it may apply",
        security,
        response: responses(affiliateApplicationState),
      },
    },
    async (req) => ok(req, await deps.affiliates.state(req.memberId as number)),
  );

  // guard: realMember
  r.post(
    P.affiliateApplication,
    {
      ...member,
      schema: {
        tags,
        summary: 'Apply to become an agent (one application in process at a time; agents cannot apply)',
        security,
        body: affiliateApplyBody.optional(),
        response: responses(affiliateApplicationState),
      },
    },
    async (req) => ok(req, await deps.affiliates.apply(req.brand.id, req.memberId as number, req.body ?? {})),
  );

  // guard: operator
  r.get(
    P.operatorApplications,
    {
      preHandler: deps.guard.operator,
      schema: {
        tags: ['operator'],
        summary: 'Agent applications of the brand, newest first',
        security,
        querystring: operatorApplicationsQuery,
        response: responses(affiliateApplicationPage),
      },
    },
    async (req) => ok(req, await deps.affiliates.list(req.brand.id, req.query)),
  );

  // guard: operator
  r.post(
    P.operatorReview,
    {
      preHandler: deps.guard.operator,
      schema: {
        tags: ['operator'],
        summary: 'Approve (the member becomes an agent with an invitation code) or reject an application (audited)',
        security,
        params: operatorReviewParams,
        body: operatorReviewBody.optional(),
        response: responses(affiliateApplication),
      },
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
