import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { Background } from '../../platform/jobs/background';
import type { AuditService } from '../audit/audit.service';
import { opsReportsRoutes } from './ops-reports.routes';
import { opsReportsService } from './ops-reports.service';
import { opsReportsStore } from './ops-reports.store';

export const RECONCILE_JOB = 'ledger-reconcile';
/** The ledger reconcile reads every transfer: every 15 minutes, and the dashboard shows the last run. */
export const RECONCILE_CRON = '*/15 * * * *';

/**
 * The back office's dashboard and reports (read only but for the recorded reconcile runs); the
 * vendor_day_stats consumer it reads is run with the other bet-event consumers (bet-events.module).
 */
export function opsReportsModule(
  app: FastifyInstance,
  deps: { db: Db; audit: AuditService; guard: Guards; clock: () => Date; background: Background },
) {
  const reports = opsReportsService({
    db: deps.db,
    store: opsReportsStore(deps.db),
    audit: deps.audit,
    clock: deps.clock,
  });
  opsReportsRoutes(app, { reports, guard: deps.guard });
  deps.background.job({
    name: RECONCILE_JOB,
    cron: RECONCILE_CRON,
    expireInMinutes: 14,
    run: () => reports.runReconcile(),
  });
  return { reports };
}
