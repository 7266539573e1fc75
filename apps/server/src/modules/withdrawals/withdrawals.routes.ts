import {
  API,
  IDEMPOTENCY_HEADER,
  notReceivedBody,
  payoutPartParams,
  withdrawal,
  withdrawalPage,
  withdrawalParams,
  withdrawBody,
  withdrawInfo,
  withdrawRecordsQuery,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import { IMAGE_BODY_LIMIT } from '../uploads/uploads.service';
import type { MemberWithdrawals } from './withdrawals.service';

export const keyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe('Required: a retry with the same key answers the same result'),
});
const ctx = (req: FastifyRequest) => ({ brand: req.brand, memberId: req.memberId as number, t: req.t });
const keyed = (req: FastifyRequest) => ({ ...ctx(req), key: idempotencyKeyOf(req) });

/** Withdraw for members (guard: realMember). Every POST moves money or its state: Idempotency-Key required. */
export function withdrawalsRoutes(app: FastifyInstance, deps: { withdrawals: MemberWithdrawals; guard: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: deps.guard.realMember };
  const security = [{ token: [] }];
  const tags = ['withdrawals'];

  r.get(
    API.withdrawInfo,
    {
      ...base,
      schema: {
        tags,
        summary: 'What can be withdrawn: balance, locked, turnover left, limits, accounts, payment password state',
        security,
        response: responses(withdrawInfo),
      },
    },
    async (req) => ok(req, await deps.withdrawals.info(ctx(req))),
  );

  r.post(
    API.withdraw,
    {
      ...base,
      config: { sealed: true },
      schema: {
        tags,
        summary: 'Request a withdrawal: the amount moves from cash to locked at once',
        description:
          'Sent sealed (it carries the payment password). Refused while turnover is not met (TURNOVER_NOT_MET, with the amount left). The same Idempotency-Key answers the same withdrawal; with another amount or account, 409.',
        security,
        headers: keyHeader,
        body: withdrawBody,
        response: responses(withdrawal),
      },
    },
    async (req) => ok(req, await deps.withdrawals.request(keyed(req), req.body)),
  );

  r.get(
    API.withdrawRecords,
    {
      ...base,
      schema: {
        tags,
        summary: "The member's withdrawals in a date range, newest first, with their parts and timeline",
        security,
        querystring: withdrawRecordsQuery,
        response: responses(withdrawalPage),
      },
    },
    async (req) => ok(req, await deps.withdrawals.records(ctx(req), req.query)),
  );

  r.post(
    API.withdrawCancel,
    {
      ...base,
      schema: {
        tags,
        summary: 'Cancel a withdrawal still awaiting approval (an approved one cannot be cancelled)',
        security,
        headers: keyHeader,
        params: withdrawalParams,
        response: responses(withdrawal),
      },
    },
    async (req) => ok(req, await deps.withdrawals.cancel(keyed(req), req.params.id)),
  );

  r.post(
    API.withdrawReceived,
    {
      ...base,
      schema: {
        tags,
        summary: 'Confirm a paid-out part was received',
        security,
        headers: keyHeader,
        params: payoutPartParams,
        response: responses(withdrawal),
      },
    },
    async (req) => ok(req, await deps.withdrawals.received(keyed(req), req.params.pid)),
  );

  r.post(
    API.withdrawNotReceived,
    {
      ...base,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Report a paid-out part as not received, with 1 to 3 proof images (png or jpg, 5 MB each)',
        security,
        headers: keyHeader,
        params: payoutPartParams,
        body: notReceivedBody,
        response: responses(withdrawal),
      },
    },
    async (req) => ok(req, await deps.withdrawals.notReceived(keyed(req), req.params.pid, req.body)),
  );
}
