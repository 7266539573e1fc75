import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { OpsTreeService } from './ops-tree.service';

/** Back office agent tree (permission agents): one level at a time, and search by account. */
export function opsTreeRoutes(app: FastifyInstance, deps: { tree: OpsTreeService; guard: Guards }) {
  const base = { tags: ['operator'], security: [{ token: [] }], preHandler: deps.guard.operator };

  route(
    app,
    ROUTES.opsAgentTree,
    {
      ...base,
      summary: 'Direct downlines of an agent (the roots when parentId is absent) with level and team size',
      description: 'parentId of another brand or unknown is 404 NOT_FOUND. `path` is the parent with its uplines.',
    },
    async (req) => ok(req, await deps.tree.children(req.brand.id, req.query)),
  );

  route(
    app,
    ROUTES.opsAgentSearch,
    { ...base, summary: 'Members whose account starts with the text (exact match first), each with its upline path' },
    async (req) => ok(req, await deps.tree.search(req.brand.id, req.query.account)),
  );
}
