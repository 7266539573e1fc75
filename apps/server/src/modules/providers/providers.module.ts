import type { FastifyInstance } from 'fastify';
import { type Db, unflushedPool } from '../../platform/db/client';
import type { LedgerService } from '../ledger/ledger.service';
import { defaultWalletLanes } from './providers.lanes';
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
  const lanes = deps.lanes ?? defaultWalletLanes();
  // The wallet calls' own connections, one per lane and one for the flush: their commits do not
  // wait for the WAL flush, the lanes hold each answer until a flush covers it (providers.lanes.ts).
  const wallet = unflushedPool(deps.db.$client, lanes + 1);
  app.addHook('onClose', () => wallet.end());
  const store = providersStore(deps.db, wallet);
  const providers = providersService({ ...deps, lanes, store, log: app.log });
  providersRoutes(app, { providers });
  return { providers };
}
