import type { ContractKind, ContractPeriod } from '@platform/contracts';
import PgBoss from 'pg-boss';
import { betEventsOn } from '../modules/bet-events/bet-events.module';
import { contractSettlement } from '../modules/contracts/contracts.module';
import type { SettleResult } from '../modules/contracts/settlement.service';
import { ledgerService } from '../modules/ledger/ledger.service';
import { ledgerStore } from '../modules/ledger/ledger.store';
import { rgStore } from '../modules/responsible-gaming/rg.store';
import { systemService } from '../modules/system/system.service';
import { systemStore } from '../modules/system/system.store';
import { teamStatsService } from '../modules/team-stats/team-stats.service';
import { teamStatsStore } from '../modules/team-stats/team-stats.store';
import { turnoverService } from '../modules/turnover/turnover.service';
import { turnoverStore } from '../modules/turnover/turnover.store';
import type { Db } from '../platform/db/client';

/**
 * The contract settlement schedule (cron in UTC; the team roll-up's and the usage purge's jobs are registered beside it).
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

/** The team roll-up (modules/team-stats): the first run of a process recomputes 30 days, later ones 2. */
export const TEAM_STATS_JOB = 'team-stats-refresh';
export const TEAM_STATS_CRON = '*/2 * * * *';

/** Responsible gaming: usage buckets past every window (30 days + 1 day of margin) are deleted daily. */
export const RG_USAGE_PURGE_JOB = 'rg-usage-purge';
export const RG_USAGE_PURGE_CRON = '17 3 * * *';
const RG_USAGE_KEEP_MS = 31 * 86_400_000;

export type ScheduledJobs = {
  /** Runs one job's work now (what the worker calls), for tests and manual runs. */
  run(name: string): Promise<SettleResult[]>;
  stop(): Promise<void>;
};

/**
 * Starts pg-boss on the platform's PostgreSQL (its own schema, `pgboss`), registers the schedule
 * and one worker per job. Started by main.ts only; vitest's buildApp never runs it.
 */
export async function startScheduledJobs(opts: {
  db: Db;
  /** pg-boss's own connection; the platform pool's is used when absent. */
  connectionString?: string;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
  clock?: () => Date;
  /** false: no cron and no workers (tests); the schema is still created. */
  schedule?: boolean;
}): Promise<ScheduledJobs> {
  const clock = opts.clock ?? (() => new Date());
  const system = systemService({ store: systemStore(opts.db), clock, defaultMerchant: '' });
  const ledger = ledgerService({ store: ledgerStore(opts.db), db: opts.db });
  const events = betEventsOn(opts.db, turnoverService({ store: turnoverStore(), clock }));
  const settlement = contractSettlement({
    db: opts.db,
    ledger,
    flags: system.flags,
    clock,
    catchUp: () => events.drain('member_day_stats'),
  });

  const boss = new PgBoss({
    ...(opts.connectionString
      ? { connectionString: opts.connectionString, max: 2 }
      : { db: { executeSql: (text: string, values: unknown[]) => opts.db.$client.query(text, values) } }),
    schema: 'pgboss',
    application_name: 'platform-jobs',
    schedule: opts.schedule ?? true,
    supervise: opts.schedule ?? true,
  });
  boss.on('error', (err) => opts.log.error({ err }, 'scheduled jobs: pg-boss error'));
  await boss.start();

  const run = async (name: string) => {
    const job = CONTRACT_JOBS.find((j) => j.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    const results = await settlement.runScheduled(job.kind, job.periods);
    opts.log.info({ job: name, results }, 'contract settlement ran');
    return results;
  };

  for (const job of CONTRACT_JOBS) {
    // singleton: a run that outlasts its interval is not doubled by the next tick.
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton', retryLimit: 2, expireInMinutes: 30 });
    if (opts.schedule === false) continue;
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: 10 }, async () => {
      await run(job.name);
    });
  }

  // Agents (team roll-up): every agent's team figures, so a large team's overview reads one row.
  const stats = teamStatsService({ store: teamStatsStore(opts.db), clock });
  await boss.createQueue(TEAM_STATS_JOB, {
    name: TEAM_STATS_JOB,
    policy: 'singleton',
    retryLimit: 1,
    expireInMinutes: 10,
  });
  if (opts.schedule !== false) {
    await boss.schedule(TEAM_STATS_JOB, TEAM_STATS_CRON, {}, { tz: 'UTC' });
    await boss.work(TEAM_STATS_JOB, { pollingIntervalSeconds: 10 }, async () => {
      await events.drain('member_day_stats');
      const done = await stats.refreshAll();
      opts.log.info({ job: TEAM_STATS_JOB, ...done }, 'team roll-up refreshed');
    });
  }

  const usage = rgStore(opts.db);
  await boss.createQueue(RG_USAGE_PURGE_JOB, { name: RG_USAGE_PURGE_JOB, policy: 'singleton', retryLimit: 1 });
  if (opts.schedule !== false) {
    await boss.schedule(RG_USAGE_PURGE_JOB, RG_USAGE_PURGE_CRON, {}, { tz: 'UTC' });
    await boss.work(RG_USAGE_PURGE_JOB, { pollingIntervalSeconds: 60 }, async () => {
      const deleted = await usage.purgeUsage(new Date(clock().getTime() - RG_USAGE_KEEP_MS));
      opts.log.info({ job: RG_USAGE_PURGE_JOB, deleted }, 'responsible-gaming usage purged');
    });
  }

  return {
    run,
    async stop() {
      // Lets a settlement under way finish before the pool closes behind it.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
