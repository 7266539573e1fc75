import { GAMES_API } from '@platform/contracts';
import { buildApp } from '../../apps/server/src/app';
import { createDb, createPool } from '../../apps/server/src/platform/db/client';
import { runMigrations } from '../../apps/server/src/platform/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { dropDatabase, freshDatabase, openCluster, queryOnce } from '../ledger/cluster';
import { type CpuSample, cpuSampler, cpuSpent } from '../ledger/cpu';
import { fmt, log, ms, printHeader } from '../ledger/print';
import { percentile } from '../ledger/workload';
import { startClientProcess } from './client-process';
import type { Result } from './clients';
import { browseRequests, type Checked, catalogue, SEARCH_LANGUAGES, searchRequests } from './queries';

/**
 * `npm run bench:lobby`: the game list (`GET /lgw/games/list`) of the real app over HTTP at 32
 * clients, on the demo brand's 10,000 games: searches by pieces of real names in English, Bengali,
 * Russian and Thai, and category browsing. Printed, never asserted (bench/README.md). Exit status 1
 * only when something broke (failed requests, the list not served).
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CLIENTS = env('BENCH_CLIENTS', 32);
const SLICE = env('BENCH_SLICE', 3);
const ROUNDS = env('BENCH_ROUNDS', 4);
const WARMUP = env('BENCH_WARMUP', 5);
const KEYWORDS = env('BENCH_KEYWORDS', 2000);
const ALONE = env('BENCH_ALONE', 2);
const POOL = env('BENCH_POOL', 20);
const TARGET = { searchP99: 20, browseP99: 10, scriptRatio: 1.5 };
const DB = 'bench_lobby';

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const cluster = await openCluster();
const clients = startClientProcess();
let status = 0;
try {
  const url = await freshDatabase(cluster.adminUrl, DB);
  const closing = await printHeader('bench:lobby', url, cluster.origin);
  log(
    `  run         ${CLIENTS} clients (closed loop, no think time), ${WARMUP} s warm-up, then ${SLICE * ROUNDS} s per phase in ${ROUNDS} interleaved slices of ${SLICE} s, then ${ALONE} s per phase at 1 client; app pool ${POOL}`,
  );

  const t = performance.now();
  const pool = createPool(url, POOL);
  const db = createDb(pool);
  await runMigrations(db);
  await seedDemo(db);
  await queryOnce(url, 'vacuum analyze');
  const app = await buildApp({ db, secret: 'bench-secret', defaultMerchant: 'RT', logLevel: 'silent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app did not get a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const [games] = await queryOnce<{ n: string; langs: string }>(
    url,
    'select count(*) as n, min((select count(*) from jsonb_object_keys(names))) as langs from games',
  );
  log(
    `  setup       migrated, seeded (${fmt(Number(games?.n ?? 0))} games, names in ${games?.langs ?? '?'} languages), listening on ${baseUrl} (${fmt((performance.now() - t) / 1000, 1)} s)`,
  );

  const probe = await fetch(new URL(`${GAMES_API.list}?pageNo=1&pageSize=1`, baseUrl));
  if (probe.status === 404) throw new Error(`the lobby API (GET ${GAMES_API.list}) is not served by this app yet`);

  const all = catalogue();
  const search = searchRequests(all, KEYWORDS);
  const browse = browseRequests(all);
  log(
    `  queries     ${fmt(KEYWORDS)} keywords per language (pieces of real game names), ${fmt(browse.flat().length)} browse pages in ${browse.length} gameType x vendor x ALL/NEW/HOT groups`,
  );
  log(`  e.g.        ${SEARCH_LANGUAGES.map((l) => decodeURIComponent(keywordIn(search[l][0]))).join(' | ')}`);
  status = Math.max(status, await checkAnswers(baseUrl, search, browse));

  await clients.run({ type: 'setup', baseUrl });
  const mixed = [...SEARCH_LANGUAGES.map((l) => search[l]), ...browse];
  const warm = await clients.run({ type: 'closed', seconds: WARMUP, clients: CLIENTS, groups: mixed });
  if (Object.keys(warm.errors).length) log(`  warm-up     FAILED requests: ${JSON.stringify(warm.errors)}`);

  // Interleaved and rotated slices, as bench/ledger does: machine noise weighs on every phase alike,
  // which matters most for the script ratio.
  const phases = [
    ...SEARCH_LANGUAGES.map((l) => ({ name: `search ${l}`, groups: [search[l]] })),
    { name: 'browse', groups: browse },
  ];
  const runs = new Map<string, Result[]>();
  const cpu = new Map<string, { sample: CpuSample; clientMs: number }[]>();
  const sample = cpuSampler(cluster.dataDir);
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < phases.length; i++) {
      const phase = phases[(r + i) % phases.length] as (typeof phases)[number];
      const before = sample();
      const clientBefore = clients.cpuMs();
      const run = await clients.run({ type: 'closed', seconds: SLICE, clients: CLIENTS, groups: phase.groups });
      runs.set(phase.name, [...(runs.get(phase.name) ?? []), run]);
      cpu.set(phase.name, [
        ...(cpu.get(phase.name) ?? []),
        { sample: cpuSpent(before, sample()), clientMs: clients.cpuMs() - clientBefore },
      ]);
    }
  }

  // The same requests from one client: what a request costs when nothing queues in front of it.
  const alone = new Map<string, Result>();
  for (const phase of phases) {
    alone.set(phase.name, await clients.run({ type: 'closed', seconds: ALONE, clients: 1, groups: phase.groups }));
  }

  log('');
  const p99 = new Map<string, number>();
  for (const phase of phases) {
    const run = combine(runs.get(phase.name) ?? []);
    const latencies = Object.values(run.latenciesMs).flat();
    const p = percentile(latencies, 99);
    p99.set(phase.name, p);
    const target = phase.name === 'browse' ? TARGET.browseP99 : TARGET.searchP99;
    const failed = Object.entries(run.errors);
    log(
      `  ${phase.name.padEnd(11)} ${fmt(run.requests / run.seconds)} requests/s, ${fmt(run.requests)} in ${fmt(run.seconds, 1)} s: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p)}  (target p99 <= ${target} ms: ${met(p <= target)})${failed.length ? `; FAILED ${JSON.stringify(run.errors)}` : ''}`,
    );
    if (failed.length) status = 1;
    if (phase.name === 'browse') {
      const byLang = SEARCH_LANGUAGES.map((l) => {
        const xs = run.latenciesMs[`browse:${l}`] ?? [];
        return `${l} p50 ${ms(percentile(xs, 50))} p99 ${ms(percentile(xs, 99))}`;
      });
      log(`              by language: ${byLang.join('; ')}`);
    }
    const one = Object.values(alone.get(phase.name)?.latenciesMs ?? {}).flat();
    log(
      `              1 client: p50 ${ms(percentile(one, 50))}, p99 ${ms(percentile(one, 99))}; ${cpuText(cpu.get(phase.name) ?? [], run.requests)}`,
    );
  }
  const latin = p99.get('search en') ?? Number.NaN;
  const ratios = SEARCH_LANGUAGES.filter((l) => l !== 'en').map((l) => {
    const ratio = (p99.get(`search ${l}`) ?? Number.NaN) / latin;
    return { l, ratio };
  });
  const worst = Math.max(...ratios.map((r) => r.ratio));
  log(
    `  scripts     search p99 over the Latin (en) one: ${ratios.map((r) => `${r.l} ${fmt(r.ratio, 2)}x`).join(', ')}  (target <= ${TARGET.scriptRatio}x: ${met(worst <= TARGET.scriptRatio)})`,
  );
  closing();
  await app.close();
  await pool.end();
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  clients.stop();
  if (process.env.DATABASE_URL) await dropDatabase(cluster.adminUrl, DB).catch(() => {});
  await cluster.stop();
}
process.exit(status);

function keywordIn(r: Checked | undefined): string {
  return new URLSearchParams(r?.path.split('?')[1] ?? '').get('keyword') ?? '?';
}

function combine(runs: Result[]): Result {
  const out: Result = { requests: 0, seconds: 0, latenciesMs: {}, errors: {} };
  for (const r of runs) {
    out.requests += r.requests;
    out.seconds += r.seconds;
    for (const [tag, xs] of Object.entries(r.latenciesMs))
      out.latenciesMs[tag] = [...(out.latenciesMs[tag] ?? []), ...xs];
    for (const [k, n] of Object.entries(r.errors)) out.errors[k] = (out.errors[k] ?? 0) + n;
  }
  return out;
}

/** CPU per request: the database's share, the app's (this process) and the clients'. */
function cpuText(slices: { sample: CpuSample; clientMs: number }[], requests: number): string {
  const us = (total: number) => (Number.isNaN(total) ? '?' : `${fmt((total * 1000) / requests)} µs`);
  const db = slices.reduce((n, s) => n + (s.sample.serverMs ?? Number.NaN), 0);
  const app = slices.reduce((n, s) => n + s.sample.selfMs, 0);
  const client = slices.reduce((n, s) => n + s.clientMs, 0);
  return `cpu per request at ${CLIENTS}: app ${us(app)}, database ${us(db)}, clients ${us(client)}`;
}

