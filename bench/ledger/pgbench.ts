import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's postgresql-client installs it here; PGBENCH points elsewhere when needed. */
export const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

export type PgbenchResult = {
  mode: 'prepared' | 'simple';
  tps: number;
  transactions: number;
  failed: number;
  latencyMs: number;
};

/** The client's version line, or null (with how to install it) when the binary is missing. */
export async function pgbenchVersion(): Promise<string | null> {
  if (!existsSync(PGBENCH)) return null;
  const { stdout } = await run(PGBENCH, ['--version']);
  return stdout.trim();
}

/**
 * `pgbench -i -s <scale>`: the four TPC-B tables. The URL goes in as the dbname argument, which libpq
 * expands (host, port, user and password included), so the same call works for the embedded cluster
 * and for DATABASE_URL.
 */
export async function pgbenchInit(url: string, scale: number): Promise<void> {
  await run(PGBENCH, ['-i', '-q', '-s', String(scale), url], { maxBuffer: 16 << 20 });
}

/** The builtin tpcb-like script for `seconds`, the same clients and threads each time. */
export async function pgbenchRun(
  url: string,
  opts: { clients: number; threads: number; seconds: number; mode: 'prepared' | 'simple' },
): Promise<PgbenchResult> {
  const args = ['-b', 'tpcb-like', '-c', String(opts.clients), '-j', String(opts.threads)];
  args.push('-T', String(opts.seconds), '-M', opts.mode, url);
  const { stdout } = await run(PGBENCH, args, { maxBuffer: 16 << 20 });
  return { mode: opts.mode, ...parsePgbench(stdout) };
}

/** Reads the summary pgbench prints; throws if the figures are not there (a client that changed). */
export function parsePgbench(out: string): Omit<PgbenchResult, 'mode'> {
  const num = (re: RegExp): number | undefined => {
    const m = out.match(re);
    return m?.[1] === undefined ? undefined : Number(m[1]);
  };
  const tps = num(/^tps = ([\d.]+)/m);
  const transactions = num(/^number of transactions actually processed: (\d+)/m);
  const latencyMs = num(/^latency average = ([\d.]+) ms/m);
  if (tps === undefined || transactions === undefined || latencyMs === undefined) {
    throw new Error(`pgbench output not understood:\n${out}`);
  }
  return { tps, transactions, latencyMs, failed: num(/^number of failed transactions: (\d+)/m) ?? 0 };
}

/** Several runs as one: transactions over the summed time each spent (connection time excluded). */
export function combine(runs: PgbenchResult[]): PgbenchResult | undefined {
  const first = runs[0];
  if (!first) return undefined;
  const transactions = runs.reduce((n, r) => n + r.transactions, 0);
  const seconds = runs.reduce((n, r) => n + r.transactions / r.tps, 0);
  return {
    mode: first.mode,
    tps: transactions / seconds,
    transactions,
    failed: runs.reduce((n, r) => n + r.failed, 0),
    latencyMs: runs.reduce((n, r) => n + r.latencyMs * r.transactions, 0) / transactions,
  };
}

/** The pgbench version, or the way to install it and exit 1: both TPC-B benches need it. */
export async function requirePgbench(): Promise<string> {
  const version = await pgbenchVersion();
  if (version) return version;
  console.error(`pgbench not found at ${PGBENCH}. Install it with: apt-get install postgresql-client`);
  console.error('(or point PGBENCH at a pgbench binary)');
  process.exit(1);
}
