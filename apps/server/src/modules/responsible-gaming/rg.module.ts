import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import type { Background } from '../../platform/jobs/background';
import { rgOperatorRoutes } from './rg.operator.routes';
import { rgOperatorService } from './rg.operator.service';
import type { RgDeps } from './rg.ports';
import { rgRoutes } from './rg.routes';
import { rgService } from './rg.service';
import { rgStore } from './rg.store';

/** Usage buckets past every window (30 days + 1 day of margin) are deleted daily. */
export const RG_USAGE_PURGE_JOB = 'rg-usage-purge';
export const RG_USAGE_PURGE_CRON = '17 3 * * *';
const RG_USAGE_KEEP_MS = 31 * 86_400_000;

/**
 * Responsible gaming: builds the service (login, deposits and launch call its gates), registers the
 * member and operator routes and declares the usage purge.
 */
export function rgModule(
  app: FastifyInstance,
  deps: Omit<RgDeps, 'store'> & { guard: Guards; background: Background },
) {
  const full = { ...deps, store: rgStore(deps.db) };
  const rg = rgService(full);
  const operator = rgOperatorService(full, rg);
  rgRoutes(app, { rg, guard: deps.guard });
  rgOperatorRoutes(app, { operator, guard: deps.guard });
  deps.background.job({
    name: RG_USAGE_PURGE_JOB,
    cron: RG_USAGE_PURGE_CRON,
    pollingIntervalSeconds: 60,
    run: () => full.store.purgeUsage(new Date(deps.clock().getTime() - RG_USAGE_KEEP_MS)),
  });
  return { rg };
}
