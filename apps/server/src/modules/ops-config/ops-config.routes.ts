import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { OpsConfigService } from './ops-config.service';

const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, operatorId: req.operatorId, ip: req.ip });

/** The back office's Configuration calls (permission `config`); every write audited in its transaction. */
export function opsConfigRoutes(app: FastifyInstance, deps: { config: OpsConfigService; guard: Guards }) {
  const { config } = deps;
  const op = { tags: ['operator', 'config'], security: [{ token: [] }], preHandler: deps.guard.operator };
  const told = 'Players see it at once: caches dropped, the brand sockets get a `config` event.';

  route(app, ROUTES.opsConfigBrand, { ...op, summary: 'Brand flags, module tree and languages' }, async (req) =>
    ok(req, await config.brand(req.brand.id)),
  );
  route(
    app,
    ROUTES.opsConfigFlags,
    { ...op, summary: 'Switch brand flags (only those named; audited)', description: told },
    async (req) => ok(req, await config.setFlags(ctx(req), req.body)),
  );
  route(
    app,
    ROUTES.opsConfigModule,
    { ...op, summary: 'Enable, rename or reorder a module of the tree (audited)', description: told },
    async (req) => ok(req, await config.updateModule(ctx(req), req.params.modId, req.body)),
  );
  route(
    app,
    ROUTES.opsConfigLanguages,
    { ...op, summary: 'Languages offered and the default one (audited)', description: told },
    async (req) => ok(req, await config.setLanguages(ctx(req), req.body)),
  );
  route(
    app,
    ROUTES.opsConfigRegister,
    { ...op, summary: 'Registration rules of every field (stored or not), with their hints' },
    async (req) => ok(req, await config.registerConfig(req.brand, req.t)),
  );
  route(
    app,
    ROUTES.opsConfigRegisterField,
    {
      ...op,
      summary: "Set one field's rule: shown, required, pattern, lengths (audited)",
      description: `GET /wps/system/setting/register answers it at once. ${told}`,
    },
    async (req) => ok(req, await config.setRegisterRule(ctx(req), req.params.field, req.body, req.t)),
  );
  route(
    app,
    ROUTES.opsConfigRegions,
    { ...op, summary: 'Region rules (country or CIDR; allow or block)' },
    async (req) => ok(req, await config.regions(req.brand.id)),
  );
  route(
    app,
    ROUTES.opsConfigRegionAdd,
    { ...op, summary: 'Add a region rule (a country is blocked; a CIDR is blocked or allowed; audited)' },
    async (req) => ok(req, await config.addRegion(ctx(req), req.body)),
  );
  route(app, ROUTES.opsConfigRegionRemove, { ...op, summary: 'Remove a region rule (audited)' }, async (req) =>
    ok(req, await config.removeRegion(ctx(req), req.params.id)),
  );
  route(
    app,
    ROUTES.opsConfigMaintenance,
    { ...op, summary: 'Maintenance windows (site, vendor, game): paged, filtered by scope and state, sorted' },
    async (req) => ok(req, await config.windows(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsConfigMaintenanceCreate,
    {
      ...op,
      summary: 'Plan a maintenance window for the site, a vendor or a game, with a message per language (audited)',
      description: `A window running now takes effect at once (site: the maintenance socket event); a later one when it starts. ${told}`,
    },
    async (req) => ok(req, await config.createWindow(ctx(req), req.body)),
  );
  route(
    app,
    ROUTES.opsConfigMaintenanceUpdate,
    { ...op, summary: 'Change a maintenance window (e.g. end it now; audited)' },
    async (req) => ok(req, await config.updateWindow(ctx(req), req.params.id, req.body)),
  );
  route(
    app,
    ROUTES.opsConfigMaintenanceDelete,
    { ...op, summary: 'Delete a maintenance window (audited)' },
    async (req) => ok(req, await config.deleteWindow(ctx(req), req.params.id)),
  );
  route(
    app,
    ROUTES.opsConfigVendors,
    { ...op, summary: 'Vendors: paged, filtered (keyword, category, enabled, maintenance) and sorted' },
    async (req) => ok(req, await config.vendors(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsConfigVendor,
    { ...op, summary: 'Enable, put in maintenance or reorder a vendor (audited)', description: told },
    async (req) => ok(req, await config.updateVendor(ctx(req), req.params.code, req.body)),
  );
  route(
    app,
    ROUTES.opsConfigGames,
    { ...op, summary: 'The catalogue: paged, filtered (keyword, vendor, category, flag) and sorted on the server' },
    async (req) => ok(req, await config.games(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.opsConfigGame,
    { ...op, summary: 'Enable, maintenance, hot, new or order of a game (audited)', description: told },
    async (req) => ok(req, await config.updateGame(ctx(req), req.params.nodeId, req.body)),
  );
  route(
    app,
    ROUTES.opsConfigCs,
    { ...op, summary: 'Customer service entries (float, side menu, footer, agent)' },
    async (req) => ok(req, await config.cs(req.brand.id)),
  );
  route(app, ROUTES.opsConfigCsCreate, { ...op, summary: 'Add a customer service entry (audited)' }, async (req) =>
    ok(req, await config.createCs(ctx(req), req.body)),
  );
  route(app, ROUTES.opsConfigCsUpdate, { ...op, summary: 'Change a customer service entry (audited)' }, async (req) =>
    ok(req, await config.updateCs(ctx(req), req.params.id, req.body)),
  );
  route(app, ROUTES.opsConfigCsDelete, { ...op, summary: 'Remove a customer service entry (audited)' }, async (req) =>
    ok(req, await config.deleteCs(ctx(req), req.params.id)),
  );
}
