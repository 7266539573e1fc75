import { randomUUID } from 'node:crypto';
import { type LedgerService, ledgerService } from '../../apps/server/src/modules/ledger/ledger.service';
import { ledgerStore } from '../../apps/server/src/modules/ledger/ledger.store';
import { members } from '../../apps/server/src/modules/members/members.tables';
import type { Db } from '../../apps/server/src/platform/db/client';
import { runMigrations } from '../../apps/server/src/platform/db/migrate';
import { AppError } from '../../apps/server/src/platform/http/app-error';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { DEMO_VENDORS } from '../../apps/server/src/seed/demo-content';

/** Every member starts with 10,000.00; bets are at most 50.00, so a refusal is rare but possible. */
const OPENING_MINOR = 1_000_000n;
/** Seamless vendors: their bets and wins move between the member's cash and the vendor's house account. */
const VENDORS = DEMO_VENDORS.filter((v) => (v.walletMode ?? 'seamless') === 'seamless').map((v) => v.code);

export type LedgerBench = { ledger: LedgerService; brandId: number; memberIds: number[] };

/** Migrated + seeded database, `count` members each funded by a ledger transfer from house_adjustment. */
export async function prepareLedger(db: Db, count: number, concurrency: number): Promise<LedgerBench> {
  await runMigrations(db);
  const { brandId } = await seedDemo(db);
  // The same wiring as app.ts, so the bench measures the code path the routes call.
  const ledger = ledgerService({ store: ledgerStore(db), db });
  const memberIds: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const account = `bench${String(start + i).padStart(5, '0')}`;
      return { brandId, account, accountKey: account, passwordHash: 'x', language: 'en' };
    });
    const ids = await db.insert(members).values(rows).returning({ id: members.id });
    memberIds.push(...ids.map((r) => r.id));
  }
  let next = 0;
  const fund = async () => {
    while (next < memberIds.length) {
      const memberId = memberIds[next++] as number;
      await ledger.transfer({
        brandId,
        source: 'operator',
        key: `bench-opening-${memberId}`,
        type: 'adjust',
        from: { kind: 'house_adjustment' },
        to: { kind: 'member_cash', memberId },
        amountMinor: OPENING_MINOR,
        memo: { reason: 'bench opening balance' },
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, fund));
  return { ledger, brandId, memberIds };
}

export type LedgerRun = {
  completed: number;
  refused: number;
  byType: Record<'bet' | 'win' | 'deposit', number>;
  latenciesMs: number[];
  seconds: number;
};

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
/** A uniform amount in whole minor units between lo and hi (both inclusive). */
const between = (lo: number, hi: number) => BigInt(lo + Math.floor(Math.random() * (hi - lo + 1)));

/**
 * `workers` loops, each: a random member, one transfer with a fresh idempotency key, in the mix of a
 * casino day: 50% bets (cash -> the vendor's game account), 40% wins (back), 10% deposits. A refused
 * bet (INSUFFICIENT_FUNDS) is a completed operation, counted apart; any other error stops the bench.
 */
export async function runLedger(b: LedgerBench, workers: number, seconds: number): Promise<LedgerRun> {
  const out: LedgerRun = { completed: 0, refused: 0, byType: { bet: 0, win: 0, deposit: 0 }, latenciesMs: [], seconds };
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const memberId = pick(b.memberIds);
      const cash = { kind: 'member_cash', memberId } as const;
      const roll = Math.random();
      const vendor = pick(VENDORS);
      const game = { kind: 'house_game', vendor } as const;
      const [type, from, to, amountMinor, source] =
        roll < 0.5
          ? (['bet', cash, game, between(100, 5_000), `provider:${vendor}`] as const)
          : roll < 0.9
            ? (['win', game, cash, between(100, 8_000), `provider:${vendor}`] as const)
            : (['deposit', { kind: 'house_deposit' } as const, cash, between(10_000, 200_000), 'deposit'] as const);
      const key = randomUUID();
      const t0 = performance.now();
      try {
        await b.ledger.transfer({ brandId: b.brandId, source, key, type, from, to, amountMinor, memo: { round: key } });
        out.byType[type]++;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
        out.refused++;
      }
      out.latenciesMs.push(performance.now() - t0);
      out.completed++;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  out.seconds = (performance.now() - started) / 1000;
  return out;
}

/** Nearest-rank percentile of unsorted samples (0 when there are none). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Several slices as one run: counts and samples added up, over the summed time. */
export function combineLedger(runs: LedgerRun[]): LedgerRun {
  const out: LedgerRun = {
    completed: 0,
    refused: 0,
    byType: { bet: 0, win: 0, deposit: 0 },
    latenciesMs: [],
    seconds: 0,
  };
  for (const r of runs) {
    out.completed += r.completed;
    out.refused += r.refused;
    out.seconds += r.seconds;
    for (const k of ['bet', 'win', 'deposit'] as const) out.byType[k] += r.byType[k];
    for (const ms of r.latenciesMs) out.latenciesMs.push(ms);
  }
  return out;
}