/**
 * Before timing anything, sequentially: every sampled search finds at least its own game, and
 * every sampled browse page reports the catalogue's count. A difference is printed (and sets exit
 * status 1): a fast wrong answer is no result.
 */
async function checkAnswers(baseUrl: string, search: Record<string, Checked[]>, browse: Checked[][]) {
  const sampleOf = (xs: Checked[], n: number) => xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / n)) === 0);
  const lines: string[] = [];
  let bad = 0;
  const check = async (label: string, xs: Checked[]) => {
    let ok = 0;
    for (const r of xs) {
      const res = await fetch(new URL(r.path, baseUrl));
      const body = (await res.json()) as { success?: boolean; value?: { total?: number; list?: unknown[] } };
      const total = body.value?.total ?? -1;
      const good =
        body.success === true &&
        Array.isArray(body.value?.list) &&
        (r.expect.total === undefined || total === r.expect.total) &&
        (r.expect.atLeast === undefined || total >= r.expect.atLeast);
      if (good) ok++;
      else if (bad++ < 5)
        log(`    unexpected answer: ${decodeURIComponent(r.path)} -> ${JSON.stringify(body).slice(0, 200)}`);
    }
    lines.push(`${label} ${ok}/${xs.length}`);
  };
  for (const lang of SEARCH_LANGUAGES) await check(`search ${lang}`, sampleOf(search[lang] ?? [], 100));
  await check(
    'browse',
    sampleOf(
      browse.map((g) => g[0] as Checked),
      200,
    ),
  );
  await check(
    'browse (last pages)',
    browse.map((g) => g[g.length - 1] as Checked),
  );
  log(`  check       answers as the catalogue says: ${lines.join(', ')}`);
  return bad ? 1 : 0;
}
