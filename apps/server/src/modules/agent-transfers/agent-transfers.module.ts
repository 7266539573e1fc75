import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import { affiliateService } from './affiliate.service';
import type { Agents, Audit, Clock, Ledger, Members, PaymentPasswords, Settings } from './agent-transfers.ports';
import { agentTransfersRoutes } from './agent-transfers.routes';
import { agentTransfersService } from './agent-transfers.service';
import { agentTransfersStore } from './agent-transfers.store';
import { opsTreeRoutes } from './ops-tree.routes';
import { opsTreeService } from './ops-tree.service';
import { opsTreeStore } from './ops-tree.store';

/**
 * Transfers to downline and upline, affiliate applications and the back office's agent tree
 * browser: builds the services and registers the routes.
 */
export function agentTransfersModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    agents: Agents;
    members: Members;
    passwords: PaymentPasswords;
    audit: Audit;
    settings: Settings;
    guard: Guards;
    clock: Clock;
  },
) {
  const store = agentTransfersStore(deps.db);
  const transfers = agentTransfersService({ ...deps, store });
  const affiliates = affiliateService({ ...deps, store });
  agentTransfersRoutes(app, { transfers, affiliates, guard: deps.guard });
  opsTreeRoutes(app, { tree: opsTreeService({ store: opsTreeStore(deps.db) }), guard: deps.guard });
  return { transfers, affiliates };
}
