/**
 * Everything the server does on its own, away from a request, declared in one place. Modules declare
 * here; main.ts starts it all once (platform/jobs/start.ts); buildApp and the tests never start it.
 */

/** A periodic job: a pg-boss queue with a cron schedule (UTC, minute granularity) and one worker. */
export type PeriodicJob = {
  name: string;
  /** Five-field cron, read in UTC. */
  cron: string;
  run(): Promise<unknown>;
  /** Retries of a failed run before the next tick takes over (default 1). */
  retryLimit?: number;
  /** A run still going after this long is failed by pg-boss (default 15). */
  expireInMinutes?: number;
  /** How often the worker looks for a due run (default 10). */
  pollingIntervalSeconds?: number;
};

/**
 * A loop that must follow its input faster than pg-boss's polling and minute cron can (the bet-event
 * consumers: a sub-second lag). start() runs it; the function it returns stops it and waits for the
 * turn under way.
 */
export type WorkerLoop = { name: string; start(): () => Promise<void> };

export type Background = {
  readonly jobs: readonly PeriodicJob[];
  readonly loops: readonly WorkerLoop[];
  job(job: PeriodicJob): void;
  loop(loop: WorkerLoop): void;
};

export function backgroundWork(): Background {
  const jobs: PeriodicJob[] = [];
  const loops: WorkerLoop[] = [];
  const unique = (name: string) => {
    if ([...jobs, ...loops].some((x) => x.name === name)) throw new Error(`background work ${name} declared twice`);
  };
  return {
    jobs,
    loops,
    job(job) {
      unique(job.name);
      jobs.push(job);
    },
    loop(loop) {
      unique(loop.name);
      loops.push(loop);
    },
  };
}
