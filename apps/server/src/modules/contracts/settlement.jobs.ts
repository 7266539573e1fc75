import type { ContractKind, ContractPeriod } from '@platform/contracts';
import type { Background } from '../../platform/jobs/background';
import type { SettlementService } from './settlement.service';

/**
 * The contract settlement schedule (cron in UTC).
 * Every job settles the LAST CLOSED period of its kind for every brand with the kind enabled, on
 * that brand's clock (brands.timezone), makes up the few before it that a missed run left
 * unsettled, and retries rows left in_process. Settling is idempotent (one row per contract and
 * period, one ledger key per row), so the day-based jobs run every hour of the days their periods
 * can close on: that reaches each brand's local midnight (+ a few minutes) whatever its zone, and
 * the other runs change nothing.
 */
export const CONTRACT_JOBS: readonly { name: string; cron: string; kind: ContractKind; periods?: ContractPeriod[] }[] =
  [
    // 1 minute after each 5-minute window closes.
    { name: 'contract-settle-realtime-salary', cron: '1-59/5 * * * *', kind: 'realTimeSalary' },
    { name: 'contract-settle-hourly-salary', cron: '2 * * * *', kind: 'hourlySalary' },
    { name: 'contract-settle-daily-salary', cron: '5 * * * *', kind: 'dailySalary' },
    { name: 'contract-settle-dividend-daily', cron: '7 * * * *', kind: 'dividend', periods: ['daily'] },
    // A local Monday 00:00 falls on Sunday or Monday in UTC.
    { name: 'contract-settle-dividend-weekly', cron: '9 * * * 0,1', kind: 'dividend', periods: ['weekly'] },
    // Local 1st and 16th 00:00 fall on the 15th, 16th, the month's last days or the 1st in UTC.
    {
      name: 'contract-settle-dividend-semimonthly',
      cron: '11 * 1,15,16,28-31 * *',
      kind: 'dividend',
      periods: ['semimonthly'],
    },
    { name: 'contract-settle-dividend-monthly', cron: '13 * 1,28-31 * *', kind: 'dividend', periods: ['monthly'] },
  ];

/** Declares one job per schedule above, each running the settlement of its kind. */
export function declareSettlementJobs(background: Background, settlement: Pick<SettlementService, 'runScheduled'>) {
  for (const job of CONTRACT_JOBS)
    background.job({
      name: job.name,
      cron: job.cron,
      retryLimit: 2,
      expireInMinutes: 30,
      run: () => settlement.runScheduled(job.kind, job.periods),
    });
}
