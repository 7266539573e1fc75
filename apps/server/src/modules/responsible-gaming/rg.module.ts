import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { rgOperatorRoutes } from './rg.operator.routes';
import { rgOperatorService } from './rg.operator.service';
import type { RgDeps } from './rg.ports';
import { rgRoutes } from './rg.routes';
import { rgService } from './rg.service';
import { rgStore } from './rg.store';

/**
 * Responsible gaming: builds the service and returns it (login, deposits and launch call its gates
 * before their own routes exist), with a function that registers the member and operator routes.
 */
export function rgModule(deps: Omit<RgDeps, 'store'>) {
  const full = { ...deps, store: rgStore(deps.db) };
  const rg = rgService(full);
  const operator = rgOperatorService(full, rg);
  const routes = (app: FastifyInstance, guard: Guards) => {
    rgRoutes(app, { rg, guard });
    rgOperatorRoutes(app, { operator, guard });
  };
  return { rg, routes };
}
