import type { WhitelabelFlags } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { Background } from '../../platform/jobs/background';
import type { AgentsService } from '../agents/agents.service';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { SystemService } from '../system/system.service';
import { contractsRoutes } from './contracts.routes';
import { contractsService } from './contracts.service';
import { contractsStore } from './contracts.store';
import { operatorSettleOf } from './operator-settle';
import { opsContractsRoutes } from './ops-contracts.routes';
import { opsContractsService } from './ops-contracts.service';
import { opsContractsStore } from './ops-contracts.store';
import { recordsService } from './records.service';
import { recordsStore } from './records.store';
import { declareSettlementJobs } from './settlement.jobs';
import { settlementService } from './settlement.service';
import { settlementStore } from './settlement.store';

export type ContractsDeps = {
  db: Db;
  ledger: Pick<LedgerService, 'transfer'>;
  agents: Pick<AgentsService, 'assertDownline'>;
  flags: (brandId: number) => Promise<WhitelabelFlags>;
  clock: () => Date;
  /** Brings member_day_stats up to date before a period is computed (the bet-event consumers). */
  catchUp?: () => Promise<void>;
};

/** The settlement service alone: what the module's jobs and the tests run. */
export const contractSettlement = (deps: Omit<ContractsDeps, 'agents'>) =>
  settlementService({ ...deps, store: settlementStore(deps.db) });

/**
 * Dividend and salary contracts: offers and answers, records, my income and the operator's settle
 * call, in one wiring call; settlement on a schedule is declared as jobs (settlement.jobs.ts), which
 * main.ts starts, never buildApp, so tests drive it directly.
 */
export function contractsModule(
  app: FastifyInstance,
  wiring: Omit<ContractsDeps, 'flags'> & {
    guard: Guards;
    audit: Pick<AuditService, 'record'>;
    system: Pick<SystemService, 'flags' | 'settings'>;
    background: Background;
  },
) {
  const deps = { ...wiring, flags: wiring.system.flags, settings: wiring.system.settings };
  const contracts = contractsService({ ...deps, store: contractsStore(deps.db) });
  const records = recordsService({ ...deps, store: recordsStore(deps.db) });
  const settlement = contractSettlement(deps);
  const operatorSettle = operatorSettleOf({ db: deps.db, settlement, audit: deps.audit, settings: deps.settings });
  contractsRoutes(app, { contracts, records, operatorSettle, guard: deps.guard });
  opsContractsRoutes(app, { ops: opsContractsService({ store: opsContractsStore(deps.db) }), guard: deps.guard });
  declareSettlementJobs(deps.background, settlement);
  return { contracts, records, settlement };
}
