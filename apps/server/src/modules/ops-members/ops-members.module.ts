import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { LedgerReadsService } from '../ledger/ledger-reads.service';
import type { MembersService } from '../members/members.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { SystemService } from '../system/system.service';
import { opsMembersRoutes } from './ops-members.routes';
import { opsMembersService } from './ops-members.service';
import { opsMembersStore } from './ops-members.store';

/**
 * The back office's Members section: search, the member page (reads over members, sessions, ledger,
 * rounds, deposits, withdrawals; its own notes table) and account actions through the members and
 * sessions services. Adjustments and responsible gaming keep their own modules' calls.
 */
export function opsMembersModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    audit: AuditService;
    ledger: LedgerService;
    reads: LedgerReadsService;
    members: MembersService;
    sessions: SessionsService;
    system: SystemService;
    guard: Guards;
    clock: () => Date;
  },
) {
  const ops = opsMembersService({ ...deps, store: opsMembersStore(deps.db) });
  opsMembersRoutes(app, { ops, guard: deps.guard });
  return { opsMembers: ops };
}
