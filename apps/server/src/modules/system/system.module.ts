import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { helpService } from './help.service';
import { helpStore } from './help.store';
import { systemRoutes } from './system.routes';
import { systemService } from './system.service';
import { systemStore } from './system.store';

/** Brands, flags, settings and the public system calls; every request's brand is resolved through it. */
export function systemModule(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; defaultMerchant: string; allowSimulation: boolean },
) {
  const system = systemService({
    store: systemStore(deps.db),
    clock: deps.clock,
    defaultMerchant: deps.defaultMerchant,
  });
  systemRoutes(app, { system, allowSimulation: deps.allowSimulation });
  // The help center's writes (the back office's Content section audits them).
  const help = helpService({ store: helpStore(deps.db) });
  return { system, help };
}
