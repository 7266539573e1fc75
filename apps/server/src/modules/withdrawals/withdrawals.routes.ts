import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import { IMAGE_BODY_LIMIT } from '../uploads/uploads.service';
import type { MemberWithdrawals } from './withdrawals.service';

const ctx = (req: FastifyRequest) => ({ brand: req.brand, memberId: req.memberId as number, t: req.t });
const keyed = (req: FastifyRequest) => ({ ...ctx(req), key: idempotencyKeyOf(req) });

/** Withdraw for members (guard: realMember). Every POST moves money or its state: Idempotency-Key required. */
export function withdrawalsRoutes(app: FastifyInstance, deps: { withdrawals: MemberWithdrawals; guard: Guards }) {
  const base = { preHandler: deps.guard.realMember };
  const security = [{ token: [] }];
  const tags = ['withdrawals'];

  route(
    app,
    ROUTES.withdrawInfo,
    {
      tags,
      summary: 'What can be withdrawn: balance, locked, turnover left, limits, accounts, payment password state',
      security,
      ...base,
    },
    async (req) => ok(req, await deps.withdrawals.info(ctx(req))),
  );

  route(
    app,
    ROUTES.withdraw,
    {
      tags,
      summary: 'Request a withdrawal: the amount moves from cash to locked at once',
      description:
        'Sent sealed (it carries the payment password). Refused while turnover is not met (TURNOVER_NOT_MET, with the amount left). The same Idempotency-Key answers the same withdrawal; with another amount or account, 409.',
      security,
      ...base,
    },
    async (req) => ok(req, await deps.withdrawals.request(keyed(req), req.body)),
  );

  route(
    app,
    ROUTES.withdrawRecords,
    {
      tags,
      summary: "The member's withdrawals in a date range, newest first, with their parts and timeline",
      security,
      ...base,
    },
    async (req) => ok(req, await deps.withdrawals.records(ctx(req), req.query)),
  );

  route(
    app,
    ROUTES.withdrawCancel,
    {
      tags,
      summary: 'Cancel a withdrawal still awaiting approval (an approved one cannot be cancelled)',
      security,
      ...base,
    },
    async (req) => ok(req, await deps.withdrawals.cancel(keyed(req), req.params.id)),
  );

  route(
    app,
    ROUTES.withdrawReceived,
    { tags, summary: 'Confirm a paid-out part was received', security, ...base },
    async (req) => ok(req, await deps.withdrawals.received(keyed(req), req.params.pid)),
  );

  route(
    app,
    ROUTES.withdrawNotReceived,
    {
      tags,
      summary: 'Report a paid-out part as not received, with 1 to 3 proof images (png or jpg, 5 MB each)',
      security,
      ...base,
      bodyLimit: IMAGE_BODY_LIMIT,
    },
    async (req) => ok(req, await deps.withdrawals.notReceived(keyed(req), req.params.pid, req.body)),
  );
}
