import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { RgOperatorService } from './rg.operator.service';

const ctx = (req: FastifyRequest, memberId: number) => ({
  brand: req.brand,
  operatorId: req.operatorId,
  ip: req.ip,
  memberId,
});

/** Operators read and set members' time-outs and self-exclusions (guard: operator; changes audited). */
export function rgOperatorRoutes(app: FastifyInstance, deps: { operator: RgOperatorService; guard: Guards }) {
  const base = { preHandler: deps.guard.operator };
  const security = [{ token: [] }];
  const tags = ['operator'];

  route(
    app,
    ROUTES.operatorRg,
    {
      tags,
      summary: "A member's responsible-gaming state: limits, block, reality check, and the history of blocks",
      security,
      ...base,
    },
    async (req) => ok(req, await deps.operator.read(ctx(req, req.params.memberId))),
  );

  route(
    app,
    ROUTES.operatorRgBlock,
    {
      tags,
      summary: 'Set a time-out or self-exclusion for a member (audited)',
      description:
        'Ends every session of the member. A block already in force is only lengthened, and stays an exclusion ' +
        'if either is one. reason is kept with the block and in the audit log.',
      security,
      ...base,
    },
    async (req) => ok(req, await deps.operator.block(ctx(req, req.params.memberId), req.body)),
  );

  route(
    app,
    ROUTES.operatorRgLift,
    {
      tags,
      summary: "Lift a member's time-out early (audited)",
      description:
        'Only a time-out can be lifted. A self-exclusion runs its full term whoever set it (409 ' +
        'RG_EXCLUSION_LOCKED with value.until); nothing in force: 409 RG_NOT_BLOCKED.',
      security,
      ...base,
    },
    async (req) => ok(req, await deps.operator.lift(ctx(req, req.params.memberId), req.body.reason)),
  );
}
