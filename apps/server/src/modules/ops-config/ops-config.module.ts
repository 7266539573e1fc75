import type { RealtimeEvent } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AuditService } from '../audit/audit.service';
import type { GamesService } from '../games/games.service';
import type { SystemService } from '../system/system.service';
import { opsConfigRoutes } from './ops-config.routes';
import { opsConfigService } from './ops-config.service';
import { opsConfigStore } from './ops-config.store';

/**
 * The back office's Configuration section. Reads the system and games modules' tables; writes them
 * through those modules' services, audited; after each commit drops the caches players read through
 * and tells the brand's sockets (`config` and `maintenance` events).
 */
export function opsConfigModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    audit: AuditService;
    system: SystemService;
    games: GamesService;
    forgetCatalogue: (brandId: number) => void;
    publish: (event: RealtimeEvent, brandId: number) => Promise<void>;
    guard: Guards;
    clock: () => Date;
  },
) {
  const config = opsConfigService({
    db: deps.db,
    store: opsConfigStore(deps.db),
    audit: deps.audit,
    system: deps.system,
    games: deps.games,
    forgetCatalogue: deps.forgetCatalogue,
    publish: deps.publish,
    clock: deps.clock,
    log: app.log,
  });
  opsConfigRoutes(app, { config, guard: deps.guard });
  return { config };
}
