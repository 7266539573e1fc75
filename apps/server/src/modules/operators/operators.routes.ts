import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { OperatorsService } from './operators.service';

export function operatorsRoutes(app: FastifyInstance, deps: { operators: OperatorsService; guard: Guards }) {
  // guard: guest
  route(
    app,
    ROUTES.operatorLogin,
    {
      tags: ['operator'],
      summary: 'Operator login: username and password of a back-office account of this brand',
      description: 'A wrong username, password or a disabled account all answer LOGIN_FAILED alike.',
    },
    async (req) => ok(req, await deps.operators.login(req.brand.id, req.body, req.ip)),
  );

  // guard: operator
  route(
    app,
    ROUTES.operatorLogout,
    {
      tags: ['operator'],
      summary: 'Revoke this operator session',
      security: [{ token: [] }],
      preHandler: deps.guard.operator,
    },
    async (req) => {
      await deps.operators.close(tokenOf(req) ?? '');
      return ok(req, null);
    },
  );
}
