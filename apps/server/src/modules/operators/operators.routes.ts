import { API, operatorLoginBody, operatorLoginResult } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { OperatorsService } from './operators.service';

export function operatorsRoutes(app: FastifyInstance, deps: { operators: OperatorsService; guard: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // guard: guest
  r.post(
    API.operatorLogin,
    {
      schema: {
        tags: ['operator'],
        summary: 'Operator login: username and password of a back-office account of this brand',
        description: 'A wrong username, password or a disabled account all answer LOGIN_FAILED alike.',
        body: operatorLoginBody,
        response: responses(operatorLoginResult),
      },
    },
    async (req) => ok(req, await deps.operators.login(req.brand.id, req.body, req.ip)),
  );

  // guard: operator
  r.delete(
    API.operatorLogout,
    {
      preHandler: deps.guard.operator,
      schema: {
        tags: ['operator'],
        summary: 'Revoke this operator session',
        security: [{ token: [] }],
        response: responses(z.null()),
      },
    },
    async (req) => {
      await deps.operators.close(tokenOf(req) ?? '');
      return ok(req, null);
    },
  );
}
