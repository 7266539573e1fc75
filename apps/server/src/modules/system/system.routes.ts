import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SystemService } from './system.service';

export function systemRoutes(app: FastifyInstance, deps: { system: SystemService; allowSimulation: boolean }) {
  const { system } = deps;
  const tags = ['system'];

  route(app, ROUTES.whitelabel, { tags, summary: 'Brand configuration, flags and module tree' }, async (req) =>
    ok(req, await system.whitelabel(req.brand, req.ip)),
  );

  route(app, ROUTES.registerSettings, { tags, summary: 'Per-field registration rules' }, async (req) =>
    ok(req, await system.registerSettings(req.brand, req.t)),
  );

  route(app, ROUTES.status, { tags, summary: '0 normal, 1 maintenance, 2 region-restricted' }, async (req) => {
    const status = await system.status(req.brand, req.ip, req.lang);
    const sim = deps.allowSimulation ? req.query.simulateStatus : undefined;
    if (sim === '1') {
      const end = new Date(Date.now() + 2 * 3600_000);
      return ok(req, {
        ...status,
        status: 1 as const,
        maintenance: { startTime: new Date().toISOString(), endTime: end.toISOString(), message: '' },
      });
    }
    if (sim === '2') return ok(req, { ...status, status: 2 as const, maintenance: null });
    return ok(req, status);
  });

  route(app, ROUTES.domainRoute, { tags, summary: 'Domains of the brand and where each lands' }, async (req) =>
    ok(req, await system.domainRoute(req.brand)),
  );

  route(app, ROUTES.helpCenter, { tags, summary: 'Help center content per language' }, async (req) =>
    ok(req, await system.helpCenter(req.brand, req.query.lang ?? req.lang)),
  );
}
