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

/** Back-office accounts: login with TOTP, their sessions (the `operator` guard resolves through them), management and adjustments. */
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
    /** The app secret (TOTP secrets are sealed with a key derived from it). */
    secret: string;
  },
) {
  const operators = operatorsService({
    store: operatorsStore(deps.db),
    db: deps.db,
    audit: deps.audit,
    clock: deps.clock,
    secret: deps.secret,
  });
  operatorsRoutes(app, { operators, system: deps.system });
  adjustRoutes(app, { adjust: adjustService(deps), guard: deps.guard });
  return { operators };
}
