import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { SystemService } from '../system/system.service';
import type { TurnoverService } from '../turnover/turnover.service';
import { adjustRoutes } from './adjust.routes';
import { adjustService } from './adjust.service';
import { operatorsRoutes } from './operators.routes';
import { operatorsService } from './operators.service';
import { operatorsStore } from './operators.store';

/** Back-office accounts: their sessions (the `operator` guard resolves through them), login and adjustments. */
export function operatorsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: () => Date;
    ledger: LedgerService;
    audit: AuditService;
    turnover: TurnoverService;
    members: MembersService;
    system: SystemService;
    guard: Guards;
  },
) {
  const operators = operatorsService({ store: operatorsStore(deps.db), clock: deps.clock });
  operatorsRoutes(app, { operators, guard: deps.guard });
  adjustRoutes(app, { adjust: adjustService(deps), guard: deps.guard });
  return { operators };
}
