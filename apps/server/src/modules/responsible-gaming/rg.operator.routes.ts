import { API, rgMemberParams, rgOperatorBlockBody, rgOperatorLiftBody, rgOperatorState } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { RgOperatorService } from './rg.operator.service';

const ctx = (req: FastifyRequest, memberId: number) => ({
  brand: req.brand,
  operatorId: req.operatorId,
  ip: req.ip,
  memberId,
});

/** Operators read and set members' time-outs and self-exclusions (guard: operator; changes audited). */
export function rgOperatorRoutes(app: FastifyInstance, deps: { operator: RgOperatorService; guard: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: deps.guard.operator };
  const security = [{ token: [] }];
  const tags = ['operator'];

  r.get(
    API.operatorRg,
    {
      ...base,
      schema: {
        tags,
        summary: "A member's responsible-gaming state: limits, block, reality check, and the history of blocks",
        security,
        params: rgMemberParams,
        response: responses(rgOperatorState),
      },
    },
    async (req) => ok(req, await deps.operator.read(ctx(req, req.params.memberId))),
  );

  r.post(
    API.operatorRgBlock,
    {
      ...base,
      schema: {
        tags,
        summary: 'Set a time-out or self-exclusion for a member (audited)',
        description:
          'Ends every session of the member. A block already in force is only lengthened, and stays an exclusion ' +
          'if either is one. reason is kept with the block and in the audit log.',
        security,
        params: rgMemberParams,
        body: rgOperatorBlockBody,
        response: responses(rgOperatorState),
      },
    },
    async (req) => ok(req, await deps.operator.block(ctx(req, req.params.memberId), req.body)),
  );

  r.post(
    API.operatorRgLift,
    {
      ...base,
      schema: {
        tags,
        summary: "Lift a member's time-out early (audited)",
        description:
          'Only a time-out can be lifted. A self-exclusion runs its full term whoever set it (409 ' +
          'RG_EXCLUSION_LOCKED with value.until); nothing in force: 409 RG_NOT_BLOCKED.',
        security,
        params: rgMemberParams,
        body: rgOperatorLiftBody,
        response: responses(rgOperatorState),
      },
    },
    async (req) => ok(req, await deps.operator.lift(ctx(req, req.params.memberId), req.body.reason)),
  );
}
