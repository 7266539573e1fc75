import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { LedgerService } from '../ledger/ledger.service';
import { providersRoutes } from './providers.routes';
import { providersService } from './providers.service';
import { providersStore } from './providers.store';

/** The provider wallet API seamless vendors call (signed), and the launch tokens the games module hands out. */
export function providersModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: LedgerService;
    clock: () => Date;
    knownGame: (brandId: number, vendor: string, gameCode: string) => Promise<boolean>;
    lanes?: number;
  },
) {
  const providers = providersService({ ...deps, store: providersStore(deps.db), log: app.log });
  providersRoutes(app, { providers });
  return { providers };
}
