import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Background } from './background';

export type RunningBackground = {
  /** Runs one job's work now (what its worker calls), for tests and manual runs. */
  run(name: string): Promise<unknown>;
  /** Stops the loops (their turn under way finishes), then pg-boss (a run under way finishes). */
  stop(): Promise<void>;
};

type Log = { info(o: object, m: string): void; error(o: object, m: string): void };

/**
 * Starts the declared background work: pg-boss on the platform's PostgreSQL (its own schema,
 * `pgboss`) with one singleton queue, cron schedule and worker per job, then the worker loops.
 * Called by main.ts only.
 */
export async function startBackground(
  work: Background,
  opts: {
    db: Db;
    /** pg-boss's own connection; the platform pool's is used when absent. */
    connectionString?: string;
    log: Log;
    /** false: queues only, no cron, workers or loops (tests run jobs by name). */
    schedule?: boolean;
  },
): Promise<RunningBackground> {
  const schedule = opts.schedule ?? true;
  const boss = new PgBoss({
    ...(opts.connectionString
      ? { connectionString: opts.connectionString, max: 2 }
      : { db: { executeSql: (text: string, values: unknown[]) => opts.db.$client.query(text, values) } }),
    schema: 'pgboss',
    application_name: 'platform-jobs',
    schedule,
    supervise: schedule,
  });
  // 57P01 (admin_shutdown): the database ended the connection as it shut down. With the embedded
  // cluster that is every Ctrl-C of `npm start` (the terminal signals PostgreSQL too, before the app
  // has stopped pg-boss); pg-boss reconnects by itself if the database comes back. Not an error.
  boss.on('error', (err) => {
    if ((err as { code?: string }).code === '57P01')
      opts.log.info({ code: '57P01' }, 'background: the database is shutting down');
    else opts.log.error({ err }, 'background: pg-boss error');
  });
  await boss.start();

  const run = async (name: string) => {
    const job = work.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    const started = Date.now();
    const result = await job.run();
    opts.log.info({ job: name, ms: Date.now() - started, result }, 'job ran');
    return result;
  };

  for (const job of work.jobs) {
    // singleton: a run that outlasts its interval is not doubled by the next tick.
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'singleton',
      retryLimit: job.retryLimit ?? 1,
      expireInMinutes: job.expireInMinutes ?? 15,
    });
    if (!schedule) continue;
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 10 }, async () => {
      await run(job.name);
    });
  }
  const stops = schedule ? work.loops.map((l) => l.start()) : [];

  return {
    run,
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
      // Lets a job under way finish before the pool closes behind it.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
