import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import type { SiteOrigin } from '../../platform/http/site-origin';
import { depositsOperatorRoutes } from './deposits.operator.routes';
import type { DepositsDeps } from './deposits.ports';
import { depositsRoutes } from './deposits.routes';
import { depositsService } from './deposits.service';
import { depositSettlement } from './deposits.settle';
import { depositsStore } from './deposits.store';
import { opsCashierRoutes } from './ops-cashier.routes';
import { opsCashierService } from './ops-cashier.service';

/** depositv2: channels, member deposits, the gateway webhook, the operators' queue, proofs and channel settings. */
export function depositsModule(
  app: FastifyInstance,
  deps: Omit<DepositsDeps, 'store'> & { guard: Guards; siteOrigin: SiteOrigin },
) {
  const store = depositsStore(deps.db);
  const full = { ...deps, store };
  const routeDeps = {
    deposits: depositsService(full),
    settlement: depositSettlement(full),
    guard: deps.guard,
    siteOrigin: deps.siteOrigin,
  };
  depositsRoutes(app, routeDeps);
  depositsOperatorRoutes(app, routeDeps);
  opsCashierRoutes(app, { ops: opsCashierService(full), guard: deps.guard });
  /** What responsible gaming's deposit limits sum: the member's deposits since each `from`. */
  return { depositedSince: store.depositedSince };
}
