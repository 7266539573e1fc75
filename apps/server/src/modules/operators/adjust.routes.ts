import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { AdjustService } from './adjust.service';

export function adjustRoutes(app: FastifyInstance, deps: { adjust: AdjustService; guard: Guards }) {
  // guard: operator
  route(
    app,
    ROUTES.operatorAdjust,
    {
      tags: ['operator'],
      summary: "Adjust a member's cash or bonus balance, with a reason (audited)",
      description:
        'Requires the Idempotency-Key header: a retry with the same key moves the money once; the same key with ' +
        'another amount or member is 409 IDEMPOTENCY_CONFLICT. A bonus credit brings a turnover requirement of ' +
        "turnoverBp basis points (the brand's bonus_turnover_bp when absent); a cash credit only when turnoverBp is given.",
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(
        req,
        await deps.adjust.adjust({
          brand: req.brand,
          operatorId: req.operatorId,
          memberId: req.params.memberId,
          key,
          body: req.body,
          ip: req.ip,
        }),
      );
    },
  );
}
