import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { SystemService } from '../system/system.service';
import { betsRoutes } from './bets.routes';
import { betsService } from './bets.service';
import { betsStore } from './bets.store';

/** The betting record, P&L by category and the last rounds, read from the provider wallet API's rounds. */
export function betsModule(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; system: SystemService; guard: Guards },
) {
  const bets = betsService({ store: betsStore(deps.db), clock: deps.clock });
  betsRoutes(app, { bets, system: deps.system, guard: deps.guard });
  return { bets };
}
