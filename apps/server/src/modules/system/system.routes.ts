import {
  API,
  domainRoute,
  helpCenter,
  helpCenterQuery,
  registerSettings,
  statusQuery,
  systemStatus,
  whitelabel,
} from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';
import type { SystemService } from './system.service';

export function systemRoutes(app: FastifyInstance, deps: { system: SystemService; allowSimulation: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { system } = deps;
  const tags = ['system'];

  r.get(
    API.whitelabel,
    { schema: { tags, summary: 'Brand configuration, flags and module tree', response: responses(whitelabel) } },
    async (req) => ok(req, await system.whitelabel(req.brand, req.ip)),
  );

  r.get(
    API.registerSettings,
    { schema: { tags, summary: 'Per-field registration rules', response: responses(registerSettings) } },
    async (req) => ok(req, await system.registerSettings(req.brand, req.t)),
  );

  r.get(
    API.status,
    {
      schema: {
        tags,
        summary: '0 normal, 1 maintenance, 2 region-restricted',
        querystring: statusQuery,
        response: responses(systemStatus),
      },
    },
    async (req) => {
      const status = await system.status(req.brand, req.ip);
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
    },
  );

  r.get(
    API.domainRoute,
    { schema: { tags, summary: 'Domains of the brand and where each lands', response: responses(domainRoute) } },
    async (req) => ok(req, await system.domainRoute(req.brand)),
  );

  r.get(
    API.helpCenter,
    {
      schema: {
        tags,
        summary: 'Help center content per language',
        querystring: helpCenterQuery,
        response: responses(helpCenter),
      },
    },
    async (req) => ok(req, await system.helpCenter(req.brand, req.query.lang ?? req.lang)),
  );
}
